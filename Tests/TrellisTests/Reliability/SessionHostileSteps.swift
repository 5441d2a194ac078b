import Trellis

// Steps of the random sessions whose app code breaks a rule the library guards, each with a
// diagnostic of its own, written from the doc comments of `NavigationDiagnostic.Kind` and the
// PresentationLayout article:
//
// - `makeChild(for:)` returning a coordinator already in the tree (the coordinator itself, or
//   the tree's top) is refused with `childRefused` on the coordinator whose destination it is;
//   the destination shows as a plain screen. A snapshot records no child for it, so a restore
//   gives it the child its destination hosts.
// - A typed closure whose child left the tree before its turn (an observer popped the entry on
//   the push's event) does not run: `childLeft` on the coordinator the call was made on; with
//   no child at all it is `deepLinkSkipped`, as for any typed closure.
// - A gesture on a layout made before a change acts on the layer found again by its identity
//   (the modal entry that opens it, or the base layer's root) in the tree as it is now, with
//   the count checked against the layer's path now; a layer no longer shown is refused
//   (`gestureRefused` on the coordinator the layout was made of).

/// What a hostile `makeChild(for:)` returns.
enum InTreeChild: CustomStringConvertible {
    /// The coordinator whose `makeChild(for:)` it is.
    case itself
    /// The top of the tree (an ancestor, or the coordinator itself at the top).
    case top

    var description: String {
        switch self {
        case .itself: "the coordinator itself"
        case .top: "the tree's top"
        }
    }
}

extension SessionOperation {
    /// Whether a gesture on a layout made before this operation still finds its layers where
    /// the model looks for them: the operation only adds entries, removes entries from some
    /// position up, or selects a tab, so that every slot that stays keeps its path. Roots,
    /// tabs, restores and targets are left out (they replace slots in place).
    var keepsSlotPaths: Bool {
        switch self {
        case .route, .present, .routeIntoChild, .pop, .popToRoot, .popToFirst, .popToLast, .popToFirstDetail,
            .popToLastDetail, .select, .selectFirstTab, .selectLastTab, .dismissCoordinator, .userPop,
            .userDismiss, .userSelectTab, .userDismissModal, .capture:
            true
        case .layoutPop(_, _, let tab), .layoutDismiss(_, let tab): tab == nil
        case .layoutSelectTab: true
        case .setRoot, .appendTab, .insertTab, .removeFirstTab, .removeLastTab, .setTabs, .restoreCapture,
            .restoreChanged, .relaunch, .navigate, .showRefusingChild, .routeIntoLeavingChild, .staleLayout:
            false
        case .ask, .dismissQuestions, .answerQuestion, .answerWaiting: false
        }
    }

    /// Whether the step runs with the callbacks' app code silent: a stale layout's layers are
    /// found by the paths of their slots, which a restore or a new root from a callback would
    /// reuse; a leaving child's diagnostic reaches the tree only while its coordinator is in it,
    /// which a callback could change.
    var silencesAppCode: Bool {
        switch self {
        case .staleLayout, .routeIntoLeavingChild: true
        default: false
        }
    }

    /// The steps of this file: never drawn as a callback's app code (their app code is the
    /// step's own).
    var isHostileStep: Bool {
        switch self {
        case .showRefusingChild, .routeIntoLeavingChild, .staleLayout: true
        default: false
        }
    }
}

// MARK: - Drawing the steps

