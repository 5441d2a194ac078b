import Trellis

// The diagnostics of the random sessions: what the model predicts each step raises (kind, and
// the coordinator it names, by type and by path when the model can tell which instance),
// written from the doc comments of `NavigationDiagnostic.Kind`, the calls' own doc comments and
// the PresentationLayout article; and the real tree's diagnostics as an observer of the tree
// sees them. The run compares both after every step, in order, like events.

/// A diagnostic as the sessions compare it: its kind, the type name of the coordinator it
/// names and, when known, that coordinator's path in the tree.
struct SessionDiagnostic: Equatable, CustomStringConvertible {
    var kind: NavigationDiagnostic.Kind
    var typeName: String
    /// `nil` when the model cannot tell the instance (or the real coordinator has left the tree).
    var path: [SlotRef]? = nil

    var description: String {
        let place = path.map { $0.isEmpty ? "app" : "app/" + $0.map(\.description).joined(separator: "/") }
        return "\(kind) on \(typeName)" + (place.map { " at \($0)" } ?? "")
    }

    /// Whether `other` (the real diagnostic) is this one: same kind and type, and the same
    /// path when both know one.
    func matches(_ other: SessionDiagnostic) -> Bool {
        guard kind == other.kind, typeName == other.typeName else { return false }
        guard let path, let otherPath = other.path else { return true }
        return path == otherPath
    }
}

/// Compares the real diagnostics of a step with the model's, in order and exactly; `nil` when
/// they match.
func diagnosticMismatch(real: [SessionDiagnostic], predicted: [SessionDiagnostic]) -> String? {
    if real.count == predicted.count, zip(predicted, real).allSatisfy({ $0.matches($1) }) { return nil }
    let list = { (items: [String]) in items.isEmpty ? "none" : items.joined(separator: ", ") }
    return "the diagnostics were [\(list(real.map(\.description)))] but the model predicts "
        + "[\(list(predicted.map(\.description)))]"
}

/// The diagnostics an observer of the session's tree receives, with the path of the
/// coordinator each names in the tree at the moment it arrives.
@MainActor
final class DiagnosticLog {
    private(set) var received: [SessionDiagnostic] = []
    /// How many of each kind were received over the log's life.
    private(set) var counts: [NavigationDiagnostic.Kind: Int] = [:]
    /// The tree whose paths name the coordinators.
    weak var tree: (any Coordinator)?

    func record(_ diagnostic: NavigationDiagnostic) {
        var path: [SlotRef]? = nil
        if let coordinator = diagnostic.coordinator, let tree {
            path = RealTree.path(of: coordinator, from: tree)
        }
        received.append(
            SessionDiagnostic(kind: diagnostic.kind, typeName: diagnostic.coordinatorType, path: path))
        counts[diagnostic.kind, default: 0] += 1
    }

    /// The diagnostics received since the last call.
    func take() -> [SessionDiagnostic] {
        defer { received = [] }
        return received
    }
}

extension RealTree {
    /// The path of `coordinator` in the tree under `top`; `nil` when it is not there.
    static func path(of coordinator: any Coordinator, from top: any Coordinator) -> [SlotRef]? {
        var pending: [(any Coordinator, [SlotRef])] = [(top, [])]
        while let (current, path) = pending.popLast() {
            if current === coordinator { return path }
            let children = children(of: current)
            for (isStacked, list) in [(false, children.base), (true, children.stacked)] {
                for (index, child) in list.enumerated() {
                    if let child {
                        pending.append((child, path + [SlotRef(isStacked: isStacked, index: index)]))
                    }
                }
            }
        }
        return nil
    }
}

// MARK: - The model's predictions

extension ModelNode {
    /// The diagnostics `operation` on the coordinator at `path` raises, in order, predicted
    /// from the tree before it runs (the tree this node is the top of).
    func diagnostics(of operation: SessionOperation, at path: [SlotRef]) -> [SessionDiagnostic] {
        guard let node = node(at: path[...]) else { return [] }
        func on(_ kind: NavigationDiagnostic.Kind, _ at: [SlotRef]) -> SessionDiagnostic {
            SessionDiagnostic(kind: kind, typeName: self.node(at: at[...])?.kind.typeName ?? "?", path: at)
        }
        switch operation {
        case .route(let place):
            return pushWarns(pushing: place, at: path) ? [on(.ambiguousLayout, path)] : []
        case .routeIntoChild(let place, _):
            // The typed closure runs after the change: a destination hosting no SessionFlow
            // skips it.
            let warnings = pushWarns(pushing: place, at: path) ? [on(.ambiguousLayout, path)] : []
            return warnings + (SessionKind.hosted(by: place) == .flow ? [] : [on(.deepLinkSkipped, path)])
        case .present:
            return presentWarning(at: path) ? [on(.ambiguousLayout, path)] : []
        case .pop:
            return node.stacked.isEmpty
                ? dismissalDiagnostics(at: path).map { on(.dismissalRefused, $0) } : []
        case .dismissCoordinator:
            return dismissalDiagnostics(at: path).map { on(.dismissalRefused, $0) }
        case .popToFirst(let place), .popToLast(let place):
            return node.positions(where: { $0 == place }).isEmpty ? [on(.destinationNotFound, path)] : []
        case .popToFirstDetail, .popToLastDetail:
            return node.positions(where: SessionOperation.isDetail).isEmpty
                ? [on(.destinationNotFound, path)] : []
        case .select(let index), .userSelectTab(let index):
            return node.base.indices.contains(index) ? [] : [on(.indexOutOfRange, path)]
        case .selectFirstTab(let place), .selectLastTab(let place), .removeFirstTab(let place),
            .removeLastTab(let place):
            return node.base.contains { $0.place == place } ? [] : [on(.destinationNotFound, path)]
        case .insertTab(_, let index):
            return (0...node.base.count).contains(index) ? [] : [on(.indexOutOfRange, path)]
        case .userPop(let count):
            return count < 0 ? [on(.indexOutOfRange, path)] : []
        case .userDismiss(let index), .userDismissModal(let index):
            return node.stacked.indices.contains(index) ? [] : [on(.indexOutOfRange, path)]
        case .layoutPop(let layer, let count, let tab):
            guard let layers = layers(in: tab), layers.indices.contains(layer),
                let reporter = layoutOrigin(tab)
            else { return [] }
            if count < 0 { return [on(.indexOutOfRange, reporter)] }
            return count > layers[layer].path.count ? [on(.gestureRefused, reporter)] : []
        case .layoutDismiss(let layer, let tab):
            guard let layers = layers(in: tab), layer == 0, !layers.isEmpty, let reporter = layoutOrigin(tab)
            else {
                return []
            }
            return [on(.gestureRefused, reporter)]
        case .showRefusingChild(let place, let presentation, _):
            // Refused while the entry is added, before the entry's layout is checked.
            let warnings =
                presentation == .push
                ? (pushWarns(pushing: place, at: path) ? [on(.ambiguousLayout, path)] : [])
                : (presentWarning(at: path) ? [on(.ambiguousLayout, path)] : [])
            return [on(.childRefused, path)] + warnings
        case .popToRoot, .appendTab, .setTabs, .setRoot, .layoutSelectTab, .restoreCapture, .restoreChanged,
            .relaunch,
            .capture, .navigate, .routeIntoLeavingChild, .staleLayout:
            return []
        case .ask, .dismissQuestions, .answerQuestion, .answerWaiting:
            return []  // predicted with the questions (SessionQuestions.swift)
        }
    }

