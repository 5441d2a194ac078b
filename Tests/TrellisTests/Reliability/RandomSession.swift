import Foundation
import Trellis

/// One `onDismiss` call: the callback's id and the cause it received (`nil` for a callback
/// registered through an overload without a cause); or one question's answer: its id, the
/// answer, and the cause its `answered` event gave (`nil` for a question refused when asked).
struct FiredCallback: Equatable, CustomStringConvertible {
    var id: Int
    var cause: DismissalCause?
    /// `nil` for an `onDismiss` call; the answer for a question.
    var answer: String?? = nil

    var description: String {
        let answered = answer.map { "=\($0.map { "\"\($0)\"" } ?? "nil")" } ?? ""
        return "\(answer == nil ? "" : "q")\(id)\(answered)" + (cause.map { " (\($0))" } ?? "")
    }
}

/// Records the `onDismiss` callbacks of the real tree in the order they fire, and runs the
/// app code (``Reaction``) registered for each.
@MainActor
final class CallbackLog {
    private(set) var fired: [FiredCallback] = []
    /// Callbacks registered without a cause.
    private(set) var plain: Set<Int> = []
    /// Runs the app code of the callback with this id, after it was logged.
    var react: ((Int) -> Void)?

    func callback(_ id: Int) -> @MainActor (DismissalCause) -> Void {
        { [weak self] cause in
            self?.fired.append(FiredCallback(id: id, cause: cause))
            self?.react?(id)
        }
    }

    /// The answer handler of question `id`.
    func answer(_ id: Int) -> @MainActor (String?) -> Void {
        { [weak self] answer in
            self?.fired.append(FiredCallback(id: id, cause: nil, answer: .some(answer)))
            self?.react?(id)
        }
    }

    /// Gives each answer logged so far the cause its `answered` event gave.
    func fillCauses(from answers: AnswerCauses) {
        for index in fired.indices where fired[index].answer != nil && fired[index].cause == nil {
            fired[index].cause = answers.causes[fired[index].id]
        }
    }

    func plainCallback(_ id: Int) -> @MainActor () -> Void {
        plain.insert(id)
        return { [weak self] in
            self?.fired.append(FiredCallback(id: id, cause: nil))
            self?.react?(id)
        }
    }
}

/// What the sessions of a run share: the trees (by hierarchy) whose snapshot round trip and
/// layout were already checked, and how many steps ran.
@MainActor
final class SessionRun {
    var roundTripped: Set<String> = []
    var steps = 0
    /// Steps that were gestures through the layout, and the most layers a checked layout had.
    var layoutGestures = 0
    /// Steps that were `navigate(to:)` calls.
    var navigateSteps = 0
    /// `navigate(to:)` steps that opened a link, by whether its host was the router's.
    var links: [Bool: Int] = [:]
    /// Steps of SessionHostileSteps.swift (refused and leaving children, stale layouts).
    var hostileSteps = 0
    var mostLayers = 0
    /// The trees (by hierarchy) whose layout was checked; every step's when `checksEveryLayout`.
    var layoutChecked: Set<String> = []
    var checksEveryLayout = false
    /// Whether each state a session reaches is also navigated to a random target, checked
    /// against what `navigate(to:)` promises (``RandomSession/probeNavigation()``).
    var probesTargets = false
    /// What the probes checked.
    var navigation = NavigationFigures()
    /// The diagnostics the sessions' trees raised, by kind.
    var diagnosticCounts: [NavigationDiagnostic.Kind: Int] = [:]
    /// The answers the sessions checked, by cause (`refused` for a question asked from
    /// `makeChild(for:)`), and the asks drawn as app code of a callback or the observer.
    var answers: [String: Int] = [:]
    var appCodeAsks = 0
}

/// What the navigation probes of a run checked.
struct NavigationFigures {
    var states = 0
    var targets = 0
    var partialTargets = 0
    /// Targets that changed nothing (the tree already showed them).
    var unchangedTargets = 0
    var deepestTarget = 0
    /// Roots and entries removed by the probes, and matched slots kept with their identity.
    var removals = 0
    var keptSlots = 0
}

struct WeakCoordinator {
    weak var coordinator: (any Coordinator)?
}

