/// A container with an ordered list of entries: a flow's pushed and presented destinations, or
/// the modals of a tab or root coordinator. Adding and removing entries lives here once.
@MainActor
protocol EntryHosting: NavigationNode {
    associatedtype Destination
    var entryList: EntryList<Destination> { get set }
    /// The child coordinator a destination hosts, from the owning coordinator.
    func childCoordinator(for destination: Destination) -> (any Coordinator)?
    /// Whether a destination may be written into a snapshot, from the owning coordinator.
    func snapshotPolicy(for destination: Destination) -> SnapshotPolicy
}

extension EntryHosting {
    /// Shows `destination` on top of the entries; returns the child it hosts.
    @discardableResult
    func append(_ destination: Destination, as presentation: Presentation, onDismiss: DismissHandler?)
        -> (any Coordinator)?
    {
        let child = adoptChild(childCoordinator(for: destination))
        entryList.append(
            NavigationEntry(
                destination: destination, presentation: presentation, child: child, onDismiss: onDismiss))
        NavigationEvents.emit(
            presentation == .push ? .pushed : .presented, in: self, role: NavigationRole(presentation),
            destination: destination)
        return child
    }

    /// Keeps the first `count` entries and removes the rest through the teardown rule.
    func removeEntries(keeping count: Int, cause: DismissalCause) {
        guard count < entryList.count else { return }
        Teardown.run(entryList.removeSuffix(from: count).map { $0.slot }, from: self, cause: cause)
    }
}
