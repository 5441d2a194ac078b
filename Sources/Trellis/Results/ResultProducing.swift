/// A coordinator that finishes with a value its parent can await.
///
/// ```swift
/// @MainActor
/// final class ColorPickerCoordinator: FlowCoordinator, ResultProducing {
///     typealias Result = String
///     enum Destinations: Codable, Hashable { case palette }
///     let stack = FlowStack<ColorPickerCoordinator>(root: .palette)
/// }
///
/// // In the parent:
/// let color = await present(.colorPicker, awaiting: ColorPickerCoordinator.self)
/// // In the picker:
/// picker.finish(with: "teal")
/// ```
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
    /// coordinator leaves any other way. Without an awaiting parent this only dismisses.
    public func finish(with result: Result) {
        navigationNode?.resultChannel?.offer(result)
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

    func offer(_ value: any Sendable) {
        result = value
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

/// Shows a destination and suspends until its child coordinator leaves.
@MainActor
enum ResultAwaiting {
    static func value<T: ResultProducing>(
        of type: T.Type, from owner: any Coordinator,
        showing show: (@escaping DismissHandler) -> (any Coordinator)?,
        then body: (T) -> Void
    ) async -> T.Result? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T.Result?, Never>) in
            let channel = ResultChannel { value in continuation.resume(returning: value as? T.Result) }
            let child = show { _ in channel.close() }
            guard let typed = child as? T, let node = navigationNode(of: typed) else {
                let found = child.map { String(describing: Swift.type(of: $0)) } ?? "no child coordinator"
                NavigationDiagnostics.report(
                    .deepLinkSkipped, in: owner,
                    "awaited a \(T.self) but the destination hosts \(found); resuming with nil")
                channel.close()
                return
            }
            node.resultChannel = channel
            body(typed)
        }
    }
}
