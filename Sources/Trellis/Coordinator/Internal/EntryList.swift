/// The ordered entries of a flow, or the modals of a tab or root coordinator: a value with
/// the one rule for what leaves when an entry is removed (that entry and everything above it).
struct EntryList<Destination> {
    private(set) var entries: [NavigationEntry<Destination>] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// Inlined into ``EntryHosting/append(_:as:onDismiss:)``, where the runtime then looks up
    /// an entry's generic types once per append.
    @inline(__always)
    mutating func append(_ entry: NavigationEntry<Destination>) {
        entries.append(entry)
    }

    /// Makes room for `count` more entries, so that appending them one by one does not grow the
    /// list each time it fills up.
    mutating func reserveCapacity(adding count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    /// Removes the entries from `index` to the top and returns them bottom first.
    mutating func removeSuffix(from index: Int) -> [NavigationEntry<Destination>] {
        let start = max(0, min(index, entries.count))
        let removed = Array(entries[start...])
        entries.removeSubrange(start...)
        return removed
    }

    /// The index of the entry hosting `child`.
    func index(hosting child: AnyObject) -> Int? {
        entries.firstIndex { $0.child === child }
    }

    mutating func setChild(_ child: (any Coordinator)?, at index: Int) {
        entries[index].child = child
    }

    mutating func setSelectedDetent(_ detent: PresentationOptions.Detent?, at index: Int) {
        entries[index].selectedDetent = detent
    }

    /// The entries as the tree walk sees them, bottom first.
    var slots: [NodeSlot] {
        var slots: [NodeSlot] = []
        appendSlots(to: &slots)
        return slots
    }

    /// Appends the entries as the tree walk sees them, bottom first, to the slots of the
    /// container's base (its root or tabs), with room made for them first: no second array is
    /// made and copied to join the two.
    func appendSlots(to slots: inout [NodeSlot]) {
        // A plain loop: `map` over entries of a generic destination type is not specialised
        // and costs about a thousand instructions per element.
        slots.reserveCapacity(slots.count + entries.count)
        for index in 0..<entries.count { slots.append(entries[index].slot) }
    }
}
