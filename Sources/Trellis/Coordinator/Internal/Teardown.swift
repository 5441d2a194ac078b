/// The one removal rule: whose `onDismiss` fires, in which order, and which children go.
///
/// Every removal path (pop, popTo…, setRoot, setTabs, removing a tab, dismissCoordinator,
/// user-initiated pops, restore) takes the destinations out of its container first, then
/// hands them here. The departed destinations are processed top first; for each one, the
/// subtree of its child coordinator is torn down first (its own destinations leave top first
/// with cause ``DismissalCause/teardown``), then the destination itself leaves with the cause
/// of the removal. The questions the subtree's coordinators asked are answered first (cause
/// ``DismissalCause/teardown``, latest first). Each departure sends a ``NavigationEvent``
/// (`dismissed(cause)`) to the observers that saw the destination and then calls its
/// `onDismiss`. The state is consistent
/// before any callback runs, so a callback may navigate again.
@MainActor
enum Teardown {
    private struct Departure {
        var handlers: [ObserverRegistry.Registration]
        var slot: NodeSlot
        var container: any NavigationNode
        var cause: DismissalCause
    }

    static func run(_ departed: [NodeSlot], from origin: any NavigationNode, cause: DismissalCause) {
        guard !departed.isEmpty else { return }
        let originHandlers = ObserverLookup.handlers(from: origin)
        var departures: [Departure] = []
        var released: [any NavigationNode] = []
        for slot in departed.reversed() {
            if let child = slot.child, let node = navigationNode(of: child) {
                // Every container in the subtree with its handlers, by walk number.
                var containers: [(node: any NavigationNode, handlers: [ObserverRegistry.Registration])] = [
                    (node, node.observers.all + originHandlers)
                ]
                var visits: [TreeWalk.Visit] = []
                TreeWalk.visit(from: node) { visit in
                    visits.append(visit)
                    if let childNode = visit.childNode {
                        containers.append(
                            (childNode, childNode.observers.all + containers[visit.nodeID].handlers))
                    }
                }
                // Questions the departing coordinators asked leave first: they show above
                // every screen.
                if !AskedQuestions.isEmpty {
                    AskedQuestions.tearDown(askedBy: containers.map(\.node)) { containers[$0].handlers }
                }
                for visit in visits.reversed() {
                    let container = containers[visit.nodeID]
                    departures.append(
                        Departure(
                            handlers: container.handlers, slot: visit.slot, container: container.node,
                            cause: .teardown))
                    if let childNode = visit.childNode { released.append(childNode) }
                }
                released.append(node)
            }
            departures.append(
                Departure(
                    handlers: originHandlers, slot: slot, container: origin, cause: cause))
        }
        // The released containers' cached handlers go stale by themselves (each one's parent
        // becomes `nil`, which its cache checks); the containers that stay keep theirs, so a
        // gesture that releases many flows one after another does not refill every cache up to
        // the top each time.
        for node in released {
            // Every container of the departed subtree leaves the tree, not only the top one:
            // a descendant the app still holds must not point at a parent that dropped it.
            node.parentNode = nil
            node.releaseAfterTeardown()
        }
        for departure in departures {
            ObserverLookup.send(
                ObserverLookup.event(
                    .dismissed(departure.cause), in: departure.container, role: departure.slot.role,
                    destination: departure.slot.described),
                to: departure.handlers)
            if let onDismiss = departure.slot.onDismiss {
                let cause = departure.cause
                NavigationChange.callBack { onDismiss(cause) }
            }
        }
    }
}
