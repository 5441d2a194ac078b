import Trellis

// Navigation targets of the session app as plain values, and what `navigate(to:)` does to the
// model, written from the contract in the doc comment of `Coordinator.navigate(to:)` (not
// from the library's planner):
//
// - per coordinator, top down: a flow or root coordinator keeps its root when equal, else
//   replaces it with every entry above it; the entries (modals) are kept while they match the
//   target's path (same destination, same presentation), the rest leave top first with cause
//   `.code`, then the rest of the path is shown;
// - a tab set does the same with its modals and selects the first tab showing the target's tab
//   (a `tabSelected` event only when the selection changes);
// - a child target goes on into the coordinator the destination hosts; a destination that
//   hosts none, or a child of another type, or a tab that no tab shows, is reported
//   (`<type> <role> .<destination>: <reason>`, also a `deepLinkSkipped` diagnostic) and that
//   branch stops there;
// - each entry shown is checked for `ambiguousLayout` as when `route(to:)` or `present(_:as:)`
//   shows it (PresentationLayout), on the tree as it is at that moment.

/// A target below a session coordinator of `kind`: its root or tab (`nil`: a flow at its
/// current root) and its entries or modals, bottom first.
struct ModelTarget: CustomStringConvertible {
    var kind: SessionKind
    var base: ModelTargetSlot?
    var stacked: [ModelTargetSlot] = []

    /// The deepest nesting of child targets (1 for a target without children).
    var depth: Int {
        1 + ([base].compactMap { $0 } + stacked).map { $0.child?.depth ?? 0 }.reduce(0, max)
    }

    var description: String {
        let base = self.base.map { "\($0)" } ?? "current root"
        let stacked = stacked.isEmpty ? "" : ", [\(stacked.map(\.description).joined(separator: ", "))]"
        return "\(kind.typeName)(\(base)\(stacked))"
    }
}

/// A destination of a target with its presentation (`nil` for a root or tab), and the target
/// in the child it hosts, if any.
struct ModelTargetSlot: CustomStringConvertible {
    var place: Place
    var presentation: Presentation?
    /// Held in an array: a struct cannot hold itself.
    private var children: [ModelTarget] = []

    init(_ place: Place, as presentation: Presentation? = nil, child: ModelTarget? = nil) {
        self.place = place
        self.presentation = presentation
        self.child = child
    }

    var child: ModelTarget? {
        get { children.first }
        set { children = newValue.map { [$0] } ?? [] }
    }

    var description: String {
        (presentation.map { "\($0) " } ?? "") + ".\(place)" + (child.map { " → \($0)" } ?? "")
    }
}

/// What `navigate(to:)` does, as the model predicts it.
struct NavigateOutcome {
    enum Happening {
        /// Callbacks of one removal, in order (their cause `.code`, `.teardown` below).
        case callbacks([ModelCallback])
        /// A tab set's selection changed (observers get `tabSelected`).
        case tabSelected
    }

    var happenings: [Happening] = []
    /// `<place>: <reason>` for each unreachable part, in the order the target is walked.
    var unreachable: [String] = []
    /// Roots and entries removed by the call itself (each sends `dismissed(.code)`).
    var directRemovals = 0
    /// Of which entries (pushes and modals), not roots.
    var removedEntries = 0
    /// The slots that matched the target, by path from the coordinator navigated (the last
    /// element is the slot): they keep their identity and their child.
    var kept: [[SlotRef]] = []
    /// The diagnostics, in order: a `deepLinkSkipped` per unreachable part (no path), an
    /// `ambiguousLayout` per entry shown that warns, by path from the coordinator navigated.
    var diagnostics: [SessionDiagnostic] = []

    /// An unreachable part: in the report, and a diagnostic on the coordinator named first.
    mutating func skip(_ part: String) {
        unreachable.append(part)
        diagnostics.append(
            SessionDiagnostic(
                kind: .deepLinkSkipped, typeName: String(part.prefix { $0 != " " && $0 != ":" }), path: nil))
    }

    /// ``diagnostics`` with their paths from the top of the tree, for a navigation of the
    /// coordinator at `path`.
    func diagnostics(navigatedAt path: [SlotRef]) -> [SessionDiagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.path = diagnostic.path.map { path + $0 }
            return diagnostic
        }
    }
}

