import Foundation

/// A `Clock` whose time moves only when a test advances it: code that sleeps on it
/// (debounced saves, timeouts) runs deterministically, and no test waits in real time.
///
/// ```swift
/// let clock = ManualClock()
/// let restoration = StateRestorationManager(storage: storage, clock: clock)
/// restoration.scheduleSave()               // a sleep on `clock`
/// await clock.waitForSleepers(count: 1)    // the debounce is asleep…
/// clock.advance(by: .milliseconds(500))    // …and wakes at once
/// await restoration.waitForPendingSave()   // the save, run by its own task, has written
/// ```
///
/// Sleepers wake in deadline order; a cancelled sleeper throws `CancellationError` at once.
/// Waking is not running: a woken task continues when its executor next gets to it (for a
/// main-actor task, once the test suspends), so ``advance(by:)`` returns before the code after
/// the sleep has run. Await that code's own completion, such as
/// `StateRestorationManager.waitForPendingSave()`.
/// The clock is `Sendable`: tasks on any executor may sleep on it.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A point on the clock's time line: the time advanced since the clock was made.
    ///
    /// ```swift
    /// clock.advance(by: .seconds(3))
    /// #expect(clock.now.offset == .seconds(3))
    /// ```
    public struct Instant: InstantProtocol {
        /// The time advanced since the clock was made.
        public var offset: Duration

        /// The instant `offset` after the clock's start.
        ///
        /// ```swift
        /// let deadline = ManualClock.Instant(offset: .seconds(1))
        /// ```
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        ///
        /// ```swift
        /// let later = clock.now.advanced(by: .seconds(1))
        /// ```
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this instant to `other`.
        ///
        /// ```swift
        /// let left = clock.now.duration(to: deadline)
        /// ```
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes before `rhs`.
        ///
        /// ```swift
        /// #expect(clock.now < deadline)
        /// ```
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
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

    /// A clock at offset zero, with no sleepers.
    ///
    /// ```swift
    /// let clock = ManualClock()
    /// ```
    public init() {}

    /// The current instant: the time advanced so far.
    ///
    /// ```swift
    /// #expect(clock.now.offset == .zero)
    /// ```
    public var now: Instant { lock.withLock { current } }

    /// Zero: the clock keeps exact time.
    ///
    /// ```swift
    /// #expect(clock.minimumResolution == .zero)
    /// ```
    public var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on the clock right now.
    ///
    /// ```swift
    /// #expect(clock.sleeperCount == 0)   // nothing is waiting for time to pass
    /// ```
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Suspends until a test advances the clock to `deadline`; returns at once when the
    /// deadline has passed.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    /// ```
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
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
    ///
    /// It returns once the sleepers are woken, before they have run: await what they do
    /// (`StateRestorationManager.waitForPendingSave()` for a debounced save) before checking it.
    ///
    /// ```swift
    /// clock.advance(by: .milliseconds(500))    // a 500 ms debounce fires…
    /// await restoration.waitForPendingSave()   // …and has written
    /// ```
    public func advance(by duration: Duration) {
        lock.lock()
        current = current.advanced(by: duration)
        let due = sleepers.filter { $0.value.deadline <= current }
            .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
        for (id, _) in due { sleepers.removeValue(forKey: id) }
        lock.unlock()
        for (_, sleeper) in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` tasks are asleep on the clock: call it before
    /// ``advance(by:)`` so the sleep you mean to wake has begun.
    ///
    /// ```swift
    /// restoration.scheduleSave()
    /// await clock.waitForSleepers(count: 1)
    /// ```
    public func waitForSleepers(count: Int) async {
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
