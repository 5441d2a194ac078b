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
