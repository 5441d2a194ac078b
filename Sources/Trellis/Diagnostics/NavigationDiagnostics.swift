/// Something the tree refused or skipped without failing: a non-dismissable coordinator
/// asked to dismiss, a tab index out of range, a deep link that found another child type.
public struct NavigationDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of event this is.
    public enum Kind: String, Sendable, Hashable {
        /// `dismissCoordinator()` on a tab's child or on a coordinator without a parent.
        case dismissalRefused
        /// A typed deep-link closure did not run: the destination hosts another type.
        case deepLinkSkipped
        /// An index (tab, insert position, depth) outside the valid range was ignored.
        case indexOutOfRange
        /// A destination to select, remove or pop to is not there.
        case destinationNotFound
        /// A navigation call made by app code the library ran in the middle of a change
        /// (`makeChild(for:)`, `snapshotPolicy(for:)`, a predicate, an Observation callback)
        /// was refused; see <doc:Reliability>.
        case changeInProgress
        /// A typed closure did not run: its child left the tree (through a callback) before
        /// the closure's turn came.
        case childLeft
        /// `makeChild(for:)` returned a coordinator already in a tree; the destination shows
        /// as a plain screen.
        case childRefused
    }

    /// What kind of event this is.
    public let kind: Kind
    /// The type name of the coordinator the call was made on.
    public let coordinatorType: String
    /// A sentence saying what happened and why.
    public let message: String

    /// `"<coordinator>: <message>"`.
    public var description: String { "\(coordinatorType): \(message)" }
}

/// The hook through which the library reports ``NavigationDiagnostic``s; it never prints.
///
/// ```swift
/// NavigationDiagnostics.handler = { diagnostic in logger.debug("\(diagnostic)") }
/// ```
@MainActor
public enum NavigationDiagnostics {
    /// Receives every diagnostic; `nil` (the default) drops them.
    public static var handler: (@MainActor (NavigationDiagnostic) -> Void)?

    static func report(_ kind: NavigationDiagnostic.Kind, in coordinator: any Coordinator, _ message: String)
    {
        guard let handler else { return }
        handler(
            NavigationDiagnostic(
                kind: kind, coordinatorType: String(describing: type(of: coordinator)), message: message))
    }
}
