/// One tab of a ``TabCoordinator``: its destination and, once the tab has been selected,
/// the child coordinator it hosts.
public struct TabEntry<Destination>: Identifiable {
    /// The tab's identity: it stays while the tab stays, and a tab added or set again gets a
    /// new one even for an equal destination.
    public let id: EntryID
    /// The destination the tab shows.
    public var destination: Destination { described.value }
    /// The tab's child coordinator; `nil` for a plain screen or a tab never selected.
    public internal(set) var child: (any Coordinator)?
    /// Whether the tab has been shown (its child, if any, exists).
    public internal(set) var isPrepared: Bool
    /// The destination with its debug text.
    let described: DestinationBox<Destination>

    @MainActor
    init(destination: Destination) {
        self.id = EntryID()
        self.described = DestinationBox(destination)
        self.child = nil
        self.isPrepared = false
    }
}
