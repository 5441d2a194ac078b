extension View {
    /// Starts an asynchronous action when the view appears, and cancels it when the view goes
    /// away.
    ///
    /// The stand-in's renderer starts the task after a render in which the view is present and
    /// was absent from the render before, and cancels it when a render no longer has the view.
    ///
    /// Declared as in the iOS 18 SDK. The newest documentation shows
    /// `task(name:priority:file:line:_:)` taking a `sending @escaping @isolated(any)` closure; a
    /// call written for this declaration (`task { … }`, `task(priority:) { … }`) type-checks
    /// against that one too, its other parameters defaulted.
    // https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        TaskView(content: self, priority: priority, action: action)
    }
}

struct TaskView<Content: View>: View, StandInPrimitive {
    let content: Content
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        // Kept while the view is in the tree; discarded, and so cancelled, when it leaves.
        let running = context.storage("task") { RunningTask() }
        if !context.markAppeared() {
            let priority = priority
            let action = action
            context.afterRender { running.task = Task(priority: priority, operation: action) }
        }
        return context.render(content, at: "task")
    }
}

/// The task of a `task(priority:_:)` view, cancelled when the renderer forgets the view.
final class RunningTask {
    var task: Task<Void, Never>?

    deinit { task?.cancel() }
}
