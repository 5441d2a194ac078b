import Trellis

/// An await started in a task whose resumption a test can check without hanging when it
/// never comes.
@MainActor
final class AwaitProbe<Value: Sendable> {
    enum Outcome {
        case pending
        case resumed(Value)
    }

    private(set) var outcome = Outcome.pending
    private var task: Task<Void, Never>?

    /// Starts `operation` in a main-actor task and yields until `ready` holds (the
    /// destination is shown) or 100 yields have passed.
    static func start(
        until ready: @autoclosure () -> Bool, _ operation: @escaping @MainActor () async -> Value
    ) async -> AwaitProbe {
        let probe = AwaitProbe()
        probe.task = Task { @MainActor [probe] in
            let value = await operation()
            probe.outcome = .resumed(value)
        }
        for _ in 0..<100 where !ready() { await Task.yield() }
        return probe
    }

    /// Cancels the task running the await.
    func cancel() {
        task?.cancel()
    }

    /// Yields until the await resumed, at most 100 times, and returns the outcome.
    func settle() async -> Outcome {
        for _ in 0..<100 {
            if case .resumed = outcome { break }
            await Task.yield()
        }
        return outcome
    }

    /// The value the await resumed with, after ``settle()``; `nil` while it is pending.
    func settledValue() async -> Value? {
        if case .resumed(let value) = await settle() { return value }
        return nil
    }

    /// Whether the await has resumed, after ``settle()``.
    func hasResumed() async -> Bool {
        if case .resumed = await settle() { return true }
        return false
    }
}

/// A root coordinator that presents a color picker over its root.
@MainActor
final class PickerHost: RootCoordinator {
    enum Destinations: Codable, Hashable { case start, picker }
    let root = Root<PickerHost>(root: .start)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .picker ? ColorPicker() : nil
    }
}

/// A tab set that presents a color picker over its tabs.
@MainActor
final class PickerTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case first, picker }
    let tabItems = TabItems<PickerTabs>(tabs: [.first])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .picker ? ColorPicker() : nil
    }
}
