/// Why a destination left the navigation tree.
public enum DismissalCause: String, Sendable, Hashable, Codable {
    /// A call in the app's code (pop, popTo…, setRoot, setTabs, dismissCoordinator…).
    case code
    /// The user, reported by the UI layer (back swipe, sheet swiped down).
    case user
    /// An ancestor of the destination was removed.
    case teardown
    /// A navigation restore replaced the destination.
    case restore
}

/// The callback stored with a destination; called once when the destination leaves.
typealias DismissHandler = @MainActor (DismissalCause) -> Void