extension ModelNode {
    /// Navigates this coordinator (of the target's kind) to `target`; `path` is where this
    /// coordinator is, from the coordinator the call was made on.
    /// `isNew`: the coordinator was made by this navigation (nothing of it is kept).
    /// `isUnderAnAncestorsModal`: an ancestor presents a modal above the slot that leads here
    /// (``isUnderAnAncestorsModal(_:)``), so each modal this coordinator shows warns.
    mutating func navigate(
        to target: ModelTarget, at path: [SlotRef] = [], isNew: Bool = false,
        isUnderAnAncestorsModal: Bool = false, outcome: inout NavigateOutcome
    ) {
        let covered = isUnderAnAncestorsModal
        let rootRef = SlotRef(isStacked: false, index: 0)
        var childAtBase: (ref: SlotRef, target: ModelTarget, place: String, isNew: Bool)?
        var keptCount = 0
        switch kind.shape {
        case .flow, .root:
            let isNewRoot = isNew || target.base.map { $0.place != base[0].place } == true
            if let root = target.base, root.place != base[0].place {
                let departed = [base[0]] + stacked
                stacked = []
                base[0] = .shown(root.place)
                outcome.directRemovals += departed.count
                outcome.removedEntries += departed.count - 1
                outcome.happenings.append(.callbacks(Self.callbacks(of: departed)))
            } else if !isNew {
                outcome.kept.append(path + [rootRef])
            }
            keptCount = removeUnmatched(target.stacked, at: path, isNew: isNew, outcome: &outcome)
            if let root = target.base, let child = root.child {
                childAtBase = (rootRef, child, "\(kind.typeName) root .\(root.place)", isNewRoot)
            }
        case .tab:
            keptCount = removeUnmatched(target.stacked, at: path, isNew: isNew, outcome: &outcome)
            guard let tab = target.base else { break }
            if let index = base.firstIndex(where: { $0.place == tab.place }) {
                let isNewTab = isNew || !base[index].isPrepared
                if !isNewTab { outcome.kept.append(path + [SlotRef(isStacked: false, index: index)]) }
                if index != selected {
                    select(index)
                    outcome.happenings.append(.tabSelected)
                }
                if let child = tab.child {
                    childAtBase = (
                        SlotRef(isStacked: false, index: index), child, "\(kind.typeName) tab .\(tab.place)",
                        isNewTab
                    )
                }
            } else {
                outcome.skip("\(kind.typeName) tab .\(tab.place): no tab shows it")
            }
        }
        if let (ref, child, place, isNewChild) = childAtBase {
            navigateChild(
                at: ref, to: child, place: place, path: path, isNew: isNewChild, covered: covered,
                outcome: &outcome)
        }
        for (index, entry) in target.stacked.enumerated() {
            if index >= stacked.count {
                if let presentation = entry.presentation,
                    warns(showing: entry.place, as: presentation, isUnderAnAncestorsModal: covered)
                {
                    outcome.diagnostics.append(
                        SessionDiagnostic(kind: .ambiguousLayout, typeName: kind.typeName, path: path))
                }
                stacked.append(.shown(entry.place, as: entry.presentation))
            }
            if let child = entry.child {
                let role = entry.presentation.map { "\($0)" } ?? "?"
                navigateChild(
                    at: SlotRef(isStacked: true, index: index), to: child,
                    place: "\(kind.typeName) \(role) .\(entry.place)", path: path,
                    isNew: isNew || index >= keptCount, covered: covered, outcome: &outcome)
            }
        }
    }

    /// Whether showing `place` on this coordinator now raises an `ambiguousLayout` warning, as
    /// ``pushWarns(pushing:at:)`` and ``presentWarning(at:)`` predict for the calls.
    private func warns(showing place: Place, as presentation: Presentation, isUnderAnAncestorsModal: Bool)
        -> Bool
    {
        if presentation == .push { return pushWarns(pushing: place, at: []) }
        return isUnderAnAncestorsModal || showsADescendantsModal(at: [])
    }

