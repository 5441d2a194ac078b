import Trellis

extension RandomSession {
    // MARK: Navigation probes

    /// Navigates from the state just reached to a random target (app code silenced, so that
    /// every event is the call's own) and checks what `navigate(to:)` promises, beyond the
    /// step's comparison with the model: the tree shows the target; the call's direct removals
    /// (`dismissed(.code)`) are the roots and entries not on the target's path, and every slot
    /// that matched keeps its identity and its child; the same target again changes nothing.
    func probeNavigation() -> String? {
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
        case let tabs as SessionTabs: (tabs.navigation.tabs.map(\.id), tabs.navigation.entries.map(\.id))
        case let root as any PlaceRoot: rootIDs(root)
        default: ([], [])
        }
    }

    private static func flowIDs<F: PlaceFlow>(_ flow: F) -> (base: [EntryID], stacked: [EntryID]) {
        ([flow.navigation.rootID], flow.navigation.entries.map(\.id))
    }

    private static func rootIDs<R: PlaceRoot>(_ root: R) -> (base: [EntryID], stacked: [EntryID]) {
        ([root.navigation.rootID], root.navigation.entries.map(\.id))
    }
}
