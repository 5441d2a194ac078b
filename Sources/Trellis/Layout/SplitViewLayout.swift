/// The columns of a split view on a regular-width window: one ``NavigationLayout`` per column,
/// each with its own path, and the column visibility and preferred compact column to show.
///
/// On a compact-width window there is no `SplitViewLayout`: the columns collapse into the
/// layer's stack (see <doc:SplitViews>).
///
/// ```swift
/// if let split = item.splitView {
///     let detail = split.column(.detail)?.layout
///     split.userDidSelect(LibraryCoordinator.Destinations.book(id: 7), in: .content)
/// }
/// ```
@MainActor
public struct SplitViewLayout {
    /// The split coordinator.
    public let owner: any SplitCoordinator
    /// The columns, leading first: the sidebar, the content column if there is one, the detail
    /// column, each whether or not it shows something.
    public let columns: [SplitColumnLayout]
    /// Which columns are visible.
    public let columnVisibility: SplitColumnVisibility
    /// The column a compact window prefers to show on top.
    public let preferredCompactColumn: SplitColumn

    let node: any SplitNode
    /// Where the split view was in the tree when the layout was made, for its gestures.
    let placeWhenMade: ContainerPlace

    /// The columns of `node`; `nil` once its coordinator is gone.
    init?(node: any SplitNode, width: LayoutWidth) {
        guard let owner = node.coordinator as? any SplitCoordinator else { return nil }
        self.owner = owner
        self.node = node
        placeWhenMade = ContainerPlace(node)
        let slots = node.slots
        columns = node.columnOrder.map { column in
            let slot = slots.first { $0.role == .column(column) }
            return SplitColumnLayout(column: column, node: node, slot: slot, width: width)
        }
        columnVisibility = node.visibility
        preferredCompactColumn = node.compactColumn
    }

    /// The layout of `column`; `nil` when the split view has no such column.
    public func column(_ column: SplitColumn) -> SplitColumnLayout? {
        columns.first { $0.column == column }
    }
}

/// One column of a ``SplitViewLayout``.
@MainActor
public struct SplitColumnLayout: Identifiable {
    /// The column.
    public let column: SplitColumn
    /// The identity of what the column shows (the sidebar's destination, or the selection the
    /// column shows); `nil` when it shows nothing.
    public let shownID: EntryID?
    /// The column, as its identity among the split view's columns.
    nonisolated public var id: SplitColumn { column }
    /// What the column shows: its own layers, the first being its stack (the column's screen and
    /// the pushes of the flow it hosts); `nil` when the column shows nothing. Modals presented
    /// from inside a column are the window's own layers.
    public var layout: NavigationLayout? {
        shownID.map { NavigationLayout(origin: LayoutOrigin(start: .column(node, $0), width: width)) }
    }

    let node: any SplitNode
    let described: (any DescribedDestination)?
    let width: LayoutWidth

    init(column: SplitColumn, node: any SplitNode, slot: NodeSlot?, width: LayoutWidth) {
        self.column = column
        self.node = node
        self.shownID = slot?.id
        self.described = slot?.described
        self.width = width
    }

    /// The destination the column shows as `debugHierarchy()` prints it, without the leading
    /// dot; `nil` when it shows nothing.
    public var destinationDescription: String? { described?.debugText }

    /// The destination the column shows, when it is a `D` (the split coordinator's
    /// `Destinations`).
    public func destination<D>(as type: D.Type = D.self) -> D? {
        described?.destination as? D
    }
}
