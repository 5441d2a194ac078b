/// An alert or a confirmation dialog: a title, an optional message and buttons, each button
/// carrying the value the app gets back when the user chooses it.
///
/// A question is a value, like a destination: build it where the decision is made, hand it to
/// ``Coordinator/ask(_:)`` (or ``Coordinator/ask(_:onAnswer:)``) and get exactly one answer
/// back. See <doc:AskingTheUser>.
///
/// ```swift
/// enum Removal { case remove, keep }
/// let question = Question.confirmationDialog(
///     "Remove the lamp from the cart?",
///     buttons: [.destructive("Remove", answer: Removal.remove), .cancel(answer: .keep)])
/// ```
public struct Question<Answer> {
    /// Whether the question shows as an alert or a confirmation dialog.
    public var style: QuestionStyle
    /// The title, already localized.
    public var title: String
    /// The text under the title, already localized; `nil` for none.
    public var message: String?
    /// The buttons, in the order the app lists them.
    public var buttons: [QuestionButton<Answer>]

    /// A question of `style` with `title`, an optional `message` and `buttons`.
    ///
    /// A question without buttons is allowed: SwiftUI shows an alert's OK button for it, and
    /// the question is answered with `nil`.
    public init(
        _ style: QuestionStyle, title: String, message: String? = nil, buttons: [QuestionButton<Answer>]
    ) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// An alert with `title`, an optional `message` and `buttons`.
    ///
    /// ```swift
    /// let retry = Question.alert(
    ///     "Payment failed", message: "Your card was declined.",
    ///     buttons: [.init("Retry", answer: true), .cancel(answer: false)])
    /// ```
    public static func alert(
        _ title: String, message: String? = nil, buttons: [QuestionButton<Answer>]
    ) -> Question {
        Question(.alert, title: title, message: message, buttons: buttons)
    }

    /// A confirmation dialog (an action sheet) with `title`, an optional `message` and
    /// `buttons`.
    public static func confirmationDialog(
        _ title: String, message: String? = nil, buttons: [QuestionButton<Answer>]
    ) -> Question {
        Question(.confirmationDialog, title: title, message: message, buttons: buttons)
    }

    /// The first button with the ``QuestionButtonRole/cancel`` role: its answer is what the
    /// question gets when nobody chooses a button (its coordinator leaves the tree, code
    /// dismisses it, the user taps outside a dialog).
    public var cancelButton: QuestionButton<Answer>? {
        buttons.first { $0.role == .cancel }
    }
}

extension Question: Sendable where Answer: Sendable {}

/// How a ``Question`` is shown.
public enum QuestionStyle: String, Sendable, Hashable, CaseIterable {
    /// An alert, in the middle of the window.
    case alert
    /// A confirmation dialog: an action sheet on iPhone, a popover on iPad.
    case confirmationDialog
}

/// One button of a ``Question``: its title, its role and the answer it gives.
///
/// ```swift
/// let buttons: [QuestionButton<Bool>] = [.destructive("Delete", answer: true), .cancel(answer: false)]
/// ```
public struct QuestionButton<Answer> {
    /// The title, already localized.
    public var title: String
    /// The role: ``QuestionButtonRole/cancel``, ``QuestionButtonRole/destructive`` or `nil`
    /// for a plain button.
    public var role: QuestionButtonRole?
    /// What the question is answered with when the user chooses this button.
    public var answer: Answer

    /// A button titled `title`, with an optional `role`, that answers `answer`.
    public init(_ title: String, role: QuestionButtonRole? = nil, answer: Answer) {
        self.title = title
        self.role = role
        self.answer = answer
    }

    /// A button with the cancel role, titled "Cancel" unless you pass a title.
    public static func cancel(_ title: String = "Cancel", answer: Answer) -> QuestionButton {
        QuestionButton(title, role: .cancel, answer: answer)
    }

    /// A button with the destructive role.
    public static func destructive(_ title: String, answer: Answer) -> QuestionButton {
        QuestionButton(title, role: .destructive, answer: answer)
    }
}

extension QuestionButton: Sendable where Answer: Sendable {}

/// The role of a ``QuestionButton``, as SwiftUI's `ButtonRole` has it.
public enum QuestionButtonRole: String, Sendable, Hashable, CaseIterable {
    /// Cancels: its answer is also the answer when nobody chooses a button.
    case cancel
    /// Destroys data (shown in red).
    case destructive
}
