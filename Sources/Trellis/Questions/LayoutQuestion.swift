/// The question a window shows, or one waiting behind it: an alert or a confirmation dialog
/// asked with ``Coordinator/ask(_:onAnswer:)`` or ``Coordinator/ask(_:)``, as the UI needs it.
///
/// A window shows one question at a time, above its top-most layer
/// (``NavigationLayout/question``); the UI reports the user's choice here, as one change with
/// cause ``DismissalCause/user``:
///
/// ```swift
/// if let question = NavigationLayout(of: app).question {
///     question.userDidChoose(buttonAt: 0)   // the user tapped the first button
/// }
/// ```
@MainActor
public struct LayoutQuestion: Identifiable {
    /// A button as the UI shows it.
    public struct ShownButton: Sendable, Hashable {
        /// The title.
        public let title: String
        /// The role, as SwiftUI's `ButtonRole` has it; `nil` for a plain button.
        public let role: QuestionButtonRole?
    }

    /// The question's identity: it stays while the question waits for its answer.
    public let id: EntryID
    /// An alert or a confirmation dialog.
    public var style: QuestionStyle { asked.style }
    /// The title.
    public var title: String { asked.title }
    /// The text under the title; `nil` for none.
    public var message: String? { asked.message }
    /// The buttons, in the order the app listed them.
    public var buttons: [ShownButton] { asked.buttons }
    /// The coordinator that asked, while it exists.
    public var asker: (any Coordinator)? { asked.coordinator }
    /// The layer the question shows above: the window's top-most layer.
    public let layerIndex: Int

    let asked: AskedQuestion
    let origin: LayoutOrigin

    /// The user chose the button at `index` of ``buttons``: the question is answered with that
    /// button's answer, cause ``DismissalCause/user``.
    ///
    /// Refused with a ``NavigationDiagnostic`` of kind `gestureRefused` when the question was
    /// already answered or is waiting behind another one (the window does not show it), and
    /// with kind `indexOutOfRange` for an index outside the buttons.
    public func userDidChoose(buttonAt index: Int) {
        answer("userDidChoose(buttonAt: \(index))") { asked in
            guard asked.buttons.indices.contains(index) else {
                return .refused(.indexOutOfRange, "no button at index \(index) among \(asked.buttons.count)")
            }
            return .answered(index)
        }
    }

    /// The user dismissed the question without choosing a button (tapped outside a dialog, or
    /// the OK button SwiftUI adds to an alert without buttons): it is answered with its cancel
    /// button's answer, or `nil`, cause ``DismissalCause/user``. Refused as
    /// ``userDidChoose(buttonAt:)`` is when the window does not show the question.
    public func userDidDismiss() {
        answer("userDidDismiss()") { .answered($0.cancelIndex) }
    }

    private enum Outcome {
        case answered(Int?)
        case refused(NavigationDiagnostic.Kind, String)
    }

    /// Runs a gesture on the question as one change.
    private func answer(_ call: String, _ outcome: (AskedQuestion) -> Outcome) {
        guard let reporter = origin.coordinator ?? asked.coordinator else { return }
        NavigationChange.apply(call, on: reporter) {
            let shown = origin.node.flatMap { AskedQuestions.asked(inSubtreeOf: $0).first }
            guard asked.isPending, shown === asked else {
                let reason = asked.isPending ? "is waiting behind another question" : "was already answered"
                NavigationDiagnostic.report(
                    .gestureRefused, in: reporter,
                    "\(call) on question \(id), which \(reason); nothing changed")
                return
            }
            switch outcome(asked) {
            case .answered(let index):
                asked.leave(
                    choosing: index, cause: .user, handlers: ObserverLookup.handlers(from: asked.asker))
            case .refused(let kind, let message):
                NavigationDiagnostic.report(kind, in: reporter, "\(call) ignored: \(message)")
            }
        }
    }
}

extension NavigationLayout {
    /// The question the window shows, above its top-most layer: the earliest of the questions
    /// still waiting for an answer that coordinators in the tree asked. `nil` when none waits.
    ///
    /// Read from the tree when accessed (and tracked by Observation): a question asked or
    /// answered after the layout was made shows here. A tab's own layout has none: questions
    /// belong to the window.
    public var question: LayoutQuestion? {
        questions.first
    }

    /// The questions waiting behind ``question``, in the order they were asked; each shows in
    /// turn once the one before it is answered.
    public var waitingQuestions: [LayoutQuestion] {
        Array(questions.dropFirst())
    }

    /// Every question waiting in the tree, in the order asked.
    var questions: [LayoutQuestion] {
        guard case .coordinator = origin.start, let node = origin.node, !layers.isEmpty else { return [] }
        return AskedQuestions.asked(inSubtreeOf: node).map {
            LayoutQuestion(id: $0.id, layerIndex: layers.count - 1, asked: $0, origin: origin)
        }
    }
}

extension LayoutOrigin {
    /// The container of the coordinator the layout was made of.
    @MainActor
    var node: (any NavigationNode)? {
        switch start {
        case .coordinator(let coordinator): coordinator.navigationNode
        case .tab(let node, _), .column(let node, _): node
        }
    }
}
