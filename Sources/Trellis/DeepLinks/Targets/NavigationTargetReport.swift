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

    /// Whether a question (an alert or a confirmation dialog) is up over the window when the
    /// call returns: the target is shown under it, and the user sees it once the question is
    /// answered. A question neither refuses nor holds a target or a link; it stays up over the
    /// new top-most layer (see <doc:AskingTheUser>). Does not change ``isComplete``.
    public internal(set) var isUnderQuestion = false

    /// Whether the whole target was reached.
    public var isComplete: Bool { unreachable.isEmpty && !wasRefused }

    /// `complete`, `refused`, or the unreachable parts, one per line; then, when a question is
    /// up, `under a question`.
    public var description: String {
        if wasRefused { return "refused: another navigation change is in progress" }
        let reached = isComplete ? "complete" : unreachable.map(\.description).joined(separator: "\n")
        return isUnderQuestion ? reached + "\nunder a question" : reached
    }
}
