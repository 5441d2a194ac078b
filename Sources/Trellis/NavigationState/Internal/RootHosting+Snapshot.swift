import Foundation

extension RootHosting {
    /// The snapshot record of a flow or a root coordinator, and which of its slots (the root,
    /// then each entry) it holds: nothing of its state when its destinations are not `Codable`,
    /// the container left out when its root is excluded, else the root and the captured
    /// entries (a flow's entries, a root coordinator's modals).
    func captureRecord(parent: Int?, slot: Int?) -> (
        record: SnapshotNode<StoredDestinationBox>, includedSlots: [Bool]
    ) {
        var record = SnapshotNode<StoredDestinationBox>(
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
        record.root = DestinationCoding.box(rootDestination)
        record.setEntries(
            entries.destinations, codes: entries.codes, detents: entries.detents,
            hasEntries: !entries.includedSlots.isEmpty)
        record.omitted = entries.omission.map { [$0] }
        return (record, [true] + entries.includedSlots)
    }

    /// Replays a flow's or root coordinator's record: its root (the initial root when the
    /// recorded one no longer decodes), then the recorded entries or modals above it.
    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild] {
        let isUnshown = context.replacesUnshownState
        let rootChildren = context.replayRoot(
            DestinationMigrating.decodeDestination(record.root, of: Owner.self, in: record), in: record,
            fallback: initialRoot
        ) {
            isUnshown ? showRestoredRoot($0) : replaceRoot(with: $0, cause: .restore)
        }
        let entryChildren = replayEntries(
            record.entryDestinations, codes: record.entryCodes, firstSlot: 1, in: record, context: &context)
        return rootChildren + entryChildren
    }

    /// Shows the declared root again, with a new child, and the declared entries above it.
    func resetToInitialState(cause: DismissalCause) {
        replaceRoot(with: initialRoot, keepingEqualRoot: false, cause: cause)
        for destination in initialEntries { append(destination, as: .push, onDismiss: nil) }
    }
}
