import Foundation

extension Coordinator {
    /// Replays a snapshot from ``captureNavigationState()`` on this coordinator.
    ///
    /// Works on a fresh coordinator and on one already navigated: what is there is replaced
    /// (each replaced destination's `onDismiss` fires once with cause `.restore`). A coordinator
    /// nothing has used yet, like every child the replay creates, is built from the snapshot:
    /// its initial destinations are not set up first, so `makeChild(for:)` runs only for what
    /// the snapshot shows. The destinations are replayed through the normal destination, present, setRoot,
    /// setTabs and select machinery, recursively into the children the replay creates. Destinations
    /// that no longer decode, children whose type changed and coordinators whose `Destinations`
    /// is not `Codable` are skipped and listed in the returned report; restored destinations
    /// have no `onDismiss`.
    /// A coordinator type adopting ``MigratingCoordinator`` sees each of its stored destinations
    /// first, and may replace or drop it (replacements are listed in the report too).
    ///
    /// ```swift
    /// let app = AppCoordinator()
    /// if let data = try? Data(contentsOf: url) {
    ///     let report = try app.restoreNavigationState(from: data)
    ///     if !report.isComplete { logger.notice("\(report)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The snapshot.
    ///   - aboveSkippedEntry: Whether the entries above a skipped one in a stack are restored
    ///     (``SkippedEntryPolicy/keep``, the default) or left out and reported
    ///     (``SkippedEntryPolicy/cut``); see ``SkippedEntryPolicy`` for why keeping is the default.
    /// - Throws: ``NavigationStateError`` when the data is not a valid snapshot for this
    ///   coordinator type; the whole document is validated first, so nothing has changed then.
    @discardableResult
    public func restoreNavigationState(from data: Data, aboveSkippedEntry: SkippedEntryPolicy = .keep) throws
        -> RestorationReport
    {
        try restoreNavigationState(from: data, aboveSkippedEntry: aboveSkippedEntry, startingChange: { _ in })
    }

    /// As ``restoreNavigationState(from:aboveSkippedEntry:)``, telling `startingChange` the
    /// number of the change the restore runs as (see ``NavigationChange``) once it starts,
    /// before any of its events is delivered: the number its events are delivered under
    /// (``ObserverQueue/changeBeingDelivered``), whenever that is.
    func restoreNavigationState(
        from data: Data, aboveSkippedEntry: SkippedEntryPolicy, startingChange: @MainActor (Int) -> Void
    ) throws -> RestorationReport {
        let identity = TypeIdentity.of(type(of: self))
        guard let node = navigationNode, node.isCodable else {
            throw NavigationStateError.unsupported(coordinatorType: identity.short)
        }
        guard !NavigationChange.isInProgress else {
            throw NavigationStateError.changeInProgress(coordinatorType: identity.short)
        }
        let namesInUse = TypeNamesInUse(around: node)
        let (nodes, slots, topMatch) = try SnapshotReader.read(
            data, identity: identity, kind: node.kind, namesInUse: namesInUse)
        return NavigationChange.perform {
            startingChange(NavigationChange.number)
            // A coordinator nothing has used yet is built from the snapshot, not set up to its
            // initial state and torn down (see LazyPreparation.replaying(_:)).
            let report = LazyPreparation.replaying {
                SnapshotReplay.replay(
                    nodes, slots: slots, into: node, recordedAs: topMatch,
                    aboveSkippedEntry: aboveSkippedEntry, namesInUse: namesInUse)
            }
            node.prepareIfNeeded()
            ObserverLookup.emit(.restored, in: node)
            return report
        }
    }
}

extension NavigationNode {
    /// Brings a container a replay reached to its initial state: one nothing has used yet is
    /// set up, one already set up is reset (its destinations leave with cause `.restore`).
    func restoreInitialState() {
        if isPrepared {
            resetToInitialState(cause: .restore)
        } else {
            prepareIfNeeded()
        }
    }
}

/// A child a node's replay created or kept, with the slot it had in the snapshot.
struct RestoredChild {
    /// `nil` when no captured subtree applies to the child (its destination was skipped).
    var snapshotSlot: Int?
    /// Its role in its parent (`root`, `push[2]`, `tab[1]`), for the report's paths.
    var role: String
    var child: any Coordinator
}

/// The report's paths, as a table of (parent, role) built while the replay descends: a node's
/// path is spelled out only when something in it is reported, so no node copies the path of
/// its ancestors.
struct RestorePaths {
    private(set) var parents: [Int] = []
    private var roles: [String] = []
    /// Each path's snapshot slot in its parent's node, for the report's order.
    private(set) var slots: [Int] = []
    /// The spelled-out paths asked for so far.
    private var spelled: [Int: String] = [:]

