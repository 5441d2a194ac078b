/// The one walk that maps a tree onto a window: every screen the tree shows, in the canonical
/// order, and the points where a modal opens a new layer.
///
/// The order is a pre-order over what is *shown*: a container's root, then its entries bottom
/// first, each followed by what its hosted child shows. A flow or root coordinator hosted by a
/// destination is transparent (its screens stand where the destination stands), a tab set is
/// one screen with a layout per tab, and of a tab set only the selected tab is walked, with its
/// screens hidden (they belong to the tab's own layout) until one of its modals opens a layer.
/// See <doc:PresentationLayout>.
///
/// Iterative, like ``TreeWalk``: a chain of any depth does not grow the call stack. A cursor
/// holds no slots, only positions, so a walk resumed from a cursor reads the tree as it is (and
/// registers Observation accesses for exactly what it reads).
@MainActor
struct LayoutWalk {
    /// What the walk meets next.
    enum Step {
        /// A screen; `isHidden` when it belongs to a selected tab's own layout.
        case item(LayoutItem, isHidden: Bool)
        /// A modal entry opens a layer; its screens follow.
        case open(LayerOpening)
    }

    /// How a container's slots are walked.
    enum Mode {
        /// Every slot in order (flows and root coordinators).
        case container
        /// The selected tab (hidden), then the modals.
        case tabSet
        /// One tab only, shown: the start of a tab's own layout.
        case tab(EntryID)
    }

    /// A position in the walk: containers being read and the next slot of each.
    struct Cursor {
        fileprivate struct Frame {
            var node: any NavigationNode
            var mode: Mode
            var next = 0
            /// The number of layers opened when the innermost selected tab's content around this
            /// frame began; its screens are hidden while no layer has opened since.
            var hidingSince: Int?
            /// What removing the container's root removes: the entry hosting the container.
            var rootRemoval: ItemRemoval?
        }

        fileprivate var frames: [Frame] = []
        fileprivate var openCount = 0
        /// A modal slot whose layer was just opened, to be shown next.
        fileprivate var pendingModal: (slot: NodeSlot, node: any NavigationNode)?
        /// The top tab set's own screen, emitted first when the walk starts at a tab coordinator.
        fileprivate var pendingTopTabSet: (any NavigationNode)?
    }

    private(set) var cursor: Cursor
    /// The slots of each frame, read when the walk first needs them.
    private var slotsCache: [[NodeSlot]?]
    /// The modal whose layer opened where ``nextScreen()`` last stopped; `nil` at the end.
    private(set) var openedLayer: LayerOpening?

    init(resumingAt cursor: Cursor) {
        self.cursor = cursor
        self.slotsCache = Array(repeating: nil, count: cursor.frames.count)
    }

    /// A walk over everything `origin` shows.
    init(from origin: LayoutOrigin) {
        var cursor = Cursor()
        switch origin {
        case .coordinator(let coordinator):
            if let node = coordinator.preparedNode {
                if node is any TabSetNode {
                    cursor.pendingTopTabSet = node
                } else {
                    cursor.frames.append(Cursor.Frame(node: node, mode: .container))
                }
            }
        case .tab(let node, let id):
            cursor.frames.append(Cursor.Frame(node: node, mode: .tab(id)))
        }
        self.init(resumingAt: cursor)
    }

    /// The next screen of the layer being walked (its root first, then its path), skipping the
    /// hidden ones; `nil` where the next layer opens (``openedLayer``) or at the end.
    mutating func nextScreen() -> LayoutItem? {
        while let step = next() {
            switch step {
            case .open(let opening):
                openedLayer = opening
                return nil
            case .item(_, isHidden: true): continue
            case .item(let item, isHidden: false): return item
            }
        }
        openedLayer = nil
        return nil
    }

    /// How many containers the walk is inside.
    var depth: Int { cursor.frames.count }

    /// Whether the walk is still inside `node`, met at `depth` (a container is walked once).
    func isInside(_ node: any NavigationNode, at depth: Int) -> Bool {
        cursor.frames.indices.contains(depth) && cursor.frames[depth].node === node
    }

    /// The container the walk is in.
    var innermostNode: (any NavigationNode)? { cursor.frames.last?.node }

    /// The containers the walk is inside, outermost first.
    var enclosingNodes: [any NavigationNode] { cursor.frames.map(\.node) }

