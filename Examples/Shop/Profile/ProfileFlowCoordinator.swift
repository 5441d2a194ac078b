import Trellis

/// The profile tab: the account, past orders, and the settings flow.
@MainActor
public final class ProfileFlowCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable {
        case account
        case orders
        case settings
    }

    public let navigation = FlowNavigation<ProfileFlowCoordinator>(root: .account)

    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .settings: SettingsFlowCoordinator()
        case .account, .orders: nil
        }
    }
}
