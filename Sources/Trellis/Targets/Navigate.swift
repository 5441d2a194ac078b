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
    /// - a destination with a child target goes on into the coordinator it hosts.
    ///
    /// Destinations match by `==` (`Equatable` destinations; others never match and are
    /// replaced). What cannot be reached — a destination that hosts no child or a child of
    /// another type, a tab that no tab shows — is reported, and that branch stops at the
    /// deepest valid place. From app code in the middle of another change the call is
    /// refused like any navigation call (see <doc:Reliability>).
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
        if applied == nil { report.wasRefused = true }
        return report
    }
}

/// Applies a target's plan to the live tree, coordinator by coordinator, inside one change.
///
/// Recursion follows the target's own nesting (one level per hosted child the app wrote into
/// the target), not the size of the tree.
@MainActor
enum TargetPlanner {
    static func apply(
        _ plan: TargetPlan, to coordinator: any Coordinator, report: inout NavigationTargetReport
    ) {
        guard let node = coordinator.preparedNode else { return }
        switch plan {
        case .flow(let root, let entries):
            guard let flow = node as? any RootHosting, node.kind == .flow else { return }
            applyRootAndEntries(root: root, entries: entries, to: flow, report: &report)
        case .root(let root, let modals):
            guard let host = node as? any RootHosting, node.kind == .root else { return }
            applyRootAndEntries(root: root, entries: modals, to: host, report: &report)
        case .tabs(let tab, let modals):
            guard let tabs = node as? any TabSetNode, let host = node as? any EntryHosting else { return }
            applyTabs(tab: tab, modals: modals, tabs: tabs, host: host, report: &report)
        }
    }

    /// A flow or root coordinator: its root, then its entries.
    private static func applyRootAndEntries(
        root: TargetPlan.Slot?, entries: [TargetPlan.Entry], to host: any RootHosting,
        report: inout NavigationTargetReport
    ) {
        if let root, !areSameDestination(root.destination, host.anyRoot) {
            host.replaceRoot(withAny: root.destination)
        }
        let kept = keepMatchingEntries(entries, of: host)
        if let root, let child = root.child {
            applyChild(
                child, to: host.rootEntryChild, at: "\(host.typeName) root .\(root.destination)",
                report: &report)
        }
        apply(entries, keeping: kept, of: host, report: &report)
    }

    /// A tab set: the modals that no longer match go, the tab is selected, then the rest.
    private static func applyTabs(
        tab: TargetPlan.Slot, modals: [TargetPlan.Entry], tabs: any TabSetNode, host: any EntryHosting,
        report: inout NavigationTargetReport
    ) {
        let place = "\(host.typeName) tab .\(tab.destination)"
        let kept = keepMatchingEntries(modals, of: host)
        if let index = tabs.firstTabIndex(showing: tab.destination) {
            let child = tabs.selectTab(at: index)
            if let target = tab.child { applyChild(target, to: child, at: place, report: &report) }
        } else {
            unreachable(place, "no tab shows it", in: host.coordinator, report: &report)
        }
        apply(modals, keeping: kept, of: host, report: &report)
    }

    /// Removes the entries above the matching prefix (top first, cause `.code`); returns how
    /// many were kept.
    private static func keepMatchingEntries(_ entries: [TargetPlan.Entry], of host: any EntryHosting) -> Int {
        let current = host.entrySlots
        var kept = 0
        while kept < min(current.count, entries.count),
            current[kept].role == NavigationRole(entries[kept].presentation),
            areSameDestination(current[kept].destination, entries[kept].slot.destination)
        {
            kept += 1
        }
        host.removeEntries(keeping: kept, cause: .code)
        return kept
    }

    /// Goes on into the kept entries' children, then shows the rest of the entries.
    private static func apply(
        _ entries: [TargetPlan.Entry], keeping kept: Int, of host: any EntryHosting,
        report: inout NavigationTargetReport
    ) {
        let current = host.entrySlots
        for (index, entry) in entries.enumerated() {
            let place = "\(host.typeName) \(NavigationRole(entry.presentation)) .\(entry.slot.destination)"
            let child: (any Coordinator)?
            if index < kept {
                child = index < current.count ? current[index].child : nil
            } else {
                child = host.append(any: entry.slot.destination, as: entry.presentation)
            }
            if let target = entry.slot.child { applyChild(target, to: child, at: place, report: &report) }
        }
    }

    private static func applyChild(
        _ target: TargetPlan.Child, to child: (any Coordinator)?, at place: String,
        report: inout NavigationTargetReport
    ) {
        guard let child else {
            return unreachable(place, "hosts no child coordinator", in: nil, report: &report)
        }
        guard type(of: child) == target.type else {
            return unreachable(
                place, "hosts \(type(of: child)), not \(target.type)", in: child, report: &report)
        }
        apply(target.plan, to: child, report: &report)
    }

    private static func unreachable(
        _ place: String, _ reason: String, in owner: (any Coordinator)?, report: inout NavigationTargetReport
    ) {
        report.unreachable.append(.init(place: place, reason: reason))
        if let owner {
            NavigationDiagnostics.report(.deepLinkSkipped, in: owner, "navigate(to:): \(place) \(reason)")
        }
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