/// One random session: a real `SessionApp` and the reference model, driven by the same
/// seeded steps and compared after each. Steps register adversarial app code: callbacks and
/// an observer that navigate, restore, capture or release the tree, and child factories that
/// try to navigate (see ``ModelRun``).
@MainActor
final class RandomSession {
    let seed: UInt64
    var transcript: [String] = []
    var app = SessionApp()
    var model = ModelNode.initial(.app)
    var generator: SessionGenerator
    let log = CallbackLog()
    var expectedCallbacks: [FiredCallback] = []
    /// Callbacks of trees a callback released: each fires once, with `.teardown`; and the
    /// answers of questions refused when asked, each once, in no order the model fixes.
    var expectedOrphans: [FiredCallback] = []
    /// The causes the trees' `answered` events gave, heard by one observation per tree.
    let answerCauses = AnswerCauses()
    var answerObservations: [NavigationObservation] = []
    /// How many questions the session asked (the model's order of the next one).
    var asks = 0
    /// How many entries of the callback log were counted in ``SessionRun/answers``.
    var countedAnswers = 0
    var nextHandler = 0
    var tracked: [WeakCoordinator] = []
    let run: SessionRun
    let isVerbose: Bool
    var maximumSteps = 0
    /// The app code each callback runs, and the tree (by generation) it was registered in.
    var reactions: [Int: Reaction] = [:]
    var generationOf: [Int: Int] = [:]
    var generation = 0
    /// The observer's reaction to the next `tabSelected` event.
    var observerReaction: Reaction?
    var observations: [NavigationObservation] = []
    /// What the observers heard, checked after every step.
    let heard = ObservedEvents()
    /// What app code in `makeChild(for:)` saw that it should not have.
    var makeChildFailure: String?
    /// The report of the last `navigate(to:)` step, with the model's outcome.
    var lastNavigation: (report: NavigationTargetReport, expected: NavigateOutcome)?
    /// The tree's diagnostics, the model's prediction for the step, and what the hostile child
    /// factories' refused calls must raise (SessionDiagnostics.swift).
    let diagnostics = DiagnosticLog()
    /// One per tree the session had: a diagnostic raised in a tree that a callback then
    /// replaced still arrives (after that callback), and the model expects it.
    var diagnosticsObservations: [NavigationObservation] = []
    var predictedDiagnostics: [SessionDiagnostic] = []
    var refusedCallDiagnostics: [SessionDiagnostic] = []

    init(seed: UInt64, run: SessionRun, isVerbose: Bool = false) {
        self.seed = seed
        self.run = run
        self.isVerbose = isVerbose
        generator = SessionGenerator(seed: seed)
        log.react = { [weak self] id in self?.runReaction(of: id) }
        observe(app)
    }

    /// Runs up to `maximumSteps` random steps; returns a description of the first
    /// divergence, with the steps that led to it. The initial tree (the same for every
    /// session) is checked when `checkingTheStart` is set.
    func run(maximumSteps: Int, checkingTheStart: Bool = true) -> String? {
        self.maximumSteps = maximumSteps
        defer {
            SessionHooks.duringMakeChild = nil
            for (kind, count) in diagnostics.counts { run.diagnosticCounts[kind, default: 0] += count }
        }
        let steps = generator.int(1...maximumSteps)
        if checkingTheStart {
            if let failure = check() { return report(failure) }
        } else {
            _ = app.debugHierarchy()  // sets the tree up, as its first use would
        }
        for _ in 0..<steps {
            let (path, operation) = generator.step(for: model)
            run.steps += 1
            if case .layoutPop = operation { run.layoutGestures += 1 }
            if case .layoutDismiss = operation { run.layoutGestures += 1 }
            if case .layoutSelectTab = operation { run.layoutGestures += 1 }
            if case .navigate = operation { run.navigateSteps += 1 }
            if case .navigate(_, let link?) = operation { run.links[link.isAccepted, default: 0] += 1 }
            if operation.isHostileStep { run.hostileSteps += 1 }
            let target = path.isEmpty ? "app" : "app/" + path.map(\.description).joined(separator: "/")
            let handlers = (nextHandler, nextHandler + 1)
            nextHandler += 2
            var line = operation.isWholeTree ? "\(operation)" : "\(target): \(operation)"
            line += armAppCode(registering: handlers)
            transcript.append(line)
            if isVerbose { print("step \(transcript.count): \(line)") }
            let failure = perform(operation, at: path, handlers: handlers)
            SessionHooks.duringMakeChild = nil
            if let failure = failure ?? makeChildFailure ?? check() { return report(failure) }
            if run.probesTargets, let failure = probeNavigation() { return report(failure) }
            if isVerbose { print(model.render()) }
        }
        return nil
    }

