extension Coordinator {
    /// Navigates the live tree to `target` as the smallest change: what already matches the
    /// target stays (same coordinators, same entry ids, no `onDismiss`, no events), and only
    /// the first difference and what lies above it change, in one change with one batch of
    /// events.
    ///
    /// Per coordinator, from the top down:
    /// - a flow keeps its root when it equals the target's (else the root is replaced, with
    ///   every entry), keeps its entries while they match the target's path (same destination,
    ///   same presentation), removes the rest top first with cause `.code`, and shows the rest
    ///   of the path;
    /// - a tab set selects the first tab showing the target's tab and keeps or replaces its
    ///   modals the same way;
    /// - a root coordinator keeps or replaces its root, and its modals the same way;
    /// - a split coordinator keeps its selections while they match the target's, column by
    ///   column, selects the rest, clears the columns after them, and keeps or replaces its
    ///   modals the same way;
    /// - a destination with a child target goes on into the coordinator it hosts.
    ///
    /// Destinations match by `==` (`Equatable` destinations; others never match and are
    /// replaced). What cannot be reached — a destination that hosts no child or a child of
    /// another type, a tab that no tab shows — is reported, each part also as a
    /// `deepLinkSkipped` diagnostic on the coordinator that shows it, and that branch stops at
    /// the deepest valid place. A target of any depth is applied without growing the call
    /// stack, in time linear in its size. From app code in the middle of another change the
    /// call is refused like any navigation call (see <doc:Reliability>).
    ///
    /// A question up in the tree (an alert or a confirmation dialog) neither refuses nor holds
    /// the call: the tree navigates, and the question stays up over the window's new top-most
    /// layer, unless its coordinator left with the change (then it is answered by teardown).
    /// ``NavigationTargetReport/isUnderQuestion`` says whether one is up when the call returns.
    ///
    /// ```swift
    /// let report = app.navigate(to: reviewsOfProduct7)
    /// if !report.isComplete { logger.error("\(report.description)") }
    /// ```
    @discardableResult
    public func navigate(to target: NavigationTarget<Self>) -> NavigationTargetReport {
        var report = NavigationTargetReport()
        let applied: Void? = NavigationChange.apply("navigate(to:)", on: self) {
            TargetPlanner.apply(target.plan, to: self, report: &report)
        }
        if applied == nil {
            report.wasRefused = true
        } else if !AskedQuestions.isEmpty, let node = navigationNode {
            report.isUnderQuestion = AskedQuestions.front(inTreeOf: node) != nil
        }
        return report
    }
}

/// Applies a target's plan to the live tree, coordinator by coordinator, inside one change.
///
/// Iterative: the work left is a stack of steps, so a target nested 100,000 coordinators deep
/// does not grow the call stack. The steps run in the order a recursive walk would take
/// (each coordinator's root or tab, then the place in its child, then each entry followed by
/// the place in its child), so the tree changes, and its events come, in that order.
@MainActor
enum TargetPlanner {
    /// One step of applying a plan.
    private enum Step {
        /// Applies `plan` to `coordinator`, which is of the plan's type.
        case plan(TargetPlan, on: any Coordinator)
        /// Goes on into the child found at `place` (`nil`: the destination hosts none).
        case child(TargetPlan.Child, found: (any Coordinator)?, at: TargetPlace)
        /// Shows a coordinator's target entries from `next` on (there is at least one).
        case entries(EntriesStep)
    }

    /// The entries of a target above a root or tab, shown one at a time.
    private struct EntriesStep {
        var entries: [TargetPlan.Entry]
        /// How many of `entries` matched the live entries, which stayed.
        var kept: Int
        var host: any EntryHosting
        /// The live entries, read when the first entry's turn comes.
        var current: [NodeSlot]?
        var next = 0
    }

