/// Runs an action once a burst of requests has been quiet for an interval, measured on an
/// injected clock (a manual one in tests, so they never sleep).
///
/// Each ``schedule(_:)`` cancels the pending run and starts a new wait, so many changes in
/// a burst give one run, `interval` after the last change. The pending task holds the action
/// (and what it captures) until it runs or is cancelled, so a scheduled save is not lost when
/// its owner is released meanwhile.
@MainActor
final class Debouncer {
    let interval: Duration
    private let clock: any Clock<Duration>
    private var pending: Task<Void, Never>?
    /// Bumped by every schedule and cancel: a wait that finishes after being superseded
    /// does nothing, even on a clock that ignores cancellation.
    private var generation = 0

    init(interval: Duration, clock: any Clock<Duration>) {
        self.interval = interval
        self.clock = clock
    }

    /// `true` while a run is waiting for its interval to pass.
    var isPending: Bool { pending != nil }

    /// Cancels the pending run, if any, and runs `action` after `interval` of quiet.
    func schedule(_ action: @escaping @MainActor () -> Void) {
        pending?.cancel()
        generation &+= 1
        let ticket = generation
        let clock = clock
        let interval = interval
        pending = Task { [weak self] in
            let slept: Bool
            do {
                try await clock.sleep(for: interval)
                slept = true
            } catch {
                slept = false
            }
            // Superseded meanwhile: the newer run (or the cancel) owns `pending`.
            guard let self, self.generation == ticket else { return }
            self.pending = nil
            // A clock that throws without being cancelled ends the run without the action.
            if slept { action() }
        }
    }

    /// Cancels the pending run, if any.
    func cancel() {
        pending?.cancel()
        pending = nil
        generation &+= 1
    }

    /// Waits until no run is pending: the pending run has finished or been cancelled, and so
    /// has any run scheduled meanwhile. Returns at once when none is pending.
    ///
    /// Each pending task clears `pending` when it ends while it is still the current one, and
    /// `schedule` and `cancel` replace it otherwise, so the loop ends once the runs stop.
    func waitForPendingRun() async {
        while let pending { await pending.value }
    }
}
