/// One screen of a ``NavigationLayout``: a destination as a window shows it.
///
/// An item is the root of a layer, a screen of a layer's path, or the screen of a tab. A
/// destination that hosts a flow or a root coordinator never appears itself: the screens of
/// the hosted coordinator stand in its place. A destination that hosts a tab set is one item
/// whose ``tabSet`` holds a layout per tab.
///
/// ```swift
/// for item in layout.layers[0].path {
///     if let book = item.destination(as: LibraryCoordinator.Destinations.self) { … }
/// }
/// ```
@MainActor
public struct LayoutItem: Identifiable, Hashable {
    /// The identity of the entry, root or tab the item shows; use it for path elements,
    /// `sheet(item:)` and `.id(_:)`.
    public let id: EntryID
    /// The coordinator whose destination this is.
    public let owner: any Coordinator
    /// Where the destination sits in its owner (a flow's `root`, a `push`, a `sheet`, a
    /// `tab[i]`, a split view's `sidebar`); `nil` for a tab set or split view at the top of a
    /// tree, which has no destination.
    public let role: NavigationRole?
    /// How the window shows the item: `.push` in a path, `.sheet` or `.fullScreenCover` at
    /// the root of a modal layer, `nil` at the root of the base layer or of a tab.
    public internal(set) var presentation: Presentation?
    /// The child coordinator the destination hosts: the tab set for a ``tabSet`` item, the split
    /// coordinator for a ``splitView`` item, else `nil` (hosted flows and root coordinators show
    /// their own screens instead).
    public let child: (any Coordinator)?
    /// Whether the destination's child exists; `false` only for a tab never selected.
    public let isPrepared: Bool
    /// The tabs, when the item shows a tab set.
    public var tabSet: TabSetLayout? {
        guard let containerNode, containerNode is any TabSetNode else { return nil }
        return TabSetLayout(node: containerNode, width: width)
    }
    /// The columns, when the item shows a split view on a regular-width window.
    public var splitView: SplitViewLayout? {
        (containerNode as? any SplitNode).flatMap { SplitViewLayout(node: $0, width: width) }
    }

    /// The destination with its debug text; `nil` for a top tab set or split view.
    let described: (any DescribedDestination)?
    /// The tab set or split view the item shows.
    let containerNode: (any NavigationNode)?
    /// The width of the window the layout was made for.
    let width: LayoutWidth
    /// What removing the item removes, resolved when the layout walk met it; `nil` for a tab, a
    /// top tab set and the root of the coordinator the layout was made of.
    let removal: ItemRemoval?

    init(
        slot: NodeSlot, id: EntryID, owner: any Coordinator, containerNode: (any NavigationNode)?,
        width: LayoutWidth, removal: ItemRemoval?
    ) {
        self.id = id
        self.owner = owner
        self.role = slot.role
        self.child = containerNode == nil ? nil : slot.child
        self.isPrepared = slot.isPrepared
        self.described = slot.described
        self.containerNode = containerNode
        self.width = width
        self.removal = removal
    }

    init(topTabSet node: any NavigationNode, owner: any Coordinator, id: EntryID, width: LayoutWidth) {
        self.id = id
        self.owner = owner
        self.role = nil
        self.child = owner
        self.isPrepared = true
        self.described = nil
        self.containerNode = node
        self.width = width
        self.removal = nil
    }

    init(topSplitView node: any NavigationNode, owner: any Coordinator, id: EntryID) {
        self.init(topTabSet: node, owner: owner, id: id, width: .regular)
    }

    /// The destination, when it is a `D` (the owner's `Destinations`).
    public func destination<D>(as type: D.Type = D.self) -> D? {
        described?.destination as? D
    }

    /// The destination as `debugHierarchy()` prints it, without the leading dot; the tab
    /// set's or split view's type name for one at the top of a tree.
    public var destinationDescription: String {
        described?.debugText ?? String(describing: type(of: owner))
    }

    /// Items are equal when they show the same entry.
    nonisolated public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool { lhs.id == rhs.id }

    /// Hashes the item's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The entry whose removal takes a screen off the window: the screen's own entry (a push, a
/// sheet, a cover) or, for the root of a hosted flow or root coordinator, the entry hosting it
/// (through any number of hosted roots). Removing it removes that entry and every entry above it
/// in its container.
struct ItemRemoval {
    /// The container holding the entry, held weakly: a layout kept by a view keeps no released
    /// subtree alive.
    weak var node: (any NavigationNode)?
    /// The entry's identity.
    let entryID: EntryID
}
