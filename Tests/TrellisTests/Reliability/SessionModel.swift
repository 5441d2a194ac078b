import Trellis

// The reference model of the random sessions: the navigation tree as plain values, with each
// operation written from the contract in DESIGN.md (not from the library's code), its own
// rendering in the debugHierarchy() format, and what a snapshot of it restores to.

/// One line of a model coordinator: a root, a tab, or a pushed or presented entry.
struct ModelSlot {
    var place: Place
    /// `nil` for a root or a tab.
    var presentation: Presentation?
    /// `false` for a tab never selected.
    var isPrepared = true
    var child: ModelNode?
    /// The id of the slot's `onDismiss` callback.
    var handler: Int?

    /// A destination just shown: its child, if it hosts one, at its initial position.
    static func shown(_ place: Place, as presentation: Presentation? = nil, handler: Int? = nil) -> ModelSlot
    {
        ModelSlot(
            place: place, presentation: presentation,
            child: SessionKind.hosted(by: place).map(ModelNode.initial),
            handler: handler)
    }

    static func tab(_ place: Place) -> ModelSlot {
        ModelSlot(place: place, isPrepared: false)
    }
}

/// A callback the model expects to fire: its id, and whether its destination leaves because
/// its coordinator left with an ancestor (cause `.teardown`) rather than by the removal itself.
struct ModelCallback {
    var id: Int
    var isTeardown: Bool
    /// For a question's answer handler, the answer it receives (SessionQuestions.swift); `nil`
    /// for an `onDismiss` callback.
    var answer: String?? = nil
}

/// Where a slot is in its coordinator: in `base` (the root, or the tabs) or in `stacked`
/// (the entries of a flow, the modals of a tab or root coordinator). Printed `b0`, `s2`.
struct SlotRef: Hashable, CustomStringConvertible {
    var isStacked: Bool
    var index: Int
    var description: String { "\(isStacked ? "s" : "b")\(index)" }
}

/// One model coordinator.
struct ModelNode {
    var kind: SessionKind
    /// The root (flows and root coordinators) or the tabs.
    var base: [ModelSlot]
    /// A flow's entries, or the modals of a tab or root coordinator, bottom first.
    var stacked: [ModelSlot] = []
    /// The selected tab.
    var selected = 0
    /// The questions this coordinator asked that wait for their answer, in the order asked.
    var questions: [ModelQuestion] = []

    static func initial(_ kind: SessionKind) -> ModelNode {
        switch kind {
        case .app: ModelNode(kind: kind, base: [.shown(.login)])
        case .flow: ModelNode(kind: kind, base: [.shown(.home)])
        case .seeded:
            ModelNode(kind: kind, base: [.shown(.welcome)], stacked: [.shown(.detail(1), as: .push)])
        case .switcher, .legacy: ModelNode(kind: kind, base: [.shown(.flow)])
        case .tabs:
            ModelNode(kind: kind, base: [.tab(.flow), .tab(.home), .tab(.seeded)]).materializing(0)
        }
    }

    var slots: [ModelSlot] { base + stacked }

    subscript(ref: SlotRef) -> ModelSlot {
        get { ref.isStacked ? stacked[ref.index] : base[ref.index] }
        set {
            if ref.isStacked { stacked[ref.index] = newValue } else { base[ref.index] = newValue }
        }
    }

    /// The paths of every coordinator in the tree, pre-order (the empty path is this one).
    func coordinatorPaths(prefix: [SlotRef] = []) -> [[SlotRef]] {
        var paths = [prefix]
        for ref in slotRefs {
            if let child = self[ref].child { paths += child.coordinatorPaths(prefix: prefix + [ref]) }
        }
        return paths
    }

    var slotRefs: [SlotRef] {
        base.indices.map { SlotRef(isStacked: false, index: $0) }
            + stacked.indices.map { SlotRef(isStacked: true, index: $0) }
    }

