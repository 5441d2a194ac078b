import Trellis

// The reference layout of the random sessions: what one window shows of the model tree,
// written from the contract of `NavigationLayout` (the presentation layout article and the
// doc comments), not from the library's walk:
//
// - Screens come in pre-order over what is shown: a coordinator's root, then its stacked
//   destinations bottom first, each followed by what its child shows.
// - A destination hosting a flow or a root coordinator is transparent: the child's screens
//   stand in its place. A destination hosting a tab set is one screen.
// - Of a tab set only the selected tab is walked, its screens hidden (they belong to the
//   tab's own layout) until a modal opens a layer; then the tab set's modals.
// - Each modal opens a layer; everything met after it goes into that layer.
// - A layer's first screen is its root, the others its path.

/// A screen of the model's layout: the slot it shows, by the path of its coordinator.
struct ModelLayoutItem {
    /// The path of the coordinator whose slot this is.
    var ownerPath: [SlotRef]
    /// `nil` for a tab set at the top of a layout (which has no destination of its own).
    var ref: SlotRef?
    var ownerKind: SessionKind
    var place: Place?
    /// The tab set the slot hosts (or the top tab set), if any.
    var tabSet: ModelNode?

    /// The path of the tab set the item shows.
    var tabSetPath: [SlotRef] { ownerPath + (ref.map { [$0] } ?? []) }
}

/// A layer of the model's layout.
struct ModelLayer {
    var style: ModalStyle?
    /// The modal that opens the layer: its coordinator's path and its stacked index.
    var opening: (path: [SlotRef], index: Int)?
    var items: [ModelLayoutItem] = []

    var root: ModelLayoutItem? { items.first }
    var path: ArraySlice<ModelLayoutItem> { items.dropFirst() }
}

/// Collects the layers of a walk over the model.
private struct ModelLayoutWalk {
    var layers: [ModelLayer] = [ModelLayer()]

    /// The screens of a flow or root coordinator: every slot in order. `hiddenUntil` is the
    /// number of layers when the enclosing selected tab began: its screens are hidden while
    /// no layer has opened since.
    mutating func walkContainer(_ node: ModelNode, at path: [SlotRef], hiddenUntil: Int?) {
        for ref in node.slotRefs { walkSlot(ref, of: node, at: path, hiddenUntil: hiddenUntil) }
    }

    mutating func walkSlot(_ ref: SlotRef, of node: ModelNode, at path: [SlotRef], hiddenUntil: Int?) {
        let slot = node[ref]
        switch slot.presentation {
        case .sheet?: layers.append(ModelLayer(style: .sheet, opening: (path, ref.index)))
        case .fullScreenCover?: layers.append(ModelLayer(style: .fullScreenCover, opening: (path, ref.index)))
        case .popover?: layers.append(ModelLayer(style: .popover, opening: (path, ref.index)))
        case .push?, nil: break
        }
        show(ref, of: node, at: path, hiddenUntil: hiddenUntil)
    }

    /// A slot's screen, or the screens of the flow or root coordinator it hosts.
    mutating func show(_ ref: SlotRef, of node: ModelNode, at path: [SlotRef], hiddenUntil: Int?) {
        let slot = node[ref]
        if let child = slot.child, child.kind.shape != .tab {
            walkContainer(child, at: path + [ref], hiddenUntil: hiddenUntil)
            return
        }
        let item = ModelLayoutItem(
            ownerPath: path, ref: ref, ownerKind: node.kind, place: slot.place, tabSet: slot.child)
        if hiddenUntil != layers.count { layers[layers.count - 1].items.append(item) }
        if let tabSet = slot.child { walkTabSet(tabSet, at: path + [ref], hiddenUntil: hiddenUntil) }
    }

    /// A tab set: its selected tab, hidden from now, then its modals.
    mutating func walkTabSet(_ node: ModelNode, at path: [SlotRef], hiddenUntil: Int?) {
        if node.base.indices.contains(node.selected) {
            show(
                SlotRef(isStacked: false, index: node.selected), of: node, at: path, hiddenUntil: layers.count
            )
        }
        for index in node.stacked.indices {
            walkSlot(SlotRef(isStacked: true, index: index), of: node, at: path, hiddenUntil: hiddenUntil)
        }
    }
}

extension ModelNode {
    /// What one window shows of this tree (the top of a session).
    var layoutLayers: [ModelLayer] { layoutLayers(of: []) }

