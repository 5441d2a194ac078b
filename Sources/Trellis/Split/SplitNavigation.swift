import Observation

/// The navigation state of a ``SplitCoordinator``: its root (the destination the sidebar
/// column shows), the selection made in each column, which columns are visible, the column
/// shown on top on a narrow window, and the modals presented over the split view.
///
/// Declare it as the coordinator's `navigation`. The root is spelled as a flow's and a root
/// coordinator's: ``root``, ``rootID``, ``rootChild``; ``SplitCoordinator/setRoot(_:)``
/// replaces it.
///
/// The selection in a column decides what the next column shows; the child coordinator a
/// selection hosts is created when it is selected (the initial selections' children, when the
/// split coordinator is set up).
///
/// ```swift
/// let navigation = SplitNavigation<LibraryCoordinator>(root: .categories, hasContentColumn: true)
/// ```
@MainActor
@Observable
public final class SplitNavigation<C: SplitCoordinator> {
    /// The root destination: the one the sidebar column shows.
    public var root: C.Destinations { rootSlot.box.value.value }
    /// The identity of the root entry: it stays while the root stays (a `setRoot(_:)` with an
    /// equal destination keeps it, with its child), and is new when the root is replaced.
    public var rootID: EntryID { rootSlot.id.value }
    /// The child coordinator hosted by ``root``, or `nil` for a plain screen.
    public var rootChild: (any Coordinator)? { rootSlot.child.value }
    /// Whether the split view has a content column between the sidebar and the detail column.
    @ObservationIgnored public let hasContentColumn: Bool
    /// The selections, in column order: the sidebar's, then (with a content column) the content
    /// column's. A column after one without a selection has none either.
    public private(set) var selections: [SplitSelection<C.Destinations>] {
        get { observedSelections.value }
        set { observedSelections.value = newValue }
        _modify { yield &observedSelections.value }
    }
    /// Which columns are visible on a regular-width window.
    public private(set) var columnVisibility: SplitColumnVisibility {
        get { observedVisibility.value }
        set { if newValue != observedVisibility.value { observedVisibility.value = newValue } }
    }
    /// The column a narrow window prefers to show on top of its collapsed stack, as SwiftUI's
    /// `preferredCompactColumn`.
    public private(set) var preferredCompactColumn: SplitColumn {
        get { observedCompactColumn.value }
        set { if newValue != observedCompactColumn.value { observedCompactColumn.value = newValue } }
    }
    /// The destinations presented over the split view, bottom first.
    public var entries: [NavigationEntry<C.Destinations>] { entryList.entries }

    // Navigation state, tracked by hand (see ObservedValue).
    @ObservationIgnored let rootSlot: RootSlot<C.Destinations>
    @ObservationIgnored private let observedSelections = ObservedValue<[SplitSelection<C.Destinations>]>([])
    @ObservationIgnored private let observedVisibility: ObservedValue<SplitColumnVisibility>
    @ObservationIgnored private let observedCompactColumn: ObservedValue<SplitColumn>
    @ObservationIgnored let state = ContainerState<C>()
    @ObservationIgnored let layoutID = EntryID()
    @ObservationIgnored let initialSelections: [C.Destinations]
    @ObservationIgnored var initialSidebar: C.Destinations { rootSlot.initial }
    @ObservationIgnored let initialVisibility: SplitColumnVisibility
    @ObservationIgnored let initialCompactColumn: SplitColumn

    /// Creates a split view's state.
    ///
    /// - Parameters:
    ///   - root: The root destination, the one the sidebar column shows.
    ///   - hasContentColumn: Whether there is a content column between the sidebar and the detail
    ///     column (three columns instead of two).
    ///   - selecting: The initial selections in column order (the sidebar's first); those beyond
    ///     the columns that can select are ignored.
    ///   - columnVisibility: Which columns are visible on a regular-width window.
    ///   - preferredCompactColumn: The column a narrow window prefers to show on top.
    public init(
        root: C.Destinations, hasContentColumn: Bool = false, selecting: [C.Destinations] = [],
        columnVisibility: SplitColumnVisibility = .automatic, preferredCompactColumn: SplitColumn = .sidebar
    ) {
        self.rootSlot = RootSlot(root)
        self.hasContentColumn = hasContentColumn
        self.initialSelections = Array(selecting.prefix(hasContentColumn ? 2 : 1))
        self.observedVisibility = ObservedValue(columnVisibility)
        self.observedCompactColumn = ObservedValue(preferredCompactColumn)
        self.initialVisibility = columnVisibility
        self.initialCompactColumn = preferredCompactColumn
    }

    isolated deinit {
        tearDownOnRelease()
    }

