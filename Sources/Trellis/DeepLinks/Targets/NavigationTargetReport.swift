/// What ``Coordinator/navigate(to:)`` could not reach, and how much it changed.
public struct NavigationTargetReport: Sendable, Hashable, CustomStringConvertible {
    /// One part of a target that could not be reached.
    public struct Unreachable: Sendable, Hashable, CustomStringConvertible {
        /// Where in the target: the coordinator type and the destination, as
        /// `debugHierarchy()` prints them (`MainTabCoordinator tab .search`).
        public let place: String
        /// Why: `hosts no child coordinator`, `hosts ProfileCoordinator, not HomeCoordinator`,
        /// `no tab shows it`.
        public let reason: String

        /// `place: reason`.
        public var description: String { "\(place): \(reason)" }
    }

    /// The parts of the target that could not be reached, in the order the target is walked;
    /// the tree stops at the deepest valid place on each such branch. Each is also a
    /// `deepLinkSkipped` diagnostic. Empty when the target was reached.
    public internal(set) var unreachable: [Unreachable] = []
    /// Whether the call was refused (made by app code in the middle of another change, see
    /// <doc:Reliability>); nothing changed.
    public internal(set) var wasRefused = false

    /// Whether the whole target was reached.
    public var isComplete: Bool { unreachable.isEmpty && !wasRefused }

    /// `complete`, `refused`, or the unreachable parts, one per line.
    public var description: String {
        if wasRefused { return "refused: another navigation change is in progress" }
        return isComplete ? "complete" : unreachable.map(\.description).joined(separator: "\n")
    }
}
