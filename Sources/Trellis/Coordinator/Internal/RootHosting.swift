/// A container with a root destination below its entries: a ``FlowNavigation`` or a ``RootNavigation``.
/// Replacing the root lives here once.
@MainActor
protocol RootHosting<Destination>: EntryHosting {
    /// The root entry's state: what a flow calls ``FlowNavigation/root`` and a root coordinator
    /// ``RootNavigation/root``, with its identity and child.
    var rootSlot: RootSlot<Destination> { get }
    /// The entries the container was declared with above its root (a flow's pushes), bottom
    /// first; none by default.
    var initialEntries: [Destination] { get }
}

extension RootHosting {
    var initialEntries: [Destination] { [] }

    /// The root the container was declared with.
    var initialRoot: Destination { rootSlot.initial }

    /// The root with its debug text.
    var rootBox: DestinationBox<Destination> { rootSlot.box.value }

    var rootDestination: Destination {
        get { rootSlot.box.value.value }
        set { rootSlot.box.value = DestinationBox(newValue) }
    }
    var rootEntryID: EntryID {
        get { rootSlot.id.value }
        set { rootSlot.id.value = newValue }
    }
    var rootEntryChild: (any Coordinator)? {
        get { rootSlot.child.value }
        set { rootSlot.child.value = newValue }
    }
}

/// The root entry of a ``FlowNavigation`` or a ``RootNavigation``, each part tracked by Observation: its
/// destination with its debug text, its identity, its child.
@MainActor
final class RootSlot<Destination> {
    let box: ObservedValue<DestinationBox<Destination>>
    let id = ObservedValue(EntryID())
    let child = ObservedValue<(any Coordinator)?>(nil)
    /// The root the container was declared with.
    let initial: Destination

    init(_ destination: Destination) {
        box = ObservedValue(DestinationBox(destination))
        initial = destination
    }
}

extension RootHosting {
    var slots: [NodeSlot] {
        var slots = [NodeSlot(role: .root, id: rootEntryID, described: rootBox, child: rootEntryChild)]
        entryList.appendSlots(to: &slots)
        return slots
    }

    /// Creates the root's child, then the children of the entries declared above it.
    func prepareOwnState() {
        guard !isPrepared, let owner else { return }
        state.isPrepared = true
        rootEntryChild = adoptChild(owner.makeChild(for: rootDestination))
        // makeChild is app code: the entries are read again for each one.
        var index = 0
        while index < entryList.count {
            if entryList.entries[index].child == nil {
                let child = adoptChild(owner.makeChild(for: entryList.entries[index].destination))
                if index < entryList.count { entryList.setChild(child, at: index) }
            }
            index += 1
        }
    }

    /// Marks the container set up without making its initial state's children: a replay is
    /// about to show the snapshot's state instead (see ``NavigationNode/prepareForReplay()``).
    func prepareForReplay() {
        guard !isPrepared, owner != nil else { return }
        state.isPrepared = true
    }

    /// Dismissing the root's child dismisses the container's own coordinator; an entry's
    /// child leaves with its entry and everything above it.
    func dismissChild(_ child: any Coordinator, cause: DismissalCause) {
        if rootEntryChild === child {
            owner?.dismiss(cause: cause)
        } else if let index = entryList.index(hosting: child) {
            removeEntries(keeping: index, cause: cause)
        }
    }

    func releaseAfterTeardown() {
        entryList = EntryList()
        rootEntryChild = nil
        state.isPrepared = false
    }
}

extension RootHosting {
    /// Shows `destination` as the root and removes every entry; returns the root's child.
    /// When `destination` equals the current root (for `Equatable` destinations) the child is
    /// kept, unless `keepingEqualRoot` is `false`.
    @discardableResult
    func replaceRoot(with destination: Destination, keepingEqualRoot: Bool = true, cause: DismissalCause)
        -> (any Coordinator)?
    {
        var departed = takeEntrySlots(from: 0)
        if !keepingEqualRoot || !areSameDestination(destination, rootDestination) {
            departed.insert(NodeSlot(role: .root, destination: rootDestination, child: rootEntryChild), at: 0)
            rootDestination = destination
            rootEntryID = EntryID()
            rootEntryChild = adoptChild(childCoordinator(for: destination))
        }
        Teardown.run(departed, from: self, cause: cause)
        ObserverLookup.emit(.rootSet, in: self, role: .root, destination: destination)
        return rootEntryChild
    }

    /// Shows `destination` as the root of a container a replay set up (see
    /// ``NavigationNode/prepareForReplay()``); returns the root's child. Its initial root and
    /// pushes were never shown, so they give way without departing: no `dismissed` event, no
    /// teardown, and no child was made for them. An equal root keeps its identity.
    func showRestoredRoot(_ destination: Destination) -> (any Coordinator)? {
        _ = takeEntrySlots(from: 0)
        if !areSameDestination(destination, rootDestination) {
            rootDestination = destination
            rootEntryID = EntryID()
        }
        rootEntryChild = adoptChild(childCoordinator(for: destination))
        ObserverLookup.emit(.rootSet, in: self, role: .root, destination: destination)
        return rootEntryChild
    }
}
