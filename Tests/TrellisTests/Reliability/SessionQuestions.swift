import Trellis

// Questions in the random sessions: coordinators ask alerts and confirmation dialogs, the user
// answers them through the window's layout, code dismisses them, and they leave with their
// coordinators. The model is written from the AskingTheUser article:
//
// - A question is printed under the coordinator that asked it, after its destinations; all but
//   the window's question (the earliest asked in the tree) are marked `(waiting)`.
// - The layout shows the earliest question over the top-most layer, the others waiting under
//   it, in the order asked (for a coordinator's own layout: the questions of its subtree).
// - Each question is answered exactly once: by a button (its answer, `.user`), by a dismissal
//   without a button or by code (the cancel button's answer or `nil`, `.user` / `.code`), or by
//   its coordinator leaving the tree (the same, `.teardown`), before anything else of that
//   coordinator leaves: a removal answers the questions of every departing coordinator, top
//   first (latest asked first within one), before the removal's `onDismiss` callbacks run.
// - An answer is a callback like `onDismiss`: it runs after the change, and may navigate.
// - A choice on a question that is waiting or already answered is refused (`gestureRefused`),
//   a button index out of range too (`indexOutOfRange`); asking from `makeChild(for:)` is
//   refused (`changeInProgress`) and the handler gets the cancel answer after the change.
// - A restore answers (`.teardown`) the questions of the coordinators it removes and keeps
//   the others; a snapshot never holds a question.

/// A question of the sessions: its id is the id of its answer handler, `order` the position
/// in which it was asked in the session's tree.
struct ModelQuestion {
    var id: Int
    var order: Int

    /// The four shapes the sessions ask, by id: with a cancel button last or first, without
    /// buttons, and without a cancel button.
    var question: Question<String> {
        let title = "q\(id)"
        switch id % 4 {
        case 0: return .alert(title, buttons: [.init("Retry", answer: "retry"), .cancel(answer: "cancel")])
        case 1:
            return .confirmationDialog(
                title,
                buttons: [
                    .cancel("Keep", answer: "keep"), .destructive("Remove", answer: "remove"),
                    .init("Later", answer: "later"),
                ])
        case 2: return .alert(title, message: "no buttons", buttons: [])
        default:
            return .confirmationDialog(title, buttons: [.init("A", answer: "a"), .init("B", answer: "b")])
        }
    }

    var buttonCount: Int { question.buttons.count }

    /// The answer of the button at `index`, or without a button (`nil`): the cancel button's.
    func answer(choosing index: Int?) -> String? {
        guard let index else { return question.cancelButton?.answer }
        return question.buttons[index].answer
    }

    /// The question as the printouts quote it: `alert "q4" ["Retry", "Cancel" (cancel)]`.
    var text: String {
        let question = question
        let buttons = question.buttons.map { button in
            String(reflecting: button.title) + (button.role.map { " (\($0.rawValue))" } ?? "")
        }
        return
            "\(question.style.rawValue) \(String(reflecting: question.title)) [\(buttons.joined(separator: ", "))]"
    }

    /// The callback its answer is: `isTeardown` for a question whose coordinator leaves.
    func callback(choosing index: Int?, isTeardown: Bool = false) -> ModelCallback {
        ModelCallback(id: id, isTeardown: isTeardown, answer: .some(answer(choosing: index)))
    }

    /// The answer as the session's log records it.
    func fired(choosing index: Int?, cause: DismissalCause?) -> FiredCallback {
        FiredCallback(id: id, cause: cause, answer: .some(answer(choosing: index)))
    }
}

// MARK: - The model side

extension ModelNode {
    /// Every question asked in the tree, in the order asked, with the path of its asker.
    func allQuestions(prefix: [SlotRef] = []) -> [(path: [SlotRef], question: ModelQuestion)] {
        var found: [(path: [SlotRef], question: ModelQuestion)] = questions.map { (prefix, $0) }
        for ref in slotRefs {
            if let child = self[ref].child { found += child.allQuestions(prefix: prefix + [ref]) }
        }
        return found.sorted { $0.question.order < $1.question.order }
    }

    /// The answers of the questions of every coordinator in this subtree, as when it leaves the
    /// tree: top first (reverse pre-order), each coordinator's latest question first.
    var questionsOnTeardown: [ModelCallback] {
        let below = slots.reversed().flatMap { $0.child?.questionsOnTeardown ?? [] }
        return below + questions.reversed().map { $0.callback(choosing: nil, isTeardown: true) }
    }

    /// The question lines of this coordinator in the `debugHierarchy()` format; `front` is the
    /// order of the question the window shows.
    func questionLines(indent: String, front: Int?) -> [String] {
        questions.map { indent + $0.text + ($0.order == front ? "" : " (waiting)") }
    }

    /// The question lines of the layout of the coordinator at `path` (`layerCount` layers).
    func layoutQuestionLines(of path: [SlotRef], layerCount: Int) -> [String] {
        guard let node = node(at: path[...]) else { return [] }
        let asked = node.allQuestions(prefix: path)
        guard let shown = asked.first else { return [] }
        func asker(_ entry: (path: [SlotRef], question: ModelQuestion)) -> String {
            "\(self.node(at: entry.path[...])?.kind.typeName ?? "?") \(entry.question.text.drop { $0 != " " }.dropFirst())"
        }
        let style = { (question: ModelQuestion) in question.question.style.rawValue }
        return ["\(style(shown.question)) over layer \(layerCount - 1): \(asker(shown))"]
            + asked.dropFirst().map { "  waiting \(style($0.question)) \(asker($0))" }
    }