    /// The columns, leading first: the sidebar, the content column if there is one, the detail
    /// column.
    public var columns: [SplitColumn] {
        hasContentColumn ? [.sidebar, .content, .detail] : [.sidebar, .detail]
    }

    /// The selection made in `column`; `nil` when nothing is selected there (always for the
    /// detail column, and for the content column of a two-column view).
    public func selection(in column: SplitColumn) -> SplitSelection<C.Destinations>? {
        guard let index = selectionIndex(of: column), selections.indices.contains(index) else { return nil }
        return selections[index]
    }

    /// The selection shown by `column`: the sidebar's selection for the column after the
    /// sidebar, and so on; `nil` for the sidebar and for a column that shows nothing.
    public func selection(shownIn column: SplitColumn) -> SplitSelection<C.Destinations>? {
        guard let position = columns.firstIndex(of: column), position > 0 else { return nil }
        let selections = self.selections
        return selections.indices.contains(position - 1) ? selections[position - 1] : nil
    }

    /// How many selections the columns can hold: one per column before the detail column.
    var selectionCapacity: Int { hasContentColumn ? 2 : 1 }

    /// The position of `column`'s selection in ``selections``; `nil` for a column that cannot
    /// select.
    func selectionIndex(of column: SplitColumn) -> Int? {
        guard let position = columns.firstIndex(of: column), position < selectionCapacity else { return nil }
        return position
    }

    /// The column showing the selection at `index`.
    func column(showingSelectionAt index: Int) -> SplitColumn { columns[index + 1] }
}

extension SplitNavigation {
    /// Selects `destination` at position `index` of the selections (which must be at most the
    /// number of selections): the selection there and every one after it leave with `cause`,
    /// unless the selection there shows an equal destination, which is kept with its child.
    /// Returns the child the next column shows.
    @discardableResult
    func select(
        _ destination: C.Destinations, at index: Int, cause: DismissalCause, onDismiss: DismissHandler? = nil
    ) -> (any Coordinator)? {
        let current = selections
        if current.indices.contains(index), areSameDestination(destination, current[index].destination) {
            return current[index].child
        }
        var selection = SplitSelection(
            destination, column: columns[index], shownIn: column(showingSelectionAt: index),
            onDismiss: onDismiss)
        // makeChild is app code: the selections are read again after it.
        selection.child = adoptChild(owner?.makeChild(for: destination))
        let departed = takeSelectionSlots(from: index)
        selections.append(selection)
        Teardown.run(departed, from: self, cause: cause)
        ObserverLookup.emit(.selected, in: self, role: .column(selection.shownIn), destination: destination)
        return selection.child
    }

    /// Clears the selection at position `index` of the selections and every one after it; their
    /// destinations leave with `cause`. Returns `false` when there was nothing to clear.
    @discardableResult
    func clearSelections(from index: Int, cause: DismissalCause) -> Bool {
        let departed = takeSelectionSlots(from: index)
        guard !departed.isEmpty else { return false }
        Teardown.run(departed, from: self, cause: cause)
        return true
    }

    /// Removes the selections from `index` up and returns them as the teardown rule sees them.
    func takeSelectionSlots(from index: Int) -> [NodeSlot] {
        let current = selections
        guard index < current.count else { return [] }
        selections.removeSubrange(max(index, 0)...)
        return current[max(index, 0)...].map(\.slot)
    }

    /// Sets the column visibility and the preferred compact column; sends one
    /// ``NavigationEvent/Action/columnsChanged`` event when either changed.
    func setColumns(visibility: SplitColumnVisibility?, compactColumn: SplitColumn?) {
        let before = (columnVisibility, preferredCompactColumn)
        if let visibility { columnVisibility = visibility }
        if let compactColumn { preferredCompactColumn = compactColumn }
        if before != (columnVisibility, preferredCompactColumn) {
            ObserverLookup.emit(.columnsChanged, in: self)
        }
    }

    /// Shows `destination` as the root (in the sidebar column): the previous root leaves with
    /// `cause` unless it is equal and `keepingEqual`, which keeps its child. Returns the root's
    /// child.
    @discardableResult
    func showSidebar(_ destination: C.Destinations, keepingEqual: Bool = true, cause: DismissalCause)
        -> (any Coordinator)?
    {
        guard !keepingEqual || !areSameDestination(destination, root) else { return rootChild }
        let departed = NodeSlot(role: .column(.sidebar), destination: root, child: rootChild)
        rootSlot.box.value = DestinationBox(destination)
        rootSlot.id.value = EntryID()
        rootSlot.child.value = adoptChild(owner?.makeChild(for: destination))
        Teardown.run([departed], from: self, cause: cause)
        ObserverLookup.emit(.selected, in: self, role: .column(.sidebar), destination: destination)
        return rootChild
    }