    static func apply(
        _ plan: TargetPlan, to coordinator: any Coordinator, report: inout NavigationTargetReport
    ) {
        // The next step last.
        var steps: [Step] = [.plan(plan, on: coordinator)]
        let modals = (ancestors: AncestorModals(), descendants: DescendantModals())
        while let step = steps.popLast() {
            switch step {
            case .plan(let plan, let coordinator):
                begin(plan, on: coordinator, steps: &steps, report: &report)
            case .child(let target, let child, let place):
                if let child = reached(target, in: child, at: place, report: &report) {
                    steps.append(.plan(target.plan, on: child))
                }
            case .entries(var entries):
                let index = entries.next
                let current = entries.current ?? entries.host.entrySlots
                let entry = entries.entries[index]
                let child: (any Coordinator)?
                if index < entries.kept {
                    child = index < current.count ? current[index].child : nil
                } else {
                    child = show(entry, on: entries.host, modals: modals)
                }
                entries.current = current
                entries.next += 1
                if entries.next < entries.entries.count { steps.append(.entries(entries)) }
                if let target = entry.slot.child {
                    let place = TargetPlace(
                        host: entries.host, role: .entry(entry.presentation),
                        destination: entry.slot.destination)
                    steps.append(.child(target, found: child, at: place))
                }
            }
        }
    }

    /// Shows a target entry that is not there yet, checked for the layout it makes like an
    /// entry `route(to:)` or `present(_:as:)` shows; returns the child it hosts.
    private static func show(
        _ entry: TargetPlan.Entry, on host: any EntryHosting,
        modals: (ancestors: AncestorModals, descendants: DescendantModals)
    ) -> (any Coordinator)? {
        guard let coordinator = host.coordinator else { return nil }
        let destination = entry.slot.destination
        return AmbiguousLayout.checked(
            showing: destination, as: entry.presentation, on: coordinator, host: host, by: .navigate,
            ancestors: modals.ancestors, descendants: modals.descendants
        ) { host.append(any: destination, as: entry.presentation) }
    }

    /// What a coordinator does first: its root is replaced or its tab selected, and the
    /// entries that no longer match leave; then come the steps for the place in the root's or
    /// tab's child, and for the entries.
    private static func begin(
        _ plan: TargetPlan, on coordinator: any Coordinator, steps: inout [Step],
        report: inout NavigationTargetReport
    ) {
        guard let node = coordinator.preparedNode else { return }
        switch plan.shape {
        case .flow(let root, let entries):
            guard let flow = node as? any RootHosting, node.kind == .flow else { return }
            beginRootAndEntries(root: root, entries: entries, on: flow, steps: &steps)
        case .root(let root, let modals):
            guard let host = node as? any RootHosting, node.kind == .root else { return }
            beginRootAndEntries(root: root, entries: modals, on: host, steps: &steps)
        case .tabs(let tab, let modals):
            guard let tabs = node as? any TabSetNode, let host = node as? any EntryHosting else { return }
            let kept = keepMatchingEntries(modals, of: host)
            if !modals.isEmpty {
                steps.append(.entries(EntriesStep(entries: modals, kept: kept, host: host)))
            }
            let place = TargetPlace(host: host, role: .tab, destination: tab.destination)
            if let index = tabs.firstTabIndex(showing: tab.destination) {
                let child = tabs.selectTab(at: index)
                if let target = tab.child { steps.append(.child(target, found: child, at: place)) }
            } else {
                unreachable(place, "no tab shows it", report: &report)
            }
        case .split(let selections, let modals):
            guard let split = node as? any SplitNode, let host = node as? any EntryHosting else { return }
            let kept = keepMatchingEntries(modals, of: host)
            if !modals.isEmpty {
                steps.append(.entries(EntriesStep(entries: modals, kept: kept, host: host)))
            }
            var children: [Step] = []
            for (index, selection) in selections.enumerated() {
                guard index < split.selectionCapacity else {
                    let place = TargetPlace(
                        host: host, role: .selection(index), destination: selection.destination)
                    unreachable(place, "the split view has no column to show it", report: &report)
                    break
                }
                let child = split.select(any: selection.destination, at: index)
                if let target = selection.child {
                    let place = TargetPlace(
                        host: host, role: .column(split.column(showingSelectionAt: index)),
                        destination: selection.destination)
                    children.append(.child(target, found: child, at: place))
                }
            }
            split.clearSelections(from: min(selections.count, split.selectionCapacity), cause: .code)
            steps.append(contentsOf: children.reversed())
        }
    }

