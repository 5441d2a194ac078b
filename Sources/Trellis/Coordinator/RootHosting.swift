/// A container with a root destination below its entries: a ``FlowStack`` or a ``Root``.
/// Replacing the root lives here once.
@MainActor
protocol RootHosting<Destination>: EntryHosting {
    /// The root destination (a flow's ``FlowStack/root``, a root coordinator's
    /// ``Root/destination``).
    var rootDestination: Destination { get set }
    var rootEntryID: EntryID { get set }
    /// The root the container was declared with.
    var initialRoot: Destination { get }
    var rootEntryChild: (any Coordinator)? { get set }
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
}
