import Foundation

extension FlowStack {
    var isCodable: Bool { RouteCoding.isCodable(C.Destinations.self) }

    func captureRecord(parent: Int?, slot: Int?) -> (record: SnapshotNode<RouteBox>, includedSlots: [Bool]) {
        var record = SnapshotNode<RouteBox>(
            parent: parent, slot: slot, type: typeName, qualifiedType: String(reflecting: C.self), kind: .flow
        )
        guard isCodable, owner != nil else {
            record.opaque = true
            return (record, Array(repeating: false, count: 1 + entryList.count))
        }
        if snapshotPolicy(for: root) == .exclude {
            return record.excludingBase(at: 0, slotCount: 1 + entryList.count)
        }
        let entries = captureEntries(firstSlot: 1)
        record.root = RouteCoding.box(root)
        record.entries = entries.routes
        record.presentations = entries.codes
        record.omitted = entries.omission.map { [$0] }
        return (record, [true] + entries.includedSlots)
    }

    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild] {
        let rootChildren = context.replayRoot(
            RouteCoding.decodeRoute(record.root, as: C.Destinations.self), in: record, fallback: initialRoot
        ) {
            replaceRoot(with: $0, cause: .restore)
        }
        let entryChildren = replayEntries(
            record.entries, codes: record.fields.presentations, firstSlot: 1, listRole: "entry", in: record,
            context: &context)
        return rootChildren + entryChildren
    }

    func resetToInitialState(cause: DismissalCause) {
        replaceRoot(with: initialRoot, keepingEqualRoot: false, cause: cause)
        for destination in initialPushes { append(destination, as: .push, onDismiss: nil) }
    }
}