    /// A flow or root coordinator: its root, then the entries that no longer match leave.
    private static func beginRootAndEntries(
        root: TargetPlan.Slot?, entries: [TargetPlan.Entry], on host: any RootHosting, steps: inout [Step]
    ) {
        if let root, !areSameDestination(root.destination, host.anyRoot) {
            host.replaceRoot(withAny: root.destination)
        }
        let kept = keepMatchingEntries(entries, of: host)
        if !entries.isEmpty { steps.append(.entries(EntriesStep(entries: entries, kept: kept, host: host))) }
        if let root, let target = root.child {
            let place = TargetPlace(host: host, role: .root, destination: root.destination)
            steps.append(.child(target, found: host.rootEntryChild, at: place))
        }
    }

    /// Removes the entries above the matching prefix (top first, cause `.code`); returns how
    /// many were kept.
    private static func keepMatchingEntries(_ entries: [TargetPlan.Entry], of host: any EntryHosting) -> Int {
        let current = host.entrySlots
        var kept = 0
        while kept < min(current.count, entries.count),
            current[kept].role == .entry(entries[kept].presentation),
            areSameDestination(current[kept].destination, entries[kept].slot.destination)
        {
            kept += 1
        }
        host.removeEntries(keeping: kept, cause: .code)
        return kept
    }

    /// The child to go on into, when it is there and of the target's type; otherwise the
    /// part is reported and that branch stops.
    private static func reached(
        _ target: TargetPlan.Child, in child: (any Coordinator)?, at place: TargetPlace,
        report: inout NavigationTargetReport
    ) -> (any Coordinator)? {
        guard let child else {
            unreachable(place, "hosts no child coordinator", report: &report)
            return nil
        }
        guard type(of: child) == target.type else {
            unreachable(place, "hosts \(type(of: child)), not \(target.type)", report: &report)
            return nil
        }
        return child
    }

    /// Reports an unreachable part: in the report, and as a `deepLinkSkipped` diagnostic on
    /// the coordinator that shows the place.
    private static func unreachable(
        _ place: TargetPlace, _ reason: String, report: inout NavigationTargetReport
    ) {
        let part = NavigationTargetReport.Unreachable(place: place.text, reason: reason)
        report.unreachable.append(part)
        if let owner = place.host.coordinator {
            NavigationDiagnostic.report(.deepLinkSkipped, in: owner, "navigate(to:): \(part)")
        }
    }
}

/// Where a part of a target is: spelled out (`HomeFlowCoordinator push .detail(id: 1)`) only
/// when the part is reported, so a target that is reached describes none of its destinations.
@MainActor
struct TargetPlace {
    enum Role {
        case root, tab
        case entry(Presentation)
        /// The column of a split view showing a selection.
        case column(SplitColumn)
        /// A split view's selection at this position, for which there is no column.
        case selection(Int)
    }

    /// The container showing the place.
    var host: any EntryHosting
    var role: Role
    var destination: Any

    /// The coordinator type, role and destination, as `debugHierarchy()` prints them.
    var text: String {
        let role =
            switch self.role {
            case .root: "root"
            case .tab: "tab"
            case .entry(let presentation): "\(NavigationRole.entry(presentation))"
            case .column(let column): "\(NavigationRole.column(column))"
            case .selection(let index): "selection[\(index)]"
            }
        return "\(host.typeName) \(role) .\(destination)"
    }
}

extension EntryHosting {
    /// Shows a destination given as `Any` (the target's, of this container's type by
    /// construction); returns the child it hosts.
    func append(any destination: Any, as presentation: Presentation) -> (any Coordinator)? {
        guard let destination = destination as? Destination else { return nil }
        return append(destination, as: presentation, onDismiss: nil)
    }
}

extension RootHosting {
    var anyRoot: Any { rootDestination }

    func replaceRoot(withAny destination: Any) {
        guard let destination = destination as? Destination else { return }
        replaceRoot(with: destination, cause: .code)
    }
}
