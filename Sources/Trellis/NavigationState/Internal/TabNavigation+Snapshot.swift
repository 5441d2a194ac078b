import Foundation

extension TabNavigation {
    func captureRecord(parent: Int?, slot: Int?) -> (
        record: SnapshotNode<StoredDestinationBox>, includedSlots: [Bool]
    ) {
        var record = SnapshotNode<StoredDestinationBox>(
            parent: parent, slot: slot, type: typeIdentity.short, qualifiedType: typeIdentity.qualified,
            kind: .tab)
        guard isCodable, owner != nil else {
            record.opaque = true
            return (record, Array(repeating: false, count: tabs.count + entryList.count))
        }
        if let excluded = tabs.firstIndex(where: { snapshotPolicy(for: $0.destination) == .exclude }) {
            return record.excludingBase(at: excluded, slotCount: tabs.count + entryList.count)
        }
        let modals = captureEntries(firstSlot: tabs.count)
        let boxer = DestinationCoding.Boxer<C.Destinations>()
        record.tabs = tabs.map { boxer.box($0.destination) }
        record.created = tabs.map { $0.isPrepared }
        record.selected = selectedIndex
        record.setEntries(
            modals.destinations, codes: modals.codes, detents: modals.detents,
            hasEntries: !modals.includedSlots.isEmpty)
        record.omitted = modals.omission.map { [$0] }
        return (record, tabs.map { _ in true } + modals.includedSlots)
    }

    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild] {
        var destinations: [C.Destinations] = []
        var restoredIndex: [Int: Int] = [:]
        let captured = DestinationMigrating.decodeList(
            record.tabs, count: record.fields.tabs?.count, of: C.self, in: record, isKept: true)
        for index in 0..<captured.count {
            if let destination = context.restoredDestination(
                captured[index], slot: index, role: NavigationRole.tab(index: index).description, in: record)
            {
                restoredIndex[index] = destinations.count
                destinations.append(destination)
            }
        }
        let selected = record.fields.selected.flatMap { restoredIndex[$0] } ?? 0
        if context.replacesUnshownState {
            showRestoredTabs(destinations, selecting: selected)
        } else {
            removeEntries(keeping: 0, cause: .restore)
            replaceTabs(with: destinations, selecting: selected, cause: .restore)
        }
        var children: [RestoredChild] = []
        for index in 0..<captured.count {
            guard let position = restoredIndex[index] else { continue }
            if record.fields.created?[index] == true { prepareTab(position) }
            if let child = tabs[position].child {
                children.append(
                    RestoredChild(
                        snapshotSlot: index, role: NavigationRole.tab(index: index).description, child: child)
                )
            }
        }
        children += replayEntries(
            record.modals, codes: record.fields.modalPresentations, firstSlot: captured.count,
            in: record, context: &context)
        return children
    }

    func resetToInitialState(cause: DismissalCause) {
        removeEntries(keeping: 0, cause: cause)
        replaceTabs(with: initialTabs, selecting: initialSelectedIndex, cause: cause)
    }
}
