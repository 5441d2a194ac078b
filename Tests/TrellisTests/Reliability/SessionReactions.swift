import Trellis

// Adversarial app code in the random sessions: `onDismiss` handlers and an observer that
// navigate, restore, capture or release the tree when they run, and `makeChild(for:)` that
// tries to navigate while the library is in the middle of a change. The model predicts the
// result from the documented rule (Reliability article, "App code inside library
// operations"), written here without looking at how the library orders its work:
//
// - A change finishes first; then its callbacks run in order, and each call a callback makes
//   is a change of its own, whose `onDismiss` callbacks run before the next callback runs.
// - Observers hear a change made outside any callback (a step) at their place among its
//   callbacks; the events of a change made by a callback or the observer wait until the
//   step's callbacks have all run, and arrive in the order the changes happened.
// - A call made from `makeChild(for:)` changes nothing.
// - A restore's callbacks all fire once, with `.restore` for a destination the restore
//   replaces in a coordinator it restores, `.teardown` inside a coordinator that leaves; their
//   order is the restore's own (the contract does not fix it), so the model takes it from the
//   log and predicts everything else.
// - Releasing the tree from a callback fires the released tree's callbacks once each, with
//   `.teardown`, when Swift frees it; those callbacks run no app code of their own.

/// App code a callback runs: an operation on the coordinator at `path` of the tree at that
/// moment (nothing when there is no such coordinator or it cannot take the operation).
struct Reaction: CustomStringConvertible {
    var path: [SlotRef]
    var operation: SessionOperation
    /// The ids of the callbacks the operation registers.
    var handlers: (Int, Int)

    var description: String {
        operation.isWholeTree
            ? "\(operation)" : "app/" + path.map(\.description).joined(separator: "/") + ": \(operation)"
    }
}

extension SessionOperation {
    /// Whether a coordinator of `shape` can take the operation.
    func applies(to shape: SessionKind.Shape) -> Bool {
        switch self {
        case .route, .routeIntoChild, .pop, .popToRoot, .popToFirst, .popToLast, .popToFirstDetail,
            .popToLastDetail, .userPop, .userDismiss, .routeIntoLeavingChild:
            shape == .flow
        case .showRefusingChild(_, let presentation, _): presentation != .push || shape == .flow
        case .select, .selectFirstTab, .selectLastTab, .appendTab, .insertTab, .removeFirstTab,
            .removeLastTab, .setTabs, .userSelectTab:
            shape == .tab
        case .userDismissModal: shape != .flow
        case .setRoot: shape != .tab
        case .present, .dismissCoordinator: true
        case .layoutPop, .layoutDismiss, .layoutSelectTab, .staleLayout: true
        case .restoreCapture, .restoreChanged, .relaunch, .capture, .navigate: true
        case .ask, .dismissQuestions, .answerQuestion, .answerWaiting: true
        }
    }

    /// Whether the operation, applied to `node`, selects a tab (and so sends `tabSelected`).
    func selectsATab(in node: ModelNode) -> Bool {
        switch self {
        case .select(let index), .userSelectTab(let index): node.base.indices.contains(index)
        case .selectFirstTab(let place), .selectLastTab(let place): node.base.contains { $0.place == place }
        default: false
        }
    }
}

extension ModelNode {
    /// Every callback of the tree in the order the teardown rule fires them when the whole
    /// tree is released.
    /// Its own questions leave first, then what it shows.
    var callbacksOnRelease: [ModelCallback] {
        questions.reversed().map { $0.callback(choosing: nil, isTeardown: true) } + Self.callbacks(of: slots)
    }

    /// The cause each callback of this tree receives when a snapshot of it, with `changes`,
    /// is restored over it.
    func restoreCauses(changes: SnapshotChanges = .init()) -> [Int: DismissalCause] {
        var causes: [Int: DismissalCause] = [:]
        causesWhenRestored(index: 0, changes: changes, into: &causes)
        return causes
    }

    /// `index` is this node's number in the snapshot; `nil` when no captured subtree applies
    /// to it (it is reset to its initial position).
    private func causesWhenRestored(
        index: Int?, changes: SnapshotChanges, into causes: inout [Int: DismissalCause]
    ) {
        // The stacked destinations are replaced by the restore; what they host leaves.
        for slot in stacked {
            if let handler = slot.handler { causes[handler] = .restore }
            slot.child?.causesWhenReleased(into: &causes)
        }
        guard let index, kind.isCodable, !isBaseExcluded, kind.shape != .tab else {
            // Reset, or a tab set: every base child leaves with the destination it hosts.
            for slot in base { slot.child?.causesWhenReleased(into: &causes) }
            return
        }
        let rootDecodes = !changes.undecodable.contains([index, 0])
        let restoredRoot = rootDecodes ? base[0].place : ModelNode.initial(kind).base[0].place
        guard let child = base[0].child else { return }
        guard restoredRoot == base[0].place else { return child.causesWhenReleased(into: &causes) }
        // An equal root keeps its child, which is restored from its own record, or reset.
        var next = index + 1
        var childIndex: Int?
        for ref in capturedChildren {
            if ref == SlotRef(isStacked: false, index: 0) { childIndex = next }
            next += self[ref].child?.capturedCount ?? 0
        }
        let applies = rootDecodes && childIndex.map { !changes.renamed.contains($0) } == true
        child.causesWhenRestored(index: applies ? childIndex : nil, changes: changes, into: &causes)
    }

