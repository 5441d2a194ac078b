import Foundation

/// A `Clock` that only moves when a test calls ``advance(by:)``: code that sleeps on it
/// (debounces, timeouts) runs deterministically and no test waits in real time.
///
/// ```swift
/// let clock = ManualClock()
/// let manager = StateRestorationManager(storage: storage, clock: clock)
/// manager.saveScrollPosition(id: "feed", topItemID: "42")  // schedules a save: a sleep on `clock`
/// await clock.waitForSleepers(count: 1)                     // the debounce task is now asleep
/// clock.advance(by: .milliseconds(500))                     // wakes it
/// ```
///
/// Self-contained (Foundation only), so any target can copy or share it. Sleepers are woken
/// in deadline order; a cancelled sleeper throws `CancellationError` at once.
final class ManualClock: Clock, @unchecked Sendable {
    /// A point on the manual time line: the time advanced since the clock was made.
    struct Instant: InstantProtocol {
        /// Time since the clock's start.
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct SleeperWaiter {
        var count: Int
        var continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var nextID = 0
    private var sleepers: [Int: Sleeper] = [:]
    /// Sleeps cancelled before they were registered.
    private var cancelledIDs: Set<Int> = []
    private var waiters: [SleeperWaiter] = []

    init() {}

    var now: Instant { lock.withLock { current } }

    var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on the clock right now.
    var sleeperCount: Int { lock.withLock { sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if cancelledIDs.remove(id) != nil {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else if deadline <= current {
                    lock.unlock()
                    continuation.resume()
                } else {
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    let satisfied = takeSatisfiedWaiters()
                    lock.unlock()
                    for waiter in satisfied { waiter.resume() }
                }
            }
        } onCancel: {
            lock.lock()
            if let sleeper = sleepers.removeValue(forKey: id) {
                lock.unlock()
                sleeper.continuation.resume(throwing: CancellationError())
            } else {
                cancelledIDs.insert(id)
                lock.unlock()
            }
        }
    }

    /// Moves time forward and wakes, in deadline order, every sleeper whose deadline passed.
    func advance(by duration: Duration) {
        lock.lock()
        current = current.advanced(by: duration)
        let due = sleepers.filter { $0.value.deadline <= current }
            .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
        for (id, _) in due { sleepers.removeValue(forKey: id) }
        lock.unlock()
        for (_, sleeper) in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` tasks are asleep on the clock.
    func waitForSleepers(count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if sleepers.count >= count {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append(SleeperWaiter(count: count, continuation: continuation))
                lock.unlock()
            }
        }
    }

    /// Removes and returns the waiters whose count is reached; call with the lock held.
    private func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
        let count = sleepers.count
        let satisfied = waiters.filter { $0.count <= count }.map(\.continuation)
        waiters.removeAll { $0.count <= count }
        return satisfied
    }
}
