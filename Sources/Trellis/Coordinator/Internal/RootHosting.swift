/// A container with a root destination below its entries: a ``FlowStack`` or a ``Root``.
/// Replacing the root lives here once.
@MainActor
protocol RootHosting<Destination>: EntryHosting {
    /// The root entry's state: what a flow calls ``FlowStack/root`` and a root coordinator
    /// ``Root/destination``, with its identity and child.
    var rootSlot: RootSlot<Destination> { get }
    /// The root the container was declared with.
    var initialRoot: Destination { get }
}

extension RootHosting {
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

/// The root entry of a ``FlowStack`` or a ``Root``, each part tracked by Observation: its
/// destination with its debug text, its identity, its child.
@MainActor
final class RootSlot<Destination> {
    let box: ObservedValue<DestinationBox<Destination>>
    let id = ObservedValue(EntryID())
    let child = ObservedValue<(any Coordinator)?>(nil)

    init(_ destination: Destination) {
        box = ObservedValue(DestinationBox(destination))
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
        NavigationEvents.emit(.rootSet, in: self, role: .root, destination: destination)
        return rootEntryChild
    }

    /// Shows `destination` as the root of a container a replay set up (see
    /// ``NavigationNode/setUpForReplay()``); returns the root's child. Its initial root and
    /// pushes were never shown, so they give way without departing: no `dismissed` event, no
    /// teardown, and no child was made for them. An equal root keeps its identity.
    func showRestoredRoot(_ destination: Destination) -> (any Coordinator)? {
        _ = takeEntrySlots(from: 0)
        if !areSameDestination(destination, rootDestination) {
            rootDestination = destination
            rootEntryID = EntryID()
        }
        rootEntryChild = adoptChild(childCoordinator(for: destination))
        NavigationEvents.emit(.rootSet, in: self, role: .root, destination: destination)
        return rootEntryChild
    }
}
