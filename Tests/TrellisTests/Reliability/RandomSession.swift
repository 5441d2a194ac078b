import Foundation
import Trellis

/// One `onDismiss` call: the callback's id and the cause it received (`nil` for a callback
/// registered through an overload without a cause).
struct FiredCallback: Equatable, CustomStringConvertible {
    var id: Int
    var cause: DismissalCause?

    var description: String { cause.map { "\(id) (\($0))" } ?? "\(id)" }
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

private struct WeakCoordinator {
    weak var coordinator: (any Coordinator)?
}

/// One random session: a real `SessionApp` and the reference model, driven by the same
/// seeded steps and compared after each. Steps register adversarial app code: callbacks and
/// an observer that navigate, restore, capture or release the tree, and child factories that
/// try to navigate (see ``ModelRun``).
@MainActor
final class RandomSession {
    let seed: UInt64
    private(set) var transcript: [String] = []
    private(set) var app = SessionApp()
    private(set) var model = ModelNode.initial(.app)
    private var generator: SessionGenerator
    let log = CallbackLog()
    private var expectedCallbacks: [FiredCallback] = []
    /// Callbacks of trees a callback released: each fires once, with `.teardown`.
    private var expectedOrphans: [Int] = []
    private var nextHandler = 0
    private var tracked: [WeakCoordinator] = []
    private let run: SessionRun
    private let isVerbose: Bool
    private var maximumSteps = 0
    /// The app code each callback runs, and the tree (by generation) it was registered in.
    private var reactions: [Int: Reaction] = [:]
    private var generationOf: [Int: Int] = [:]
    private var generation = 0
    /// The observer's reaction to the next `tabSelected` event.
    private var observerReaction: Reaction?
    private var observations: [NavigationObservation] = []
    /// What the observers heard, checked after every step.
    private let heard = ObservedEvents()
    /// What app code in `makeChild(for:)` saw that it should not have.
    private var makeChildFailure: String?
    /// The report of the last `navigate(to:)` step, with the model's outcome.
    private var lastNavigation: (report: NavigationTargetReport, expected: NavigateOutcome)?
    /// The tree's diagnostics, the model's prediction for the step, and what the hostile child
    /// factories' refused calls must raise (SessionDiagnostics.swift).
    let diagnostics = DiagnosticLog()
    /// One per tree the session had: a diagnostic raised in a tree that a callback then
    /// replaced still arrives (after that callback), and the model expects it.
    private var diagnosticsObservations: [NavigationObservation] = []
    private var predictedDiagnostics: [SessionDiagnostic] = []
    private var refusedCallDiagnostics: [SessionDiagnostic] = []

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
                reactions[id] = reaction
                text += " [onDismiss \(id) → \(reaction)]"
            }
        }
        if generator.int(0...9) < 2, let reaction = drawReaction(always: true) {
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

    private func perform(_ operation: SessionOperation, at path: [SlotRef], handlers: (Int, Int)) -> String? {
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
        modelRun.perform(operation, at: path, handlers: handlers)
        model = modelRun.model
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

    private func check() -> String? {
        if let failure = heard.check() { return failure }
        if let failure = checkDiagnostics() {
            let step = transcript.last.map { "step \(transcript.count) (\($0))" } ?? "the start"
            return "after \(step): \(failure)"
        }
        let hierarchy = app.debugHierarchy()
        let expected = model.render()
        if hierarchy != expected { return "the tree is\n\(hierarchy)\nbut the model is\n\(expected)" }
        if let failure = checkLayout(hierarchy: hierarchy) { return failure }
        let orphans = Set(expectedOrphans)
        let fired = log.fired.filter { !orphans.contains($0.id) }
        if fired != expectedCallbacks {
            return "onDismiss callbacks fired \(fired), the model expects \(expectedCallbacks)"
        }
        let orphanFired = log.fired.filter { orphans.contains($0.id) }
        let orphanExpected = expectedOrphans.map {
            FiredCallback(id: $0, cause: log.plain.contains($0) ? nil : .teardown)
        }
        if orphanFired.sorted(by: { $0.id < $1.id }) != orphanExpected.sorted(by: { $0.id < $1.id }) {
            return "callbacks of a released tree fired \(orphanFired), the model expects \(orphanExpected)"
        }
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

    /// The window's layout is the model's (``ModelNode/renderLayout()``), and so is the layout
    /// of each coordinator inside.
    ///
    /// A layout is a projection of the tree made fresh when asked for, from what the hierarchy
    /// shows (slots in order, presentations, selection, tabs not yet created, types and
    /// destinations), and the hierarchy was just checked against the model; so by default each
    /// hierarchy's layout is checked once per run, which keeps the run's time (reading the
    /// real layout after every step costs about a fifth more). `checksEveryLayout` checks it
    /// after every step.
    private func checkLayout(hierarchy: String) -> String? {
        let isNew = run.layoutChecked.insert(hierarchy).inserted
        guard isNew || run.checksEveryLayout else { return nil }
        let layout = app.debugLayout()
        let layers = model.layoutLayers
        run.mostLayers = max(run.mostLayers, layers.count)
        let expected = ModelNode.renderLayout(layers)
        if layout != expected {
            return
                "the layout is\n\(layout)\nbut the model's layout is\n\(expected)\nof the tree\n\(hierarchy)"
        }
        // What each coordinator inside shows, once per tree.
        guard isNew else { return nil }
        for path in model.coordinatorPaths().dropFirst() {
            guard let coordinator = RealTree.coordinator(at: path, from: app) else { continue }
            let layout = coordinator.debugLayout()
            let expected = ModelNode.renderLayout(model.layoutLayers(of: path))
            if layout != expected {
                let place = "app/" + path.map(\.description).joined(separator: "/")
                return
                    "the layout of \(place) is\n\(layout)\nbut the model's is\n\(expected)\nof the tree\n\(hierarchy)"
            }
        }
        return nil
    }

    /// Parent links, the tree's size, and that every coordinator that left the tree is freed.
    private func checkStructure() -> String? {
        let coordinators = RealTree.coordinators(from: app)
        if coordinators.count != model.coordinatorCount {
            return "the tree has \(coordinators.count) coordinators, the model \(model.coordinatorCount)"
        }
        for (coordinator, parent) in coordinators {
            if coordinator.parent !== parent { return "\(type(of: coordinator)) has the wrong parent" }
            if coordinator.hierarchyRoot !== app {
                return "\(type(of: coordinator)) has the wrong hierarchyRoot"
            }
        }
        let live = Set(coordinators.map { ObjectIdentifier($0.coordinator) })
        tracked.removeAll { $0.coordinator == nil }
        for entry in tracked {
            if let coordinator = entry.coordinator, !live.contains(ObjectIdentifier(coordinator)) {
                return "a \(type(of: coordinator)) that left the tree is still alive"
            }
        }
        let known = Set(tracked.compactMap { $0.coordinator.map(ObjectIdentifier.init) })
        for (coordinator, _) in coordinators where !known.contains(ObjectIdentifier(coordinator)) {
            tracked.append(WeakCoordinator(coordinator: coordinator))
        }
        return nil
    }

    /// Capture → restore into a fresh tree → capture: the fresh tree is what the model
    /// expects, and the second capture has the same bytes (when nothing was excluded; else
    /// one more round gives the same bytes again). The fresh trees are freed afterwards.
    ///
    /// A snapshot is a function of what the hierarchy shows (destinations, presentations,
    /// tabs, selection, coordinator types), and the hierarchy was just checked against the
    /// model; so each hierarchy is round-tripped once per run (most sessions pass through
    /// the same small trees).
    private func checkRoundTrip(hierarchy: String) -> String? {
        guard !run.roundTripped.contains(hierarchy) else { return nil }
        let data: Data
        do {
            data = try app.captureNavigationState()
        } catch {
            return "capture threw \(error)"
        }
        var restoredTrees: [WeakCoordinator] = []
        let failure = roundTripFailure(
            data, expected: model.restored().render(),
            excludes: model.capturesAnExclusion || model.holdsARefusedChild,
            trees: &restoredTrees)
        if failure == nil, restoredTrees.contains(where: { $0.coordinator != nil }) {
            return "a tree restored from a snapshot was not freed"
        }
        if failure == nil { run.roundTripped.insert(hierarchy) }
        return failure
    }

    private func roundTripFailure(
        _ data: Data, expected: String, excludes: Bool, trees: inout [WeakCoordinator]
    )
        -> String?
    {
        do {
            let fresh = SessionApp()
            try fresh.restoreNavigationState(from: data)
            trees += RealTree.coordinators(from: fresh).map { WeakCoordinator(coordinator: $0.coordinator) }
            let restored = fresh.debugHierarchy()
            if restored != expected {
                return "restoring the snapshot into a fresh tree gave\n\(restored)\nnot\n\(expected)"
            }
            let again = try fresh.captureNavigationState()
            if !excludes {
                if again != data {
                    return "capture → restore → capture changed the bytes:\n\(text(data))\n\(text(again))"
                }
                return nil
            }
            let third = SessionApp()
            try third.restoreNavigationState(from: again)
            trees += RealTree.coordinators(from: third).map { WeakCoordinator(coordinator: $0.coordinator) }
            let last = try third.captureNavigationState()
            if last != again {
                return "a second round trip changed the bytes:\n\(text(again))\n\(text(last))"
            }
            return nil
        } catch {
            return "the round trip threw \(error)"
        }
    }

    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    // MARK: Navigation probes

    /// Navigates from the state just reached to a random target (app code silenced, so that
    /// every event is the call's own) and checks what `navigate(to:)` promises, beyond the
    /// step's comparison with the model: the tree shows the target; the call's direct removals
    /// (`dismissed(.code)`) are the roots and entries not on the target's path, and every slot
    /// that matched keeps its identity and its child; the same target again changes nothing.
    private func probeNavigation() -> String? {
        let (path, step) = generator.navigateStep(for: model)
        guard case .navigate(let target, let link) = step else { return nil }
        // A link the router refuses changes nothing: the probe navigates without it.
        let operation = link?.isAccepted == false ? .navigate(target) : step
        let saved = (reactions, observerReaction)
        reactions = [:]
        observerReaction = nil
        defer { (reactions, observerReaction) = saved }
        let events = EventLog()
        let observation = app.observeNavigation { events.actions.append($0.action) }
        defer { withExtendedLifetime(observation) {} }
        let before = RealTree.identities(from: app, paths: model.coordinatorPaths())
        let handlers = (nextHandler, nextHandler + 1)
        nextHandler += 2
        let place = path.isEmpty ? "app" : "app/" + path.map(\.description).joined(separator: "/")
        transcript.append("probe \(place): \(operation)")
        if isVerbose { print("probe: \(place): \(operation)") }
        if let failure = perform(operation, at: path, handlers: handlers) ?? check() { return failure }
        guard let (report, expected) = lastNavigation, let node = model.node(at: path[...]),
            let coordinator = RealTree.coordinator(at: path, from: app)
        else { return "no navigation was recorded" }
        // The tree shows the target.
        if !node.shows(target) { return "the tree does not show the target:\n\(app.debugHierarchy())" }
        let lines = coordinator.debugHierarchy().split(separator: "\n").map(String.init)
        let wanted = node.targetLines(target)
        var next = wanted.startIndex
        for line in lines where next < wanted.endIndex && line == wanted[next] { next += 1 }
        if next < wanted.endIndex {
            return
                "the hierarchy does not show the line \(wanted[next]) of the target:\n\(lines.joined(separator: "\n"))"
        }
        // What was removed, and what matched.
        let direct = events.actions.filter { $0 == .dismissed(.code) }.count
        if direct != expected.directRemovals {
            return "navigate(to:) dismissed \(direct) destinations with .code; "
                + "\(expected.removedEntries) entries and \(expected.directRemovals - expected.removedEntries) roots are not on the target's path"
        }
        let after = RealTree.identities(from: app, paths: model.coordinatorPaths())
        for kept in expected.kept.map({ path + $0 }) where before[kept] == nil || before[kept] != after[kept]
        {
            return
                "the slot at \(kept) matched the target but changed: \(before[kept] ?? "none") → \(after[kept] ?? "none")"
        }
        // The same target again: nothing changes.
        let changedSomething = !events.actions.isEmpty
        events.actions = []
        let hierarchy = app.debugHierarchy()
        let fired = log.fired.count
        let again = SessionTargets.navigate(coordinator, to: target)
        // It shows no entry, so it warns of nothing: only the unreachable parts again.
        if let failure = diagnosticMismatch(
            real: diagnostics.take(), predicted: expected.diagnostics.filter { $0.kind == .deepLinkSkipped })
        {
            return "navigating to the same target again: \(failure)"
        }
        if !events.actions.isEmpty || log.fired.count != fired {
            return
                "navigating to the same target again sent \(events.actions) and fired \(log.fired[fired...])"
        }
        if app.debugHierarchy() != hierarchy { return "navigating to the same target again changed the tree" }
        if RealTree.identities(from: app, paths: model.coordinatorPaths()) != after {
            return "navigating to the same target again changed entry identities"
        }
        if again?.unreachable != report.unreachable {
            return "the second report differs: \(again.map { "\($0)" } ?? "none")"
        }
        run.navigation.states += 1
        run.navigation.targets += 1
        if !report.isComplete { run.navigation.partialTargets += 1 }
        if !changedSomething { run.navigation.unchangedTargets += 1 }
        run.navigation.deepestTarget = max(run.navigation.deepestTarget, target.depth)
        run.navigation.removals += expected.directRemovals
        run.navigation.keptSlots += expected.kept.count
        return nil
    }
}

/// The actions of the events an observer saw.
@MainActor
private final class EventLog {
    var actions: [NavigationEvent.Action] = []
}

extension RealTree {
    /// Each slot of the coordinators at `paths` (root, tab, entry) by its path: its entry id
    /// and the identity of the child it hosts.
    static func identities(from top: any Coordinator, paths: [[SlotRef]]) -> [[SlotRef]: String] {
        var result: [[SlotRef]: String] = [:]
        for path in paths {
            guard let coordinator = coordinator(at: path, from: top) else { continue }
            let ids = entryIDs(of: coordinator)
            let children = children(of: coordinator)
            for (isStacked, list, hosted) in [
                (false, ids.base, children.base), (true, ids.stacked, children.stacked),
            ] {
                for (index, id) in list.enumerated() {
                    let child =
                        hosted.indices.contains(index) ? hosted[index].map { "\(ObjectIdentifier($0))" } : nil
                    result[path + [SlotRef(isStacked: isStacked, index: index)]] = "\(id) \(child ?? "-")"
                }
            }
        }
        return result
    }

    private static func entryIDs(of coordinator: any Coordinator) -> (base: [EntryID], stacked: [EntryID]) {
        switch coordinator {
        case let flow as any PlaceFlow: flowIDs(flow)
        case let tabs as SessionTabs: (tabs.tabItems.tabs.map(\.id), tabs.tabItems.entries.map(\.id))
        case let root as any PlaceRoot: rootIDs(root)
        default: ([], [])
        }
    }

    private static func flowIDs<F: PlaceFlow>(_ flow: F) -> (base: [EntryID], stacked: [EntryID]) {
        ([flow.stack.rootID], flow.stack.entries.map(\.id))
    }

    private static func rootIDs<R: PlaceRoot>(_ root: R) -> (base: [EntryID], stacked: [EntryID]) {
        ([root.root.entryID], root.root.entries.map(\.id))
    }
}
