import Foundation

extension Root {
    var isCodable: Bool { RouteCoding.isCodable(C.Destinations.self) }

    func captureRecord(parent: Int?, slot: Int?) -> (record: SnapshotNode<RouteBox>, includedSlots: [Bool]) {
        var record = SnapshotNode<RouteBox>(
            parent: parent, slot: slot, type: typeName, qualifiedType: String(reflecting: C.self), kind: .root
        )
        guard isCodable, owner != nil else {
            record.opaque = true
            return (record, Array(repeating: false, count: 1 + entryList.count))
        }
        if snapshotPolicy(for: root) == .exclude {
            return record.excludingBase(at: 0, slotCount: 1 + entryList.count)
        }
        let modals = captureEntries(firstSlot: 1)
        record.root = RouteCoding.box(root)
        if !entryList.isEmpty {
            record.modals = modals.routes
            record.modalPresentations = modals.codes
        }
        record.omitted = modals.omission.map { [$0] }
        return (record, [true] + modals.includedSlots)
    }

    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild] {
        let rootChildren = context.replayRoot(
            RouteCoding.decodeRoute(record.root, as: C.Destinations.self), in: record, fallback: initialRoot
        ) {
            replaceRoot(with: $0, cause: .restore)
        }
        let entryChildren = replayEntries(
            record.modals, codes: record.fields.modalPresentations, firstSlot: 1, listRole: "modal",
            in: record,
            context: &context)
        return rootChildren + entryChildren
    }

    func resetToInitialState(cause: DismissalCause) {
        replaceRoot(with: initialRoot, keepingEqualRoot: false, cause: cause)
    }
}
