/// Tells a test which child an awaiting call is waiting on, the moment the child is shown.
///
/// TrellisTesting's `startAwaiting(_:_:)` binds ``childShown`` for the task running the
/// operation it starts; every `route(to:awaiting:)` / `present(_:as:awaiting:)` in that task
/// (and in tasks it starts) reports its child here once the child is in the tree, before the
/// call suspends. Not part of the public API: only the package's own targets see it.
package enum AwaitedChildReporting {
    /// Called with the awaited child once it is shown; `nil` outside such a task.
    @TaskLocal package static var childShown: (@MainActor @Sendable (any Coordinator) -> Void)?
}
