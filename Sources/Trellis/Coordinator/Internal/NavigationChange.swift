/// The one rule for app code that runs while the library changes the tree.
///
/// Every public call that changes navigation (and every restore, set-up and teardown on
/// release) runs as one *change*:
///
/// 1. The library changes the tree completely. The only app code it calls meanwhile is code
///    it needs an answer from: `makeChild(for:)`, `snapshotPolicy(for:)`, a destination migration
///    (`MigratingCoordinator.migrate(_:)`), a destination's `Codable`, `Equatable` or
///    description, a predicate, an Observation `onChange`. Such code may read the tree but
///    not change it: a navigation call made from there is refused (nothing changes, a
///    ``NavigationDiagnostic`` of kind `changeInProgress` is reported, a Boolean result is
///    `false`) and a restore throws ``NavigationStateError/changeInProgress(coordinatorType:)``.
/// 2. Then the change's callbacks run, in the order they arose: observer events, diagnostics
///    (to the tree's observers, then the global handler) and `onDismiss` handlers. Each may
///    navigate, restore, capture or release the tree; each call it makes is a change of its
///    own, whose `onDismiss` handlers run before the call returns.
/// 3. Last, a call's typed closure receives the child, if it is still in the tree.
///
/// Observers (events, diagnostics, the global handler) are fed from one queue in the order the
/// changes happened (``ObserverQueue``): the events of a change made by a callback or an
/// observer follow every event raised before it.
///
/// No index, count or child reference is held across app code that could change the tree.
@MainActor
enum NavigationChange {
    /// What a change left for after it: app code to run, or the turn of an observer delivery.
    private enum Callback {
        case run(@MainActor () -> Void)
        case observersTurn(ObserverQueue.Ticket)
    }

    private static var depth = 0
    private static var pending: [Callback] = []

    /// Whether the library is in the middle of a change.
    static var isInProgress: Bool { depth > 0 }

    /// Runs `body` as a change, or as part of the change in progress; the callbacks it queues
    /// run when the outermost change ends.
    static func perform<R>(_ body: () throws -> R) rethrows -> R {
        if depth == 0 { number += 1 }
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { deliverCallbacks() }
        }
        return try body()
    }

    /// Runs a public call's change, or refuses it (reporting why) when app code made it in
    /// the middle of another change; returns `nil` when refused.
    @discardableResult
    static func apply<R>(
        _ call: @autoclosure () -> String, on coordinator: any Coordinator, _ body: () -> R
    ) -> R? {
        guard depth == 0 else {
            NavigationDiagnostic.report(
                .changeInProgress, in: coordinator,
                "\(call()) was called while another navigation change was in progress (from makeChild, "
                    + "snapshotPolicy, a predicate or an Observation callback); nothing changed")
            return nil
        }
        return perform(body)
    }

    /// Runs a public call's change, then hands the child it returns to a typed closure once
    /// the change's callbacks have run.
    static func apply<T>(
        _ call: @autoclosure () -> String, on coordinator: any Coordinator,
        _ body: () -> (any Coordinator)?, handingOverTo closure: (T) -> Void
    ) {
        guard let child = apply(call(), on: coordinator, body) else { return }
        handOver(child, from: coordinator, to: closure)
    }

    /// Queues app code to run when the change in progress ends (at once outside a change).
    static func callBack(_ appCode: @escaping @MainActor () -> Void) {
        if depth == 0 {
            appCode()
        } else {
            pending.append(.run(appCode))
        }
    }

    /// Queues an observer's delivery (an event, a diagnostic) behind every delivery already
    /// queued, to run at its place among the change's callbacks (see ``ObserverQueue``).
    static func notify(_ delivery: @escaping @MainActor () -> Void) {
        let ticket = ObserverQueue.enqueue(delivery, change: isInProgress ? number : nextNumber())
        if depth == 0 {
            ObserverQueue.deliverAll()
        } else {
            pending.append(.observersTurn(ticket))
        }
    }

    /// The number of the change in progress, or of the last one: changes are numbered in the
    /// order they start.
    private(set) static var number = 0

    private static func nextNumber() -> Int {
        number += 1
        return number
    }

    private static func deliverCallbacks() {
        // Only the outermost change delivers to observers; a change made by one of its
        // callbacks (or by an observer) leaves its deliveries queued behind the rest.
        let isOutermost = ObserverQueue.begin()
        while !pending.isEmpty {
            // Callbacks may start changes of their own; those run their callbacks before
            // returning, so taking the batch keeps each change's callbacks in order.
            let batch = pending
            pending = []
            for callback in batch {
                switch callback {
                case .run(let appCode): appCode()
                case .observersTurn(let ticket): if isOutermost { ObserverQueue.deliver(through: ticket) }
                }
            }
        }
        if isOutermost { ObserverQueue.end() }
    }
}
