import Observation
import Synchronization

/// Counts Observation change notifications (whose callback must be `@Sendable`).
final class ChangeCounter: Sendable {
    private let storage = Mutex(0)

    var count: Int { storage.withLock { $0 } }

    /// Tracks the properties `read` touches; the next change to any of them bumps the count.
    func track(_ read: () -> Void) {
        withObservationTracking(read) { [self] in
            storage.withLock { $0 += 1 }
        }
    }
}
