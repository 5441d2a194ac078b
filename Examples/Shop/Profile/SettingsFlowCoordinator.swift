import Trellis

/// The settings, pushed on the profile tab. The payment screen is never written into a
/// snapshot, and the legacy preferences are an older flow that cannot be.
@MainActor
public final class SettingsFlowCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable {
        case overview
        case notifications
        case paymentMethods
        case legacyPreferences
    }

    public let navigation = FlowNavigation<SettingsFlowCoordinator>(root: .overview)

    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .legacyPreferences: LegacyPreferencesCoordinator()
        case .overview, .notifications, .paymentMethods: nil
        }
    }

    /// Card details must not come back on their own after a relaunch: the payment screen,
    /// and anything above it, is left out of snapshots.
    public func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        destination == .paymentMethods ? .exclude : .include
    }
}
