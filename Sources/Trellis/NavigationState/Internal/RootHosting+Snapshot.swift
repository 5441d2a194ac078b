import Foundation

extension RootHosting {
    /// Whether the container's destinations can be written into a snapshot.
    var isCodable: Bool { RouteCoding.isCodable(Destination.self) }

    /// The snapshot record of a flow or a root coordinator, and which of its slots (the root,
    /// then each entry) it holds: nothing of its state when its destinations are not `Codable`,
    /// the container left out when its root is excluded, else the root and what `storeEntries`
    /// writes of the captured entries (a flow's entries, a root coordinator's modals).
    func captureRootRecord(
        parent: Int?, slot: Int?, kind: CoordinatorKind,
        storeEntries: (inout SnapshotNode<RouteBox>, _ routes: [RouteBox], _ codes: String) -> Void
    ) -> (record: SnapshotNode<RouteBox>, includedSlots: [Bool]) {
        var record = SnapshotNode<RouteBox>(
            parent: parent, slot: slot, type: typeIdentity.short, qualifiedType: typeIdentity.qualified,
            kind: kind)
        guard isCodable, owner != nil else {
            record.opaque = true
            return (record, Array(repeating: false, count: 1 + entryList.count))
        }
        if snapshotPolicy(for: rootDestination) == .exclude {
            return record.excludingBase(at: 0, slotCount: 1 + entryList.count)
        }
        let entries = captureEntries(firstSlot: 1)
        record.root = RouteCoding.box(rootDestination)
        storeEntries(&record, entries.routes, entries.codes)
        record.omitted = entries.omission.map { [$0] }
        return (record, [true] + entries.includedSlots)
    }

    /// Replays a flow's or root coordinator's record: its root (the initial root when the
    /// recorded one no longer decodes), then the recorded entries or modals above it.
    func restoreRootRecord(
        _ record: RestoringNode, entries: Data?, codes: String?, context: inout RestoreContext
    ) -> [RestoredChild] {
        let isUnshown = context.replacesUnshownState
        let rootChildren = context.replayRoot(
            RouteMigrating.decodeRoute(record.root, of: Owner.self, in: record), in: record,
            fallback: initialRoot
        ) {
            isUnshown ? showRestoredRoot($0) : replaceRoot(with: $0, cause: .restore)
        }
        let entryChildren = replayEntries(
            entries, codes: codes, firstSlot: 1, in: record, context: &context)
        return rootChildren + entryChildren
    }
}