    /// The path of the node `parent`'s child in `role`; `nil` is the restoring coordinator.
    mutating func add(_ role: String, slot: Int, under parent: Int?) -> Int {
        parents.append(parent ?? -1)
        roles.append(role)
        slots.append(slot)
        return roles.count - 1
    }

    /// `root/tab[0]/push[2]`; empty for the restoring coordinator.
    mutating func text(of id: Int?) -> String {
        guard let id, id >= 0 else { return "" }
        if let text = spelled[id] { return text }
        // Walk up to the nearest spelled-out ancestor, then spell the way back down.
        var chain: [Int] = []
        var current = id
        var prefix = ""
        while current >= 0 {
            if let text = spelled[current] {
                prefix = text
                break
            }
            chain.append(current)
            current = parents[current]
        }
        for node in chain.reversed() {
            prefix = prefix.isEmpty ? roles[node] : prefix + "/" + roles[node]
            spelled[node] = prefix
        }
        return prefix
    }
}

/// What a node's replay reads and reports through.
struct RestoreContext {
    /// The path of the node being restored (`nil` for the restoring coordinator).
    var pathID: Int?
    var paths = RestorePaths()
    var coordinatorType = ""
    var report = RestorationReport()
    var aboveSkippedEntry = SkippedEntryPolicy.keep
    /// The path of a skipped root the node's entries are cut above (``SkippedEntryPolicy/cut``).
    var skippedRoot: String?
    /// Whether the node being restored was never set up (``NavigationNode/prepareForReplay()``):
    /// its initial state was never shown, so nothing of it departs.
    var replacesUnshownState = false

    mutating func path(of role: String) -> String {
        let path = paths.text(of: pathID)
        return path.isEmpty ? role : path + "/" + role
    }

    /// Where each item of ``report`` sits, for ``reportInPathOrder()``.
    private var order = ReportOrder()

    /// Reports the slot `role` (snapshot slot `slot` of the node; ``ReportOrder/wholeNode`` for
    /// the node itself) skipped, with the destination stored there when there is one.
    mutating func skip(
        _ role: String, slot: Int, _ reason: RestorationReport.Reason, stored: StoredDestination? = nil
    ) {
        report.skipped.append(
            .init(path: path(of: role), coordinatorType: coordinatorType, reason: reason, stored: stored))
        order.skipped.append(.init(path: pathID ?? -1, slot: slot))
    }

    /// Reports the node being restored as skipped as a whole.
    mutating func skipNode(_ reason: RestorationReport.Reason) {
        report.skipped.append(
            .init(path: paths.text(of: pathID), coordinatorType: coordinatorType, reason: reason))
        order.skipped.append(.init(path: pathID ?? -1, slot: ReportOrder.wholeNode))
    }

    /// Reports the unreadable fields of `record` that are not an entry's: the node's options, which
    /// take their defaults, or (`wholeNode`) what makes the node lost.
    mutating func skipUnreadable(_ record: RestoringNode, wholeNode: Bool) {
        guard let fields = record.fields.unreadable else { return }
        for field in fields where field.slot == nil || wholeNode {
            skipNode(.unreadable(field: field.field, value: field.value))
        }
    }

    /// Reports a migration at `slot` of the node (``ReportOrder/wholeNode`` for its type).
    mutating func migrated(_ item: RestorationReport.Migration, slot: Int) {
        report.migrated.append(item)
        order.migrated.append(.init(path: pathID ?? -1, slot: slot))
    }

    /// Takes back the migration reported last (its destination is reported as skipped instead).
    mutating func removeLastMigration() {
        report.migrated.removeLast()
        order.migrated.removeLast()
    }

    /// The report, its items in the order of the tree (see ``ReportOrder``).
    func reportInPathOrder() -> RestorationReport {
        var report = report
        order.sort(&report, paths: paths)
        return report
    }

    /// Makes room for `count` more skipped items: a list with many skips gets exactly what it
    /// needs (an array grown by doubling holds up to twice that, and three times while it
    /// copies), small ones grow as usual.
    mutating func reserveSkips(_ count: Int) {
        let needed = report.skipped.count + count
        if needed > report.skipped.capacity {
            report.skipped.reserveCapacity(max(needed, 2 * report.skipped.count))
            order.skipped.reserveCapacity(max(needed, 2 * report.skipped.count))
        }
    }

