import Trellis

/// The profile tab: the account, past orders, and the settings flow.
@MainActor
final class ProfileFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case account
        case orders
        case settings
    }

    let stack = FlowStack<ProfileFlowCoordinator>(root: .account)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .settings: SettingsFlowCoordinator()
        case .account, .orders: nil
        }
    }
}