    /// The coordinator a layout gesture reports on: the one its layout was made of — the tree's
    /// top for the window's layout, the tab set for a tab's own.
    func layoutOrigin(_ tab: LayoutTab?) -> [SlotRef]? {
        guard let tab else { return [] }
        let tabSets = layoutTabSetPaths
        return tabSets.indices.contains(tab.tabSet) ? tabSets[tab.tabSet] : nil
    }

    /// The coordinator whose dismissal is refused when the one at `path` dismisses itself: the
    /// top of the tree, or a tab's child (reached through roots that dismiss their parent in
    /// turn); none when a stacked entry leaves.
    func dismissalDiagnostics(at path: [SlotRef]) -> [[SlotRef]] {
        guard let ref = path.last else { return [path] }
        if ref.isStacked { return [] }
        let parentPath = Array(path.dropLast())
        guard let parent = node(at: parentPath[...]) else { return [] }
        return parent.kind.shape == .tab ? [path] : dismissalDiagnostics(at: parentPath)
    }

    /// Whether pushing `place` on the flow at `path` raises an `ambiguousLayout` warning (it
    /// raises at most one): a push above a modal that hosts a coordinator; a push right above
    /// a tab set (a flow's root or a pushed entry: a tab set followed by pushes); a push into a
    /// layer a descendant's modal opens; a push of a tab set into a path.
    func pushWarns(pushing place: Place, at path: [SlotRef]) -> Bool {
        guard let node = node(at: path[...]) else { return false }
        if let top = node.stacked.last {
            if top.presentation != .push, top.child != nil { return true }
            if top.presentation == .push, top.child?.kind.shape == .tab { return true }
        } else if node.base.first?.child?.kind.shape == .tab {
            return true
        }
        // Right above a child (the top entry, or the root when there are no entries) whose
        // subtree presents a modal: the push shows in that modal's layer.
        let childRef =
            node.stacked.isEmpty
            ? SlotRef(isStacked: false, index: 0) : SlotRef(isStacked: true, index: node.stacked.count - 1)
        let childSlot = node.stacked.isEmpty ? node.base.first : node.stacked.last
        if childSlot?.child != nil, childSlot?.presentation == .push || node.stacked.isEmpty,
            layoutLayers(of: path + [childRef]).last?.opening != nil
        {
            return true
        }
        return SessionKind.hosted(by: place)?.shape == .tab
    }

    /// Whether a modal presented by the coordinator at `path` is reported as ambiguous: an
    /// ancestor presents a modal above the slot that leads here (the new one shows below it),
    /// or a descendant presents a layer of this coordinator's layout (the new one shows over
    /// it).
    func presentWarning(at path: [SlotRef]) -> Bool {
        isUnderAnAncestorsModal(path) || showsADescendantsModal(at: path)
    }

    /// Whether an ancestor of the coordinator at `path` presents a modal above the slot that
    /// leads to it.
    func isUnderAnAncestorsModal(_ path: [SlotRef]) -> Bool {
        var current = path
        while let ref = current.last {
            current.removeLast()
            guard let parent = node(at: current[...]) else { return false }
            if parent.hasModal(above: ref) { return true }
        }
        return false
    }

    /// Whether a sheet or cover of this coordinator comes after the slot `ref`.
    func hasModal(above ref: SlotRef) -> Bool {
        let position = ref.isStacked ? base.count + ref.index : ref.index
        return slots.dropFirst(position + 1).contains {
            $0.presentation == .sheet || $0.presentation == .fullScreenCover
        }
    }

    /// Whether a descendant of the coordinator at `path` opens a layer of its layout.
    func showsADescendantsModal(at path: [SlotRef]) -> Bool {
        layoutLayers(of: path).contains { $0.opening.map { $0.path != path } ?? false }
    }
}
