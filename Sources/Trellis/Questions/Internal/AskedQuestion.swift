/// A question asked and not answered yet, with the handler that receives its answer: what the
/// printout, the layout and the events read.
///
/// Its answer is delivered once: ``leave(choosing:cause:handlers:)`` takes the handler out
/// before queuing it, so a second departure (a gesture on a stale layout, a teardown racing a
/// cancellation) finds nothing to call.
@MainActor
final class AskedQuestion {
    let id = EntryID()
    let style: QuestionStyle
    let title: String
    let message: String?
    let buttons: [LayoutQuestion.ShownButton]
    /// The position of the first cancel button: the answer when nobody chooses one.
    let cancelIndex: Int?
    /// The container of the coordinator that asked, by identity (matched while that container is
    /// being deinitialized, when weak references to it already read `nil`).
    let askerID: ObjectIdentifier
    /// The container of the coordinator that asked.
    weak var asker: (any NavigationNode)?
    /// The asking coordinator's type name, as printed.
    let askerTypeName: String
    /// The asking coordinator, while it exists.
    weak var coordinator: (any Coordinator)?

    /// The `Question<Answer>` as asked, for ``NavigationEvent/question(as:)``.
    private let question: Any
    /// The answers, by button position, for ``NavigationEvent/answer(as:)``.
    private let answers: [Any]
    /// Delivers the answer of the button at a position (`nil`: no button); `nil` once called.
    private var deliver: (@MainActor (Int?) -> Void)?

    init<Answer>(
        _ question: Question<Answer>, askedBy node: any NavigationNode,
        deliver: @escaping @MainActor (Answer?) -> Void
    ) {
        style = question.style
        title = question.title
        message = question.message
        buttons = question.buttons.map { LayoutQuestion.ShownButton(title: $0.title, role: $0.role) }
        cancelIndex = question.buttons.firstIndex { $0.role == .cancel }
        askerID = ObjectIdentifier(node)
        asker = node
        askerTypeName = node.typeName
        coordinator = node.coordinator
        self.question = question
        answers = question.buttons.map(\.answer)
        self.deliver = { index in deliver(index.map { question.buttons[$0].answer }) }
    }

    /// Whether the question still waits for its answer.
    var isPending: Bool { deliver != nil }

    /// The question's text in printouts: `alert "Payment failed" ["Retry", "Cancel" (cancel)]`.
    var text: String { "\(style.rawValue) \(titleAndButtons)" }

    /// The title and the buttons, quoted as Swift string literals: `"Payment failed" ["Retry",
    /// "Cancel" (cancel)]`.
    var titleAndButtons: String {
        let buttonTexts = buttons.map { button in
            String(reflecting: button.title) + (button.role.map { " (\($0.rawValue))" } ?? "")
        }
        return "\(String(reflecting: title)) [\(buttonTexts.joined(separator: ", "))]"
    }

    /// The event `action` about this question; `chosen` is the button answered with.
    func event(_ action: NavigationEvent.Action, chosen: Int? = nil) -> NavigationEvent {
        NavigationEvent(
            action: action, role: nil, coordinatorType: askerTypeName, coordinator: coordinator,
            destination: nil,
            question: QuestionFacts(
                question: question, text: "\(style.rawValue) \(String(reflecting: title))",
                chosenTitle: chosen.map { buttons[$0].title }, answer: chosen.map { answers[$0] }))
    }

    /// Answers the question with the button at `index` (`nil`: no button) and `cause`: it leaves
    /// the pending questions, `handlers` hear `answered(cause)`, and its handler is queued among
    /// the change's callbacks. Does nothing when the question was already answered.
    func leave(choosing index: Int?, cause: DismissalCause, handlers: [ObserverRegistry.Registration]) {
        guard let deliver else { return }
        self.deliver = nil
        AskedQuestions.remove(self)
        ObserverLookup.send(event(.answered(cause), chosen: index), to: handlers)
        NavigationChange.callBack { deliver(index) }
    }

    /// Answers the question as nobody choosing a button does: with its cancel button, if any.
    func leaveUnanswered(cause: DismissalCause, handlers: [ObserverRegistry.Registration]) {
        leave(choosing: cancelIndex, cause: cause, handlers: handlers)
    }
}

/// What an event about a question carries.
struct QuestionFacts {
    /// The `Question<Answer>` as asked.
    let question: Any
    /// `alert "Payment failed"`.
    let text: String
    /// The title of the button the question was answered with; `nil` when asked, or answered
    /// without a button.
    let chosenTitle: String?
    /// The answer given; `nil` when asked, or answered without a button.
    let answer: Any?
}