    /// Keeps the stacked slots while they match `entries`; removes the rest (cause `.code`).
    /// Returns how many were kept.
    private mutating func removeUnmatched(
        _ entries: [ModelTargetSlot], at path: [SlotRef], isNew: Bool, outcome: inout NavigateOutcome
    ) -> Int {
        var matched = 0
        while matched < min(stacked.count, entries.count), stacked[matched].place == entries[matched].place,
            stacked[matched].presentation == entries[matched].presentation
        {
            if !isNew { outcome.kept.append(path + [SlotRef(isStacked: true, index: matched)]) }
            matched += 1
        }
        let removed = stacked.count - matched
        outcome.directRemovals += removed
        outcome.removedEntries += removed
        let fired = removeStacked(from: matched)
        if removed > 0 { outcome.happenings.append(.callbacks(fired)) }
        return matched
    }

    /// `covered`: this coordinator is under an ancestor's modal.
    private mutating func navigateChild(
        at ref: SlotRef, to target: ModelTarget, place: String, path: [SlotRef], isNew: Bool, covered: Bool,
        outcome: inout NavigateOutcome
    ) {
        guard var child = self[ref].child else {
            return outcome.skip("\(place): hosts no child coordinator")
        }
        guard child.kind == target.kind else {
            return outcome.skip("\(place): hosts \(child.kind.typeName), not \(target.kind.typeName)")
        }
        child.navigate(
            to: target, at: path + [ref], isNew: isNew,
            isUnderAnAncestorsModal: covered || hasModal(above: ref),
            outcome: &outcome)
        self[ref].child = child
    }

    /// Whether this coordinator shows `target` (the parts that can be reached): checked on
    /// the tree alone, without the navigation's model.
    func shows(_ target: ModelTarget) -> Bool {
        guard kind == target.kind else { return false }
        var pairs: [(slot: ModelSlot, target: ModelTargetSlot)] = []
        switch kind.shape {
        case .flow, .root:
            if let root = target.base {
                guard base[0].place == root.place else { return false }
                pairs.append((base[0], root))
            }
        case .tab:
            if let tab = target.base, let index = base.firstIndex(where: { $0.place == tab.place }) {
                guard selected == index else { return false }
                pairs.append((base[index], tab))
            }
        }
        guard stacked.map(\.place) == target.stacked.map(\.place),
            stacked.map(\.presentation) == target.stacked.map(\.presentation)
        else { return false }
        pairs += zip(stacked, target.stacked).map { ($0, $1) }
        return pairs.allSatisfy { slot, target in
            guard let childTarget = target.child, let child = slot.child, child.kind == childTarget.kind
            else { return true }
            return child.shows(childTarget)
        }
    }

    /// The `debugHierarchy()` lines that show `target` (the parts that can be reached), in
    /// order: the real tree's lines must contain them in this order.
    func targetLines(_ target: ModelTarget, depth: Int = 1) -> [String] {
        let indent = modelIndent(depth)
        func line(_ role: String, _ slot: ModelSlot) -> String {
            indent + role + " ." + String(describing: slot.place)
                + (slot.child.map { " → \($0.kind.typeName) [\($0.kind.shape.rawValue)]" } ?? "")
        }
        func below(_ slot: ModelSlot, _ target: ModelTargetSlot) -> [String] {
            guard let childTarget = target.child, let child = slot.child, child.kind == childTarget.kind
            else { return [] }
            return child.targetLines(childTarget, depth: depth + 1)
        }
        var lines: [String] = []
        switch kind.shape {
        case .flow, .root:
            if let root = target.base { lines += [line("root", base[0])] + below(base[0], root) }
        case .tab:
            if let tab = target.base, let index = base.firstIndex(where: { $0.place == tab.place }) {
                lines += [line("tab[\(index)]*", base[index])] + below(base[index], tab)
            }
        }
        for (slot, entry) in zip(stacked, target.stacked) {
            lines += [line(entry.presentation.map { "\($0)" } ?? "?", slot)] + below(slot, entry)
        }
        return lines
    }
}

// MARK: - Drawing targets

extension SessionGenerator {
    /// A navigation on a random coordinator of the tree (mostly the top).
    mutating func navigateStep(for model: ModelNode) -> (path: [SlotRef], operation: SessionOperation) {
        let path = int(0...2) == 0 ? element(model.coordinatorPaths()) : []
        guard let node = model.node(at: path[...]) else { return ([], .capture) }
        let target = target(for: node, model: model)
        // On the top, one navigation in three arrives as a link.
        return (path, .navigate(target, link: path.isEmpty && int(0...2) == 0 ? link() : nil))
    }