    private func report(_ failure: String) -> String {
        """
        random session \(seed) diverged from the model after \(transcript.count) steps: \(failure)
        steps:
        \(transcript.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
        replay: TRELLIS_SESSION_SEED=\(seed) TRELLIS_SESSION_STEPS=\(maximumSteps) swift test --filter \(run.probesTargets ? "replayOneNavigatingSession" : "replayOneSession")
        """
    }

    // MARK: Adversarial app code

    /// Draws the step's app code: reactions for the callbacks it registers, the observer's
    /// reaction, hostile child factories. Returns its transcript text.
    private func armAppCode(registering handlers: (Int, Int)) -> String {
        var text = ""
        for id in [handlers.0, handlers.1] {
            generationOf[id] = generation
            if let reaction = drawReaction() {
                if case .ask = reaction.operation { run.appCodeAsks += 1 }
                reactions[id] = reaction
                text += " [onDismiss \(id) → \(reaction)]"
            }
        }
        if generator.int(0...9) < 2, let reaction = drawReaction(always: true) {
            if case .ask = reaction.operation { run.appCodeAsks += 1 }
            observerReaction = reaction
            text += " [next tabSelected → \(reaction)]"
        }
        if generator.int(0...9) == 0 {
            text += " [makeChild navigates]"
            SessionHooks.duringMakeChild = { [weak self] in self?.navigateFromMakeChild() }
        }
        return text
    }

    /// Disarms the app code registered so far: callbacks and the observer only log from now on.
    func silenceAppCode() {
        reactions = [:]
        observerReaction = nil
    }

    private func drawReaction(always: Bool = false) -> Reaction? {
        guard always || generator.int(0...99) < 35 else { return nil }
        var (path, operation) = generator.step(for: model)
        switch generator.int(0...19) {
        case 0: operation = .capture
        case 1: operation = .relaunch
        default: break
        }
        if case .restoreChanged = operation { operation = .restoreCapture }
        if operation.isHostileStep { operation = .capture }
        let handlers = (nextHandler, nextHandler + 1)
        nextHandler += 2
        generationOf[handlers.0] = generation
        generationOf[handlers.1] = generation
        return Reaction(path: path, operation: operation, handlers: handlers)
    }

    /// Every kind of change, from inside a change: each must be refused.
    private func navigateFromMakeChild() {
        // Each navigation call below is refused with a changeInProgress diagnostic on the
        // coordinator it was made on (restore and capture throw instead).
        let appName = SessionKind.app.typeName
        refusedCallDiagnostics += Array(
            repeating: SessionDiagnostic(kind: .changeInProgress, typeName: appName), count: 4)
        let report = app.navigate(to: SessionApp.target(root: .guest, modals: [.present(.home)]))
        if !report.wasRefused { makeChildFailure = "navigate(to:) from makeChild was not refused: \(report)" }
        app.setRoot(.guest)
        app.present(.home)
        app.dismissCoordinator()
        // A question asked here is refused too; its handler gets the cancel answer after the change.
        let question = ModelQuestion(id: nextHandler, order: 0)
        nextHandler += 1
        app.ask(question.question, onAnswer: log.answer(question.id))
        refusedCallDiagnostics.append(SessionDiagnostic(kind: .changeInProgress, typeName: appName))
        expectedOrphans.append(question.fired(choosing: nil, cause: nil))
        if let tabs = RealTree.coordinators(from: app).lazy.compactMap({ $0.coordinator as? SessionTabs })
            .first
        {
            tabs.setTabs([])
            refusedCallDiagnostics.append(
                SessionDiagnostic(kind: .changeInProgress, typeName: SessionKind.tabs.typeName))
        }
        _ = try? app.restoreNavigationState(from: app.captureNavigationState())
    }

    private func runReaction(of id: Int) {
        guard let reaction = reactions[id], generationOf[id] == generation else { return }
        apply(reaction)
    }