    /// How many items a list's replay will still report from `index` on: every destination when the
    /// stack is cut, else the destinations left out at capture or not decoded; and the excluded entry
    /// reported after the list.
    private func skipsLeft<D>(
        in destinations: DecodedList<D>, from index: Int, to end: Int, firstSlot: Int,
        in record: RestoringNode,
        cut: Bool
    ) -> Int {
        let rest = index..<end
        let destinations =
            cut
            ? rest.count
            : rest.count { record.omissions[firstSlot + $0] != nil || destinations[$0].destination == nil }
        return destinations + (record.fields.omitted?.contains { $0.reason == .excluded } == true ? 1 : 0)
    }

    /// The destination at `slot`, or `nil` after reporting why it is skipped.
    ///
    /// - Parameter role: The slot's role in the report's path, made only when it is skipped.
    mutating func restoredDestination<D>(
        _ destination: DecodedDestination<D>?, slot: Int, role: @autoclosure () -> String,
        in record: RestoringNode
    ) -> D? {
        if let unreadable = record.unreadableBySlot[slot] {
            // A field of the entry this release cannot read (its presentation, its omission).
            skip(
                role(), slot: slot, .unreadable(field: unreadable.field, value: unreadable.value),
                stored: record.storedDestination(at: slot))
            return nil
        }
        if let omission = record.omissions[slot] {
            // Left out at capture: no destination, or (past a limit) a subtree, is reported.
            skip(role(), slot: slot, Self.reason(for: omission))
            return nil
        }
        switch destination {
        case .decoded(let destination): return destination
        case .migrated(let destination, let stored):
            migrated(
                .init(
                    path: path(of: role()), coordinatorType: coordinatorType, storedCase: stored.caseName,
                    replacement: String(describing: destination), storedPayload: stored.payload),
                slot: slot)
            return destination
        case .undecodable(let message):
            skip(role(), slot: slot, .undecodable(message), stored: record.storedDestination(at: slot))
            return nil
        case .dropped:
            skip(role(), slot: slot, .droppedByMigration, stored: record.storedDestination(at: slot))
            return nil
        case .migrationFailed(let message):
            skip(role(), slot: slot, .migrationFailed(message), stored: record.storedDestination(at: slot))
            return nil
        case .omitted:
            skip(role(), slot: slot, .undecodable("The destination is null."))
            return nil
        case nil: return nil
        }
    }

    /// Replays a flow's or root coordinator's root (slot 0) through `replace`. A root that no
    /// longer decodes falls back to `fallback`, and the captured subtree under it is skipped
    /// with it (the child gets no snapshot slot, so it starts at its initial position).
    mutating func replayRoot<D>(
        _ destination: DecodedDestination<D>?, in record: RestoringNode, fallback: D,
        replace: (D) -> (any Coordinator)?
    ) -> [RestoredChild] {
        let decoded = restoredDestination(
            destination, slot: 0, role: NavigationRole.root.description, in: record)
        skippedRoot =
            decoded == nil && aboveSkippedEntry == .cut ? path(of: NavigationRole.root.description) : nil
        guard let child = replace(decoded ?? fallback) else { return [] }
        return [
            RestoredChild(
                snapshotSlot: decoded == nil ? nil : 0, role: NavigationRole.root.description, child: child)
        ]
    }

    /// Replays a list of entries (a flow's pushes and modals, or the modals of a tab or root
    /// coordinator) through `add` (a destination, its presentation and its slot); destinations that
    /// do not decode are skipped, an excluded destination ends the list.
    mutating func replayEntries<D>(
        _ destinations: DecodedList<D>, codes: String?, firstSlot: Int, in record: RestoringNode,
        policy: (D) -> SnapshotPolicy, add: (D, Presentation, Int) -> (any Coordinator)?
    ) -> [RestoredChild] {
        var children: [RestoredChild] = []
        // One per destination; `nil` for a code this release cannot read (a newer presentation),
        // whose entry is skipped (``RestoringNode/unreadableBySlot``).
        var presentations: [Presentation?] = []
        presentations.reserveCapacity(destinations.count)
        var readsEveryCode = true
        for code in (codes ?? "").utf8.prefix(destinations.count) {
            let presentation = Presentation(snapshotCode: code)
            if presentation == nil { readsEveryCode = false }
            presentations.append(presentation)
        }
        while presentations.count < destinations.count {
            presentations.append(nil)
            readsEveryCode = false
        }
        // Where the stack is cut (``SkippedEntryPolicy/cut``): a skipped root, then an entry.
        let gap = skippedRoot
        skippedRoot = nil
        let count = destinations.count
        // Usually every destination decoded and none was left out at capture: there is nothing to
        // report, up to a destination the policy excludes, which ``replayReporting`` reports
        // (the policy is asked again there). It runs apart, so that this loop does not pay for
        // the generic types only reporting uses.
        var replayed = 0
        if case .destinations(let destinations) = destinations, gap == nil, record.omissions.isEmpty,
            readsEveryCode
        {
            while replayed < count, let presentation = presentations[replayed],
                policy(destinations[replayed]) != .exclude
            {
                Self.keep(
                    add(destinations[replayed], presentation, firstSlot + replayed),
                    at: firstSlot + replayed, role: Self.entryRole(presentation, replayed),
                    in: &children)
                replayed += 1
            }
        }
        if replayed < count {
            let excluded = replayReporting(
                destinations, from: replayed, to: count, presentations: presentations, gap: gap,
                firstSlot: firstSlot,
                in: record, policy: policy, add: add, children: &children)
            if excluded { return children }
        }
        if let omission = record.fields.omitted?.first(where: {
            $0.reason == .excluded && $0.slot >= firstSlot
        }) {
            // The snapshot does not record the presentation of an entry excluded at capture.
            skip("entry[\(omission.slot - firstSlot)]", slot: omission.slot, .excluded)
        }
        return children
    }