    /// A target derived from `node`'s own tree, changed at a random depth (or not at all):
    /// truncated, a destination or presentation replaced, entries added, the root or tab
    /// switched; now and then with a part that cannot be reached.
    mutating func target(for node: ModelNode, model: ModelNode) -> ModelTarget {
        var target = derived(from: node)
        let changes = int(0...9) == 0 ? 0 : int(1...2)
        for _ in 0..<changes {
            let paths = target.targetPaths()
            let path = element(paths)
            var changed = target
            changed.modify(at: path[...]) { self.change(&$0, model: model, depth: path.count) }
            target = changed
        }
        return target
    }

    /// The tree below `node` as a target; now and then a part is left out (a flow at its
    /// current root, a child not named).
    private mutating func derived(from node: ModelNode) -> ModelTarget {
        func slot(_ slot: ModelSlot) -> ModelTargetSlot {
            var result = ModelTargetSlot(slot.place, as: slot.presentation)
            if let child = slot.child, int(0...9) < 8 { result.child = derived(from: child) }
            return result
        }
        var target = ModelTarget(kind: node.kind)
        switch node.kind.shape {
        case .flow: target.base = int(0...9) == 0 ? nil : slot(node.base[0])
        case .root: target.base = slot(node.base[0])
        case .tab:
            // Mostly the selected tab; now and then a place two tabs show (the first is meant).
            let places = node.base.map(\.place)
            let shownTwice = places.indices.filter { index in places.filter { $0 == places[index] }.count > 1
            }
            if !shownTwice.isEmpty, int(0...2) == 0 {
                target.base = slot(node.base[element(shownTwice)])
            } else if node.base.indices.contains(node.selected) {
                target.base = slot(node.base[node.selected])
            } else {
                target.base = ModelTargetSlot(element(SessionGenerator.plainPlaces))
            }
        }
        target.stacked = node.stacked.map(slot)
        return target
    }

    private mutating func change(_ target: inout ModelTarget, model: ModelNode, depth: Int) {
        let isFlow = target.kind.shape == .flow
        switch int(0...99) {
        case ..<20:
            target.stacked.removeLast(int(0...target.stacked.count))
        case ..<35 where !target.stacked.isEmpty:
            let index = int(0...(target.stacked.count - 1))
            target.stacked[index] = fresh(isFlow: isFlow, model: model, depth: depth)
        case ..<45 where !target.stacked.isEmpty:
            // The same destination, another presentation.
            let index = int(0...(target.stacked.count - 1))
            let others: [Presentation] = (isFlow ? [.push] : []) + [.sheet, .fullScreenCover]
            let current = target.stacked[index].presentation
            target.stacked[index].presentation = element(others.filter { $0 != current })
        case ..<65:
            for _ in 0..<int(1...3) {
                target.stacked.append(fresh(isFlow: isFlow, model: model, depth: depth))
            }
        case ..<82:
            // Switch the root or the tab.
            let place: Place
            if target.kind == .tabs, int(0...9) < 8 {
                // Mostly a place two tabs show, when there is one: the first of them is selected.
                let (places, shownTwice) = tabPlaces(in: model)
                place = element(!shownTwice.isEmpty && int(0...9) < 6 ? shownTwice : places)
            } else {
                place = self.place(in: model)
            }
            target.base = ModelTargetSlot(place, child: childTarget(for: place, model: model, depth: depth))
        case ..<92:
            // A child target that cannot be reached: on a destination that hosts none, or of
            // another type.
            var slots = [target.base].compactMap { $0 } + target.stacked
            guard !slots.isEmpty else { return }
            let index = int(0...(slots.count - 1))
            let hosted = SessionKind.hosted(by: slots[index].place)
            let kind = element(SessionKind.allCases.filter { $0 != hosted })
            slots[index].child = fresh(kind, model: model, depth: depth + 1)
            if target.base != nil {
                target.base = slots.removeFirst()
            }
            target.stacked = slots
        case ..<93:
            // A deep target: an entry whose child target nests a chain of new coordinators.
            let presentation: Presentation =
                isFlow && int(0...1) == 0 ? .push : int(0...1) == 0 ? .sheet : .fullScreenCover
            target.stacked.append(
                ModelTargetSlot(.flow, as: presentation, child: chain(levels: int(12...32))))
        default:
            break
        }
    }