    func node(at path: ArraySlice<SlotRef>) -> ModelNode? {
        guard let ref = path.first else { return self }
        guard (ref.isStacked ? stacked : base).indices.contains(ref.index) else { return nil }
        return self[ref].child?.node(at: path.dropFirst())
    }

    /// Runs `body` on the coordinator at `path`.
    mutating func modify(at path: ArraySlice<SlotRef>, _ body: (inout ModelNode) -> Void) {
        guard let ref = path.first else { return body(&self) }
        guard var child = self[ref].child else { return }
        child.modify(at: path.dropFirst(), body)
        self[ref].child = child
    }

    /// Every callback in the tree, in no particular order.
    var allHandlers: [Int] {
        slots.flatMap { ($0.handler.map { [$0] } ?? []) + ($0.child?.allHandlers ?? []) }
    }

    var coordinatorCount: Int { 1 + slots.reduce(0) { $0 + ($1.child?.coordinatorCount ?? 0) } }
}

// MARK: - Operations

extension ModelNode {
    /// The teardown rule: first the questions of every departing coordinator are answered
    /// (SessionQuestions.swift); then the departed slots leave top first; for each, its child's
    /// subtree first (top first, cause `.teardown`), then its own callback (the removal's cause).
    static func callbacks(of departed: [ModelSlot]) -> [ModelCallback] {
        departed.reversed().flatMap { $0.child?.questionsOnTeardown ?? [] } + dismissals(of: departed)
    }

    private static func dismissals(of departed: [ModelSlot], inDepartedSubtree: Bool = false)
        -> [ModelCallback]
    {
        departed.reversed().flatMap { slot in
            (slot.child.map { dismissals(of: $0.slots, inDepartedSubtree: true) } ?? [])
                + (slot.handler.map { [ModelCallback(id: $0, isTeardown: inDepartedSubtree)] } ?? [])
        }
    }

    /// Removes `stacked` from `index` up; returns the callbacks that fire.
    mutating func removeStacked(from index: Int) -> [ModelCallback] {
        guard index < stacked.count else { return [] }
        let departed = Array(stacked[index...])
        stacked.removeSubrange(index...)
        return Self.callbacks(of: departed)
    }

    /// Shows `place` as the root (flows and root coordinators): the stacked slots go, and the
    /// root with its child unless the place is the same.
    mutating func setRoot(_ place: Place) -> [ModelCallback] {
        var departed = stacked
        stacked = []
        if base[0].place != place {
            departed.insert(base[0], at: 0)
            base[0] = .shown(place)
        }
        return Self.callbacks(of: departed)
    }

    /// The positions matching `predicate`: 0 for the root, `i + 1` for entry `i`.
    func positions(where predicate: (Place) -> Bool) -> [Int] {
        (predicate(base[0].place) ? [0] : [])
            + stacked.indices.filter { predicate(stacked[$0].place) }.map { $0 + 1 }
    }

    func materializing(_ index: Int) -> ModelNode {
        var node = self
        node.prepareTab(index)
        return node
    }

    mutating func prepareTab(_ index: Int) {
        guard base.indices.contains(index), !base[index].isPrepared else { return }
        base[index] = .shown(base[index].place)
    }

    mutating func select(_ index: Int) {
        guard base.indices.contains(index) else { return }
        selected = index
        prepareTab(index)
    }

    mutating func insertTab(_ place: Place, at index: Int) {
        let position = min(max(index, 0), base.count)
        let wasEmpty = base.isEmpty
        base.insert(.tab(place), at: position)
        if wasEmpty {
            selected = 0
            prepareTab(0)
        } else if position <= selected {
            selected += 1
        }
    }

    mutating func removeTab(at index: Int) -> [ModelCallback] {
        let departed = base.remove(at: index)
        if index < selected {
            selected -= 1
        } else if index == selected {
            selected = 0
            prepareTab(0)
        }
        return Self.callbacks(of: [departed])
    }

