import Trellis

/// The signed-in app: a tab for the catalog, one for search and one for the profile.
///
/// Each tab's flow is created the first time the tab is selected.
@MainActor
public final class MainTabCoordinator: TabCoordinator {
    public enum Destinations: Codable, Hashable {
        case home
        case search
        case profile
    }

    public let navigation = TabNavigation<MainTabCoordinator>(tabs: [.home, .search, .profile])

    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .home: CatalogFlowCoordinator()
        case .search: SearchFlowCoordinator()
        case .profile: ProfileFlowCoordinator()
        }
    }
}