    /// The `debugLayout()` of the coordinator at `path`: its layers, then its questions.
    func renderLayoutWithQuestions(of path: [SlotRef]) -> String {
        let layers = layoutLayers(of: path)
        return ([Self.renderLayout(layers)] + layoutQuestionLines(of: path, layerCount: layers.count))
            .joined(separator: "\n")
    }

    /// The tree after a restore, with the questions of the coordinators the restore keeps: the
    /// top, and a root's child while the restored root is the same destination (the rule of
    /// ``restoreCauses(changes:)``).
    func restoredKeepingQuestions(changes: SnapshotChanges) -> ModelNode {
        var result = restored(changes: changes)
        result.carryQuestions(from: self, index: 0, changes: changes)
        return result
    }

    private mutating func carryQuestions(from old: ModelNode, index: Int?, changes: SnapshotChanges) {
        questions = old.questions
        guard let index, old.kind.isCodable, !old.isBaseExcluded, old.kind.shape != .tab,
            let child = old.base[0].child, base[0].child != nil
        else { return }
        let rootDecodes = !changes.undecodable.contains([index, 0])
        let restoredRoot = rootDecodes ? old.base[0].place : ModelNode.initial(old.kind).base[0].place
        guard restoredRoot == old.base[0].place else { return }
        var next = index + 1
        var childIndex: Int?
        for ref in old.capturedChildren {
            if ref == SlotRef(isStacked: false, index: 0) { childIndex = next }
            next += old[ref].child?.capturedCount ?? 0
        }
        let applies = rootDecodes && childIndex.map { !changes.renamed.contains($0) } == true
        base[0].child?.carryQuestions(from: child, index: applies ? childIndex : nil, changes: changes)
    }
}

extension ModelRun {
    /// The question steps: asking, answering through the layout, dismissing by code.
    mutating func changeQuestions(_ operation: SessionOperation, at path: [SlotRef], handlers: (Int, Int)) {
        switch operation {
        case .ask:
            guard model.node(at: path[...]) != nil else { return }
            let question = ModelQuestion(id: handlers.0, order: asks)
            asks += 1
            model.modify(at: path[...]) { $0.questions.append(question) }
        case .dismissQuestions:
            guard let node = model.node(at: path[...]) else { return }
            model.modify(at: path[...]) { $0.questions = [] }
            fire(node.questions.reversed().map { $0.callback(choosing: nil) }, cause: .code)
        case .answerQuestion(let button, let twice):
            guard let (askerPath, question) = model.allQuestions().first else { return }
            if let button, !(0..<question.buttonCount).contains(button) {
                diagnostics.append(appDiagnostic(.indexOutOfRange))
                if twice { diagnostics.append(appDiagnostic(.indexOutOfRange)) }
                return
            }
            model.modify(at: askerPath[...]) { $0.questions.removeAll { $0.id == question.id } }
            fire([question.callback(choosing: button)], cause: .user)
            if twice { diagnostics.append(appDiagnostic(.gestureRefused)) }
        case .answerWaiting:
            if model.allQuestions().count > 1 { diagnostics.append(appDiagnostic(.gestureRefused)) }
        default: break
        }
    }

    /// A diagnostic the window's layout raises: on the top of the tree.
    private func appDiagnostic(_ kind: NavigationDiagnostic.Kind) -> SessionDiagnostic {
        SessionDiagnostic(kind: kind, typeName: model.kind.typeName, path: [])
    }
}

// MARK: - Drawing the steps

extension SessionGenerator {
    /// A question step: mostly asking, or answering the window's question.
    mutating func questionStep(for model: ModelNode) -> (path: [SlotRef], operation: SessionOperation) {
        let roll = int(0...99)
        let asked = model.allQuestions()
        if roll < 40 || asked.isEmpty { return (element(model.coordinatorPaths()), .ask) }
        if roll < 55 {
            // Mostly on a coordinator that asked.
            let path = int(0...9) == 0 ? element(model.coordinatorPaths()) : element(asked).path
            return (path, .dismissQuestions)
        }
        if roll < 62 { return ([], .answerWaiting) }
        let buttons = model.allQuestions().first?.question.buttonCount ?? 0
        let button: Int? =
            int(0...3) == 0
            ? nil : int(0...9) == 0 ? element([-1, buttons]) : buttons == 0 ? nil : int(0...(buttons - 1))
        return ([], .answerQuestion(button: button, twice: roll >= 90))
    }
}

// MARK: - The real side

/// The causes of the answers the session's trees gave, by question id, as their `answered`
/// events said.
@MainActor
final class AnswerCauses {
    private(set) var causes: [Int: DismissalCause] = [:]

    /// Records the cause of an `answered` event about a session question.
    func record(_ event: NavigationEvent) {
        guard case .answered(let cause) = event.action, let question = event.question(as: String.self),
            let id = Int(question.title.dropFirst())
        else { return }
        causes[id] = cause
    }
}

extension RealTree {
    /// A question step on `coordinator` (the tree's top for the window's gestures).
    static func applyQuestion(
        _ operation: SessionOperation, to coordinator: any Coordinator, handlers: (Int, Int),
        callbacks log: CallbackLog
    ) {
        switch operation {
        case .ask:
            coordinator.ask(
                ModelQuestion(id: handlers.0, order: 0).question, onAnswer: log.answer(handlers.0))
        case .dismissQuestions: coordinator.dismissQuestions()
        case .answerQuestion(let button, let twice):
            guard let question = NavigationLayout(of: coordinator).question else { return }
            for _ in 0..<(twice ? 2 : 1) {
                if let button { question.userDidChoose(buttonAt: button) } else { question.userDidDismiss() }
            }
        case .answerWaiting: NavigationLayout(of: coordinator).waitingQuestions.first?.userDidDismiss()
        default: break
        }
    }
}
