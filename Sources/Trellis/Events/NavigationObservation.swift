/// A registration made with ``Coordinator/observeNavigation(_:)`` or
/// ``Coordinator/observeDiagnostics(_:)``; keep it to keep receiving events or diagnostics.
/// Call ``cancel()`` or release it to stop.
@MainActor
public final class NavigationObservation {
    private weak var observers: ObserverRegistry?
    private let id: Int

    init(observers: ObserverRegistry, id: Int) {
        self.observers = observers
        self.id = id
    }

    /// Stops delivering to the handler, at once: it receives nothing more, not even the rest
    /// of a batch being delivered.
    public func cancel() {
        observers?.remove(id)
    }

    isolated deinit {
        observers?.remove(id)
    }
}

extension Coordinator {
    /// Calls `handler` for every navigation change in this coordinator's subtree (this
    /// coordinator and every coordinator below it), as long as the returned observation is
    /// kept.
    ///
    /// ```swift
    /// let observation = app.hierarchyRoot.observeNavigation { event in
    ///     analytics.track("\(event)")
    /// }
    /// ```
    ///
    /// The handler runs on the main actor, after the change landed; every handler receives the
    /// events of each change together, the changes in the order they happened, even when
    /// another handler navigates while they are delivered (see <doc:Reliability>).
    /// The tree holds observers strongly only through the returned token's registration; a
    /// handler that captures a coordinator should capture it weakly. Observing sets the
    /// coordinator up, as ``prepareNavigation()`` does.
    public func observeNavigation(_ handler: @escaping @MainActor (NavigationEvent) -> Void)
        -> NavigationObservation
    {
        observe(.events(handler))
    }

    /// Calls `handler` for every ``NavigationDiagnostic`` raised on this coordinator or on any
    /// coordinator below it, as long as the returned observation is kept.
    ///
    /// ```swift
    /// let observation = app.observeDiagnostics { diagnostic in
    ///     logger.debug("\(diagnostic)")
    /// }
    /// ```
    ///
    /// Each tree sees only its own diagnostics, so tests running in parallel each observe their
    /// own tree. A diagnostic raised in the middle of a change (a call refused because another
    /// change is in progress) is delivered like an event: after the change, in the order the
    /// events and diagnostics were raised. It reaches the observers of the tree the coordinator
    /// was in when it was raised, then ``NavigationDiagnostic/handler``.
    public func observeDiagnostics(_ handler: @escaping @MainActor (NavigationDiagnostic) -> Void)
        -> NavigationObservation
    {
        observe(.diagnostics(handler))
    }

    /// Observes navigation like ``observeNavigation(_:)``, without setting the coordinator up:
    /// ``StateRestorationManager`` observes a tree it may replay a snapshot into, which builds
    /// it, and sets it up itself when there is none.
    func observeNavigationUnprepared(_ handler: @escaping @MainActor (NavigationEvent) -> Void)
        -> NavigationObservation
    {
        observe(.events(handler), settingUp: false)
    }

    /// Registers `handler` on the coordinator's container, then sets the coordinator up (as
    /// ``prepareNavigation()`` does) unless `settingUp` is `false`: an observer watches a live
    /// tree, and hears what its set-up reports (a refused call), though the set-up itself is no
    /// change to report.
    private func observe(_ handler: ObserverRegistry.Handler, settingUp: Bool = true)
        -> NavigationObservation
    {
        guard let node = navigationNode else {
            let orphan = ObserverRegistry()
            return NavigationObservation(observers: orphan, id: orphan.add(handler))
        }
        let observation = NavigationObservation(observers: node.observers, id: node.observers.add(handler))
        if settingUp { node.prepareIfNeeded() }
        return observation
    }
}
