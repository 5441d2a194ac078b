import Trellis

/// An operation a test started that is waiting on a child coordinator's result, such as
/// `home.present(.picker, awaiting: ColorPicker.self)`: the child it shows, to drive, and the
/// operation's value, to await.
///
/// Made by ``startAwaiting(_:_:)``.
///
/// ```swift
/// let pending = await startAwaiting(ColorPicker.self) {
///     await home.present(.picker, awaiting: ColorPicker.self)
/// }
/// let picker = try #require(pending.child)
/// picker.finish(with: "teal")
/// #expect(await pending.value == "teal")
/// ```
@MainActor
public final class PendingResult<Child: ResultProducing, Value: Sendable> {
    /// The child the operation waits on, in the tree since before ``startAwaiting(_:_:)``
    /// returned; `nil` when the operation returned without showing a `Child` (its task was
    /// cancelled first, or the destination hosts another type).
    ///
    /// ```swift
    /// let picker = try #require(pending.child)
    /// ```
    ///
    /// Held weakly, like a parent holds its children: once the tree lets the child go, this
    /// is `nil`.
    public private(set) weak var child: Child?

    private let task: Task<Value, Never>
    private let progress: AwaitProgress<Child>

    fileprivate init(child: Child?, task: Task<Value, Never>, progress: AwaitProgress<Child>) {
        self.child = child
        self.task = task
        self.progress = progress
    }

    /// The operation's value, once it returns: the child's result, or `nil` when the child
    /// left any other way (for `route(to:awaiting:)` and `present(_:as:awaiting:)`).
    ///
    /// ```swift
    /// home.userDidDismiss(entryAt: 0)   // the user swipes the sheet down
    /// #expect(await pending.value == nil)
    /// ```
    ///
    /// Cancelling the task that waits here cancels the operation (see ``cancel()``), so a
    /// test that reaches its time limit ends instead of waiting for ever.
    public var value: Value {
        get async {
            await withTaskCancellationHandler {
                await task.value
            } onCancel: { [task] in
                task.cancel()
            }
        }
    }

    /// Whether the operation has returned.
    ///
    /// ```swift
    /// #expect(!pending.hasReturned)   // the picker is still waiting for a color
    /// ```
    public var hasReturned: Bool { progress.hasReturned }

    /// Cancels the task running the operation, as a user leaving the screen that started it
    /// would: the library dismisses the awaited child (cause `.code`) and the operation's
    /// await resumes with `nil`.
    ///
    /// ```swift
    /// pending.cancel()
    /// #expect(await pending.value == nil)
    /// ```
    public func cancel() {
        task.cancel()
    }
}

/// Starts `operation`, which shows a `Child` and awaits its result, in a main-actor task of
/// its own, and returns once the child is in the tree and the operation is suspended waiting
/// for it, or once the operation returned without showing one.
///
/// ```swift
/// let pending = await startAwaiting(CheckoutFlow.self) { await catalog.checkOut() }
/// let checkout = try #require(pending.child)
/// checkout.finish(with: Order(id: 7))
/// #expect(await pending.value?.id == 7)
/// ```
///
/// `operation` may be the library's `route(to:awaiting:)` / `present(_:as:awaiting:)` or an
/// app method that calls one; the first awaited child of type `Child` that it shows (in its
/// task, or in a `Task` it starts) is the one handed back. No sleeping and no polling: the
/// library reports the child as it shows it, before the operation suspends. (Without this, a
/// test would need `Task.immediate` to run the operation up to its suspension before going
/// on.) If the calling task is cancelled while waiting, the operation is cancelled.
///
/// - Parameters:
///   - childType: The type of the child coordinator the operation awaits.
///   - operation: The call that shows the child and waits for it.
@MainActor
public func startAwaiting<Child: ResultProducing, Value: Sendable>(
    _ childType: Child.Type, _ operation: @escaping @MainActor () async -> Value
) async -> PendingResult<Child, Value> {
    let progress = AwaitProgress<Child>()
    let task = Task { @MainActor in
        let value = await AwaitedChildReporting.$childShown.withValue({ shown in
            if let child = shown as? Child { progress.show(child) }
        }) {
            await operation()
        }
        progress.markReturned()
        return value
    }
    await withTaskCancellationHandler {
        await progress.waitUntilShownOrReturned()
    } onCancel: {
        task.cancel()
    }
    return PendingResult(child: progress.child, task: task, progress: progress)
}

/// What the task running an operation has reached: the shown child, the return; and the
/// test's wait for either.
@MainActor
private final class AwaitProgress<Child: AnyObject> {
    private(set) weak var child: Child?
    private(set) var hasReturned = false
    private var wasShown = false
    private var waiter: CheckedContinuation<Void, Never>?

    private var isSettled: Bool { wasShown || hasReturned }

    /// Records the first child shown and wakes the waiting test.
    func show(_ shown: Child) {
        guard !wasShown else { return }
        wasShown = true
        child = shown
        wake()
    }

    func markReturned() {
        hasReturned = true
        wake()
    }

    func waitUntilShownOrReturned() async {
        guard !isSettled else { return }
        await withCheckedContinuation { waiter = $0 }
    }

    private func wake() {
        let waiter = waiter
        self.waiter = nil
        waiter?.resume()
    }
}
