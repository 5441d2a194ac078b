extension EntryHosting {
    /// The entries' part of a snapshot record: routes and presentation codes up to the first
    /// excluded destination, its omission, and for each entry whether its child belongs in
    /// the snapshot.
    ///
    /// - Parameter firstSlot: The node slot of the first entry.
    func captureEntries(firstSlot: Int)
        -> (routes: [RouteBox], codes: String, omission: SnapshotOmission?, includedSlots: [Bool])
    {
        let (routes, codes, omission) = entryList.captureRoutes(
            firstSlot: firstSlot, policy: restorationPolicy(for:))
        return (routes, codes, omission, entryList.entries.indices.map { $0 < routes.count })
    }

    /// Replays captured entries on top of the container through ``append(_:as:onDismiss:)``.
    func replayEntries(
        _ routes: [JSONValue]?, codes: String?, firstSlot: Int, listRole: String,
        in record: SnapshotNode<JSONValue>, context: inout RestoreContext
    ) -> [RestoredChild] {
        context.replayEntries(
            routes, codes: codes, firstSlot: firstSlot, listRole: listRole, in: record, as: Destination.self,
            policy: restorationPolicy(for:),
            add: { destination, presentation in append(destination, as: presentation, onDismiss: nil) })
    }
}
