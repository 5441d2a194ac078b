import Foundation
import Testing
import Trellis

/// One step of a random session: an operation on the coordinator at a path of the tree, or
/// on the whole tree.
enum SessionOperation: CustomStringConvertible {
    // Flows.
    case route(Place)
    case present(Place, ModalStyle)
    /// `route(to:onDismiss:_:)` with a typed closure that pushes onto the child when it is a
    /// `SessionFlow`.
    case routeIntoChild(Place, then: Place)
    case pop
    case popToRoot
    case popToFirst(Place)
    case popToLast(Place)
    case popToFirstDetail
    case popToLastDetail
    case setRoot(Place)
    // Tab coordinators (and `present`, `dismissCoordinator`).
    case select(index: Int)
    case selectFirstTab(Place)
    case selectLastTab(Place)
    case appendTab(Place)
    case insertTab(Place, at: Int)
    case removeFirstTab(Place)
    case removeLastTab(Place)
    case setTabs([Place])
    // Any coordinator.
    case dismissCoordinator
    // What the user did, reported by a UI layer.
    /// A back swipe or back button: `userDidPop(toEntryCount:)` on a flow.
    case userPop(toCount: Int)
    /// A pushed screen or sheet swiped away: `userDidDismiss(entryAt:)` on a flow.
    case userDismiss(entryAt: Int)
    /// A tab bar tap: `select(index:)`.
    case userSelectTab(at: Int)
    /// A sheet swiped down over tabs or a root: `userDidDismiss(entryAt:)`.
    case userDismissModal(at: Int)
    // What the user did, reported in layout terms (on the session's top coordinator).
    /// `layers[layer].userDidPop(toCount:)` on the window's layout, or on a tab's own layout.
    case layoutPop(layer: Int, toCount: Int, in: LayoutTab? = nil)
    /// `layers[layer].userDidDismiss()` on the window's layout, or on a tab's own layout.
    case layoutDismiss(layer: Int, in: LayoutTab? = nil)
    /// `userDidSelectTab(at:)` on the window's `item`-th tab set (in layout order).
    case layoutSelectTab(item: Int, at: Int)
    // The whole tree.
    /// Restores the tree's own snapshot over it.
    case restoreCapture
    /// Restores the tree's snapshot, changed, over it.
    case restoreChanged(SnapshotChanges)
    /// Replaces the tree by a fresh one restored from its snapshot, as on the next launch.
    case relaunch
    /// Captures the tree's snapshot (changes nothing; app code does it from callbacks).
    case capture
    // Targets.
    /// `navigate(to:)` on a coordinator of the target's kind (nothing on another); with a
    /// link, the target arrives as that link, opened through a router (SessionLinks.swift).
    case navigate(ModelTarget, link: SessionLink? = nil)
    // App code that breaks the library's rules (SessionHostileSteps.swift).
    /// `route(to:)` (`.push`, flows only) or `present(_:as:)` of a destination whose
    /// `makeChild(for:)` returns a coordinator already in the tree: refused (`childRefused`),
    /// the destination shows as a plain screen.
    case showRefusingChild(Place, as: Presentation, returning: InTreeChild)
    /// `route(to:) { (child: SessionFlow) in … }` while an observer pops the entry on the
    /// change's first event: the child leaves before its closure's turn (`childLeft`).
    case routeIntoLeavingChild(Place)
    /// A gesture (`layoutPop` or `layoutDismiss` on the window's layout) on a layout made
    /// before `change` ran on the coordinator at `changedAt`; app code is silent meanwhile.
    indirect case staleLayout(gesture: SessionOperation, changedAt: [SlotRef], change: SessionOperation)
    // Questions (SessionQuestions.swift).
    /// `ask(_:onAnswer:)` on the coordinator; the question's id is the step's first handler.
    case ask
    /// `dismissQuestions()` on the coordinator.
    case dismissQuestions
    /// `userDidChoose(buttonAt:)` (`nil`: `userDidDismiss()`) on the window's question; `twice`
    /// reports the same choice again on the same `LayoutQuestion`, which must be refused.
    case answerQuestion(button: Int?, twice: Bool)
    /// `userDidDismiss()` on the first question waiting behind the window's: refused.
    case answerWaiting

