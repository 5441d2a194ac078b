import Foundation

extension FlowStack {
    func captureRecord(parent: Int?, slot: Int?) -> (record: SnapshotNode<RouteBox>, includedSlots: [Bool]) {
        captureRootRecord(parent: parent, slot: slot, kind: .flow) { record, routes, codes in
            record.entries = routes
            record.presentations = codes
        }
    }

    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild] {
        restoreRootRecord(
            record, entries: record.entries, codes: record.fields.presentations, context: &context)
    }

    func resetToInitialState(cause: DismissalCause) {
        replaceRoot(with: initialRoot, keepingEqualRoot: false, cause: cause)
        for destination in initialPushes { append(destination, as: .push, onDismiss: nil) }
    }
}