    private func causesWhenReleased(into causes: inout [Int: DismissalCause]) {
        for slot in slots {
            if let handler = slot.handler { causes[handler] = .teardown }
            slot.child?.causesWhenReleased(into: &causes)
        }
    }
}

/// The model's side of a session step with adversarial app code: the tree it must give and
/// the callbacks it must fire, in order.
struct ModelRun {
    var model: ModelNode
    /// The callback log the model expects, in order (orphaned callbacks aside).
    var expected: [FiredCallback] = []
    /// Callbacks of trees released from a callback: each must fire once with `.teardown`,
    /// whenever Swift frees the tree (answers with the cancel button's answer).
    var orphaned: [FiredCallback] = []
    /// The reaction of each callback.
    let reactions: [Int: Reaction]
    /// Callbacks registered without a cause.
    let plain: Set<Int>
    /// The observer's reaction to the next `tabSelected` event, if armed.
    var observerReaction: Reaction?
    /// The ids of callbacks in the order the real log shows them (for a restore's order).
    let realOrder: [Int]
    /// The tree each callback was registered in, by generation: a callback of a tree that was
    /// since replaced runs no app code.
    let generationOf: [Int: Int]
    var generation: Int
    /// The generation of the tree the model holds now, which the observer watches: during a
    /// relaunch step the new tree's, while the old tree's callbacks still run.
    private var treeGeneration: Int {
        get { currentTree ?? generation }
        set { currentTree = newValue }
    }
    var currentTree: Int?
    /// How many callbacks (or observer reactions) are running: their changes' events wait.
    var nesting = 0
    /// `tabSelected` events waiting for the step's callbacks to end, by the generation of the
    /// tree that sent them.
    var waitingTabSelections: [Int] = []
    /// The diagnostics the step raises, in order (SessionDiagnostics.swift).
    var diagnostics: [SessionDiagnostic] = []
    /// How many questions were asked in the session's trees: the order of the next one.
    var asks = 0

    /// Applies `operation` at `path` and what its callbacks do; for a step (outside any
    /// callback), then the events that waited.
    mutating func perform(_ operation: SessionOperation, at path: [SlotRef], handlers: (Int, Int)) {
        change(operation, at: path, handlers: handlers)
        guard nesting == 0 else { return }
        while !waitingTabSelections.isEmpty {
            let sender = waitingTabSelections.removeFirst()
            hearTabSelected(from: sender)
        }
    }

    /// The observer hears a `tabSelected` of the tree of generation `sender`: it reacts once
    /// armed, if it still watches that tree.
    private mutating func hearTabSelected(from sender: Int) {
        guard sender == treeGeneration, let reaction = observerReaction else { return }
        observerReaction = nil
        run(reaction)
    }

    /// A `tabSelected` event reaches the observer now (a step's own) or after the step's
    /// callbacks (a callback's change).
    private mutating func tabSelected(from sender: Int) {
        if nesting == 0 {
            hearTabSelected(from: sender)
        } else {
            waitingTabSelections.append(sender)
        }
    }

