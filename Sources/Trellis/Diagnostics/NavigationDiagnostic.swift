/// Something the tree refused or skipped without failing: a non-dismissable coordinator
/// asked to dismiss, a tab index out of range, a deep link that found another child type.
///
/// Observe the diagnostics of a tree with ``Coordinator/observeDiagnostics(_:)``; every
/// diagnostic also reaches ``handler``, the process-wide log hook.
/// Like a ``NavigationEvent``, a diagnostic is delivered on the main actor and refers to its
/// coordinator weakly, so it is neither `Sendable` nor `Equatable`: compare ``kind``,
/// ``coordinatorType`` or ``message``.
public struct NavigationDiagnostic: CustomStringConvertible {
    /// What kind of event this is.
    public enum Kind: String, Sendable, Hashable {
        /// `dismissCoordinator()` on a tab's child or on a coordinator without a parent.
        case dismissalRefused
        /// A typed deep-link closure did not run (the destination hosts another type, or no
        /// child), or a part of a ``NavigationTarget`` could not be reached.
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
        /// A gesture reported through a ``NavigationLayout`` was not applied: a path that grew
        /// (`NavigationLink(value:)`), the base layer dismissed, a layer no longer shown.
        case gestureRefused
        /// The tree reached a state a window cannot show literally (a push above a modal that
        /// hosts a coordinator or above a descendant's modal, a tab set inside a path, a modal
        /// presented over a descendant's modal or under an ancestor's); the layout shows it in
        /// its canonical order (see <doc:PresentationLayout>).
        case ambiguousLayout
        /// An awaiting call (`route(to:awaiting:)`, `present(_:as:awaiting:)`) whose destination
        /// hosts another coordinator type, or none: the destination is taken away again in the
        /// same change, so no UI shows it, and the call resumes with `nil`.
        case awaitRefused
        /// ``ResultProducing/finish(with:)`` whose result no call receives: no await is waiting
        /// (none was made, or the coordinator was restored after a relaunch), or the
        /// coordinator already finished.
        case resultDropped
    }

    /// What kind of event this is.
    public let kind: Kind
    /// The type name of ``coordinator``; it stays readable after the coordinator is gone.
    public let coordinatorType: String
    /// The coordinator the diagnostic is about, while it exists: the one the call was made on;
    /// for a layout gesture, the one the layout was made of; for a part `navigate(to:)` skips,
    /// the one that shows that place; for a root child's refused `dismissCoordinator()`, the
    /// coordinator that would have had to leave.
    ///
    /// Held weakly, as in a ``NavigationEvent``: a diagnostic never keeps a coordinator alive.
    public private(set) weak var coordinator: (any Coordinator)?
    /// A sentence saying what happened and why.
    public let message: String

    init(kind: Kind, coordinator: any Coordinator, message: String) {
        self.kind = kind
        self.coordinatorType = String(describing: type(of: coordinator))
        self.coordinator = coordinator
        self.message = message
    }

    /// `"<coordinator>: <message>"`.
    public var description: String { "\(coordinatorType): \(message)" }
}

@MainActor
extension NavigationDiagnostic {
    /// The process-wide hook through which the library reports every ``NavigationDiagnostic``,
    /// for logging; the library never prints.
    ///
    /// ```swift
    /// NavigationDiagnostic.handler = { diagnostic in logger.debug("\(diagnostic)") }
    /// ```
    ///
    /// It stays because it is the one place that sees every diagnostic, including those raised
    /// on coordinators in no observed tree (one already dismissed, or used before it was
    /// attached) — what a log wants. It is one global, though: code that acts on diagnostics, and
    /// tests (which run in parallel), observe a tree instead with
    /// ``Coordinator/observeDiagnostics(_:)``, which sees only that tree's diagnostics. Set the
    /// handler once, at launch.
    ///
    /// The handler is app code: like observers, it runs after the change in progress, in the order
    /// the diagnostics were raised (see <doc:Reliability>).
    ///
    /// `nil` (the default) drops them; when set, it receives every diagnostic after the tree's
    /// observers.
    public static var handler: (@MainActor (NavigationDiagnostic) -> Void)?

    /// Whether a diagnostic raised on `coordinator` would reach anyone: the tree's observers
    /// or ``handler``. Checks that cost a walk of the tree run only then.
    static func isHeard(in coordinator: any Coordinator) -> Bool {
        handler != nil
            || ObserverLookup.handlers(from: coordinator.navigationNode).contains(
                where: \.receivesDiagnostics)
    }

    /// Reports a diagnostic raised on `coordinator` to the observers of its tree (its own and
    /// its ancestors') and to ``handler``, when the change in progress ends. The message is
    /// made only when someone listens.
    static func report(
        _ kind: NavigationDiagnostic.Kind, in coordinator: any Coordinator,
        _ message: @autoclosure () -> String
    ) {
        let observers = ObserverLookup.handlers(from: coordinator.navigationNode)
        let global = handler
        guard global != nil || observers.contains(where: \.receivesDiagnostics) else { return }
        let diagnostic = NavigationDiagnostic(kind: kind, coordinator: coordinator, message: message())
        ObserverLookup.send(diagnostic, to: observers)
        if let global { NavigationChange.notify { global(diagnostic) } }
    }
}
