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
/// registers Observation accesses for exactly what it reads). Cursors share the frames they are
/// inside: a cursor is copied in constant time, so a layout of `n` nested modals, one cursor per
/// layer, costs time and memory in `n`.
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
        /// Every column of a split view on a regular-width window (hidden), then the modals.
        case splitView
        /// One column of a split view only, shown: the start of a column's own layout.
        case column(EntryID)
    }

    /// A position in the walk: containers being read and the next slot of each.
    ///
    /// The innermost frame is a value, the only one the walk changes; the frames outside it are a
    /// list linked from the inside out, never changed once made and shared by every cursor copied
    /// from this one.
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

        /// A frame outside the innermost one, and the frames outside it.
        fileprivate final class Link {
            let frame: Frame
            private(set) var outer: Link?
            /// The number of frames up to this one, outermost first.
            let count: Int

            init(_ frame: Frame, outer: Link?) {
                self.frame = frame
                self.outer = outer
                self.count = (outer?.count ?? 0) + 1
            }

            /// Frees the links outside this one that no other cursor shares in a loop, not one
            /// deinitializer inside the next: a chain of any depth does not grow the call stack.
            deinit {
                var next = outer
                outer = nil
                while isKnownUniquelyReferenced(&next) {
                    let following = next?.outer
                    next?.outer = nil
                    next = following
                }
            }
        }

        /// The innermost frame; `nil` outside every container.
        fileprivate var innermost: Frame?
        /// The frames outside ``innermost``.
        fileprivate var outer: Link?
        /// The number of frames.
        fileprivate var depth: Int { (outer?.count ?? 0) + (innermost == nil ? 0 : 1) }
        /// The containers of the frames, innermost first.
        fileprivate var nodes: [any NavigationNode] {
            var nodes = innermost.map { [$0.node] } ?? []
            var link = outer
            while let current = link {
                nodes.append(current.frame.node)
                link = current.outer
            }
            return nodes
        }

        fileprivate mutating func push(_ frame: Frame) {
            if let innermost { outer = Link(innermost, outer: outer) }
            innermost = frame
        }

        fileprivate mutating func pop() {
            innermost = outer?.frame
            outer = outer?.outer
        }
        fileprivate var openCount = 0
        /// A modal slot whose layer was just opened, to be shown next.
        fileprivate var pendingModal: (slot: NodeSlot, node: any NavigationNode)?
        /// The top tab set's own screen, emitted first when the walk starts at a tab coordinator.
        fileprivate var pendingTopTabSet: (any NavigationNode)?
        /// The top split view's own screen, emitted first when the walk starts at a split
        /// coordinator on a regular-width window.
        fileprivate var pendingTopSplitView: (any NavigationNode)?
        /// The window's width: a split view is one screen with a layout per column on a regular
        /// width, and its columns collapse into the stack on a compact one.
        fileprivate(set) var width = LayoutWidth.regular
    }

    private(set) var cursor: Cursor
    /// The slots of each frame the walk has read, by the frame's depth (its index, outermost
    /// first): read when the walk first needs them, dropped when it leaves the frame.
    private var slotsCache: [Int: [NodeSlot]] = [:]
    /// The fewest frames the walk has been inside since ``markInnermost()``.
    private var shallowestDepth = 0
    /// The index of the innermost frame when ``markInnermost()`` was last called.
    private var markedDepth = -1
    /// The modal whose layer opened where ``nextScreen()`` last stopped; `nil` at the end.
    private(set) var openedLayer: LayerOpening?

    init(resumingAt cursor: Cursor) {
        self.cursor = cursor
    }

    /// A walk over everything `origin` shows.
    init(from origin: LayoutOrigin) {
        var cursor = Cursor()
        cursor.width = origin.width
        switch origin.start {
        case .coordinator(let coordinator):
            if let node = coordinator.preparedNode {
                if node is any TabSetNode {
                    cursor.pendingTopTabSet = node
                } else if node is any SplitNode, origin.width == .regular {
                    cursor.pendingTopSplitView = node
                } else {
                    cursor.push(Cursor.Frame(node: node, mode: .container))
                }
            }
        case .tab(let node, let id):
            cursor.push(Cursor.Frame(node: node, mode: .tab(id)))
        case .column(let node, let id):
            cursor.push(Cursor.Frame(node: node, mode: .column(id)))
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
    var depth: Int { cursor.depth }

    /// Marks the container the walk is in now, for ``isInsideMarked``.
    mutating func markInnermost() {
        markedDepth = depth - 1
        shallowestDepth = depth
    }

    /// Whether the walk is still inside the container it was in at ``markInnermost()`` (`true`
    /// when it was in none): it has not left it since, a container being walked once.
    var isInsideMarked: Bool { shallowestDepth > markedDepth }

    /// The containers the walk is inside, innermost first.
    var enclosingNodes: [any NavigationNode] { cursor.nodes }

    mutating func next() -> Step? {
        if let node = cursor.pendingTopTabSet {
            cursor.pendingTopTabSet = nil
            let id = (node as? any TabSetNode)?.layoutID
            cursor.push(Cursor.Frame(node: node, mode: .tabSet))
            guard let owner = node.coordinator, let id else { return next() }
            return .item(
                LayoutItem(topTabSet: node, owner: owner, id: id, width: cursor.width), isHidden: false)
        }
        if let node = cursor.pendingTopSplitView {
            cursor.pendingTopSplitView = nil
            cursor.push(Cursor.Frame(node: node, mode: .splitView))
            guard let owner = node.coordinator, let split = node as? any SplitNode else { return next() }
            return .item(LayoutItem(topSplitView: node, owner: owner, id: split.layoutID), isHidden: false)
        }
        if let (slot, node) = cursor.pendingModal {
            cursor.pendingModal = nil
            if let step = show(slot, of: node, hiding: false) { return step }
        }
        while let frame = cursor.innermost {
            let last = depth - 1
            let cached = slotsCache[last]
            let slots = cached ?? Self.slots(of: frame)
            guard frame.next < slots.count else {
                cursor.pop()
                slotsCache[last] = nil
                shallowestDepth = min(shallowestDepth, last)
                continue
            }
            if cached == nil { slotsCache[last] = slots }
            cursor.innermost?.next += 1
            let slot = slots[frame.next]
            switch (frame.mode, slot.role) {
            case (.tabSet, .tab):
                guard slot.isSelectedTab else { continue }
                if let step = show(slot, of: frame.node, hiding: true) { return step }
            case (.splitView, .column):
                if let step = show(slot, of: frame.node, hiding: true) { return step }
            case (.tab, _), (.column, _):
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
    /// tab or changing another tab's child does not invalidate it; a column's likewise.
    private static func slots(of frame: Cursor.Frame) -> [NodeSlot] {
        switch frame.mode {
        case .tab(let id): (frame.node as? any TabSetNode)?.tabSlot(withID: id).map { [$0] } ?? []
        case .column(let id): (frame.node as? any SplitNode)?.columnSlot(withID: id).map { [$0] } ?? []
        case .container, .tabSet, .splitView: frame.node.slots
        }
    }

    /// Whether a screen met now belongs to a selected tab's own layout.
    private var isHiding: Bool {
        cursor.innermost?.hidingSince == cursor.openCount
    }

    /// Shows a slot: its screen, or the screens of the container it hosts.
    private mutating func show(_ slot: NodeSlot, of node: any NavigationNode, hiding: Bool) -> Step? {
        let childNode = slot.child.flatMap { navigationNode(of: $0) }
        let isSplitView = childNode is any SplitNode && cursor.width == .regular
        if let childNode, !(childNode is any TabSetNode), !isSplitView {
            // A hosted flow or root coordinator is transparent: its screens stand here, and so do
            // a split view's columns on a compact width, collapsed into the stack.
            push(childNode, mode: .container, hiding: hiding, hostedBy: slot)
            return nil
        }
        let hidden = hiding || isHiding
        guard let owner = node.coordinator, let id = slot.id else { return nil }
        let item = LayoutItem(
            slot: slot, id: id, owner: owner, containerNode: childNode, width: cursor.width,
            removal: removal(of: slot, in: node))
        if let childNode {
            push(childNode, mode: isSplitView ? .splitView : .tabSet, hiding: false, hostedBy: slot)
        }
        return .item(item, isHidden: hidden)
    }

    /// What removing `slot` of `node` (the innermost container) removes: its own entry, the
    /// entry hosting `node` for its root and a split view's sidebar, the selection a split view's
    /// content or detail column shows, nothing for a tab.
    private func removal(of slot: NodeSlot, in node: any NavigationNode) -> ItemRemoval? {
        switch slot.role {
        case .entry, .column(.content), .column(.detail): slot.id.map { ItemRemoval(node: node, entryID: $0) }
        case .root, .column(.sidebar): cursor.innermost?.rootRemoval
        case .tab: nil
        }
    }

    /// Enters the container `slot` (of the innermost container) hosts.
    private mutating func push(_ node: any NavigationNode, mode: Mode, hiding: Bool, hostedBy slot: NodeSlot)
    {
        let parent = cursor.innermost?.node
        push(node, mode: mode, hiding: hiding, rootRemoval: parent.flatMap { removal(of: slot, in: $0) })
    }

    private mutating func push(
        _ node: any NavigationNode, mode: Mode, hiding: Bool, rootRemoval: ItemRemoval?
    ) {
        let hidingSince = hiding ? cursor.openCount : cursor.innermost?.hidingSince
        cursor.push(Cursor.Frame(node: node, mode: mode, hidingSince: hidingSince, rootRemoval: rootRemoval))
        slotsCache[depth - 1] = nil
    }
}

/// Where a layout starts, and the width of the window it is made for.
struct LayoutOrigin {
    enum Start {
        /// Everything a coordinator shows.
        case coordinator(any Coordinator)
        /// One tab of a tab set, by the tab's identity.
        case tab(any NavigationNode, EntryID)
        /// One column of a split view, by the identity of what it shows.
        case column(any NavigationNode, EntryID)
    }

    var start: Start
    var width: LayoutWidth

    /// The coordinator the layout was made of: the coordinator, the tab set or the split view.
    @MainActor
    var coordinator: (any Coordinator)? {
        switch start {
        case .coordinator(let coordinator): coordinator
        case .tab(let node, _), .column(let node, _): node.coordinator
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
