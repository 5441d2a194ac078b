extension FlowStack {
    var isCodable: Bool { RouteCoding.isCodable(C.Destinations.self) }

    func captureRecord(parent: Int?, slot: Int?) -> (record: SnapshotNode<RouteBox>, includedSlots: [Bool]) {
        var record = SnapshotNode<RouteBox>(parent: parent, slot: slot, type: typeName, kind: .flow)
        guard isCodable, let owner else {
            record.opaque = true
            return (record, Array(repeating: false, count: 1 + entryList.count))
        }
        let (routes, codes, omission) = entryList.captureRoutes(
            firstSlot: 1, policy: owner.restorationPolicy(for:))
        record.root = RouteCoding.box(root)
        record.entries = routes
        record.presentations = codes
        record.omitted = omission.map { [$0] }
        return (record, [true] + entryList.entries.indices.map { $0 < routes.count })
    }

    func restore(from record: SnapshotNode<JSONValue>, context: inout RestoreContext) -> [RestoredChild] {
        // A root that no longer decodes falls back to the initial one; the captured subtree
        // under it is skipped with it (no snapshot slot: the child starts at its initial position).
        let decoded = context.route(record.root, slot: 0, role: "root", in: record, as: C.Destinations.self)
        var children: [RestoredChild] = []
        if let child = replaceRoot(with: decoded ?? initialRoot, cause: .restore) {
            children.append(
                RestoredChild(
                    snapshotSlot: decoded == nil ? nil : 0, path: context.path(of: "root"), child: child))
        }
        let owner = owner
        children += context.replayEntries(
            record.entries, codes: record.presentations, firstSlot: 1, listRole: "entry", in: record,
            as: C.Destinations.self, policy: { owner?.restorationPolicy(for: $0) ?? .restore },
            add: { destination, presentation in append(destination, as: presentation, onDismiss: nil) })
        return children
    }

    func resetToInitialState(cause: DismissalCause) {
        replaceRoot(with: initialRoot, keepingEqualRoot: false, cause: cause)
        for destination in initialPushes { append(destination, as: .push, onDismiss: nil) }
    }
}
