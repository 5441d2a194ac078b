/// What is selected in one column of a ``SplitCoordinator``: the destination the next column
/// shows and, when that destination hosts one, its child coordinator.
public struct SplitSelection<Destination>: Identifiable {
    /// The selection's identity: it stays while the selection stays (selecting an equal
    /// destination again keeps it, with its child), and is new when the selection is replaced.
    public let id: EntryID
    /// The column the selection was made in (``SplitColumn/sidebar`` or
    /// ``SplitColumn/content``).
    public let column: SplitColumn
    /// The column that shows the selected destination.
    public let shownIn: SplitColumn
    /// The selected destination.
    public var destination: Destination { described.value }
    /// The child coordinator the next column shows; `nil` for a plain screen.
    public internal(set) var child: (any Coordinator)?
    /// The destination with its debug text.
    let described: DestinationBox<Destination>
    /// Called once when the selection is replaced or cleared, or leaves with its coordinator.
    var onDismiss: DismissHandler?

    @MainActor
    init(_ destination: Destination, column: SplitColumn, shownIn: SplitColumn, onDismiss: DismissHandler?) {
        self.id = EntryID()
        self.column = column
        self.shownIn = shownIn
        self.described = DestinationBox(destination)
        self.child = nil
        self.onDismiss = onDismiss
    }

    /// The selection as the tree walk and the teardown rule see it.
    @MainActor
    var slot: NodeSlot {
        NodeSlot(role: .column(shownIn), id: id, described: described, child: child, onDismiss: onDismiss)
    }
}
