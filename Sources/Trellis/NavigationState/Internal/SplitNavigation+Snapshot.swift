import Foundation

extension SplitNavigation {
    /// The snapshot record of a split coordinator: its sidebar, its selections, the column
    /// visibility and compact column, and its modals. A selection the policy excludes is written
    /// as `null` with the selections after it (the columns show nothing after a restore); an
    /// excluded sidebar leaves the whole container out.
    func captureRecord(parent: Int?, slot: Int?) -> (
        record: SnapshotNode<StoredDestinationBox>, includedSlots: [Bool]
    ) {
        var record = SnapshotNode<StoredDestinationBox>(
            parent: parent, slot: slot, type: typeIdentity.short, qualifiedType: typeIdentity.qualified,
            kind: .split)
        let selections = self.selections
        let slotCount = 1 + selections.count + entryList.count
        guard isCodable, owner != nil else {
            record.opaque = true
            return (record, Array(repeating: false, count: slotCount))
        }
        if snapshotPolicy(for: root) == .exclude {
            return record.excludingBase(at: 0, slotCount: slotCount)
        }
        var destinations: [StoredDestinationBox] = []
        var omissions: [SnapshotOmission] = []
        for index in selections.indices {
            if omissions.isEmpty, snapshotPolicy(for: selections[index].destination) == .exclude {
                omissions.append(
                    SnapshotOmission(slot: 1 + index, reason: .excluded, count: selections.count - index))
            }
            destinations.append(
                omissions.isEmpty ? DestinationCoding.box(selections[index].destination) : .placeholder)
        }
        let included = [true] + selections.indices.map { omissions.isEmpty || $0 < omissions[0].slot - 1 }
        let modals = captureEntries(firstSlot: 1 + selections.count)
        record.root = DestinationCoding.box(root)
        record.selections = destinations.isEmpty ? nil : destinations
        record.contentColumn = hasContentColumn
        record.columnVisibility = columnVisibility
        record.compactColumn = preferredCompactColumn
        record.setEntries(
            modals.destinations, codes: modals.codes, detents: modals.detents,
            hasEntries: !modals.includedSlots.isEmpty)
        omissions += modals.omission.map { [$0] } ?? []
        record.omitted = omissions.isEmpty ? nil : omissions
        return (record, included + modals.includedSlots)
    }

    /// Replays a split coordinator's record: its sidebar (the initial one when the recorded one
    /// no longer decodes), its selections in column order (a selection that is skipped leaves its
    /// column empty, and the columns after it), the columns' visibility, then its modals.
    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild] {
        let isUnshown = context.replacesUnshownState
        if !isUnshown { removeEntries(keeping: 0, cause: .restore) }
        var children: [RestoredChild] = []
        let sidebarRole = NavigationRole.column(.sidebar).description
        let storedSidebar = context.restoredDestination(
            DestinationMigrating.decodeDestination(record.root, of: C.self, in: record), slot: 0,
            role: sidebarRole, in: record)
        let shown = storedSidebar ?? initialSidebar
        let rootChild = isUnshown ? showRestoredSidebar(shown) : showSidebar(shown, cause: .restore)
        if let rootChild {
            children.append(
                RestoredChild(
                    snapshotSlot: storedSidebar == nil ? nil : 0, role: sidebarRole, child: rootChild))
        }
        let count = record.fields.selections?.count ?? 0
        let destinations = DestinationMigrating.decodeList(
            record.selections, count: count, of: C.self, in: record, isKept: true)
        var restored = 0
        // The path of the first selection skipped: the selections after it have no column.
        var gap: String?
        for index in 0..<count {
            let slot = 1 + index
            let role =
                index < selectionCapacity
                ? column(showingSelectionAt: index).description : "selection[\(index)]"
            if let gap {
                // Left out at capture after an excluded selection: nothing more to report.
                if case .omitted = destinations[index], record.omissions[slot] == nil { continue }
                context.skip(
                    role, slot: slot, .afterSkippedSelection(path: gap),
                    stored: record.storedDestination(at: slot))
                continue
            }
            guard index < selectionCapacity else {
                context.skip(role, slot: slot, .columnMissing, stored: record.storedDestination(at: slot))
                gap = context.path(of: role)
                continue
            }
            guard
                let destination = context.restoredDestination(
                    destinations[index], slot: slot, role: role, in: record)
            else {
                gap = context.path(of: role)
                continue
            }
            if snapshotPolicy(for: destination) == .exclude {
                if case .migrated = destinations[index] { context.removeLastMigration() }
                context.skip(role, slot: slot, .excluded, stored: record.storedDestination(at: slot))
                gap = context.path(of: role)
                continue
            }
            if let child = select(destination, at: index, cause: .restore) {
                children.append(RestoredChild(snapshotSlot: slot, role: role, child: child))
            }
            restored += 1
        }
        clearSelections(from: restored, cause: .restore)
        setColumns(
            visibility: record.fields.columnVisibility ?? initialVisibility,
            compactColumn: record.fields.compactColumn ?? initialCompactColumn)
        children += replayEntries(
            record.modals, codes: record.fields.modalPresentations, firstSlot: 1 + count, in: record,
            context: &context)
        return children
    }

    /// Shows the declared sidebar again, with a new child, the declared selections, visibility and
    /// compact column, and no modals.
    func resetToInitialState(cause: DismissalCause) {
        removeEntries(keeping: 0, cause: cause)
        clearSelections(from: 0, cause: cause)
        showSidebar(initialSidebar, keepingEqual: false, cause: cause)
        for (index, destination) in initialSelections.enumerated() where selections.count == index {
            select(destination, at: index, cause: cause)
        }
        setColumns(visibility: initialVisibility, compactColumn: initialCompactColumn)
    }
}