    /// Shows `destination` as the root of a split view a replay set up (see
    /// ``NavigationNode/prepareForReplay()``): its initial root was never shown, so it gives way
    /// without departing. Returns the root's child.
    func showRestoredSidebar(_ destination: C.Destinations) -> (any Coordinator)? {
        if !areSameDestination(destination, root) {
            rootSlot.box.value = DestinationBox(destination)
            rootSlot.id.value = EntryID()
        }
        rootSlot.child.value = adoptChild(owner?.makeChild(for: destination))
        ObserverLookup.emit(.selected, in: self, role: .column(.sidebar), destination: destination)
        return rootChild
    }

    var rootNodeSlot: NodeSlot {
        NodeSlot(
            role: .column(.sidebar), id: rootID, described: rootSlot.box.value, child: rootChild)
    }
}

extension SplitNavigation: EntryHosting {
    var kind: CoordinatorKind { .split }
    var slots: [NodeSlot] {
        var slots = [rootNodeSlot] + selections.map(\.slot)
        entryList.appendSlots(to: &slots)
        return slots
    }

    /// Creates the root's child, then the child of each initial selection.
    func prepareOwnState() {
        guard !isPrepared, let owner else { return }
        state.isPrepared = true
        rootSlot.child.value = adoptChild(owner.makeChild(for: root))
        for (index, destination) in initialSelections.enumerated() where selections.count == index {
            var selection = SplitSelection(
                destination, column: columns[index], shownIn: column(showingSelectionAt: index),
                onDismiss: nil)
            selection.child = adoptChild(owner.makeChild(for: destination))
            if selections.count == index { selections.append(selection) }
        }
    }

    func prepareForReplay() {
        guard !isPrepared, owner != nil else { return }
        state.isPrepared = true
    }

    /// A selection's child dismissing itself clears that selection (and those after it); the
    /// root's child cannot be dismissed.
    func dismissChild(_ child: any Coordinator, cause: DismissalCause) {
        if let index = entryList.index(hosting: child) {
            removeEntries(keeping: index, cause: cause)
        } else if let index = selections.firstIndex(where: { $0.child === child }) {
            clearSelections(from: index, cause: cause)
        } else if rootChild === child {
            NavigationDiagnostic.report(
                .dismissalRefused, in: child,
                "the root's child coordinator is not dismissable; set another root in \(typeName) instead"
            )
        }
    }

    func releaseAfterTeardown() {
        entryList = EntryList()
        selections = []
        rootSlot.child.value = nil
        state.isPrepared = false
    }
}

/// A split view's container as the deep-link planner and the layout see it, without its
/// destination type.
@MainActor
protocol SplitNode: NavigationNode {
    /// The identity of the split view's own screen, when it stands at the top of a layout.
    var layoutID: EntryID { get }
    /// The columns, leading first.
    var columnOrder: [SplitColumn] { get }
    var visibility: SplitColumnVisibility { get }
    var compactColumn: SplitColumn { get }
    /// The slot of the root or the selection with `id`, reading nothing else.
    func columnSlot(withID id: EntryID) -> NodeSlot?
    /// Clears the selection with `id` and those after it with `cause`; `false` when no
    /// selection has that identity.
    func clearSelections(fromID id: EntryID, cause: DismissalCause) -> Bool
    /// How many selections the columns can hold.
    var selectionCapacity: Int { get }
    /// The column showing the selection at `index`.
    func column(showingSelectionAt index: Int) -> SplitColumn
    /// Selects a destination given as `Any` (of the container's type by construction) at
    /// position `index` of the selections, keeping an equal one; returns the child it hosts.
    func select(any destination: Any, at index: Int) -> (any Coordinator)?
    /// Clears the selections from `index` up with `cause`.
    @discardableResult
    func clearSelections(from index: Int, cause: DismissalCause) -> Bool
}

extension SplitNavigation: SplitNode {
    var columnOrder: [SplitColumn] { columns }
    var visibility: SplitColumnVisibility { columnVisibility }
    var compactColumn: SplitColumn { preferredCompactColumn }

    func columnSlot(withID id: EntryID) -> NodeSlot? {
        if id == rootID { return rootNodeSlot }
        return selections.first { $0.id == id }?.slot
    }

    func clearSelections(fromID id: EntryID, cause: DismissalCause) -> Bool {
        guard let index = selections.firstIndex(where: { $0.id == id }) else { return false }
        return clearSelections(from: index, cause: cause)
    }

    func select(any destination: Any, at index: Int) -> (any Coordinator)? {
        guard let destination = destination as? C.Destinations, index <= selections.count else { return nil }
        return select(destination, at: index, cause: .code)
    }
}
