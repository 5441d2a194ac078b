import Trellis

/// Draws the random steps of a session from a seed, looking at the model to pick targets
/// and destinations that exist.
struct SessionGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let plainPlaces: [Place] = [.home, .welcome, .secret, .detail(0), .detail(1), .detail(2)]
    static let hostingPlaces: [Place] = [.flow, .seeded, .tabs, .switcher, .legacy, .login, .guest, .main]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func element<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }

    /// A host made of labels by structure (SessionLinks.swift).
    mutating func generatedHost() -> GeneratedHost { GeneratedHost.random(using: &random) }

    /// A destination; one hosting a child less often as the tree grows.
    mutating func place(in model: ModelNode) -> Place {
        let hostingPercent = model.coordinatorCount > 12 ? 4 : 22
        return int(0...99) < hostingPercent ? element(Self.hostingPlaces) : element(Self.plainPlaces)
    }

    /// Mostly a destination the coordinator shows (so that pops and selections find it).
    private mutating func shownPlace(in node: ModelNode, model: ModelNode) -> Place {
        let shown = node.slots.map(\.place)
        return !shown.isEmpty && int(0...9) < 7 ? element(shown) : place(in: model)
    }

    mutating func style() -> ModalStyle { int(0...1) == 0 ? .sheet : .fullScreenCover }

    mutating func step(for model: ModelNode) -> (path: [SlotRef], operation: SessionOperation) {
        let roll = int(0...99)
        if roll < 3 { return ([], .restoreCapture) }
        if roll < 6 {
            return ([], changes(for: model).map(SessionOperation.restoreChanged) ?? .restoreCapture)
        }
        if roll < 8 { return ([], .relaunch) }
        if roll < 14 { return ([], layoutOperation(model)) }
        if roll < 17 { return navigateStep(for: model) }
        if roll < 20 { return staleLayoutStep(for: model) }
        if roll < 21 { return int(0...1) == 0 ? refusingChildStep(for: model) : leavingChildStep(for: model) }
        if roll < 33 { return questionStep(for: model) }
        let path = element(model.coordinatorPaths())
        guard let node = model.node(at: path[...]) else { return ([], .restoreCapture) }
        if int(0...9) == 0 { return (path, userOperation(node)) }
        switch node.kind.shape {
        case .flow: return (path, flowOperation(node, model: model))
        case .tab: return (path, tabOperation(node, model: model))
        case .root: return (path, rootOperation(node, model: model))
        }
    }

    /// What the user can do to `node` through a UI layer, with indices a little out of range
    /// now and then (a UI reporting a stale position).
    private mutating func userOperation(_ node: ModelNode) -> SessionOperation {
        let stacked = int(-1...node.stacked.count)
        switch node.kind.shape {
        case .flow: return int(0...1) == 0 ? .userPop(toCount: stacked) : .userDismiss(entryAt: stacked)
        case .tab:
            return int(0...1) == 0
                ? .userSelectTab(at: int(-1...node.base.count)) : .userDismissModal(at: stacked)
        case .root: return .userDismissModal(at: stacked)
        }
    }

    /// A gesture through the window's layout: a pop in a layer's path, a layer swiped away, a
    /// tab tapped; now and then a count, layer or tab the layout refuses.
    private mutating func layoutOperation(_ model: ModelNode) -> SessionOperation {
        let tabSets = model.layoutTabSetPaths
        let tabCounts = tabSets.map { model.node(at: $0[...])?.base.count ?? 0 }
        let roll = int(0...99)
        if roll < 25, !tabSets.isEmpty {
            let item = int(0...(tabSets.count - 1))
            return .layoutSelectTab(item: item, at: int(-1...tabCounts[item]))
        }
        // A tab's own layout now and then: its stack, its modals (shown by the window only while
        // the tab is selected).
        var tab: LayoutTab?
        if roll < 45, let item = tabSets.indices.filter({ tabCounts[$0] > 0 }).randomElement(using: &random) {
            tab = LayoutTab(tabSet: item, index: int(0...(tabCounts[item] - 1)))
        }
        let layers = model.layers(in: tab) ?? []
        guard !layers.isEmpty else { return .layoutPop(layer: 0, toCount: 0, in: tab) }
        if roll % 2 == 0, layers.count > 1 {
            return .layoutDismiss(layer: int(0...9) == 0 ? 0 : int(1...(layers.count - 1)), in: tab)
        }
        let layer = int(0...(layers.count - 1))
        let pathCount = layers[layer].path.count
        let count = int(0...9) == 0 ? element([-1, pathCount + 1]) : int(0...pathCount)
        return .layoutPop(layer: layer, toCount: count, in: tab)
    }

    private mutating func flowOperation(_ node: ModelNode, model: ModelNode) -> SessionOperation {
        let roll = int(0...99)
        switch roll {
        case ..<22: return .route(place(in: model))
        case ..<34: return .present(place(in: model), style())
        case ..<38:
            return .routeIntoChild(
                int(0...1) == 0 ? .flow : place(in: model), then: element(Self.plainPlaces))
        case ..<54: return .pop
        case ..<58: return .popToRoot
        case ..<63: return .popToFirst(shownPlace(in: node, model: model))
        case ..<68: return .popToLast(shownPlace(in: node, model: model))
        case ..<71: return .popToFirstDetail
        case ..<74: return .popToLastDetail
        case ..<86: return .setRoot(int(0...9) < 4 ? node.base[0].place : place(in: model))
        default: return .dismissCoordinator
        }
    }

    private mutating func tabOperation(_ node: ModelNode, model: ModelNode) -> SessionOperation {
        let roll = int(0...99)
        switch roll {
        case ..<22: return .select(index: int(-1...node.base.count))
        case ..<30: return .selectFirstTab(shownPlace(in: node, model: model))
        case ..<36: return .selectLastTab(shownPlace(in: node, model: model))
        case ..<44: return .appendTab(place(in: model))
        case ..<52: return .insertTab(place(in: model), at: int(-1...(node.base.count + 1)))
        case ..<60: return .removeFirstTab(shownPlace(in: node, model: model))
        case ..<66: return .removeLastTab(shownPlace(in: node, model: model))
        case ..<74:
            let count = int(0...4)
            var places: [Place] = []
            for _ in 0..<count { places.append(place(in: model)) }
            return .setTabs(places)
        case ..<92: return .present(place(in: model), style())
        default: return .dismissCoordinator
        }
    }

    private mutating func rootOperation(_ node: ModelNode, model: ModelNode) -> SessionOperation {
        let roll = int(0...99)
        switch roll {
        case ..<40: return .setRoot(int(0...9) < 4 ? node.base[0].place : place(in: model))
        case ..<80: return .present(place(in: model), style())
        default: return .dismissCoordinator
        }
    }

    /// Changes to make to the model's snapshot: a destination that no longer decodes, a child whose
    /// type was renamed, or both; `nil` when the snapshot has nothing to change.
    mutating func changes(for model: ModelNode) -> SnapshotChanges? {
        let nodes = model.capturedNodes()
        var routes: [[Int]] = []
        for (index, captured) in nodes.enumerated() {
            guard let node = model.node(at: captured.path[...]), node.kind.isCodable, !node.isBaseExcluded
            else {
                continue
            }
            let slots =
                Array(0..<node.base.count) + (0..<node.capturedStackedCount).map { node.base.count + $0 }
            routes += slots.map { [index, $0] }
        }
        var changes = SnapshotChanges()
        let roll = int(0...99)
        if roll < 75, !routes.isEmpty { changes.undecodable.insert(element(routes)) }
        if roll >= 60, nodes.count > 1 { changes.renamed.insert(int(1...(nodes.count - 1))) }
        return changes.isEmpty ? nil : changes
    }
}