extension SessionGenerator {
    /// A destination hosting a child shown while `makeChild(for:)` returns a coordinator in the
    /// tree; pushed only on flows, and never a tab set there (a refused tab set is a plain
    /// screen, which no push warning is about).
    mutating func refusingChildStep(for model: ModelNode) -> (path: [SlotRef], operation: SessionOperation) {
        let path = element(model.coordinatorPaths())
        guard let node = model.node(at: path[...]) else { return ([], .capture) }
        let returning: InTreeChild = int(0...1) == 0 ? .itself : .top
        if node.kind.shape == .flow, int(0...1) == 0 {
            let place = element(Self.hostingPlaces.filter { SessionKind.hosted(by: $0)?.shape != .tab })
            return (path, .showRefusingChild(place, as: .push, returning: returning))
        }
        let presentation: Presentation = int(0...1) == 0 ? .sheet : .fullScreenCover
        return (path, .showRefusingChild(element(Self.hostingPlaces), as: presentation, returning: returning))
    }

    /// A typed route on a flow whose entry an observer pops before the closure's turn.
    mutating func leavingChildStep(for model: ModelNode) -> (path: [SlotRef], operation: SessionOperation) {
        let flows = model.coordinatorPaths().filter { model.node(at: $0[...])?.kind.shape == .flow }
        guard !flows.isEmpty else { return ([], .capture) }
        let place: Place = int(0...9) < 7 ? element([.flow, .seeded, .switcher]) : place(in: model)
        return (element(flows), .routeIntoLeavingChild(place))
    }

    /// A gesture on the window's layout as it is now, applied after another step.
    mutating func staleLayoutStep(for model: ModelNode) -> (path: [SlotRef], operation: SessionOperation) {
        let layers = model.layoutLayers
        guard !layers.isEmpty else { return ([], .capture) }
        let layer = int(0...(layers.count - 1))
        let gesture: SessionOperation
        if layer > 0, int(0...2) == 0 {
            gesture = .layoutDismiss(layer: layer)
        } else {
            let pathCount = layers[layer].path.count
            gesture = .layoutPop(layer: layer, toCount: int(0...9) == 0 ? pathCount + 1 : int(0...pathCount))
        }
        // Half the time the change closes the gesture's own layer (the gesture must then be
        // refused), else any step that keeps slot paths.
        if layer > 0, int(0...1) == 0 {
            return ([], .staleLayout(gesture: gesture, changedAt: [], change: .layoutDismiss(layer: layer)))
        }
        for _ in 0..<8 {
            let (path, change) = step(for: model)
            if change.keepsSlotPaths {
                return ([], .staleLayout(gesture: gesture, changedAt: path, change: change))
            }
        }
        return ([], .staleLayout(gesture: gesture, changedAt: [], change: .capture))
    }
}

// MARK: - The model side

extension ModelNode {
    /// The diagnostic of a typed closure whose entry left before its turn: `childLeft` when
    /// the destination hosts a child, `deepLinkSkipped` when it hosts none.
    static func leftChildDiagnostic(of place: Place, on kind: SessionKind, at path: [SlotRef])
        -> SessionDiagnostic
    {
        let kindOfDiagnostic: NavigationDiagnostic.Kind =
            SessionKind.hosted(by: place) == nil ? .deepLinkSkipped : .childLeft
        return SessionDiagnostic(kind: kindOfDiagnostic, typeName: kind.typeName, path: path)
    }

    /// The gesture a stale layout's `gesture` is now, on the current layout: the same gesture
    /// on the position its layer has now; `nil` when the layer is no longer shown. The base
    /// layer stays (the steps before a stale gesture keep roots); a modal layer is the one
    /// opened by the same modal slot.
    static func staleGesture(_ gesture: SessionOperation, madeOn before: [ModelLayer], now: [ModelLayer])
        -> SessionOperation?
    {
        let layer: Int
        switch gesture {
        case .layoutPop(let index, _, _), .layoutDismiss(let index, _): layer = index
        default: return nil
        }
        guard before.indices.contains(layer) else { return nil }
        let opening = before[layer].opening
        guard
            let position = now.firstIndex(where: { candidate in
                switch (candidate.opening, opening) {
                case (nil, nil): true
                case (let a?, let b?): a.path == b.path && a.index == b.index
                default: false
                }
            })
        else { return nil }
        switch gesture {
        case .layoutPop(_, let count, _): return .layoutPop(layer: position, toCount: count)
        default: return .layoutDismiss(layer: position)
        }
    }