    private func apply(_ reaction: Reaction) {
        switch reaction.operation {
        case .restoreCapture: _ = try? app.restoreNavigationState(from: app.captureNavigationState())
        case .capture: _ = try? app.captureNavigationState()
        case .relaunch:
            guard let data = try? app.captureNavigationState() else { return }
            let fresh = SessionApp()
            _ = try? fresh.restoreNavigationState(from: data)
            generation += 1
            replaceApp(with: fresh)
        default:
            guard let target = RealTree.coordinator(at: reaction.path, from: app),
                let shape = RealTree.shape(of: target), reaction.operation.applies(to: shape)
            else { return }
            RealTree.apply(reaction.operation, to: target, handlers: reaction.handlers, callbacks: log)
        }
    }

    /// Observes `tree`: the observer that reacts to `tabSelected`, between two that only listen.
    private func observe(_ tree: SessionApp) {
        diagnostics.tree = tree
        diagnosticsObservations.append(tree.observeDiagnostics { [diagnostics] in diagnostics.record($0) })
        answerObservations.append(tree.observeNavigation { [answerCauses] in answerCauses.record($0) })
        let heard = heard
        heard.restart()
        observations = [
            tree.observeNavigation { heard.record($0, by: 0) },
            tree.observeNavigation { [weak self] event in
                heard.record(event, by: 1)
                guard event.action == .tabSelected, let self, let reaction = self.observerReaction else {
                    return
                }
                self.observerReaction = nil
                self.apply(reaction)
            },
            tree.observeNavigation { heard.record($0, by: 2) },
        ]
    }

    /// Makes `fresh` the session's tree; the old one is released (when nothing else holds it).
    private func replaceApp(with fresh: SessionApp) {
        observe(fresh)
        // Released after the assignment, so that its callbacks' app code sees the new tree.
        var old: SessionApp? = app
        app = fresh
        old = nil
        _ = old
    }

    // MARK: Steps

    func perform(_ operation: SessionOperation, at path: [SlotRef], handlers: (Int, Int)) -> String? {
        let start = log.fired.count
        // Some hostile steps run with the callbacks' app code silent (SessionHostileSteps.swift).
        let silenced = (reactions, observerReaction)
        if operation.silencesAppCode { (reactions, observerReaction) = ([:], nil) }
        defer { if operation.silencesAppCode { (reactions, observerReaction) = silenced } }
        let armedObserver = observerReaction
        let startGeneration = generation
        do {
            switch operation {
            case .restoreCapture, .restoreChanged:
                var data = try app.captureNavigationState()
                if case .restoreChanged(let changes) = operation {
                    data = try RealTree.changing(data, changes, nodes: model.capturedNodes().map(\.kind))
                }
                let report = try app.restoreNavigationState(from: data)
                if case .restoreChanged = operation, report.isComplete {
                    return "a changed snapshot restored with a complete report"
                }
                if case .restoreCapture = operation, report.isComplete == model.restoresIncompletely {
                    return "the restoration report says isComplete == \(report.isComplete): \(report)"
                }
            case .relaunch:
                let fresh = SessionApp()
                try fresh.restoreNavigationState(from: try app.captureNavigationState())
                // Releasing the old tree tears it down: its callbacks fire, and run their app code.
                replaceApp(with: fresh)
                generation += 1
            case .capture:
                _ = try app.captureNavigationState()
            case .navigate(let target, let link):
                guard let coordinator = RealTree.coordinator(at: path, from: app),
                    let node = model.node(at: path[...])
                else {
                    return "the real tree has no coordinator at \(path)"
                }
                var routed: NavigationTarget<SessionApp>?
                if let link {
                    switch SessionLinks.open(link, leadingTo: target) {
                    case .success(let target): routed = target
                    case .failure(let error):
                        if let problem = SessionLinks.problem(refusing: link, with: error) { return problem }
                    }
                    if routed == nil {
                        lastNavigation = nil
                        break  // refused: nothing changes
                    }
                    if !link.isAccepted { return "\(link) routed, though its host is not the router's" }
                }
                var expected = NavigateOutcome()
                var after = node
                after.navigate(to: target, outcome: &expected)
                let navigated = routed.flatMap { target in (coordinator as? SessionApp)?.navigate(to: target)
                }
                guard let report = navigated ?? SessionTargets.navigate(coordinator, to: target) else {
                    return "\(type(of: coordinator)) is not a \(target.kind.typeName)"
                }
                lastNavigation = (report, expected)
                if report.wasRefused { return "navigate(to:) was refused outside any change" }
                if report.unreachable.map(\.description) != expected.unreachable {
                    return "navigate(to:) reported \(report.unreachable), the model \(expected.unreachable)"
                }
            default:
                guard let target = RealTree.coordinator(at: path, from: app) else {
                    return "the real tree has no coordinator at \(path)"
                }
                RealTree.apply(operation, to: target, handlers: handlers, callbacks: log)
            }
        } catch {
            return "\(operation) threw \(error)"
        }
        var modelRun = ModelRun(
            model: model, reactions: reactions, plain: log.plain, observerReaction: armedObserver,
            realOrder: log.fired[start...].map(\.id), generationOf: generationOf, generation: startGeneration)
        modelRun.asks = asks
        modelRun.perform(operation, at: path, handlers: handlers)
        model = modelRun.model
        asks = modelRun.asks
        // A question neither refuses nor holds a target: the report says whether one is up in
        // the tree navigated (unless a callback replaced that tree meanwhile).
        if case .navigate = operation, generation == startGeneration, let (report, _) = lastNavigation,
            report.isUnderQuestion == model.allQuestions().isEmpty
        {
            return
                "navigate(to:) reported isUnderQuestion == \(report.isUnderQuestion) with the questions \(model.allQuestions().map(\.question.id))"
        }
        predictedDiagnostics = modelRun.diagnostics
        expectedCallbacks += modelRun.expected
        expectedOrphans += modelRun.orphaned
        if modelRun.generation != generation {
            return
                "the tree was replaced \(generation - startGeneration) times, the model says \(modelRun.generation - startGeneration)"
        }
        if (modelRun.observerReaction == nil) != (observerReaction == nil) {
            return
                "the observer's reaction ran in the model but not in the tree, or the reverse (model armed: \(modelRun.observerReaction != nil), tree armed: \(observerReaction != nil))"
        }
        return nil
    }

