import Foundation

extension EntryHosting {
    /// Whether the container's destinations can be written into a snapshot.
    var isCodable: Bool { DestinationCoding.isCodable(Destination.self) }

    /// The entries' part of a snapshot record: destinations and presentation codes up to the first
    /// excluded destination, its omission, and for each entry whether its child belongs in
    /// the snapshot.
    ///
    /// - Parameter firstSlot: The node slot of the first entry.
    func captureEntries(firstSlot: Int)
        -> (
            destinations: [StoredDestinationBox], codes: String, omission: SnapshotOmission?,
            detents: [SnapshotDetent]?,
            includedSlots: [Bool]
        )
    {
        // The entries read once: each read of the observed list registers an access and copies it.
        let list = entryList
        let (destinations, codes, omission, detents) = list.captureDestinations(
            firstSlot: firstSlot, policy: snapshotPolicy(for:))
        var includedSlots = Array(repeating: true, count: destinations.count)
        includedSlots.append(contentsOf: repeatElement(false, count: list.count - destinations.count))
        return (destinations, codes, omission, detents, includedSlots)
    }

    /// Replays captured entries on top of the container through ``append(_:as:onDismiss:)``,
    /// each at the detent the record keeps for its slot.
    func replayEntries(
        _ destinations: DestinationValue?, codes: String?, firstSlot: Int, in record: RestoringNode,
        context: inout RestoreContext
    ) -> [RestoredChild] {
        let detents = record.fields.detents
        // As many entries as the list holds; one whose code is missing or unknown is skipped.
        let count = record.count(of: destinations)
        if count > 0 {
            state.entries.prepareStorage { $0.reserveCapacity(adding: count) }
        }
        return context.replayEntries(
            DestinationMigrating.decodeList(destinations, count: count, of: Owner.self, in: record),
            codes: codes,
            firstSlot: firstSlot,
            in: record, policy: snapshotPolicy(for:),
            add: { destination, presentation, slot in
                let child = append(destination, as: presentation, onDismiss: nil)
                if let stored = detents?.first(where: { $0.slot == slot }),
                    let detent = PresentationOptions.Detent(description: stored.detent)
                {
                    entryList.setSelectedDetent(detent, at: entryList.count - 1)
                }
                return child
            })
    }
}

extension EntryHosting {
    /// The role (`root`, `tab[i]`) of a root or tab in `record` that decodes into a destination
    /// ``Coordinator/snapshotPolicy(for:)`` excludes now, or `nil`.
    ///
    /// A snapshot written before the destination was excluded (or by a build that wrote
    /// excluded roots and tabs) still holds it; the restore treats it as if it had been left
    /// out at capture. Destinations that do not decode are left to the normal replay.
    func excludedBaseRole(in record: RestoringNode) -> String? {
        // Plain loops over the decoded destinations: a closure or an optional of a generic
        // outcome per destination makes the runtime look up its type each time.
        switch record.kind {
        case .flow, .root, .split:
            guard
                let root = DestinationMigrating.decodeDestination(record.root, of: Owner.self, in: record)?
                    .destination,
                snapshotPolicy(for: root) == .exclude
            else { return nil }
            return (record.kind == .split ? NavigationRole.column(.sidebar) : .root).description
        case .tab:
            let tabs = DestinationMigrating.decodeList(
                record.tabs, count: record.fields.tabs?.count, of: Owner.self, in: record, isKept: true)
            switch tabs {
            case .destinations(let destinations):
                for index in destinations.indices where snapshotPolicy(for: destinations[index]) == .exclude {
                    return NavigationRole.tab(index: index).description
                }
            case .outcomes(let outcomes):
                for index in outcomes.indices {
                    if let destination = outcomes[index].destination,
                        snapshotPolicy(for: destination) == .exclude
                    {
                        return NavigationRole.tab(index: index).description
                    }
                }
            }
            return nil
        }
    }
}
