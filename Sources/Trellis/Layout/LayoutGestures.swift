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
    /// root leaves with the entry that hosts it. A count equal to the path's changes nothing.
    /// A path that *grows* from the UI (`NavigationLink(value:)`) is refused with a
    /// ``NavigationDiagnostic`` of kind `gestureRefused`: push with `route(to:)` instead, so
    /// the destination goes through its coordinator. A negative count is refused as
    /// `indexOutOfRange`.
    public func userDidPop(toCount count: Int) {
        applyGesture("userDidPop(toCount:)") { layer in
            let path = layer.path
            guard count >= 0 else {
                NavigationDiagnostics.report(
                    .indexOutOfRange, in: layer.rootWhenMade.owner, "userDidPop(toCount: \(count)) ignored")
                return
            }
            guard count <= path.count else {
                NavigationDiagnostics.report(
                    .gestureRefused, in: layer.rootWhenMade.owner,
                    "the UI grew layer \(layer.id)'s path from \(path.count) to \(count) screens; a path grows "
                        + "only through route(to:) (use a button that routes instead of NavigationLink(value:))"
                )
                return
            }
            LayoutRemoval.remove(path[count...], cause: .user)
        }
    }

    /// The user dismissed this layer (swiped a sheet down, closed a cover): its modal entry
    /// leaves, and with it every layer above it, top first.
    ///
    /// The base layer cannot be dismissed: that is refused with a ``NavigationDiagnostic`` of
    /// kind `gestureRefused`.
    public func userDidDismiss() {
        applyGesture("userDidDismiss()") { layer in
            guard !layer.openingsFromHere.isEmpty else {
                NavigationDiagnostics.report(
                    .gestureRefused, in: layer.rootWhenMade.owner, "the base layer cannot be dismissed")
                return
            }
            for opening in layer.openingsFromHere.reversed() {
                (navigationNode(of: opening.owner) as? any EntryHosting)?.removeEntries(
                    from: opening.entryID, cause: .user)
            }
        }
    }

    /// Runs a gesture as one change on the layer as the tree shows it now (found by its
    /// identity in a fresh layout); reports a diagnostic when the layer is gone.
    private func applyGesture(_ call: String, _ body: (NavigationLayer) -> Void) {
        let owner = rootWhenMade.owner
        NavigationChange.apply(call, on: owner) {
            guard let layer = NavigationLayout(origin: origin).layers.first(where: { $0.id == id }) else {
                NavigationDiagnostics.report(
                    .gestureRefused, in: owner,
                    "\(call) on layer \(id), which is no longer shown; nothing changed")
                return
            }
            body(layer)
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
        var runs: [(node: any NavigationNode, entryID: EntryID)] = []
        for item in items.reversed() {
            guard let target = hosts.entry(showing: item) else { continue }
            if let last = runs.last, last.node === target.node {
                runs[runs.count - 1].entryID = target.entryID
            } else {
                runs.append(target)
            }
        }
        for run in runs {
            // An entry a previous run tore down is gone: nothing to remove.
            (run.node as? any EntryHosting)?.removeEntries(from: run.entryID, cause: cause)
        }
    }

    /// Finds the slot hosting a child, reading each parent's slots once per gesture (a pop
    /// across a chain of pushed flows stays linear in the path).
    @MainActor
    struct HostingSlots {
        private var byParent: [ObjectIdentifier: [ObjectIdentifier: NodeSlot]] = [:]

        /// The entry whose removal takes `item` off the screen: the item's own entry, or for
        /// the root of a hosted flow or root coordinator, the entry hosting it (through any
        /// number of transparent roots).
        mutating func entry(showing item: LayoutItem) -> (node: any NavigationNode, entryID: EntryID)? {
            guard var node = navigationNode(of: item.owner) else { return nil }
            switch item.role {
            case .push?, .sheet?, .fullScreenCover?: return (node, item.id)
            case .root?: break
            case .tab?, nil: return nil
            }
            while let parent = node.parentNode, let coordinator = node.coordinator {
                guard let slot = slot(hosting: coordinator, in: parent), let id = slot.id else { return nil }
                switch slot.role {
                case .push, .sheet, .fullScreenCover: return (parent, id)
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
