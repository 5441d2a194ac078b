import Trellis

/// An older flow, written before the app adopted state restoration: its destinations are
/// not `Codable`.
///
/// It still works in the tree. A snapshot records that it was there but not where it was,
/// and a restore brings it back at its first screen (the restoration report says so).
@MainActor
final class LegacyPreferencesCoordinator: FlowCoordinator {
    enum Destinations: Hashable {
        case preferences
        case advanced
    }

    let stack = FlowStack<LegacyPreferencesCoordinator>(root: .preferences)
}
