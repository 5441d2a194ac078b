/// A coordinator that finishes with a value its parent can await.
///
/// ```swift
/// @MainActor
/// final class ColorPickerCoordinator: FlowCoordinator, ResultProducing {
///     typealias Result = String
///     enum Destinations: Codable, Hashable { case palette }
///     let navigation = FlowNavigation<ColorPickerCoordinator>(root: .palette)
/// }
///
/// // In the parent:
/// let color = await present(.colorPicker, awaiting: ColorPickerCoordinator.self)
/// // In the picker:
/// picker.finish(with: "teal")
/// ```
///
/// Cancelling the task that awaits dismisses the child (cause ``DismissalCause/code``) and
/// resumes the await with `nil`; a task already cancelled shows nothing. An await keeps the
/// coordinator it was called on alive until it resumes. See <doc:ResultsAndEvents>.
@MainActor
public protocol ResultProducing: Coordinator {
    /// The value the coordinator finishes with.
    associatedtype Result: Sendable
}

extension ResultProducing {
    /// Hands `result` to the parent awaiting this coordinator, then dismisses it (see
    /// ``Coordinator/dismissCoordinator()``).
    ///
    /// The awaiting call resumes exactly once: with `result` here, or with `nil` when the
    /// coordinator leaves any other way. A result no call receives is never dropped silently:
    /// without an awaiting call (none was made, or it did not survive a relaunch: a restored
    /// coordinator is awaited by no one) this reports a ``NavigationDiagnostic`` of kind
    /// `resultDropped` and dismisses; a second `finish(with:)` reports it and changes nothing.
    public func finish(with result: Result) {
        let channel = navigationNode?.resultChannel
        if let channel, channel.hasOffer {
            NavigationDiagnostic.report(
                .resultDropped, in: self,
                "finish(with:) again: \(Self.self) already finished with a result; this one is dropped")
            return
        }
        if let channel, channel.isOpen {
            channel.offer(result)
        } else {
            NavigationDiagnostic.report(
                .resultDropped, in: self,
                "finish(with:): no call awaits \(Self.self)'s result (an await does not outlive its "
                    + "process: a restored coordinator has none); the result is dropped")
        }
        dismissCoordinator()
    }
}

/// Carries a child's result to the task awaiting it; resumes that task exactly once.
@MainActor
final class ResultChannel {
    private var result: (any Sendable)?
    private var resume: (@MainActor ((any Sendable)?) -> Void)?

    init(resume: @escaping @MainActor ((any Sendable)?) -> Void) {
        self.resume = resume
    }

    /// Whether the awaiting task has not been resumed yet.
    var isOpen: Bool { resume != nil }
    /// Whether ``ResultProducing/finish(with:)`` has offered a result.
    private(set) var hasOffer = false

    func offer(_ value: any Sendable) {
        result = value
        hasOffer = true
    }

    /// Resumes the awaiting task with the offered result, or `nil`; later calls do nothing.
    func close() {
        let resume = resume
        self.resume = nil
        resume?(result)
    }

    isolated deinit {
        close()
    }
}

/// One awaiting call as its task's cancellation handler sees it: the channel and the child,
/// once shown. Main-actor isolated, so the handler (which runs on whatever thread cancels
/// the task) reaches it only by hopping to the main actor.
@MainActor
final class AwaitedChild {
    var channel: ResultChannel?
    weak var child: (any Coordinator)?

    /// Dismisses the child with cause ``DismissalCause/code`` (its `onDismiss` closes the
    /// channel with `nil`), then closes the channel in case the child could not leave. Does
    /// nothing once the await has resumed.
    func cancel() {
        guard let channel, channel.isOpen else { return }
        // A removal like any other: one change, whose callbacks run after it.
        NavigationChange.perform { child?.dismiss(cause: .code) }
        channel.close()
    }
}

/// Shows a destination and suspends until its child coordinator leaves.
///
/// Cancellation follows structured concurrency: a task cancelled before the call shows
/// nothing and resumes with `nil`; cancelling it while the child is shown dismisses the child
/// (cause ``DismissalCause/code``) and resumes with `nil`. Whatever comes first on the main
/// actor (finish, another removal, the cancellation) resumes the call; the rest do nothing.
@MainActor
enum ResultAwaiting {
    /// Shows the destination with a dismiss handler, keeping it only if `accepts` takes the
    /// child it hosts; returns that child.
    typealias Show = (
        _ onDismiss: @escaping DismissHandler, _ accepts: ((any Coordinator)?) -> Bool
    ) -> (any Coordinator)?

    static func value<T: ResultProducing>(
        of type: T.Type, from owner: any Coordinator, showing show: Show, then body: (T) -> Void
    ) async -> T.Result? {
        guard !Task.isCancelled else { return nil }
        let awaited = AwaitedChild()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<T.Result?, Never>) in
                let channel = ResultChannel { value in continuation.resume(returning: value as? T.Result) }
                awaited.channel = channel
                let child = show({ _ in channel.close() }) { child in
                    if let typed = child as? T, navigationNode(of: typed) != nil { return true }
                    let found = child.map { String(describing: Swift.type(of: $0)) } ?? "no child coordinator"
                    NavigationDiagnostic.report(
                        .awaitRefused, in: owner,
                        "awaited a \(T.self) but the destination hosts \(found); it is not shown, resuming with nil"
                    )
                    return false
                }
                guard let typed = child as? T, let node = navigationNode(of: typed) else {
                    channel.close()
                    return
                }
                node.resultChannel = channel
                awaited.child = typed
                AwaitedChildReporting.childShown?(typed)
                body(typed)
            }
        } onCancel: {
            Task { @MainActor in awaited.cancel() }
        }
    }
}