    mutating func setTabs(_ places: [Place]) -> [ModelCallback] {
        let departed = base
        base = places.map(ModelSlot.tab)
        if selected >= base.count { selected = 0 }
        prepareTab(selected)
        return Self.callbacks(of: departed)
    }
}

extension ModelNode {
    /// `dismissCoordinator()` on the coordinator at `path`: a stacked child leaves with what
    /// is above it; a root child dismisses its parent in turn; a tab child and the top of
    /// the tree refuse. Returns the callbacks that fire.
    mutating func dismiss(at path: [SlotRef]) -> [ModelCallback] {
        guard let ref = path.last else { return [] }
        let parentPath = path.dropLast()
        guard let parent = node(at: parentPath) else { return [] }
        if ref.isStacked {
            var fired: [ModelCallback] = []
            modify(at: parentPath) { fired = $0.removeStacked(from: ref.index) }
            return fired
        }
        return parent.kind.shape == .tab ? [] : dismiss(at: Array(parentPath))
    }
}

// MARK: - Rendering

extension ModelNode {
    /// The tree in the `debugHierarchy()` format.
    func render() -> String {
        var lines = ["\(kind.typeName) [\(kind.shape.rawValue)]"]
        appendLines(to: &lines, depth: 1, front: allQuestions().first?.question.order)
        return lines.joined(separator: "\n")
    }

    /// `front` is the order of the question the window shows.
    private func appendLines(to lines: inout [String], depth: Int, front: Int?) {
        let indent = modelIndent(depth)
        for ref in slotRefs {
            let slot = self[ref]
            let role: String
            if let presentation = slot.presentation {
                // The model's own words for the roles (DESIGN.md), not the library's raw values.
                switch presentation {
                case .push: role = "push"
                case .sheet: role = "sheet"
                case .fullScreenCover: role = "fullScreenCover"
                case .popover: role = "popover"
                }
            } else if kind.shape == .tab {
                role = "tab[\(ref.index)]" + (ref.index == selected ? "*" : "")
            } else {
                role = "root"
            }
            var line = indent + role + " ." + String(describing: slot.place)
            if !slot.isPrepared {
                line += " → (not yet created)"
            } else if let child = slot.child {
                line += " → \(child.kind.typeName) [\(child.kind.shape.rawValue)]"
            }
            lines.append(line)
            slot.child?.appendLines(to: &lines, depth: depth + 1, front: front)
        }
        lines += questionLines(indent: indent, front: front)
    }
}

// MARK: - Snapshots

/// Changes made to a snapshot before restoring it, by captured node index (pre-order, as
/// ``ModelNode/capturedChildren`` numbers them).
struct SnapshotChanges {
    /// Destinations replaced by something that does not decode: (node, slot).
    var undecodable: Set<[Int]> = []
    /// Nodes whose type name was changed.
    var renamed: Set<Int> = []

    var isEmpty: Bool { undecodable.isEmpty && renamed.isEmpty }
}

extension ModelNode {
    /// The slots whose children a snapshot records: none for a coordinator that cannot
    /// capture; in a stacked list, none from the first excluded destination up.
    var capturedChildren: [SlotRef] {
        guard kind.isCodable, !isBaseExcluded else { return [] }
        let refs =
            base.indices.map { SlotRef(isStacked: false, index: $0) }
            + (0..<capturedStackedCount).map { SlotRef(isStacked: true, index: $0) }
        return refs.filter { self[$0].child != nil }
    }

    /// Whether the root or one of the tabs is excluded: a snapshot then records nothing of
    /// this coordinator, which restores at its initial position.
    var isBaseExcluded: Bool {
        base.contains { SessionKind.isExcluded($0.place) }
    }

    /// How many stacked slots a snapshot records (up to the first excluded destination).
    var capturedStackedCount: Int {
        stacked.firstIndex { SessionKind.isExcluded($0.place) } ?? stacked.count
    }