    /// Whether a snapshot of this tree misses a child a restore creates (a refused child):
    /// its capture then differs from the restored tree's.
    var holdsARefusedChild: Bool {
        slots.contains { slot in
            (slot.isPrepared && slot.child == nil && SessionKind.hosted(by: slot.place) != nil)
                || slot.child?.holdsARefusedChild == true
        }
    }
}

// MARK: - The real side

extension RealTree {
    /// The steps of this file on the real tree, `top` being the session's tree.
    static func applyHostile(
        _ operation: SessionOperation, to coordinator: any Coordinator, handlers: (Int, Int),
        callbacks log: CallbackLog
    ) {
        switch operation {
        case .showRefusingChild(let place, let presentation, let returning):
            let top = coordinator.hierarchyRoot
            SessionHooks.inTreeChild = { returning == .itself ? coordinator : top }
            defer { SessionHooks.inTreeChild = nil }
            let style: ModalStyle = presentation == .fullScreenCover ? .fullScreenCover : .sheet
            switch coordinator {
            case let flow as any PlaceFlow:
                showOnFlow(flow, place, presentation, style, log.callback(handlers.0))
            case let tabs as SessionTabs:
                tabs.present(place, as: style, onDismissWithCause: log.callback(handlers.0))
            case let root as any PlaceRoot:
                presentOnRoot(root, place, style, log.callback(handlers.0))
            default: break
            }
        case .routeIntoLeavingChild(let place):
            guard let flow = coordinator as? any PlaceFlow else { return }
            routeIntoLeavingChild(flow, place, log.plainCallback(handlers.0))
        case .staleLayout(let gesture, let path, let change):
            let layout = NavigationLayout(of: coordinator)
            if case .capture = change {
                _ = try? coordinator.captureNavigationState()
            } else if let changed = RealTree.coordinator(at: path, from: coordinator),
                let shape = RealTree.shape(of: changed), change.applies(to: shape)
            {
                RealTree.apply(change, to: changed, handlers: handlers, callbacks: log)
            }
            switch gesture {
            case .layoutPop(let layer, let count, _) where layout.layers.indices.contains(layer):
                layout.layers[layer].userDidPop(toCount: count)
            case .layoutDismiss(let layer, _) where layout.layers.indices.contains(layer):
                layout.layers[layer].userDidDismiss()
            default: break
            }
        default: break
        }
    }

    private static func showOnFlow<F: PlaceFlow>(
        _ flow: F, _ place: Place, _ presentation: Presentation, _ style: ModalStyle,
        _ callback: @escaping @MainActor (DismissalCause) -> Void
    ) {
        if presentation == .push {
            flow.route(to: F.destination(for: place), onDismissWithCause: callback)
        } else {
            flow.present(F.destination(for: place), as: style, onDismissWithCause: callback)
        }
    }

    private static func presentOnRoot<R: PlaceRoot>(
        _ root: R, _ place: Place, _ style: ModalStyle,
        _ callback: @escaping @MainActor (DismissalCause) -> Void
    ) {
        root.present(place, as: style, onDismissWithCause: callback)
    }

    /// `route(to:)` with a typed closure, while an observer of the tree pops `flow` once, on
    /// the first event it hears.
    private static func routeIntoLeavingChild<F: PlaceFlow>(
        _ flow: F, _ place: Place, _ callback: @escaping @MainActor () -> Void
    ) {
        var popped = false
        let observation = flow.hierarchyRoot.observeNavigation { [weak flow] _ in
            guard !popped else { return }
            popped = true
            flow?.pop()
        }
        defer { observation.cancel() }
        flow.route(to: F.destination(for: place), onDismiss: callback) { (child: SessionFlow) in
            child.route(to: .home)
        }
    }
}
