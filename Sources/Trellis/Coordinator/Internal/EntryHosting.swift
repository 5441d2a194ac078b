/// A container with an ordered list of entries: a flow's pushed and presented destinations, or
/// the modals of a tab or root coordinator. Adding and removing entries lives here once.
@MainActor
protocol EntryHosting<Destination>: NavigationNode {
    associatedtype Destination
    associatedtype Owner: Coordinator where Owner.Destinations == Destination
    /// The owner, parent link, observers, result channel, set-up flag and entries.
    var state: ContainerState<Owner> { get }
}

extension EntryHosting {
    /// The entries, observed: every kind of container keeps them in its ``state``.
    var entryList: EntryList<Destination> {
        @inline(__always) get { state.entries.value }
        @inline(__always) set { state.entries.value = newValue }
        @inline(__always) _modify { yield &state.entries.value }
    }

    /// The owning coordinator type's names, worked out once per type.
    var typeIdentity: TypeIdentity { TypeIdentity.of(Owner.self) }

    var typeName: String { typeIdentity.short }

    /// Makes `coordinator` the container's owner; a container belongs to one coordinator.
    func bind(to coordinator: Owner) {
        assert(owner == nil || owner === coordinator, "a \(type(of: self)) belongs to one coordinator")
        if owner == nil { owner = coordinator }
    }

    /// The container, bound to `coordinator` (see ``bind(to:)``), not set up.
    func bound(to coordinator: Owner) -> Self {
        bind(to: coordinator)
        return self
    }

    /// The container, bound to `coordinator` and set up: where a coordinator's operations
    /// start.
    func prepared(for coordinator: Owner) -> Self {
        bind(to: coordinator)
        prepareIfNeeded()
        return self
    }

    /// The child coordinator a destination hosts, from the owning coordinator.
    func childCoordinator(for destination: Destination) -> (any Coordinator)? {
        owner?.makeChild(for: destination)
    }

    /// Whether a destination may be written into a snapshot, from the owning coordinator.
    func snapshotPolicy(for destination: Destination) -> SnapshotPolicy {
        owner?.snapshotPolicy(for: destination) ?? .include
    }

    /// The options the owner gives the destination of the entry with `id`; `nil` when no entry
    /// has that identity.
    func presentationOptions(ofEntry id: EntryID) -> PresentationOptions? {
        guard let entry = entryList.entries.first(where: { $0.id == id }) else { return nil }
        return owner?.presentationOptions(for: entry.destination) ?? .default
    }

    /// The detent the user dragged the entry with `id` to, if any; `nil` also when no entry has
    /// that identity.
    func selectedDetent(ofEntry id: EntryID) -> PresentationOptions.Detent? {
        entryList.entries.first { $0.id == id }?.selectedDetent
    }

    /// Records that the entry with `id` rests at `detent`; returns `false` when no entry has
    /// that identity.
    @discardableResult
    func setSelectedDetent(_ detent: PresentationOptions.Detent?, ofEntry id: EntryID) -> Bool {
        guard let index = entryList.entries.firstIndex(where: { $0.id == id }) else { return false }
        entryList.setSelectedDetent(detent, at: index)
        return true
    }

    /// Shows `destination` on top of the entries; returns the child it hosts.
    @discardableResult
    func append(_ destination: Destination, as presentation: Presentation, onDismiss: DismissHandler?)
        -> (any Coordinator)?
    {
        let child = adoptChild(childCoordinator(for: destination))
        let entry = NavigationEntry(
            destination: destination, presentation: presentation, child: child, onDismiss: onDismiss)
        state.entries.mutate { $0.append(entry) }
        ObserverLookup.emit(
            presentation == .push ? .pushed : .presented, in: self, role: .entry(presentation),
            destination: destination)
        return child
    }

    /// Keeps the first `count` entries and removes the rest through the teardown rule.
    func removeEntries(keeping count: Int, cause: DismissalCause) {
        let departed = takeEntrySlots(from: count)
        guard !departed.isEmpty else { return }
        Teardown.run(departed, from: self, cause: cause)
    }

    /// Removes the entries from `index` up and returns them as the teardown rule sees them,
    /// bottom first. With nothing to remove the entries are not touched, so their observers
    /// are not invalidated.
    func takeEntrySlots(from index: Int) -> [NodeSlot] {
        guard index < entryList.count else { return [] }
        return entryList.removeSuffix(from: index).map { $0.slot }
    }

    /// The entries as the tree walk sees them, bottom first (without a root or tabs).
    var entrySlots: [NodeSlot] { entryList.slots }

    /// How many entries there are.
    var entryCount: Int { entryList.count }

    /// The entries from `index` up as the tree walk sees them, bottom first.
    func entrySlots(from index: Int) -> [NodeSlot] {
        var slots: [NodeSlot] = []
        let entries = entryList.entries
        for position in max(index, 0)..<entries.count { slots.append(entries[position].slot) }
        return slots
    }

    /// The top entry as the tree walk sees it, read without building every slot.
    var lastEntrySlot: NodeSlot? { entryList.entries.last?.slot }

    /// Removes the entry with `id` and every entry above it; returns `false` when no entry
    /// has that identity.
    @discardableResult
    func removeEntries(from id: EntryID, cause: DismissalCause) -> Bool {
        guard let index = entryList.entries.firstIndex(where: { $0.id == id }) else { return false }
        removeEntries(keeping: index, cause: cause)
        return true
    }
}