    /// A target nesting `levels` new coordinators one in the next, through every kind of
    /// slot: a flow pushes or presents the next flow, a root coordinator or a tab set; a root
    /// coordinator's root and a tab set's first tab host a flow. The top is a flow, the
    /// child `.flow` hosts. Built bottom first, as an app builds a long target.
    private mutating func chain(levels: Int) -> ModelTarget {
        var target = ModelTarget(kind: .flow)
        var made = 1
        while made < levels || target.kind != .flow {
            let place: Place = target.kind == .flow ? .flow : target.kind == .tabs ? .tabs : .switcher
            switch (target.kind, int(0...3)) {
            case (.flow, 0):
                target = ModelTarget(kind: .switcher, base: ModelTargetSlot(.flow, child: target))
            case (.flow, 1): target = ModelTarget(kind: .tabs, base: ModelTargetSlot(.flow, child: target))
            default:
                let presentation = element([Presentation.push, .sheet, .fullScreenCover])
                target = ModelTarget(
                    kind: .flow, stacked: [ModelTargetSlot(place, as: presentation, child: target)])
            }
            made += 1
        }
        return target
    }

    /// A new entry for a target.
    private mutating func fresh(isFlow: Bool, model: ModelNode, depth: Int) -> ModelTargetSlot {
        let place = self.place(in: model)
        let presentation: Presentation =
            isFlow && int(0...1) == 0 ? .push : int(0...1) == 0 ? .sheet : .fullScreenCover
        return ModelTargetSlot(
            place, as: presentation, child: childTarget(for: place, model: model, depth: depth))
    }

    /// Now and then a target in the child `place` hosts (shallow trees only).
    private mutating func childTarget(for place: Place, model: ModelNode, depth: Int) -> ModelTarget? {
        guard let kind = SessionKind.hosted(by: place), depth < 4, int(0...9) < 5 else { return nil }
        return fresh(kind, model: model, depth: depth + 1)
    }

    /// A small target for a new coordinator of `kind`.
    private mutating func fresh(_ kind: SessionKind, model: ModelNode, depth: Int) -> ModelTarget {
        var target = ModelTarget(kind: kind)
        switch kind.shape {
        case .flow:
            if int(0...1) == 0 {
                let place = self.place(in: model)
                target.base = ModelTargetSlot(
                    place, child: childTarget(for: place, model: model, depth: depth))
            }
        case .root:
            let place = self.place(in: model)
            target.base = ModelTargetSlot(place, child: childTarget(for: place, model: model, depth: depth))
        case .tab:
            let place = element([Place.flow, .home, .seeded])
            target.base = ModelTargetSlot(place, child: childTarget(for: place, model: model, depth: depth))
        }
        for _ in 0..<int(0...2) {
            target.stacked.append(fresh(isFlow: kind.shape == .flow, model: model, depth: depth))
        }
        return target
    }

    /// The places the tabs of the tree's tab sets show (the initial tabs when there are none),
    /// and those two tabs of one set show.
    private func tabPlaces(in model: ModelNode) -> (all: [Place], shownTwice: [Place]) {
        let tabSets = model.coordinatorPaths().compactMap { model.node(at: $0[...]) }.filter {
            $0.kind == .tabs
        }
        let all = tabSets.flatMap { $0.base.map(\.place) }
        let shownTwice = tabSets.flatMap { tabs in
            tabs.base.map(\.place).filter { place in tabs.base.filter { $0.place == place }.count > 1 }
        }
        return (all.isEmpty ? [.flow, .home, .seeded] : all, shownTwice)
    }
}

extension ModelTarget {
    /// The paths to every target inside, pre-order (`nil` for the base, an index for an entry).
    func targetPaths(prefix: [Int?] = []) -> [[Int?]] {
        var paths = [prefix]
        if let child = base?.child { paths += child.targetPaths(prefix: prefix + [nil]) }
        for (index, entry) in stacked.enumerated() {
            if let child = entry.child { paths += child.targetPaths(prefix: prefix + [index]) }
        }
        return paths
    }

    mutating func modify(at path: ArraySlice<Int?>, _ body: (inout ModelTarget) -> Void) {
        guard let step = path.first else { return body(&self) }
        if let index = step {
            stacked[index].child?.modify(at: path.dropFirst(), body)
        } else {
            base?.child?.modify(at: path.dropFirst(), body)
        }
    }
}
