/// The one removal rule: whose `onDismiss` fires, in which order, and which children go.
///
/// Every removal path (pop, popTo…, setRoot, setTabs, removing a tab, dismissCoordinator,
/// user-initiated pops, restore) takes the destinations out of its container first, then
/// hands them here. The departed destinations are processed top first; for each one, the
/// subtree of its child coordinator is torn down first (its own destinations' callbacks
/// fire top first with cause ``DismissalCause/teardown``), then the destination's own
/// callback fires with the cause of the removal. The state is consistent before any callback
/// runs, so a callback may navigate again.
@MainActor
enum Teardown {
    static func run(_ departed: [NodeSlot], cause: DismissalCause) {
        var callbacks: [(DismissHandler, DismissalCause)] = []
        var released: [any NavigationNode] = []
        for slot in departed.reversed() {
            if let child = slot.child, let node = navigationNode(of: child) {
                var visits: [TreeWalk.Visit] = []
                TreeWalk.visit(from: node) { visits.append($0) }
                for visit in visits.reversed() {
                    if let handler = visit.slot.onDismiss { callbacks.append((handler, .teardown)) }
                    if let childNode = visit.childNode { released.append(childNode) }
                }
                released.append(node)
            }
            if let handler = slot.onDismiss { callbacks.append((handler, cause)) }
        }
        for node in released {
            // Every container of the departed subtree leaves the tree, not only the top one:
            // a descendant the app still holds must not point at a parent that dropped it.
            node.parentNode = nil
            node.releaseAfterTeardown()
        }
        for (handler, cause) in callbacks { handler(cause) }
    }
}
