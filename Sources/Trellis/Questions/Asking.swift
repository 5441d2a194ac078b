extension Coordinator {
    /// Asks the user `question` and calls `onAnswer` once with the answer.
    ///
    /// The question is part of the tree until it is answered: ``debugHierarchy()`` lists it
    /// under this coordinator, the window's ``NavigationLayout`` shows it above its top-most
    /// layer (one question at a time, the others waiting in the order asked), and observers see
    /// it come (`asked`) and go (`answered(cause)`). `onAnswer` runs exactly once, whichever way
    /// the question leaves:
    ///
    /// - the user chooses a button (``LayoutQuestion/userDidChoose(buttonAt:)``): its answer,
    ///   cause ``DismissalCause/user``;
    /// - the user dismisses it without a button (``LayoutQuestion/userDidDismiss()``), code
    ///   dismisses it (``dismissQuestions()``), or this coordinator leaves the tree (cause
    ///   ``DismissalCause/teardown``): the ``Question/cancelButton``'s answer, or `nil` when
    ///   the question has no cancel button.
    ///
    /// Asking from app code the library runs in the middle of a change (`makeChild(for:)`, a
    /// predicate) is refused like a navigation call: nothing is shown, a diagnostic of kind
    /// `changeInProgress` is reported, and `onAnswer` receives the cancel answer after the
    /// change. A question is never written into a navigation snapshot.
    ///
    /// The question holds `onAnswer` until it is answered: a handler that captures a coordinator
    /// of the tree strongly keeps it alive until then, so capture it weakly, as an observer
    /// would, to let a released tree answer the question by teardown.
    ///
    /// ```swift
    /// cart.ask(.confirmationDialog("Remove the lamp?", buttons: [
    ///     .destructive("Remove", answer: true), .cancel(answer: false),
    /// ])) { remove in
    ///     if remove == true { cart.pop() }
    /// }
    /// ```
    public func ask<Answer>(_ question: Question<Answer>, onAnswer: @escaping @MainActor (Answer?) -> Void) {
        QuestionAsking.ask(question, on: self, deliver: onAnswer)
    }

    /// Asks the user `question` and returns the answer, once the question leaves.
    ///
    /// Answers as ``ask(_:onAnswer:)`` does. Cancelling the task that awaits dismisses the
    /// question (cause ``DismissalCause/code``) and returns the cancel answer; a task already
    /// cancelled asks nothing and returns it at once. Like every async method call, the await
    /// keeps this coordinator alive until it returns.
    ///
    /// ```swift
    /// let retry = await checkout.ask(.alert("Payment failed", buttons: [
    ///     .init("Retry", answer: true), .cancel(answer: false),
    /// ]))
    /// if retry == true { checkout.route(to: .payment) }
    /// ```
    public func ask<Answer: Sendable>(_ question: Question<Answer>) async -> Answer? {
        guard !Task.isCancelled else { return question.cancelButton?.answer }
        let awaited = AwaitedQuestion()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Answer?, Never>) in
                awaited.question = QuestionAsking.ask(question, on: self) { answer in
                    continuation.resume(returning: answer)
                }
            }
        } onCancel: {
            Task { @MainActor in awaited.cancel() }
        }
    }

    /// Dismisses every question this coordinator asked and that is still waiting for its
    /// answer, latest first, with cause ``DismissalCause/code``: each is answered with its cancel
    /// button's answer, or `nil`. Questions asked by other coordinators stay.
    public func dismissQuestions() {
        NavigationChange.apply("dismissQuestions()", on: self) {
            guard let node = navigationNode else { return }
            let handlers = ObserverLookup.handlers(from: node)
            for question in AskedQuestions.asked(by: node) {
                question.leaveUnanswered(cause: .code, handlers: handlers)
            }
        }
    }
}

/// Asking, written once for both forms.
@MainActor
enum QuestionAsking {
    /// Asks `question` on `coordinator`'s container, as one change; returns what was asked, or
    /// `nil` when the ask was refused (then `deliver` gets the cancel answer after the change).
    @discardableResult
    static func ask<Answer>(
        _ question: Question<Answer>, on coordinator: any Coordinator,
        deliver: @escaping @MainActor (Answer?) -> Void
    ) -> AskedQuestion? {
        let asked = NavigationChange.apply("ask(_:)", on: coordinator) { () -> AskedQuestion? in
            guard let node = coordinator.preparedNode else { return nil }
            let asked = AskedQuestion(question, askedBy: node, deliver: deliver)
            AskedQuestions.add(asked)
            ObserverLookup.send(asked.event(.asked), to: ObserverLookup.handlers(from: node))
            return asked
        }
        guard let asked = asked ?? nil else {
            let fallback = question.cancelButton?.answer
            NavigationChange.callBack { deliver(fallback) }
            return nil
        }
        return asked
    }
}

/// One awaiting `ask(_:)` as its task's cancellation handler sees it.
@MainActor
final class AwaitedQuestion {
    var question: AskedQuestion?

    /// Dismisses the question with cause ``DismissalCause/code``, unless it was answered.
    func cancel() {
        guard let question, question.isPending else { return }
        NavigationChange.perform {
            question.leaveUnanswered(
                cause: .code, handlers: ObserverLookup.handlers(from: question.asker))
        }
    }
}
