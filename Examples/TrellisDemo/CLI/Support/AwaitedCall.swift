import Trellis

/// Starts a call that shows a destination and then awaits its child's result, such as
/// `catalog.checkOut()`, and returns once the destination is on screen.
///
/// A UI calls such a method from a button's `Task`; a script needs the destination shown
/// before it continues, and the task to await later.
@MainActor
enum AwaitedCall {
    struct NotShown: Error, CustomStringConvertible {
        var description: String { "the awaited destination did not appear" }
    }

    /// Runs `operation` in a main-actor task until `isShown()` holds; returns the task.
    static func start<Value: Sendable>(
        _ operation: @escaping @MainActor () async -> Value, until isShown: () -> Bool
    ) async throws -> Task<Value, Never> {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Runs synchronously up to the first suspension: the await inside `operation`,
            // by which time the destination is shown.
            let task = Task.immediate { @MainActor in await operation() }
            guard isShown() else { throw NotShown() }
            return task
        }
        let task = Task { @MainActor in await operation() }
        for _ in 0..<1_000 where !isShown() { await Task.yield() }
        guard isShown() else { throw NotShown() }
        return task
    }
}
