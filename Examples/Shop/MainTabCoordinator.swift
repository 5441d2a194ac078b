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

    public let tabItems = TabItems<MainTabCoordinator>(tabs: [.home, .search, .profile])

    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .home: CatalogFlowCoordinator()
        case .search: SearchFlowCoordinator()
        case .profile: ProfileFlowCoordinator()
        }
    }

    /// Selects the tab that shows `link` and navigates its flow there, from the flow's root.
    public func open(_ link: DeepLink) {
        switch link {
        case .product(let id):
            selectFirstTab(.home) { (catalog: CatalogFlowCoordinator) in
                catalog.popToRoot()
                catalog.route(to: .product(id: id))
            }
        case .reviews(let productID):
            selectFirstTab(.home) { (catalog: CatalogFlowCoordinator) in
                catalog.popToRoot()
                catalog.route(to: .product(id: productID))
                catalog.route(to: .reviews(productID: productID))
            }
        case .search(let query):
            selectFirstTab(.search) { (search: SearchFlowCoordinator) in
                search.popToRoot()
                search.search(for: query)
            }
        case .notificationSettings:
            selectFirstTab(.profile) { (profile: ProfileFlowCoordinator) in
                profile.popToRoot()
                profile.route(to: .settings) { (settings: SettingsFlowCoordinator) in
                    settings.route(to: .notifications)
                }
            }
        }
    }
}
