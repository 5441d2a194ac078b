import Foundation

extension Root {
    func captureRecord(parent: Int?, slot: Int?) -> (record: SnapshotNode<RouteBox>, includedSlots: [Bool]) {
        captureRootRecord(parent: parent, slot: slot, kind: .root) { record, routes, codes in
            // The modal fields are written only when the root coordinator has modals.
            guard !entryList.isEmpty else { return }
            record.modals = routes
            record.modalPresentations = codes
        }
    }

    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild] {
        restoreRootRecord(
            record, entries: record.modals, codes: record.fields.modalPresentations, context: &context)
    }

    func resetToInitialState(cause: DismissalCause) {
        replaceRoot(with: initialRoot, keepingEqualRoot: false, cause: cause)
    }
}
