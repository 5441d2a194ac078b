import Trellis

/// An older flow, written before the app adopted state restoration: its destinations are
/// not `Codable`.
///
/// It still works in the tree. A snapshot records that it was there but not where it was,
/// and a restore brings it back at its first screen (the restoration report says so).
@MainActor
public final class LegacyPreferencesCoordinator: FlowCoordinator {
    public enum Destinations: Hashable {
        case preferences
        case advanced
    }

    public let navigation = FlowNavigation<LegacyPreferencesCoordinator>(root: .preferences)

    public init() {}
}