    /// The role of entry `index` in the report (`push[2]`; `entry[2]` when its presentation is
    /// not known).
    private static func entryRole(_ presentation: Presentation?, _ index: Int) -> String {
        guard let presentation else { return "entry[\(index)]" }
        return "\(NavigationRole.entry(presentation))[\(index)]"
    }

    /// Replays the entries from `start` to `end` of a list, reporting each one skipped (see
    /// ``replayEntries(_:codes:firstSlot:in:policy:add:)``); returns whether an excluded
    /// destination ended the list.
    @inline(never)
    private mutating func replayReporting<D>(
        _ destinations: DecodedList<D>, from start: Int, to end: Int, presentations: [Presentation?],
        gap: String?,
        firstSlot: Int, in record: RestoringNode, policy: (D) -> SnapshotPolicy,
        add: (D, Presentation, Int) -> (any Coordinator)?, children: inout [RestoredChild]
    ) -> Bool {
        var gap = gap
        // Room for the list's skipped items is made at its first one, so a list without any
        // does not count them.
        let skippedBefore = report.skipped.count
        var hasReservedSkips = false
        func role(_ index: Int) -> String { Self.entryRole(presentations[index], index) }
        // By index: `enumerated()` over destinations of a generic type costs more than the replay.
        for index in start..<end {
            if !hasReservedSkips, report.skipped.count > skippedBefore || gap != nil {
                hasReservedSkips = true
                let skips = skipsLeft(
                    in: destinations, from: index, to: end, firstSlot: firstSlot, in: record, cut: gap != nil)
                reserveSkips(skips)
            }
            let stored = destinations[index]
            if let gap {
                // An entry that would be skipped anyway is reported for its own reason.
                guard
                    restoredDestination(stored, slot: firstSlot + index, role: role(index), in: record) != nil
                else {
                    continue
                }
                if case .migrated = stored { removeLastMigration() }
                skip(
                    role(index), slot: firstSlot + index, .aboveSkippedEntry(path: gap),
                    stored: record.storedDestination(at: firstSlot + index))
                continue
            }
            guard
                let destination = restoredDestination(
                    stored, slot: firstSlot + index, role: role(index), in: record)
            else {
                if aboveSkippedEntry == .cut { gap = path(of: role(index)) }
                continue
            }
            if policy(destination) == .exclude {
                // A replacement the policy excludes is not restored: it is reported as excluded
                // only (its migration item is the last one, just added).
                if case .migrated = stored { removeLastMigration() }
                skip(
                    role(index), slot: firstSlot + index, .excluded,
                    stored: record.storedDestination(at: firstSlot + index))
                return true
            }
            // A destination without a known presentation was reported by `restoredDestination`.
            guard let presentation = presentations[index] else { continue }
            Self.keep(
                add(destination, presentation, firstSlot + index), at: firstSlot + index,
                role: role(index), in: &children)
        }
        return false
    }

    /// Keeps `child`, made for the entry at `slot`, among a list's restored children.
    private static func keep(
        _ child: (any Coordinator)?, at slot: Int, role: @autoclosure () -> String,
        in children: inout [RestoredChild]
    ) {
        guard let child else { return }
        children.append(RestoredChild(snapshotSlot: slot, role: role(), child: child))
    }

    static func reason(for omission: SnapshotOmission) -> RestorationReport.Reason {
        switch omission.reason {
        case .excluded: .excluded
        case .unencodable: .unencodable(omission.detail ?? "")
        case .limit: .limit(omission.detail ?? "")
        }
    }
}

