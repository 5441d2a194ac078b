/// The modals that open the top layer of what a coordinator shows, as the `ambiguousLayout`
/// checks ask for them: a push above a child whose subtree presents a sheet or a cover shows in
/// that modal's layer, and a modal presented over a descendant's modal becomes the layer above
/// it.
///
/// Each answer is what ``NavigationLayout`` would give (the opening of its last layer), found
/// without making the layout: the walk's order read backwards from the end, stopping at the first
/// sheet or cover met. Answers are remembered per container for the rest of the change that asked,
/// so that a container below is read once between the checks: `navigate(to:)` pushing above a
/// deep child at every level of a deep chain made the layout of every child below, and a chain
/// 4,000 levels deep took 141 s. An answer stays true for the rest of the change: it is only
/// asked of a child whose branch the planner has finished (`TargetPlanner` applies an entry's
/// child, with everything below it, before the next entry, and the root's or tab's child before
/// the entries), and app code cannot change the tree during a change (``NavigationChange``);
/// `route(to:)` and `present(_:as:)` ask once.
///
/// Iterative, like ``LayoutWalk``: a chain of any depth does not grow the call stack.
@MainActor
final class DescendantModals {
    /// A container being read backwards: its slots, the next one to read, and the opening of
    /// the modal slot whose child is being read (met once that child shows no modal).
    private struct Frame {
        var node: any NavigationNode
        var slots: [NodeSlot]
        var next: Int
        var afterChild: LayerOpening?
    }

    /// The containers asked about, kept alive while remembered (so that no identifier is
    /// reused), each with the modal opening the top layer of what it shows.
    private var known: [ObjectIdentifier: (node: any NavigationNode, opening: LayerOpening?)] = [:]
    /// For each coordinator a new modal was checked on: how many of its entries were read, and
    /// the answer up to them.
    private var hosts: [ObjectIdentifier: (node: any NavigationNode, entries: Int, opening: LayerOpening?)] =
        [:]

    /// The modal opening the top layer of `NavigationLayout(of: coordinator)`; `nil` when the
    /// coordinator shows no modal.
    func topModal(shownBy coordinator: any Coordinator) -> LayerOpening? {
        coordinator.preparedNode.flatMap(topModal(of:))
    }

    /// The modal opening the top layer of `NavigationLayout(of: coordinator)` among those its
    /// descendants present (its own modals left out); `nil` when none does.
    ///
    /// The coordinator is the one the change is showing an entry on: its answer is remembered
    /// with the number of entries read, and the next question reads only the entries shown
    /// since (a change only adds entries to a coordinator after its first one is shown), so
    /// that `navigate(to:)` presenting many modals on one coordinator stays linear.
    func topDescendantModal(shownBy coordinator: any Coordinator) -> LayerOpening? {
        guard let node = coordinator.preparedNode else { return nil }
        let host = node as? any EntryHosting
        let known = hosts[ObjectIdentifier(node)]
        var answer: LayerOpening?
        let slots: [NodeSlot]
        if let host, let known, known.entries <= host.entryCount {
            slots = host.entrySlots(from: known.entries)
            answer = known.opening
        } else {
            slots = Self.walkedSlots(of: node)
        }
        for slot in slots.reversed() {
            if let child = slot.child.flatMap(navigationNode(of:)), let opening = topModal(of: child) {
                answer = opening
                break
            }
        }
        if let host { hosts[ObjectIdentifier(node)] = (node, host.entryCount, answer) }
        return answer
    }

    /// The last modal the layout walk meets in what `node` shows.
    private func topModal(of node: any NavigationNode) -> LayerOpening? {
        if let answer = known[ObjectIdentifier(node)] { return answer.opening }
        var frames = [Self.frame(node)]
        while let frame = frames.last {
            guard frame.next >= 0 else {
                // Nothing in this container: the modal whose child it is comes next, backwards.
                known[ObjectIdentifier(frame.node)] = (frame.node, nil)
                frames.removeLast()
                if let found = frames.last?.afterChild { return remember(found, for: frames) }
                continue
            }
            let slot = frame.slots[frame.next]
            frames[frames.count - 1].next -= 1
            let opening = Self.opening(of: slot, in: frame.node)
            frames[frames.count - 1].afterChild = opening
            if let child = slot.child.flatMap(navigationNode(of:)) {
                if let answer = known[ObjectIdentifier(child)] {
                    if let found = answer.opening ?? opening { return remember(found, for: frames) }
                } else {
                    frames.append(Self.frame(child))
                }
            } else if let opening {
                return remember(opening, for: frames)
            }
        }
        return nil
    }

    /// Records `opening` as the last modal of every container being read.
    private func remember(_ opening: LayerOpening, for frames: [Frame]) -> LayerOpening {
        for frame in frames { known[ObjectIdentifier(frame.node)] = (frame.node, opening) }
        return opening
    }

    private static func frame(_ node: any NavigationNode) -> Frame {
        let slots = walkedSlots(of: node)
        return Frame(node: node, slots: slots, next: slots.count - 1)
    }

    /// The slots the layout walk shows of a container, in its order: every slot, and of a tab
    /// set only the selected tab and the modals.
    private static func walkedSlots(of node: any NavigationNode) -> [NodeSlot] {
        guard node is any TabSetNode else { return node.slots }
        return node.slots.filter { slot in
            guard case .tab = slot.role else { return true }
            return slot.isSelectedTab
        }
    }

    /// The layer a slot opens: a sheet or cover entry of a container whose coordinator is there.
    private static func opening(of slot: NodeSlot, in node: any NavigationNode) -> LayerOpening? {
        guard case .entry(let presentation) = slot.role, presentation.isModal,
            let owner = node.coordinator, let id = slot.id, let style = ModalStyle(presentation)
        else { return nil }
        return LayerOpening(owner: owner, entryID: id, style: style)
    }
}