    var description: String {
        switch self {
        case .route(let place): "route(to: .\(place))"
        case .present(let place, let style): "present(.\(place), as: .\(style))"
        case .routeIntoChild(let place, let then): "route(to: .\(place)) { child.route(to: .\(then)) }"
        case .pop: "pop()"
        case .popToRoot: "popToRoot()"
        case .popToFirst(let place): "popToFirst(.\(place))"
        case .popToLast(let place): "popToLast(.\(place))"
        case .popToFirstDetail: "popToFirst(where: isDetail)"
        case .popToLastDetail: "popToLast(where: isDetail)"
        case .setRoot(let place): "setRoot(.\(place))"
        case .select(let index): "select(index: \(index))"
        case .selectFirstTab(let place): "selectFirstTab(.\(place))"
        case .selectLastTab(let place): "selectLastTab(.\(place))"
        case .appendTab(let place): "appendTab(.\(place))"
        case .insertTab(let place, let index): "insertTab(.\(place), at: \(index))"
        case .removeFirstTab(let place): "removeFirstTab(.\(place))"
        case .removeLastTab(let place): "removeLastTab(.\(place))"
        case .setTabs(let places): "setTabs(\(places.map { ".\($0)" }))"
        case .dismissCoordinator: "dismissCoordinator()"
        case .userPop(let count): "userDidPop(toEntryCount: \(count))"
        case .userDismiss(let index): "userDidDismiss(entryAt: \(index))"
        case .userSelectTab(let index): "select(index: \(index))"
        case .userDismissModal(let index): "userDidDismiss(entryAt: \(index))"
        case .layoutPop(let layer, let count, let tab):
            "\(LayoutTab.text(tab)).layers[\(layer)].userDidPop(toCount: \(count))"
        case .layoutDismiss(let layer, let tab): "\(LayoutTab.text(tab)).layers[\(layer)].userDidDismiss()"
        case .layoutSelectTab(let item, let index): "layout tab set \(item): userDidSelectTab(at: \(index))"
        case .restoreCapture: "restore its own snapshot"
        case .restoreChanged(let changes):
            "restore its snapshot with undecodable destinations \(changes.undecodable.sorted { $0.lexicographicallyPrecedes($1) }) "
                + "and renamed nodes \(changes.renamed.sorted())"
        case .relaunch: "relaunch from its snapshot"
        case .capture: "capture its snapshot"
        case .navigate(let target, let link?): "open \(link) → navigate(to: \(target))"
        case .navigate(let target, nil): "navigate(to: \(target))"
        case .showRefusingChild(let place, let presentation, let returning):
            "\(presentation == .push ? "route(to:" : "present(") .\(place)\(presentation == .push ? "" : ", as: .\(presentation)")) "
                + "while makeChild returns \(returning)"
        case .routeIntoLeavingChild(let place):
            "route(to: .\(place)) { child.route(to: .home) } while an observer pops on the first event"
        case .staleLayout(let gesture, let path, let change):
            "\(gesture) on a layout made before app/\(path.map(\.description).joined(separator: "/")): \(change)"
        case .ask: "ask(_:onAnswer:)"
        case .dismissQuestions: "dismissQuestions()"
        case .answerQuestion(let button, let twice):
            "layout.question?."
                + (button.map { "userDidChoose(buttonAt: \($0))" } ?? "userDidDismiss()")
                + (twice ? " twice" : "")
        case .answerWaiting: "layout.waitingQuestions.first?.userDidDismiss()"
        }
    }

    /// The cause the destinations this operation removes are dismissed with (their
    /// descendants leave with `.teardown`).
    var dismissalCause: DismissalCause {
        switch self {
        case .userPop, .userDismiss, .userSelectTab, .userDismissModal, .layoutPop, .layoutDismiss,
            .layoutSelectTab:
            .user
        case .restoreCapture, .restoreChanged: .restore
        case .relaunch: .teardown
        default: .code
        }
    }

    /// Whether the operation acts on the whole tree rather than on one coordinator.
    var isWholeTree: Bool {
        switch self {
        case .restoreCapture, .restoreChanged, .relaunch, .capture: true
        case .layoutPop, .layoutDismiss, .layoutSelectTab, .staleLayout: true
        case .answerQuestion, .answerWaiting: true
        default: false
        }
    }

    static func isDetail(_ place: Place) -> Bool {
        if case .detail = place { true } else { false }
    }
}

/// A tab of a tab set the window's layout shows: the `tabSet`-th tab set in layout order.
struct LayoutTab: Hashable {
    var tabSet: Int
    var index: Int

    /// The layout a gesture acts on, as the transcript prints it.
    static func text(_ tab: LayoutTab?) -> String {
        tab.map { "layout tab set \($0.tabSet) tabs[\($0.index)].layout" } ?? "layout"
    }
}

// MARK: - The model side

extension ModelNode {
    /// Applies a coordinator operation to the coordinator at `path`; `handlers` are the ids
    /// of the callbacks the operation registers. Returns the callbacks that fire, in order.
    mutating func apply(_ operation: SessionOperation, at path: [SlotRef], handlers: (Int, Int))
        -> [ModelCallback]
    {
        var fired: [ModelCallback] = []
        var dismissing = false
        modify(at: path[...]) { node in
            switch operation {
            case .route(let place):
                node.stacked.append(.shown(place, as: .push, handler: handlers.0))
            case .present(let place, let style):
                node.stacked.append(
                    .shown(place, as: style == .sheet ? .sheet : .fullScreenCover, handler: handlers.0))
            case .routeIntoChild(let place, let then):
                var entry = ModelSlot.shown(place, as: .push, handler: handlers.0)
                if entry.child?.kind == .flow {
                    entry.child?.stacked.append(.shown(then, as: .push, handler: handlers.1))
                }
                node.stacked.append(entry)
            case .pop:
                if node.stacked.isEmpty {
                    dismissing = true
                } else {
                    fired = node.removeStacked(from: node.stacked.count - 1)
                }
            case .popToRoot:
                fired = node.removeStacked(from: 0)
            case .popToFirst(let place):
                if let position = node.positions(where: { $0 == place }).first {
                    fired = node.removeStacked(from: position)
                }
            case .popToLast(let place):
                if let position = node.positions(where: { $0 == place }).last {
                    fired = node.removeStacked(from: position)
                }
            case .popToFirstDetail:
                if let position = node.positions(where: SessionOperation.isDetail).first {
                    fired = node.removeStacked(from: position)
                }
            case .popToLastDetail:
                if let position = node.positions(where: SessionOperation.isDetail).last {
                    fired = node.removeStacked(from: position)
                }
            case .setRoot(let place):
                fired = node.setRoot(place)
            case .select(let index):
                node.select(index)
            case .selectFirstTab(let place):
                if let index = node.base.firstIndex(where: { $0.place == place }) { node.select(index) }
            case .selectLastTab(let place):
                if let index = node.base.lastIndex(where: { $0.place == place }) { node.select(index) }
            case .appendTab(let place):
                node.insertTab(place, at: .max)
            case .insertTab(let place, let index):
                node.insertTab(place, at: index)
            case .removeFirstTab(let place):
                if let index = node.base.firstIndex(where: { $0.place == place }) {
                    fired = node.removeTab(at: index)
                }
            case .removeLastTab(let place):
                if let index = node.base.lastIndex(where: { $0.place == place }) {
                    fired = node.removeTab(at: index)
                }
            case .setTabs(let places):
                fired = node.setTabs(places)
            case .dismissCoordinator:
                dismissing = true
            case .userPop(let count):
                if count >= 0 { fired = node.removeStacked(from: count) }
            case .userDismiss(let index), .userDismissModal(let index):
                if node.stacked.indices.contains(index) { fired = node.removeStacked(from: index) }
            case .userSelectTab(let index):
                node.select(index)
            case .layoutPop(let layer, let count, let tab):
                fired = node.remove(node.popRemovals(layer: layer, toCount: count, in: tab))
            case .layoutDismiss(let layer, let tab):
                fired = node.remove(node.dismissRemovals(layer: layer, in: tab))
            case .layoutSelectTab:
                break  // resolved to `userSelectTab` on its tab set (``ModelRun``)
            case .restoreCapture, .restoreChanged, .relaunch, .capture:
                break
            case .navigate:
                break  // with its events and report (``ModelRun``)
            case .showRefusingChild(let place, let presentation, _):
                node.stacked.append(ModelSlot(place: place, presentation: presentation, handler: handlers.0))
            case .routeIntoLeavingChild, .staleLayout:
                break  // a change and app code's own (``ModelRun``)
            case .ask, .dismissQuestions, .answerQuestion, .answerWaiting:
                break  // with the session's questions (SessionQuestions.swift)
            }
        }
        return dismissing ? dismiss(at: path) : fired
    }
}

// MARK: - The real side

/// Reads and drives the real tree through the public API only.
@MainActor
enum RealTree {
    /// The children of a coordinator's slots, shaped like ``ModelNode/base`` and ``ModelNode/stacked``.
    static func children(of coordinator: any Coordinator) -> (
        base: [(any Coordinator)?], stacked: [(any Coordinator)?]
    ) {
        switch coordinator {
        case let flow as any FlowCoordinator: flowChildren(flow)
        case let tabs as any TabCoordinator: tabChildren(tabs)
        case let root as any RootCoordinator: rootChildren(root)
        default: ([], [])
        }
    }

    private static func flowChildren<F: FlowCoordinator>(_ flow: F) -> (
        base: [(any Coordinator)?], stacked: [(any Coordinator)?]
    ) {
        ([flow.navigation.rootChild], flow.navigation.entries.map { $0.child })
    }

    private static func tabChildren<T: TabCoordinator>(_ tabs: T) -> (
        base: [(any Coordinator)?], stacked: [(any Coordinator)?]
    ) {
        (tabs.navigation.tabs.map { $0.child }, tabs.navigation.entries.map { $0.child })
    }

    private static func rootChildren<R: RootCoordinator>(_ root: R) -> (
        base: [(any Coordinator)?], stacked: [(any Coordinator)?]
    ) {
        ([root.navigation.rootChild], root.navigation.entries.map { $0.child })
    }

    /// The shape of a session coordinator.
    static func shape(of coordinator: any Coordinator) -> SessionKind.Shape? {
        switch coordinator {
        case is any PlaceFlow: .flow
        case is SessionTabs: .tab
        case is any PlaceRoot: .root
        default: nil
        }
    }

    static func coordinator(at path: [SlotRef], from top: any Coordinator) -> (any Coordinator)? {
        var current: any Coordinator = top
        for ref in path {
            let children = children(of: current)
            let list = ref.isStacked ? children.stacked : children.base
            guard list.indices.contains(ref.index), let next = list[ref.index] else { return nil }
            current = next
        }
        return current
    }

    /// Every coordinator of the tree with its parent, pre-order.
    static func coordinators(from top: any Coordinator) -> [(
        coordinator: any Coordinator, parent: (any Coordinator)?
    )] {
        var found: [(any Coordinator, (any Coordinator)?)] = []
        var pending: [(any Coordinator, (any Coordinator)?)] = [(top, nil)]
        while let (coordinator, parent) = pending.popLast() {
            found.append((coordinator, parent))
            let children = children(of: coordinator)
            for child in (children.base + children.stacked).reversed() {
                if let child { pending.append((child, coordinator)) }
            }
        }
        return found
    }

    /// Applies a coordinator operation to `coordinator`; `callback` makes the `onDismiss`
    /// closure for a handler id.
    static func apply(
        _ operation: SessionOperation, to coordinator: any Coordinator, handlers: (Int, Int),
        callbacks log: CallbackLog
    ) {
        switch (operation, coordinator) {
        case (.navigate(let target, nil), _): _ = SessionTargets.navigate(coordinator, to: target)
        case (.navigate(let target, let link?), let app as SessionApp):
            // A link on another host is refused: nothing changes.
            if case .success(let routed) = SessionLinks.open(link, leadingTo: target) {
                app.navigate(to: routed)
            }
        case (.navigate, _): break
        case (.showRefusingChild, _), (.routeIntoLeavingChild, _), (.staleLayout, _):
            applyHostile(operation, to: coordinator, handlers: handlers, callbacks: log)
        case (.layoutPop, _), (.layoutDismiss, _), (.layoutSelectTab, _):
            applyThroughLayout(operation, coordinator)
        case (.ask, _), (.dismissQuestions, _), (.answerQuestion, _), (.answerWaiting, _):
            applyQuestion(operation, to: coordinator, handlers: handlers, callbacks: log)
        case (_, let flow as any PlaceFlow): applyToFlow(operation, flow, handlers, log)
        case (_, let tabs as SessionTabs): applyToTabs(operation, tabs, handlers, log)
        case (_, let root as any PlaceRoot): applyToRoot(operation, root, handlers, log)
        default: Issue.record("not a session coordinator: \(type(of: coordinator))")
        }
    }

    /// A gesture through the layout of everything `top` shows; nothing when the layer or tab
    /// set it names is not shown.
    private static func applyThroughLayout(_ operation: SessionOperation, _ top: any Coordinator) {
        let layout = NavigationLayout(of: top)
        let tabSets = layout.layers.flatMap { [$0.root] + $0.path }.compactMap(\.tabSet)
        func layers(in tab: LayoutTab?) -> [NavigationLayer] {
            guard let tab else { return layout.layers }
            guard tabSets.indices.contains(tab.tabSet), tabSets[tab.tabSet].tabs.indices.contains(tab.index)
            else { return [] }
            return tabSets[tab.tabSet].tabs[tab.index].layout.layers
        }
        switch operation {
        case .layoutPop(let layer, let count, let tab):
            let layers = layers(in: tab)
            guard layers.indices.contains(layer) else { return }
            layers[layer].userDidPop(toCount: count)
        case .layoutDismiss(let layer, let tab):
            let layers = layers(in: tab)
            guard layers.indices.contains(layer) else { return }
            layers[layer].userDidDismiss()
        case .layoutSelectTab(let item, let index):
            guard tabSets.indices.contains(item) else { return }
            tabSets[item].userDidSelectTab(at: index)
        default: Issue.record("\(operation) is not a layout gesture")
        }
    }

    private static func applyToFlow<F: PlaceFlow>(
        _ operation: SessionOperation, _ flow: F, _ handlers: (Int, Int),
        _ log: CallbackLog
    ) {
        switch operation {
        case .route(let place):
            flow.route(to: F.destination(for: place), onDismissWithCause: log.callback(handlers.0))
        case .present(let place, let style):
            flow.present(F.destination(for: place), as: style, onDismissWithCause: log.callback(handlers.0))
        case .routeIntoChild(let place, let then):
            // The typed-closure overload takes a callback without a cause.
            let inner = log.callback(handlers.1)
            flow.route(to: F.destination(for: place), onDismiss: log.plainCallback(handlers.0)) {
                (child: SessionFlow) in
                child.route(to: then, onDismissWithCause: inner)
            }
        case .pop: flow.pop()
        case .popToRoot: flow.popToRoot()
        case .popToFirst(let place): flow.popToFirst(F.destination(for: place))
        case .popToLast(let place): flow.popToLast(F.destination(for: place))
        case .popToFirstDetail: flow.popToFirst { SessionOperation.isDetail(F.place(of: $0)) }
        case .popToLastDetail: flow.popToLast { SessionOperation.isDetail(F.place(of: $0)) }
        case .setRoot(let place): flow.setRoot(F.destination(for: place))
        case .dismissCoordinator: flow.dismissCoordinator()
        case .userPop(let count): flow.userDidPop(toEntryCount: count)
        case .userDismiss(let index): flow.userDidDismiss(entryAt: index)
        default: Issue.record("\(operation) is not a flow operation")
        }
    }

    private static func applyToTabs(
        _ operation: SessionOperation, _ tabs: SessionTabs, _ handlers: (Int, Int),
        _ log: CallbackLog
    ) {
        switch operation {
        case .select(let index): tabs.select(index: index)
        case .selectFirstTab(let place): tabs.selectFirstTab(place)
        case .selectLastTab(let place): tabs.selectLastTab(place)
        case .appendTab(let place): tabs.appendTab(place)
        case .insertTab(let place, let index): tabs.insertTab(place, at: index)
        case .removeFirstTab(let place): tabs.removeFirstTab(place)
        case .removeLastTab(let place): tabs.removeLastTab(place)
        case .setTabs(let places): tabs.setTabs(places)
        case .present(let place, let style):
            tabs.present(place, as: style, onDismissWithCause: log.callback(handlers.0))
        case .dismissCoordinator: tabs.dismissCoordinator()
        case .userSelectTab(let index): tabs.select(index: index)
        case .userDismissModal(let index): tabs.userDidDismiss(entryAt: index)
        default: Issue.record("\(operation) is not a tab operation")
        }
    }

    private static func applyToRoot<R: PlaceRoot>(
        _ operation: SessionOperation, _ root: R, _ handlers: (Int, Int),
        _ log: CallbackLog
    ) {
        switch operation {
        case .setRoot(let place): root.setRoot(place)
        case .present(let place, let style):
            root.present(place, as: style, onDismissWithCause: log.callback(handlers.0))
        case .dismissCoordinator: root.dismissCoordinator()
        case .userDismissModal(let index): root.userDidDismiss(entryAt: index)
        default: Issue.record("\(operation) is not a root coordinator operation")
        }
    }

    /// `data` with `changes` made to its node table (destinations replaced by one that does not
    /// decode, type names changed); `nodes` are the captured nodes' kinds, in table order.
    static func changing(_ data: Data, _ changes: SnapshotChanges, nodes: [SessionKind]) throws -> Data {
        guard var document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var table = document["nodes"] as? [[String: Any]]
        else { throw CocoaError(.coderReadCorrupt) }
        let gone: [String: Any] = ["gone": [String: Any]()]
        for key in changes.undecodable {
            let (index, slot) = (key[0], key[1])
            let tabCount = (table[index]["tabs"] as? [Any])?.count ?? 0
            switch nodes[index].shape {
            case .flow, .root:
                if slot == 0 {
                    table[index]["root"] = gone
                } else {
                    let field = nodes[index].shape == .flow ? "entries" : "modals"
                    var routes = table[index][field] as? [Any] ?? []
                    routes[slot - 1] = gone
                    table[index][field] = routes
                }
            case .tab:
                let field = slot < tabCount ? "tabs" : "modals"
                var routes = table[index][field] as? [Any] ?? []
                routes[slot < tabCount ? slot : slot - tabCount] = gone
                table[index][field] = routes
            }
        }
        for index in changes.renamed {
            table[index]["type"] = "Renamed" + nodes[index].typeName
            if let qualified = table[index]["qualifiedType"] as? String {
                table[index]["qualifiedType"] = "Renamed." + qualified
            }
        }
        document["nodes"] = table
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }
}