    /// What the coordinator at `path` shows (its `NavigationLayout`); a tab set at the top of a
    /// layout is the root of its base layer.
    func layoutLayers(of path: [SlotRef]) -> [ModelLayer] {
        guard let node = node(at: path[...]) else { return [] }
        var walk = ModelLayoutWalk()
        if node.kind.shape == .tab {
            walk.layers[0].items.append(
                ModelLayoutItem(ownerPath: path, ref: nil, ownerKind: node.kind, place: nil, tabSet: node))
            walk.walkTabSet(node, at: path, hiddenUntil: nil)
        } else {
            walk.walkContainer(node, at: path, hiddenUntil: nil)
        }
        return walk.layers
    }

    /// The layers of tab `index` of this tab set (at `path`): the tab's own layout.
    func tabLayers(_ index: Int, at path: [SlotRef]) -> [ModelLayer] {
        var walk = ModelLayoutWalk()
        walk.show(SlotRef(isStacked: false, index: index), of: self, at: path, hiddenUntil: nil)
        return walk.layers
    }

    /// The layout in the `debugLayout()` format.
    func renderLayout() -> String { Self.renderLayout(layoutLayers) }

    /// `layers` (``layoutLayers``) in the `debugLayout()` format.
    static func renderLayout(_ layers: [ModelLayer]) -> String {
        var lines: [String] = []
        appendLayers(layers, indent: 0, from: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func appendLayers(
        _ layers: [ModelLayer], indent: Int, from first: Int, to lines: inout [String]
    ) {
        let pad = modelIndent(indent)
        for (index, layer) in layers.enumerated() where index >= first {
            let style =
                switch layer.style {
                case .sheet?: "sheet"
                case .fullScreenCover?: "fullScreenCover"
                // The sessions present no popovers (their generator picks sheets and covers), so
                // the model does not print a popover's anchor and options as the layout does.
                case .popover?: "popover"
                default: "base"
                }
            lines.append("\(pad)layer \(index): \(style)")
            if let root = layer.root { appendItem(root, label: "root", indent: indent + 1, to: &lines) }
            for item in layer.path { appendItem(item, label: "push", indent: indent + 1, to: &lines) }
        }
    }

    private static func appendItem(
        _ item: ModelLayoutItem, label: String, indent: Int, to lines: inout [String]
    ) {
        let pad = modelIndent(indent)
        guard let place = item.place else {
            lines.append("\(pad)\(label) \(item.ownerKind.typeName) [tab]")
            if let tabSet = item.tabSet {
                appendTabs(of: tabSet, at: item.tabSetPath, indent: indent, to: &lines)
            }
            return
        }
        var line = "\(pad)\(label) \(item.ownerKind.typeName) .\(place)"
        guard let tabSet = item.tabSet else { return lines.append(line) }
        line += " → \(tabSet.kind.typeName) [tab]"
        lines.append(line)
        appendTabs(of: tabSet, at: item.tabSetPath, indent: indent, to: &lines)
    }

    private static func appendTabs(
        of tabSet: ModelNode, at path: [SlotRef], indent: Int, to lines: inout [String]
    ) {
        let pad = modelIndent(indent)
        for index in tabSet.base.indices {
            let label = "tab[\(index)]" + (index == tabSet.selected ? "*" : "")
            let tab = tabSet.base[index]
            guard tab.isPrepared else {
                lines.append("\(pad)  \(label) \(tabSet.kind.typeName) .\(tab.place) → (not yet created)")
                continue
            }
            let layers = tabSet.tabLayers(index, at: path)
            if let root = layers[0].root { appendItem(root, label: label, indent: indent + 1, to: &lines) }
            for item in layers[0].path { appendItem(item, label: "push", indent: indent + 2, to: &lines) }
            // The selected tab's modals are the window's own layers.
            if index != tabSet.selected { appendLayers(layers, indent: indent + 2, from: 1, to: &lines) }
        }
    }
}

// MARK: - Gestures

extension ModelNode {
    /// The stacked entry whose removal takes `item` off the screen: its own, or for the root of
    /// a hosted flow or root coordinator, the entry hosting that coordinator (through any
    /// number of hosted roots); `nil` for a tab's screen or the top's root.
    func entry(showing item: ModelLayoutItem) -> (path: [SlotRef], index: Int)? {
        guard let ref = item.ref else { return nil }
        if ref.isStacked { return (item.ownerPath, ref.index) }
        if item.ownerKind.shape == .tab { return nil }
        var path = item.ownerPath
        while let host = path.last {
            path.removeLast()
            if host.isStacked { return (path, host.index) }
            if node(at: path[...])?.kind.shape == .tab { return nil }
        }
        return nil
    }

    /// `userDidPop(toCount:)` on layer `layer`: the removals, top first. The path's screens
    /// above `count` leave top first; each run of screens of one coordinator leaves from that
    /// coordinator's lowest one. When those runs take the modal of the layer above (it is one
    /// of the entries a run removes, or below one), the layers from there up close first, as a
    /// dismissal of that layer closes them. Empty when the gesture is refused.
    func popRemovals(layer: Int, toCount count: Int, in tab: LayoutTab? = nil) -> [(
        path: [SlotRef], index: Int
    )] {
        guard let layers = layers(in: tab), layers.indices.contains(layer), count >= 0,
            count <= layers[layer].path.count
        else { return [] }
        let runs = self.runs(removing: layers[layer].path.dropFirst(count))
        guard layers.indices.contains(layer + 1), let above = layers[layer + 1].opening,
            runs.contains(where: { Self.removal($0, takes: above) })
        else { return runs }
        return closing(layers[(layer + 1)...]) + runs
    }

    /// `userDidDismiss()` on layer `layer`: the layer and every layer above it close, top
    /// first. Empty for the base layer (refused) or a layer that is not shown.
    func dismissRemovals(layer: Int, in tab: LayoutTab? = nil) -> [(path: [SlotRef], index: Int)] {
        guard let layers = layers(in: tab), layer >= 1, layer < layers.count else { return [] }
        return closing(layers[layer...])
    }

    /// Closing `layers`, top first: for each, the runs of its screens owned outside the
    /// subtree of its modal's coordinator (an ancestor's pushes shown in it), then its modal.
    private func closing(_ layers: ArraySlice<ModelLayer>) -> [(path: [SlotRef], index: Int)] {
        var removals: [(path: [SlotRef], index: Int)] = []
        for layer in layers.reversed() {
            guard let opening = layer.opening else { continue }
            let strays = layer.items.filter { !$0.ownerPath.starts(with: opening.path) }
            removals += runs(removing: strays[...])
            removals.append(opening)
        }
        return removals
    }

    /// The removals that take `items` off the screen, top first, one per run of one coordinator.
    private func runs(removing items: ArraySlice<ModelLayoutItem>) -> [(path: [SlotRef], index: Int)] {
        var runs: [(path: [SlotRef], index: Int)] = []
        for item in items.reversed() {
            guard let target = entry(showing: item) else { continue }
            if let last = runs.last, last.path == target.path {
                runs[runs.count - 1].index = target.index
            } else {
                runs.append(target)
            }
        }
        return runs
    }

    /// Whether removing the stacked slots from `removal.index` of the coordinator at
    /// `removal.path` takes `entry` (a stacked slot of some coordinator) with it.
    private static func removal(
        _ removal: (path: [SlotRef], index: Int), takes entry: (path: [SlotRef], index: Int)
    ) -> Bool {
        if entry.path == removal.path { return entry.index >= removal.index }
        guard entry.path.count > removal.path.count, entry.path.starts(with: removal.path) else {
            return false
        }
        let host = entry.path[removal.path.count]
        return host.isStacked && host.index >= removal.index
    }

    /// The window's layers, or those of a tab's own layout; `nil` when there is no such tab.
    func layers(in tab: LayoutTab?) -> [ModelLayer]? {
        guard let tab else { return layoutLayers }
        let tabSets = layoutTabSetPaths
        guard tabSets.indices.contains(tab.tabSet), let node = node(at: tabSets[tab.tabSet][...]),
            node.base.indices.contains(tab.index)
        else { return nil }
        return node.tabLayers(tab.index, at: tabSets[tab.tabSet])
    }

    /// The tab sets the window's layers show, in layout order, by path.
    var layoutTabSetPaths: [[SlotRef]] {
        layoutLayers.flatMap(\.items).filter { $0.tabSet != nil }.map(\.tabSetPath)
    }

    /// Removes `removals` in order; returns the callbacks that fire (one change, cause `.user`).
    mutating func remove(_ removals: [(path: [SlotRef], index: Int)]) -> [ModelCallback] {
        var fired: [ModelCallback] = []
        for removal in removals {
            // An entry a previous removal took is gone: nothing to remove.
            guard node(at: removal.path[...]) != nil else { continue }
            modify(at: removal.path[...]) { fired += $0.removeStacked(from: removal.index) }
        }
        return fired
    }
}
