/// The tabs of a tab set as a window shows them: one ``NavigationLayout`` per tab, each with
/// its own path.
///
/// ```swift
/// if let tabs = item.tabSet {
///     let selected = tabs.tabs[tabs.selectedIndex].layout
///     tabs.userDidSelectTab(at: 1)      // the user tapped the second tab
/// }
/// ```
@MainActor
public struct TabSetLayout {
    /// The tab coordinator.
    public let owner: any TabCoordinator
    /// The index of the selected tab.
    public let selectedIndex: Int
    /// The tabs, in order.
    public let tabs: [TabLayout]

    let node: any NavigationNode
    /// Where the tab set was in the tree when the layout was made, for its gestures.
    let placeWhenMade: ContainerPlace

    /// The tabs of `node`, for a window of `width`; `nil` once its coordinator is gone.
    init?(node: any NavigationNode, width: LayoutWidth) {
        guard let owner = node.coordinator as? any TabCoordinator else { return nil }
        self.owner = owner
        self.node = node
        placeWhenMade = ContainerPlace(node)
        var tabs: [TabLayout] = []
        var selected = 0
        for slot in node.slots {
            guard case .tab(let index) = slot.role, let id = slot.id else { continue }
            if slot.isSelectedTab { selected = index }
            tabs.append(TabLayout(node: node, index: index, id: id, slot: slot, width: width))
        }
        self.tabs = tabs
        self.selectedIndex = selected
    }

    /// The identity of the selected tab, for a `TabView(selection:)` tagged by tab ids.
    public var selectedID: EntryID? {
        tabs.first { $0.index == selectedIndex }?.id
    }
}

/// One tab of a ``TabSetLayout``.
@MainActor
public struct TabLayout: Identifiable {
    /// The tab's position.
    public let index: Int
    /// The tab's identity (see ``TabEntry/id``).
    public let id: EntryID
    /// Whether the tab has been shown (its child exists).
    public let isPrepared: Bool
    /// What the tab shows: its own layers, the first being its stack. Modal layers past the
    /// first are shown by the window only while the tab is selected (the window's layout lists
    /// them as its own layers then).
    ///
    /// Computed when read, from the tab's part of the tree only: reading one tab's layout
    /// observes nothing of the other tabs.
    public var layout: NavigationLayout {
        NavigationLayout(origin: LayoutOrigin(start: .tab(node, id), width: width))
    }

    let node: any NavigationNode
    let described: any DescribedDestination
    let width: LayoutWidth

    init(node: any NavigationNode, index: Int, id: EntryID, slot: NodeSlot, width: LayoutWidth) {
        self.width = width
        self.node = node
        self.index = index
        self.id = id
        self.isPrepared = slot.isPrepared
        self.described = slot.described
    }

    /// The tab's destination as `debugHierarchy()` prints it, without the leading dot.
    public var destinationDescription: String { described.debugText }

    /// The tab's destination, when it is a `D` (the tab coordinator's `Destinations`).
    public func destination<D>(as type: D.Type = D.self) -> D? {
        described.destination as? D
    }
}

/// A tab set's container, as the layout sees it.
@MainActor
protocol TabSetNode: NavigationNode {
    /// The identity of the tab set's own screen, when it stands at the top of a layout.
    var layoutID: EntryID { get }
    /// The slot of the tab with `id` (never marked selected), reading nothing else.
    func tabSlot(withID id: EntryID) -> NodeSlot?
    /// The index of the first tab whose destination equals `destination`.
    func firstTabIndex(showing destination: Any) -> Int?
    /// Selects the tab at `index` when it is not selected already; returns its child.
    func selectTab(at index: Int) -> (any Coordinator)?
}