    // MARK: Checks

    func check() -> String? {
        if let failure = heard.check() { return failure }
        if let failure = checkDiagnostics() {
            let step = transcript.last.map { "step \(transcript.count) (\($0))" } ?? "the start"
            return "after \(step): \(failure)"
        }
        let hierarchy = app.debugHierarchy()
        let expected = model.render()
        if hierarchy != expected { return "the tree is\n\(hierarchy)\nbut the model is\n\(expected)" }
        if let failure = checkLayout(hierarchy: hierarchy) { return failure }
        log.fillCauses(from: answerCauses)
        let orphans = Set(expectedOrphans.map(\.id))
        let fired = log.fired.filter { !orphans.contains($0.id) }
        if fired != expectedCallbacks {
            return "onDismiss callbacks and answers fired \(fired), the model expects \(expectedCallbacks)"
        }
        let orphanFired = log.fired.filter { orphans.contains($0.id) }
        let orphanExpected = expectedOrphans
        if orphanFired.sorted(by: { $0.id < $1.id }) != orphanExpected.sorted(by: { $0.id < $1.id }) {
            return
                "callbacks of a released tree and answers of refused questions fired \(orphanFired), the model expects \(orphanExpected)"
        }
        for answer in log.fired[countedAnswers...] where answer.answer != nil {
            run.answers[answer.cause.map { "\($0)" } ?? "refused", default: 0] += 1
        }
        countedAnswers = log.fired.count
        return checkStructure() ?? checkRoundTrip(hierarchy: hierarchy)
    }

    /// The step's diagnostics are the model's, in order; the refused calls of hostile child
    /// factories are compared apart (the model does not count `makeChild(for:)` calls: they
    /// raise one `changeInProgress` per refused call, on the coordinator called).
    private func checkDiagnostics() -> String? {
        let real = diagnostics.take()
        let predicted = predictedDiagnostics
        predictedDiagnostics = []
        let refused = real.filter { $0.kind == .changeInProgress }
        let expectedRefused = refusedCallDiagnostics
        refusedCallDiagnostics = []
        if !refused.elementsEqual(expectedRefused, by: { $0.matches($1) }) {
            return "the refused calls from makeChild raised \(refused), not \(expectedRefused)"
        }
        return diagnosticMismatch(real: real.filter { $0.kind != .changeInProgress }, predicted: predicted)
    }
}
