/// A container with a root destination below its entries: a ``FlowStack`` or a ``Root``.
/// Replacing the root lives here once.
@MainActor
protocol RootHosting<Destination>: EntryHosting {
    var root: Destination { get set }
    var rootID: EntryID { get set }
    /// The root the container was declared with.
    var initialRoot: Destination { get }
    var rootChild: (any Coordinator)? { get set }
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
        if !keepingEqualRoot || !areSameDestination(destination, root) {
            departed.insert(NodeSlot(role: .root, destination: root, child: rootChild), at: 0)
            root = destination
            rootID = EntryID()
            rootChild = adoptChild(childCoordinator(for: destination))
        }
        Teardown.run(departed, from: self, cause: cause)
        NavigationEvents.emit(.rootSet, in: self, role: .root, destination: destination)
        return rootChild
    }
}