    /// The coordinators a snapshot records, pre-order: `(path, kind)`.
    func capturedNodes(prefix: [SlotRef] = []) -> [(path: [SlotRef], kind: SessionKind)] {
        var nodes = [(prefix, kind)]
        for ref in capturedChildren {
            if let child = self[ref].child { nodes += child.capturedNodes(prefix: prefix + [ref]) }
        }
        return nodes
    }

    var capturedCount: Int {
        1 + capturedChildren.reduce(0) { $0 + (self[$1].child?.capturedCount ?? 0) }
    }

    /// Whether a snapshot records an excluded destination (it then holds an omission, and
    /// the restored tree's snapshot does not).
    var capturesAnExclusion: Bool {
        guard kind.isCodable else { return false }
        if isBaseExcluded || capturedStackedCount != stacked.count { return true }
        return capturedChildren.contains { self[$0].child?.capturesAnExclusion == true }
    }

    /// Whether restoring a snapshot of this tree skips something (a coordinator that cannot
    /// capture, an excluded destination).
    var restoresIncompletely: Bool {
        !kind.isCodable || isBaseExcluded || capturedStackedCount != stacked.count
            || capturedChildren.contains { self[$0].child?.restoresIncompletely == true }
    }

    /// The tree a snapshot of this one restores to, with `changes` made to the snapshot:
    /// coordinators that cannot capture at their initial position, excluded destinations and
    /// what is above them left out, no callbacks; a destination that does not decode is skipped
    /// with its subtree (a root falls back to the initial root); a renamed child starts at
    /// its initial position.
    func restored(changes: SnapshotChanges = .init(), index: Int = 0) -> ModelNode {
        guard kind.isCodable, !isBaseExcluded else { return .initial(kind) }
        var childIndex: [SlotRef: Int] = [:]
        var next = index + 1
        for ref in capturedChildren {
            childIndex[ref] = next
            next += self[ref].child?.capturedCount ?? 0
        }
        func restoredSlot(_ ref: SlotRef) -> ModelSlot {
            let slot = self[ref]
            var result = ModelSlot(
                place: slot.place, presentation: slot.presentation, isPrepared: slot.isPrepared)
            guard slot.isPrepared, let hosted = SessionKind.hosted(by: slot.place) else { return result }
            if let captured = slot.child, let number = childIndex[ref], !changes.renamed.contains(number) {
                result.child = captured.restored(changes: changes, index: number)
            } else {
                result.child = .initial(hosted)
            }
            return result
        }
        func decodes(_ ref: SlotRef) -> Bool {
            !changes.undecodable.contains([index, ref.isStacked ? base.count + ref.index : ref.index])
        }
        var result = ModelNode(kind: kind, base: [])
        if kind.shape == .tab {
            let kept = base.indices.filter { decodes(SlotRef(isStacked: false, index: $0)) }
            result.base = kept.map { restoredSlot(SlotRef(isStacked: false, index: $0)) }
            result.selected = kept.firstIndex(of: selected) ?? 0
            result.prepareTab(result.selected)
        } else {
            let root = SlotRef(isStacked: false, index: 0)
            result.base = [decodes(root) ? restoredSlot(root) : .shown(ModelNode.initial(kind).base[0].place)]
        }
        for position in 0..<capturedStackedCount {
            let ref = SlotRef(isStacked: true, index: position)
            if decodes(ref) { result.stacked.append(restoredSlot(ref)) }
        }
        return result
    }
}

/// The indentation the docs promise for a line `depth` levels in: two spaces per level down
/// to 32 levels, then the 32-level indentation and the line's depth, `(depth 40) `. The model
/// writes it from the documented rule, not from the library's code.
func modelIndent(_ depth: Int) -> String {
    depth <= 32
        ? String(repeating: "  ", count: depth) : String(repeating: "  ", count: 32) + "(depth \(depth)) "
}
