// What a UI reports in layout terms. Each gesture is one change across however many
// coordinators it spans: cause `.user`, one batch of events, each `onDismiss` once, awaited
// results resumed (the same removal rule as every other path).

extension NavigationLayer {
    /// The user popped this layer's stack so that `count` screens remain in its ``path``
    /// (back button, edge swipe, long-press pop to root): what a `NavigationStack` path
    /// binding reports.
    ///
    /// The screens above `count` leave, top first, from whichever coordinators show them: a
    /// pushed entry leaves with everything above it in its flow, and a pushed child flow's
    /// root leaves with the entry that hosts it. When that takes the modal of the layer above
    /// (a screen that presents a sheet leaves), that layer and every layer above it close
    /// first, as ``userDidDismiss()`` closes them, with every screen they show. So the path is
    /// `count` long afterwards, and no screen of a closed layer falls into it. A count equal
    /// to the path's changes nothing. A path that *grows* from the UI
    /// (`NavigationLink(value:)`) is refused with a ``NavigationDiagnostic`` of kind
    /// `gestureRefused`: push with `route(to:)` instead, so the destination goes through its
    /// coordinator. A negative count is refused as `indexOutOfRange`.
    public func userDidPop(toCount count: Int) {
        applyGesture("userDidPop(toCount:)") { layers, position, reporter in
            let layer = layers[position]
            let path = layer.path
            guard count >= 0 else {
                NavigationDiagnostics.report(
                    .indexOutOfRange, in: reporter, "userDidPop(toCount: \(count)) ignored")
                return
            }
            guard count <= path.count else {
                NavigationDiagnostics.report(
                    .gestureRefused, in: reporter,
                    "the UI grew layer \(layer.id)'s path from \(path.count) to \(count) screens; a path grows "
                        + "only through route(to:) (use a button that routes instead of NavigationLink(value:))"
                )
                return
            }
            var hosts = LayoutRemoval.HostingSlots()
            let runs = hosts.runs(removing: path[count...])
            if layers.indices.contains(position + 1), let above = layers[position + 1].opening,
                hosts.removes(above, runs)
            {
                LayoutRemoval.close(layers[(position + 1)...], cause: .user)
            }
            LayoutRemoval.remove(runs, cause: .user)
        }
    }

    /// The user dismissed this layer (swiped a sheet down, closed a cover): the layer and
    /// every layer above it close, top first. Closing a layer removes every screen it shows:
    /// the screens another coordinator shows in it (an ancestor's pushes above a child's
    /// sheet), then its modal entry, with everything above that entry in its coordinator.
    ///
    /// The base layer cannot be dismissed: that is refused with a ``NavigationDiagnostic`` of
    /// kind `gestureRefused`.
    public func userDidDismiss() {
        applyGesture("userDidDismiss()") { layers, position, reporter in
            guard layers[position].opening != nil else {
                NavigationDiagnostics.report(
                    .gestureRefused, in: reporter, "the base layer cannot be dismissed")
                return
            }
            LayoutRemoval.close(layers[position...], cause: .user)
        }
    }

    /// Runs a gesture as one change on the layer as the tree shows it now (found by its
    /// identity in a fresh layout, passed with the fresh layers and its position there);
    /// reports a diagnostic when the layer is gone.
    ///
    /// Diagnostics name the coordinator the layout was made of (for a tab's own layout, the
    /// tab set): it is in the tree the app shows, even when the layer's own coordinators have
    /// left it, so the tree's observers hear them.
    private func applyGesture(
        _ call: String, _ body: ([NavigationLayer], Int, any Coordinator) -> Void
    ) {
        let reporter = origin.coordinator ?? rootWhenMade.owner
        NavigationChange.apply(call, on: reporter) {
            let layers = NavigationLayout(origin: origin).layers
            guard let position = layers.firstIndex(where: { $0.id == id }) else {
                NavigationDiagnostics.report(
                    .gestureRefused, in: reporter,
                    "\(call) on layer \(id), which is no longer shown; nothing changed")
                return
            }
            body(layers, position, reporter)
        }
    }
}

/// Removes screens of a layout from the coordinators that show them.
@MainActor
enum LayoutRemoval {
    /// Removes `items` (a layer's path from some position to its top), top first: each run of
    /// screens from one coordinator leaves from that coordinator's lowest one.
    static func remove(_ items: ArraySlice<LayoutItem>, cause: DismissalCause) {
        var hosts = HostingSlots()
        remove(hosts.runs(removing: items), cause: cause)
    }

    /// Removes runs made by ``HostingSlots/runs(removing:)``, in order.
    static func remove(_ runs: [Run], cause: DismissalCause) {
        for run in runs {
            // An entry a previous run tore down is gone: nothing to remove.
            (run.node as? any EntryHosting)?.removeEntries(from: run.entryID, cause: cause)
        }
    }

