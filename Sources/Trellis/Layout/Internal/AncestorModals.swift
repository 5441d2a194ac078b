/// The modals that ancestors present above a coordinator, as the `ambiguousLayout` check of a
/// new modal asks for them (a modal shown under an ancestor's modal becomes a layer below it).
///
/// Answers are remembered per container, so that the containers of one change are walked up
/// once between them: `navigate(to:)` checks a modal at every level of a deep target, and
/// walking to the top for each made a target 4,000 coordinators deep take 18 s. An answer
/// stays true for the rest of the change that asked: the ancestors of a container only gain
/// entries after the planner has left that container's branch (`TargetPlanner` applies a
/// coordinator's root or tab, and each entry, with everything below it, before the next entry),
/// and `route(to:)` or `present(_:as:)` asks once.
@MainActor
final class AncestorModals {
    /// The nearest sheet or cover an ancestor presents above the slot that leads to a
    /// container.
    struct Modal {
        var role: NavigationRole
        /// The type name of the coordinator presenting it.
        var presenter: String
    }

    /// The containers asked about, kept alive while remembered (so that no identifier is
    /// reused), each with its nearest ancestor modal.
    private var known: [ObjectIdentifier: (node: any NavigationNode, modal: Modal?)] = [:]

    /// The nearest modal an ancestor of `host` presents above the slot that leads to it.
    func modal(above host: any NavigationNode) -> Modal? {
        // Up to the nearest container already asked about, or the top…
        var unknown: [any NavigationNode] = []
        var node = host
        while known[ObjectIdentifier(node)] == nil {
            unknown.append(node)
            guard let parent = node.parentNode else { break }
            node = parent
        }
        var modal = known[ObjectIdentifier(node)]?.modal
        // …then down: a container's nearest is its parent's first modal above it, or else its
        // parent's nearest.
        for node in unknown.reversed() {
            if let parent = node.parentNode, let child = node.coordinator {
                modal = Self.firstModal(of: parent, above: child) ?? modal
            }
            known[ObjectIdentifier(node)] = (node, modal)
        }
        return modal
    }

    /// The first sheet, cover or popover of `parent` above the slot hosting `child`.
    private static func firstModal(of parent: any NavigationNode, above child: any Coordinator) -> Modal? {
        let slots = parent.slots
        guard let position = slots.firstIndex(where: { $0.child === child }),
            let above = slots[(position + 1)...].first(where: {
                $0.role.presentation?.isModal == true
            }),
            let presenter = parent.coordinator
        else { return nil }
        return Modal(role: above.role, presenter: String(describing: type(of: presenter)))
    }
}