    private mutating func change(_ operation: SessionOperation, at path: [SlotRef], handlers: (Int, Int)) {
        switch operation {
        case .restoreCapture: restore(changes: SnapshotChanges())
        case .restoreChanged(let changes): restore(changes: changes)
        case .relaunch:
            let released = model.callbacksOnRelease
            model = model.restored()
            treeGeneration = generation + 1
            fire(released, cause: .teardown)
            generation += 1
        case .capture: break
        case .navigate(let target, let link):
            // A link on another host is refused before anything changes.
            guard link?.isAccepted != false, let node = model.node(at: path[...]), node.kind == target.kind
            else { return }
            var outcome = NavigateOutcome()
            let covered = model.isUnderAnAncestorsModal(path)
            model.modify(at: path[...]) {
                $0.navigate(to: target, isUnderAnAncestorsModal: covered, outcome: &outcome)
            }
            diagnostics += outcome.diagnostics(navigatedAt: path)
            // Events and callbacks arrive in the order they arose; once a callback released the
            // tree, the observer watches the new one and sees none of the old tree's events.
            let observed = treeGeneration
            for happening in outcome.happenings {
                switch happening {
                case .callbacks(let callbacks): fire(callbacks, cause: .code)
                case .tabSelected: tabSelected(from: observed)
                }
            }
        case .routeIntoLeavingChild(let place):
            guard let node = model.node(at: path[...]), node.kind.shape == .flow else { return }
            change(.route(place), at: path, handlers: handlers)
            // The observer pops the entry on the push's event: a change made by app code, whose
            // events wait; then the typed closure finds its child gone.
            nesting += 1
            perform(.pop, at: path, handlers: (-1, -1))
            nesting -= 1
            diagnostics.append(ModelNode.leftChildDiagnostic(of: place, on: node.kind, at: path))
        case .staleLayout(let gesture, let changedAt, let intervening):
            let before = model.layoutLayers
            change(intervening, at: changedAt, handlers: handlers)
            // The layer is found again by its identity (its modal, or the base) in the layout of
            // the tree as it is now, and the gesture acts there; a layer no longer shown refuses.
            switch ModelNode.staleGesture(gesture, madeOn: before, now: model.layoutLayers) {
            case .some(let current): change(current, at: [], handlers: handlers)
            case .none:
                diagnostics.append(
                    SessionDiagnostic(kind: .gestureRefused, typeName: model.kind.typeName, path: []))
            }
        case .ask, .dismissQuestions, .answerQuestion, .answerWaiting:
            changeQuestions(operation, at: path, handlers: handlers)
        case .layoutSelectTab(let item, let index):
            // The equivalent: `userDidSelectTab(at:)` on the tab set the layout shows there.
            let tabSets = model.layoutTabSetPaths
            guard tabSets.indices.contains(item) else { return }
            change(.userSelectTab(at: index), at: tabSets[item], handlers: handlers)
        default:
            guard let node = model.node(at: path[...]), operation.applies(to: node.kind.shape) else { return }
            let selects = operation.selectsATab(in: node)
            let observed = treeGeneration
            diagnostics += model.diagnostics(of: operation, at: path)
            let fired = model.apply(operation, at: path, handlers: handlers)
            fire(fired, cause: operation.dismissalCause)
            if selects { tabSelected(from: observed) }
        }
    }

    /// A relaunch made by a callback: the old tree's callbacks are orphaned.
    mutating func release() {
        generation += 1
        treeGeneration = generation
        orphaned += model.allHandlers.map {
            FiredCallback(id: $0, cause: plain.contains($0) ? nil : .teardown)
        }
        orphaned += model.allQuestions().map { $0.question.fired(choosing: nil, cause: .teardown) }
        model = model.restored()
    }

    private mutating func restore(changes: SnapshotChanges) {
        let causes = model.restoreCauses(changes: changes)
        let restored = model.restoredKeepingQuestions(changes: changes)
        let kept = Set(restored.allQuestions().map(\.question.id))
        // The questions of the coordinators the restore removes are answered by teardown.
        var answered: [Int: ModelQuestion] = [:]
        for (_, question) in model.allQuestions() where !kept.contains(question.id) {
            answered[question.id] = question
        }
        let handlers = Set(model.allHandlers).union(answered.keys)
        model = restored
        var order = realOrder.filter(handlers.contains)
        if order.sorted() != handlers.sorted() { order = handlers.sorted() }  // the comparison shows it
        for id in order {
            if let question = answered[id] {
                expected.append(question.fired(choosing: nil, cause: .teardown))
            } else {
                expected.append(FiredCallback(id: id, cause: plain.contains(id) ? nil : causes[id]))
            }
            react(id)
        }
    }

    mutating func fire(_ callbacks: [ModelCallback], cause: DismissalCause) {
        for callback in callbacks {
            let isPlain = callback.answer == nil && plain.contains(callback.id)
            expected.append(
                FiredCallback(
                    id: callback.id, cause: isPlain ? nil : callback.isTeardown ? .teardown : cause,
                    answer: callback.answer))
            react(callback.id)
        }
    }

    private mutating func react(_ id: Int) {
        guard let reaction = reactions[id], generationOf[id] == generation else { return }
        run(reaction)
    }

    /// App code run by a callback or the observer; a relaunch there releases the tree.
    private mutating func run(_ reaction: Reaction) {
        nesting += 1
        defer { nesting -= 1 }
        if case .relaunch = reaction.operation {
            release()
        } else {
            perform(reaction.operation, at: reaction.path, handlers: reaction.handlers)
        }
    }
}