    mutating func next() -> Step? {
        if let node = cursor.pendingTopTabSet {
            cursor.pendingTopTabSet = nil
            let id = (node as? any TabSetNode)?.layoutID
            cursor.frames.append(Cursor.Frame(node: node, mode: .tabSet))
            slotsCache.append(nil)
            guard let owner = node.coordinator, let id else { return next() }
            return .item(LayoutItem(topTabSet: node, owner: owner, id: id), isHidden: false)
        }
        if let (slot, node) = cursor.pendingModal {
            cursor.pendingModal = nil
            if let step = show(slot, of: node, hiding: false) { return step }
        }
        while let last = cursor.frames.indices.last {
            if slotsCache[last] == nil { slotsCache[last] = Self.slots(of: cursor.frames[last]) }
            let slots = slotsCache[last] ?? []
            let frame = cursor.frames[last]
            guard frame.next < slots.count else {
                cursor.frames.removeLast()
                slotsCache.removeLast()
                continue
            }
            cursor.frames[last].next += 1
            let slot = slots[frame.next]
            switch (frame.mode, slot.role) {
            case (.tabSet, .tab):
                guard slot.isSelectedTab else { continue }
                if let step = show(slot, of: frame.node, hiding: true) { return step }
            case (.tab, _):
                if let step = show(slot, of: frame.node, hiding: false) { return step }
            case (_, .entry(let presentation)) where presentation.isModal:
                cursor.openCount += 1
                cursor.pendingModal = (slot, frame.node)
                if let owner = frame.node.coordinator, let id = slot.id, let style = ModalStyle(presentation)
                {
                    return .open(LayerOpening(owner: owner, entryID: id, style: style))
                }
            default:
                if let step = show(slot, of: frame.node, hiding: false) { return step }
            }
        }
        return nil
    }

    /// The slots a frame walks. A tab's own layout reads that tab alone, so selecting another
    /// tab or changing another tab's child does not invalidate it.
    private static func slots(of frame: Cursor.Frame) -> [NodeSlot] {
        guard case .tab(let id) = frame.mode else { return frame.node.slots }
        return (frame.node as? any TabSetNode)?.tabSlot(withID: id).map { [$0] } ?? []
    }

    /// Whether a screen met now belongs to a selected tab's own layout.
    private var isHiding: Bool {
        cursor.frames.last?.hidingSince == cursor.openCount
    }

    /// Shows a slot: its screen, or the screens of the container it hosts.
    private mutating func show(_ slot: NodeSlot, of node: any NavigationNode, hiding: Bool) -> Step? {
        let childNode = slot.child.flatMap { navigationNode(of: $0) }
        if let childNode, !(childNode is any TabSetNode) {
            // A hosted flow or root coordinator is transparent: its screens stand here.
            push(childNode, mode: .container, hiding: hiding, hostedBy: slot)
            return nil
        }
        let hidden = hiding || isHiding
        guard let owner = node.coordinator, let id = slot.id else { return nil }
        let item = LayoutItem(
            slot: slot, id: id, owner: owner, tabSetNode: childNode, removal: removal(of: slot, in: node))
        if let childNode { push(childNode, mode: .tabSet, hiding: false, hostedBy: slot) }
        return .item(item, isHidden: hidden)
    }

    /// What removing `slot` of `node` (the innermost container) removes: its own entry, the
    /// entry hosting `node` for its root, nothing for a tab.
    private func removal(of slot: NodeSlot, in node: any NavigationNode) -> ItemRemoval? {
        switch slot.role {
        case .entry: slot.id.map { ItemRemoval(node: node, entryID: $0) }
        case .root: cursor.frames.last?.rootRemoval
        case .tab: nil
        }
    }

    /// Enters the container `slot` (of the innermost container) hosts.
    private mutating func push(_ node: any NavigationNode, mode: Mode, hiding: Bool, hostedBy slot: NodeSlot)
    {
        let parent = cursor.frames.last?.node
        push(node, mode: mode, hiding: hiding, rootRemoval: parent.flatMap { removal(of: slot, in: $0) })
    }

    private mutating func push(
        _ node: any NavigationNode, mode: Mode, hiding: Bool, rootRemoval: ItemRemoval?
    ) {
        let hidingSince = hiding ? cursor.openCount : cursor.frames.last?.hidingSince
        cursor.frames.append(
            Cursor.Frame(node: node, mode: mode, hidingSince: hidingSince, rootRemoval: rootRemoval))
        slotsCache.append(nil)
    }
}

/// Where a layout starts.
enum LayoutOrigin {
    /// Everything a coordinator shows.
    case coordinator(any Coordinator)
    /// One tab of a tab set, by the tab's identity.
    case tab(any NavigationNode, EntryID)

    /// The coordinator the layout was made of: the coordinator, or the tab set.
    @MainActor
    var coordinator: (any Coordinator)? {
        switch self {
        case .coordinator(let coordinator): coordinator
        case .tab(let node, _): node.coordinator
        }
    }
}

/// The modal entry that opens a layer.
struct LayerOpening {
    /// The coordinator whose entries hold the modal.
    var owner: any Coordinator
    /// The modal entry's identity.
    var entryID: EntryID
    var style: ModalStyle
}