/// Replays a validated document, node by node, without recursing on the call stack.
@MainActor
enum SnapshotReplay {
    /// A live coordinator waiting for its node's replay.
    private struct Pending {
        var node: any NavigationNode
        /// The node's index in the document.
        var index: Int
        /// Its path in the report (`nil` for the restoring coordinator).
        var path: Int?
        /// The former type name the node records the coordinator under, if any: reported when
        /// the node's turn comes, before its destinations.
        var formerTypeName: String?
    }

    /// - Parameters:
    ///   - slots: Which node sits in each slot (``SnapshotValidation/checkTable(_:)``).
    ///   - recordedAs: How the first node records the restoring coordinator's type.
    ///   - namesInUse: The coordinator types of the tree, for nodes recorded under a former
    ///     type name.
    static func replay(
        _ nodes: [RestoringNode], slots: NodeSlots, into start: any NavigationNode,
        recordedAs topMatch: TypeIdentity.Match, aboveSkippedEntry: SkippedEntryPolicy = .keep,
        namesInUse: TypeNamesInUse
    ) -> RestorationReport {
        var context = RestoreContext()
        context.aboveSkippedEntry = aboveSkippedEntry
        var pending: [Pending] = [
            Pending(node: start, index: 0, path: nil, formerTypeName: topMatch.formerName)
        ]
        while let next = pending.popLast() {
            let (live, index, path) = (next.node, next.index, next.path)
            let record = nodes[index]
            context.pathID = path
            // The type's name now, also for a node recorded under a former name.
            context.coordinatorType = live.typeName
            if let formerTypeName = next.formerTypeName, let coordinator = live.coordinator {
                context.migrated(
                    .init(
                        path: context.paths.text(of: path), coordinatorType: live.typeName,
                        formerTypeName: formerTypeName,
                        currentTypeName: TypeIdentity.of(type(of: coordinator)).qualified),
                    slot: ReportOrder.wholeNode)
            }
            // What this release cannot read of the node: the whole node (it starts at its
            // initial position), or options, which take their defaults.
            if record.fields.isLost {
                live.restoreInitialState()
                context.skipUnreadable(record, wholeNode: true)
                continue
            }
            context.skipUnreadable(record, wholeNode: false)
            // Nothing to replay when the snapshot recorded no state, or when the live
            // coordinator cannot take any (whatever the record claims).
            if record.fields.opaque == true || !live.isCodable {
                live.restoreInitialState()
                context.skipNode(.notCodable)
                continue
            }
            // The root or a tab was excluded at capture (nothing of the container was written),
            // or is excluded now: the container restores at its initial position.
            if let role = record.fields.excludedBaseRole ?? live.excludedBaseRole(in: record) {
                live.restoreInitialState()
                context.skip(role, slot: ReportOrder.wholeNode, .excluded)
                continue
            }
            context.replacesUnshownState = !live.isPrepared
            live.prepareForReplay()
            let children = live.restore(from: record, context: &context)
            // Every child is a type in the tree before any of them is matched.
            for restored in children { namesInUse.add(TypeIdentity.of(type(of: restored.child))) }
            var matched: [Pending] = []
            for restored in children {
                // A child no captured subtree applies to starts at its initial position, also
                // when the replay kept it from the live tree (an equal root keeps its child).
                let childNode = navigationNode(of: restored.child)
                guard let slot = restored.snapshotSlot, let recordIndex = slots.node(in: slot, of: index)
                else {
                    childNode?.restoreInitialState()
                    continue
                }
                // Read in place: a copy of a node's fields costs more than the checks.
                let captured = nodes[recordIndex]
                if captured.fields.isLost {
                    // Reported at the child's place, as a child whose type changed is.
                    for field in captured.fields.unreadable ?? [] where field.slot == nil {
                        context.skip(
                            restored.role, slot: slot, .unreadable(field: field.field, value: field.value))
                    }
                    childNode?.restoreInitialState()
                    continue
                }
                let identity = TypeIdentity.of(type(of: restored.child))
                guard let match = identity.match(captured.fields, namesInUse: namesInUse), let childNode,
                    childNode.kind == captured.kind
                else {
                    let names = identity.names(against: captured.fields)
                    context.skip(
                        restored.role, slot: slot,
                        .childTypeChanged(captured: names.captured, current: names.current))
                    childNode?.restoreInitialState()
                    continue
                }
                matched.append(
                    Pending(
                        node: childNode, index: recordIndex,
                        path: context.paths.add(restored.role, slot: slot, under: path),
                        formerTypeName: match.formerName))
            }
            pending.append(contentsOf: matched.reversed())
        }
        return context.reportInPathOrder()
    }
}