    /// Closes `layers` (a layer and every layer above it), top first: for each, the screens
    /// it shows from outside its modal's coordinator (an ancestor's later pushes, which would
    /// otherwise fall into the layer below), then its modal entry.
    static func close(_ layers: ArraySlice<NavigationLayer>, cause: DismissalCause) {
        // Read before anything leaves: a closed layer's screens, with its modal.
        let closing = layers.compactMap { layer in
            layer.opening.map { (opening: $0, items: [layer.root] + layer.path) }
        }
        for (opening, items) in closing.reversed() {
            if let owner = navigationNode(of: opening.owner) {
                var inside = Subtree(of: owner)
                // The screens inside the modal's coordinator come first (the walk is in pre-order).
                let first = items.lastIndex { item in
                    navigationNode(of: item.owner).map { inside.contains($0) } ?? true
                }
                remove(items[((first ?? -1) + 1)...], cause: cause)
            }
            (navigationNode(of: opening.owner) as? any EntryHosting)?.removeEntries(
                from: opening.entryID, cause: cause)
        }
    }

    /// A run of screens of one coordinator: they leave from the entry `entryID` of `node`.
    typealias Run = (node: any NavigationNode, entryID: EntryID)

    /// Which containers lie in the subtree of one container, each answered once.
    @MainActor
    struct Subtree {
        private let top: ObjectIdentifier
        private var known: [ObjectIdentifier: Bool] = [:]

        init(of top: any NavigationNode) {
            self.top = ObjectIdentifier(top)
        }

        /// Whether `node` is the top container or below it.
        mutating func contains(_ node: any NavigationNode) -> Bool {
            var chain: [ObjectIdentifier] = []
            var current: (any NavigationNode)? = node
            var answer = false
            while let next = current {
                let key = ObjectIdentifier(next)
                if key == top {
                    answer = true
                    break
                }
                if let known = known[key] {
                    answer = known
                    break
                }
                chain.append(key)
                current = next.parentNode
            }
            for key in chain { known[key] = answer }
            return answer
        }
    }

    /// Finds the slot hosting a child, reading each parent's slots once per gesture (a pop
    /// across a chain of pushed flows stays linear in the path).
    @MainActor
    struct HostingSlots {
        private var byParent: [ObjectIdentifier: [ObjectIdentifier: NodeSlot]] = [:]

        /// The runs that remove `items`, top first: each run of screens from one coordinator
        /// leaves from that coordinator's lowest one.
        mutating func runs(removing items: ArraySlice<LayoutItem>) -> [Run] {
            var runs: [Run] = []
            for item in items.reversed() {
                guard let target = entry(showing: item) else { continue }
                if let last = runs.last, last.node === target.node {
                    runs[runs.count - 1].entryID = target.entryID
                } else {
                    runs.append(target)
                }
            }
            return runs
        }

        /// Whether removing `runs` takes the modal entry `opening` with it: the modal is one of
        /// the entries a run removes, or sits below one of them.
        mutating func removes(_ opening: LayerOpening, _ runs: [Run]) -> Bool {
            guard var node = navigationNode(of: opening.owner) else { return false }
            var id = opening.entryID
            // Looked up once per container on the way up: a walk up a deep chain stays linear.
            let runsByNode = Dictionary(grouping: runs, by: { ObjectIdentifier($0.node) })
            while true {
                if let here = runsByNode[ObjectIdentifier(node)] {
                    let ids = node.slots.map(\.id)
                    if let position = ids.firstIndex(of: id),
                        here.contains(where: { run in
                            ids.firstIndex(of: run.entryID).map { $0 <= position } ?? false
                        })
                    {
                        return true
                    }
                }
                guard let parent = node.parentNode, let coordinator = node.coordinator,
                    let slot = slot(hosting: coordinator, in: parent), let slotID = slot.id
                else { return false }
                node = parent
                id = slotID
            }
        }

        /// The entry whose removal takes `item` off the screen: the item's own entry, or for
        /// the root of a hosted flow or root coordinator, the entry hosting it (through any
        /// number of transparent roots).
        mutating func entry(showing item: LayoutItem) -> Run? {
            guard var node = navigationNode(of: item.owner) else { return nil }
            switch item.role {
            case .entry?: return (node, item.id)
            case .root?: break
            case .tab?, nil: return nil
            }
            while let parent = node.parentNode, let coordinator = node.coordinator {
                guard let slot = slot(hosting: coordinator, in: parent), let id = slot.id else { return nil }
                switch slot.role {
                case .entry: return (parent, id)
                case .root: node = parent
                case .tab: return nil
                }
            }
            return nil
        }

        private mutating func slot(hosting child: any Coordinator, in parent: any NavigationNode) -> NodeSlot?
        {
            let key = ObjectIdentifier(parent)
            if byParent[key] == nil {
                var slots: [ObjectIdentifier: NodeSlot] = [:]
                for slot in parent.slots {
                    if let hosted = slot.child { slots[ObjectIdentifier(hosted)] = slot }
                }
                byParent[key] = slots
            }
            return byParent[key]?[ObjectIdentifier(child)]
        }
    }
}
