/// The one rule for app code that runs while the library changes the tree.
///
/// Every public call that changes navigation (and every restore, set-up and teardown on
/// release) runs as one *change*:
///
/// 1. The library changes the tree completely. The only app code it calls meanwhile is code
///    it needs an answer from: `makeChild(for:)`, `snapshotPolicy(for:)`, a route migration
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
            NavigationDiagnostics.report(
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

/// The one queue that feeds observers (events, diagnostics, the global diagnostics handler),
/// in the order the changes happened.
///
/// A delivery is queued when its event or diagnostic is raised, so the queue holds each
/// change's deliveries together, in the order the changes happened. The outermost change (one
/// made outside any callback) delivers its own at their places among its callbacks, as they
/// arose; a change made by a callback or by an observer runs its `onDismiss` handlers before
/// its call returns but leaves its deliveries queued, and the outermost change delivers them
/// after its last callback, first come first served. Observers never run inside one another.
@MainActor
enum ObserverQueue {
    /// A delivery's place in the queue.
    struct Ticket {
        fileprivate let number: Int
    }

    private struct Delivery {
        let run: @MainActor () -> Void
        let change: Int
    }

    private static var deliveries: [Delivery] = []
    /// The number of the delivery at `deliveries[0]`; `head` is the next one to run.
    private static var firstNumber = 0
    private static var head = 0
    /// Whether an outermost change is running its callbacks, or observers are being fed.
    private static var isBusy = false

    /// The number of the change whose delivery is running (see ``NavigationChange``), for tests
    /// that check the order.
    private(set) static var changeBeingDelivered: Int?

    /// Queues `delivery` (raised by change number `change`) behind every delivery queued.
    static func enqueue(_ delivery: @escaping @MainActor () -> Void, change: Int) -> Ticket {
        deliveries.append(Delivery(run: delivery, change: change))
        return Ticket(number: firstNumber + deliveries.count - 1)
    }

    /// Starts the callbacks of a change; returns whether it is the outermost one, which
    /// delivers to observers (then call ``end()``).
    static func begin() -> Bool {
        guard !isBusy else { return false }
        isBusy = true
        return true
    }

    /// Ends the outermost change's callbacks: delivers everything still queued.
    static func end() {
        run(through: Int.max)
        isBusy = false
        compact()
    }

    /// Runs the outermost change's deliveries up to and including `ticket`'s.
    static func deliver(through ticket: Ticket) {
        run(through: ticket.number)
    }

    /// Delivers everything queued, unless an outermost change or a delivery is running (it
    /// delivers them when its turn comes).
    static func deliverAll() {
        guard begin() else { return }
        end()
    }

    private static func run(through number: Int) {
        while head < deliveries.count, firstNumber + head <= number {
            let delivery = deliveries[head]
            head += 1
            changeBeingDelivered = delivery.change
            delivery.run()
            changeBeingDelivered = nil
        }
    }

    /// Drops what has run.
    private static func compact() {
        guard head == deliveries.count else { return }
        firstNumber += head
        deliveries.removeAll(keepingCapacity: deliveries.count < 4096)
        head = 0
    }
}
