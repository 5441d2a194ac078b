/// The one walk over a navigation tree, used by the debug printout, capture, teardown, the
/// typed queries for descendants and a restore's look at the types in the tree.
///
/// Pre-order, iterative (a tree thousands of levels deep does not grow the call stack):
/// each container's slots bottom first, each slot followed by its child's subtree.
@MainActor
enum TreeWalk {
    struct Visit {
        /// The destination line.
        var slot: NodeSlot
        /// 1 for the starting container's slots, 2 for its children's, and so on.
        var depth: Int
        /// The walk's number of the container holding the slot (0 is the start).
        var nodeID: Int
        /// The position of the slot in its container's slots.
        var slotIndex: Int
        /// The container of the slot's child coordinator, if it has one.
        var childNode: (any NavigationNode)?
        /// The walk's number for `childNode`.
        var childID: Int?
    }

    private struct Frame {
        var node: any NavigationNode
        var slots: [NodeSlot]
        var next = 0
        var depth: Int
        var nodeID: Int
    }

    /// The walk; `leaving` is called with each container and the depth of its slots once its
    /// slots and their subtrees have been visited.
    static func visit(
        from start: any NavigationNode, leaving: ((any NavigationNode, Int) -> Void)? = nil,
        _ body: (Visit) -> Void
    ) {
        _ = firstVisit(from: start, leaving: leaving) { visit in
            body(visit)
            return false
        }
    }

    /// The walk, ended at the first visit for which `predicate` returns `true` (nothing after
    /// that slot, not even its child's subtree, is visited); returns that visit, or `nil` when
    /// the walk went through the whole tree.
    @discardableResult
    static func firstVisit(
        from start: any NavigationNode, leaving: ((any NavigationNode, Int) -> Void)? = nil,
        where predicate: (Visit) -> Bool
    ) -> Visit? {
        var frames = [Frame(node: start, slots: start.slots, depth: 1, nodeID: 0)]
        var nextID = 1
        while let last = frames.indices.last {
            let index = frames[last].next
            guard index < frames[last].slots.count else {
                let left = frames.removeLast()
                leaving?(left.node, left.depth)
                continue
            }
            frames[last].next += 1
            let slot = frames[last].slots[index]
            let childNode = slot.child.flatMap { navigationNode(of: $0) }
            let childID = childNode.map { _ in nextID }
            let visit = Visit(
                slot: slot, depth: frames[last].depth, nodeID: frames[last].nodeID,
                slotIndex: index, childNode: childNode, childID: childID)
            if predicate(visit) { return visit }
            if let childNode, let childID {
                nextID += 1
                frames.append(
                    Frame(
                        node: childNode, slots: childNode.slots, depth: frames[last].depth + 1,
                        nodeID: childID))
            }
        }
        return nil
    }
}
