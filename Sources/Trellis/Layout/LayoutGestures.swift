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
    /// to the path's changes nothing. A count above the path's is refused with a
    /// ``NavigationDiagnostic`` of kind `gestureRefused`: a count has no destination to push. A
    /// UI whose path grows (`NavigationLink(value:)`) reports the whole path with
    /// ``userDidChangePath(to:)``, which pushes the link's value through its coordinator. A
    /// negative count is refused as `indexOutOfRange`.
    public func userDidPop(toCount count: Int) {
        applyGesture("userDidPop(toCount:)") { layer, layersAbove, reporter in
            let path = Array(layer.screens.dropFirst())
            guard PopCount.isAccepted(count, label: "toCount", in: reporter) else { return }
            guard count <= path.count else {
                NavigationDiagnostic.report(
                    .gestureRefused, in: reporter,
                    "the UI grew layer \(id)'s path from \(path.count) to \(count) screens; a count has "
                        + "no destination to push (a path that grows goes to userDidChangePath(to:))"
                )
                return
            }
            popLayer(layer, to: count, layersAbove: &layersAbove)
        }
    }

    /// Pops `layer` (read inside a gesture's change) so that `count` screens remain in its path,
    /// closing the layers above whose modal leaves with them; `count` is at most the path's.
    func popLayer(_ layer: LayerReader.Layer, to count: Int, layersAbove: inout LayerReader) {
        let path = layer.screens.dropFirst()
        let runs = LayoutRemoval.runs(removing: path[(path.startIndex + count)...])
        if let above = layersAbove.nextLayer(), LayoutRemoval.removes(runs, above) {
            LayoutRemoval.close([above] + layersAbove.remainingLayers(), cause: .user)
        }
        LayoutRemoval.remove(runs, cause: .user)
    }

    /// The user dismissed this layer (swiped a sheet down, closed a cover, tapped outside a
    /// popover): the layer and every layer above it close, top first. Closing a layer removes
    /// every screen it shows: the screens another coordinator shows in it (an ancestor's pushes
    /// above a child's sheet), then its modal entry, with everything above that entry in its
    /// coordinator.
    ///
    /// The base layer cannot be dismissed, nor can a layer whose
    /// ``PresentationOptions/isInteractiveDismissDisabled`` is set (only code dismisses it):
    /// both are refused with a ``NavigationDiagnostic`` of kind `gestureRefused`.
    public func userDidDismiss() {
        applyGesture("userDidDismiss()") { layer, layersAbove, reporter in
            guard let opening = layer.opening else {
                NavigationDiagnostic.report(
                    .gestureRefused, in: reporter, "the base layer cannot be dismissed")
                return
            }
            if Self.host(of: opening)?.presentationOptions(ofEntry: opening.entryID)?
                .isInteractiveDismissDisabled
                == true
            {
                NavigationDiagnostic.report(
                    .gestureRefused, in: reporter,
                    "userDidDismiss() on layer \(id): \(type(of: opening.owner)) disables interactive dismissal of "
                        + "this \(opening.style) (presentationOptions(for:)); dismiss it from code; nothing changed"
                )
                return
            }
            LayoutRemoval.close([layer] + layersAbove.remainingLayers(), cause: .user)
        }
    }

    /// The user dragged this layer's sheet to `detent` (what a `presentationDetents(_:selection:)`
    /// binding reports): the layer rests there (``selectedDetent``), and a snapshot keeps it.
    /// One change.
    ///
    /// Refused with a ``NavigationDiagnostic`` of kind `gestureRefused` on the base layer and
    /// for a detent the layer's ``options`` do not list.
    public func userDidSelectDetent(_ detent: PresentationOptions.Detent) {
        applyGesture("userDidSelectDetent(.\(detent))") { layer, _, reporter in
            guard let opening = layer.opening, let host = Self.host(of: opening) else {
                NavigationDiagnostic.report(.gestureRefused, in: reporter, "the base layer has no detents")
                return
            }
            let detents = host.presentationOptions(ofEntry: opening.entryID)?.detents ?? []
            guard detents.contains(detent) else {
                NavigationDiagnostic.report(
                    .gestureRefused, in: reporter,
                    "userDidSelectDetent(.\(detent)) on layer \(id), whose detents are "
                        + "[\(detents.map { ".\($0)" }.joined(separator: ", "))]; nothing changed")
                return
            }
            host.setSelectedDetent(detent, ofEntry: opening.entryID)
        }
    }

    /// Runs a gesture as one change on the layer as the tree shows it now, handing `body` the
    /// layer's screens and a reader positioned at the layer above; reports a diagnostic when
    /// the layer is gone.
    ///
    /// While no change has run since the layout was made, the layer is read from where the
    /// layout left it; after one, it is found again by its identity (a stale layout acts on the
    /// tree as it is now, or is refused when the layer is no longer shown).
    ///
    /// Diagnostics name the coordinator the layout was made of (for a tab's own layout, the
    /// tab set): it is in the tree the app shows, even when the layer's own coordinators have
    /// left it, so the tree's observers hear them.
    func applyGesture(
        _ call: String, _ body: (LayerReader.Layer, inout LayerReader, any Coordinator) -> Void
    ) {
        let reporter = origin.coordinator ?? rootWhenMade.owner
        let isCurrent = isCurrent
        NavigationChange.apply(call, on: reporter) {
            let found = isCurrent ? LayerReader(at: start, opening: opening) : LayerReader(finding: self)
            guard var reader = found, let layer = reader.nextLayer() else {
                NavigationDiagnostic.report(
                    .gestureRefused, in: reporter,
                    "\(call) on layer \(id), which is no longer shown; nothing changed")
                return
            }
            body(layer, &reader, reporter)
        }
    }
}

extension TabSetLayout {
    /// The user selected the tab at `index` of this layout's ``tabs`` (tapped it): the tab
    /// set selects that tab, found by its identity, creating its child the first time, as
    /// `select(index:)` does. An index outside the tabs is reported, as `select(index:)` does.
    ///
    /// On a stale layout, one whose tab set has left the tree since (the sheet showing it was
    /// dismissed), the tap is refused with a ``NavigationDiagnostic`` of kind `gestureRefused`,
    /// reported on the coordinator that hosted the tab set: nothing changes.
    public func userDidSelectTab(at index: Int) {
        guard placeWhenMade.isShown(node, call: "userDidSelectTab(at: \(index))", of: owner) else { return }
        guard tabs.indices.contains(index) else { return owner.select(index: index) }
        userDidSelectTab(withID: tabs[index].id)
    }

    /// The user selected the tab with `id`: the tab set selects it wherever it is now. A tab
    /// that is gone, or a tab set that has left the tree, is refused with a
    /// ``NavigationDiagnostic`` of kind `gestureRefused`.
    public func userDidSelectTab(withID id: EntryID) {
        guard placeWhenMade.isShown(node, call: "userDidSelectTab(withID: \(id))", of: owner) else { return }
        guard case .tab(let index)? = (node as? any TabSetNode)?.tabSlot(withID: id)?.role else {
            NavigationDiagnostic.report(
                .gestureRefused, in: owner, "userDidSelectTab(withID: \(id)): the tab is no longer there")
            return
        }
        owner.select(index: index)
    }
}

extension SplitViewLayout {
    /// The user selected `destination` in `column` (tapped a row of the sidebar or the content
    /// column), or cleared the selection there with `nil`: one change with cause `.user`, as
    /// ``SplitCoordinator/userDidSelect(_:in:)``. A destination of another type than the split
    /// coordinator's is refused with a ``NavigationDiagnostic`` of kind `gestureRefused`.
    ///
    /// Every gesture of a stale layout, one whose split view has left the tree since (the
    /// sheet showing it was dismissed), is refused with `gestureRefused`, reported on the
    /// coordinator that hosted the split view: nothing changes.
    public func userDidSelect<D>(_ destination: D?, in column: SplitColumn) {
        guard placeWhenMade.isShown(node, call: "userDidSelect(_:in: \(column))", of: owner) else { return }
        owner.userDidSelect(anyDestination: destination, in: column)
    }

    /// The user changed which columns are visible (the sidebar button, an edge swipe): one
    /// change, as ``SplitCoordinator/userDidChangeColumnVisibility(_:)``.
    public func userDidChangeColumnVisibility(_ visibility: SplitColumnVisibility) {
        guard placeWhenMade.isShown(node, call: "userDidChangeColumnVisibility(_:)", of: owner) else {
            return
        }
        owner.userDidChangeColumnVisibility(visibility)
    }

    /// The UI changed the column a narrow window prefers to show on top (SwiftUI wrote
    /// `NavigationSplitView`'s `preferredCompactColumn` binding): one change, as
    /// ``SplitCoordinator/userDidChangePreferredCompactColumn(_:)``. The tree stores the column and
    /// a snapshot keeps it.
    public func userDidChangePreferredCompactColumn(_ column: SplitColumn) {
        guard placeWhenMade.isShown(node, call: "userDidChangePreferredCompactColumn(_:)", of: owner) else {
            return
        }
        owner.userDidChangePreferredCompactColumn(column)
    }
}

/// Where a tab set or split view was when its layout was made: the one rule that refuses the
/// gestures of a stale ``TabSetLayout`` or ``SplitViewLayout``. A container that had a parent
/// then and has none now has left the tree (a teardown clears the parent of every container it
/// releases); one made at the top of the tree is the app's, and stays.
@MainActor
struct ContainerPlace {
    /// Weak: a stale layout does not keep the coordinator that hosted the container.
    private weak var parent: (any NavigationNode)?
    /// Kept apart from ``parent``, which also becomes `nil` when that coordinator is released.
    private let hadParent: Bool

    init(_ node: any NavigationNode) {
        parent = node.parentNode
        hadParent = node.parentNode != nil
    }

    /// Whether `node`, the container the layout was made of, is still in the tree; if not,
    /// reports `call` as `gestureRefused` on the coordinator that hosted it (else on `owner`,
    /// which left with it).
    func isShown(_ node: any NavigationNode, call: String, of owner: any Coordinator) -> Bool {
        guard hadParent, node.parentNode == nil else { return true }
        NavigationDiagnostic.report(
            .gestureRefused, in: parent?.coordinator ?? owner,
            "\(call) on \(type(of: owner)), which has left the tree; nothing changed")
        return false
    }
}

/// The one guard of both pops (a layer's and a flow's): a negative count is refused.
@MainActor
enum PopCount {
    /// Whether `count` can be popped to; a negative count is reported as `indexOutOfRange`,
    /// naming the call by its argument `label`.
    static func isAccepted(_ count: Int, label: String, in reporter: any Coordinator) -> Bool {
        guard count >= 0 else {
            NavigationDiagnostic.report(
                .indexOutOfRange, in: reporter, "userDidPop(\(label): \(count)) ignored")
            return false
        }
        return true
    }
}

/// Reads the layers of a layout from one layer up, in one walk of the tree as it is now: what a
/// gesture removes, read before anything leaves.
@MainActor
struct LayerReader {
    /// A layer as a gesture sees it.
    struct Layer {
        /// The modal entry that opens the layer; `nil` for the base layer.
        let opening: LayerOpening?
        /// The root, then the path.
        var screens: [LayoutItem] = []
        /// For each screen, whether the coordinator whose modal opens the layer (or one below
        /// it) shows it; those screens come first, the walk being in pre-order.
        var isOpenersScreen: [Bool] = []
        /// The containers the walk was inside when the layer's modal opened (read for the layer
        /// right above the one a gesture acts on).
        var enclosing: Set<ObjectIdentifier> = []
    }

    private var walk: LayoutWalk
    /// The modal that opens the layer read next, and what encloses it.
    private var opening: LayerOpening?
    private var enclosing: Set<ObjectIdentifier> = []
    private var isAtEnd = false
    private var layersRead = 0

    /// A reader at a layer's start, as a layout made from the tree as it is now recorded it.
    init(at start: LayoutWalk.Cursor, opening: LayerOpening?) {
        walk = LayoutWalk(resumingAt: start)
        self.opening = opening
    }

    /// A reader at `layer` as the tree shows it now, found by its identity; `nil` when the tree
    /// no longer shows it. Its first layer is the one found.
    init?(finding layer: NavigationLayer) {
        walk = LayoutWalk(from: layer.origin)
        if layer.opening != nil {
            var found: LayerOpening?
            while found == nil, let step = walk.next() {
                if case .open(let opening) = step, opening.entryID == layer.id { found = opening }
            }
            guard let found else { return nil }
            opening = found
        }
        // A layer whose modal shows no screen is not shown; the base layer is its root's.
        var probe = self
        guard let first = probe.nextLayer(), first.opening?.entryID == layer.opening?.entryID,
            layer.opening != nil || first.screens.first?.id == layer.id
        else { return nil }
    }

    /// The next layer (first, the one the reader starts at), skipping a modal that shows no
    /// screen as the layout does; `nil` past the top.
    mutating func nextLayer() -> Layer? {
        while !isAtEnd {
            var layer = Layer(opening: opening, enclosing: enclosing)
            // The modal's coordinator is the container the walk is in where the modal opened.
            let hasOpener = opening != nil
            walk.markInnermost()
            while let item = walk.nextScreen() {
                layer.screens.append(item)
                layer.isOpenersScreen.append(!hasOpener || walk.isInsideMarked)
            }
            opening = walk.openedLayer
            isAtEnd = opening == nil
            // Only the layer right above the gesture's own needs its enclosing containers.
            let isBelowTheLayerAbove = layersRead == 0 || (layersRead == 1 && layer.screens.isEmpty)
            enclosing = isBelowTheLayerAbove ? Set(walk.enclosingNodes.map { ObjectIdentifier($0) }) : []
            if !layer.screens.isEmpty {
                layersRead += 1
                return layer
            }
        }
        return nil
    }

    /// Every layer left, in order.
    mutating func remainingLayers() -> [Layer] {
        var layers: [Layer] = []
        while let layer = nextLayer() { layers.append(layer) }
        return layers
    }
}

/// Removes screens of a layout from the coordinators that show them, each through the entry its
/// item says removing it removes.
@MainActor
enum LayoutRemoval {
    /// A run of screens of one coordinator: they leave from the entry `entryID` of `node`.
    typealias Run = (node: any NavigationNode, entryID: EntryID)

    /// The runs that remove `items` (a layer's screens from some position to its top), top
    /// first: each run of screens from one coordinator leaves from that coordinator's lowest one.
    static func runs(removing items: ArraySlice<LayoutItem>) -> [Run] {
        var runs: [Run] = []
        for item in items.reversed() {
            guard let removal = item.removal, let node = removal.node else { continue }
            let target: Run = (node, removal.entryID)
            if let last = runs.last, last.node === target.node {
                runs[runs.count - 1].entryID = target.entryID
            } else {
                runs.append(target)
            }
        }
        return runs
    }

    /// Whether removing `runs` takes the modal that opens `above` (the layer right above the
    /// runs' screens) with it: a run leaves from a container the walk was inside when that modal
    /// opened. The run's entry came earlier in that container, so the modal, or the entry that
    /// leads to it, is at or above it.
    static func removes(_ runs: [Run], _ above: LayerReader.Layer) -> Bool {
        runs.contains { above.enclosing.contains(ObjectIdentifier($0.node)) }
    }

    /// Removes runs made by ``runs(removing:)``, in order.
    static func remove(_ runs: [Run], cause: DismissalCause) {
        for run in runs {
            // An entry a previous run tore down is gone: nothing to remove. A split view's
            // collapsed column leaves by clearing the selection it shows.
            if let split = run.node as? any SplitNode,
                split.clearSelections(fromID: run.entryID, cause: cause)
            {
                continue
            }
            (run.node as? any EntryHosting)?.removeEntries(from: run.entryID, cause: cause)
        }
    }

    /// Closes `layers` (a layer and every layer above it, read before anything leaves), top
    /// first: for each, the screens it shows from outside its modal's coordinator (an ancestor's
    /// later pushes, which would otherwise fall into the layer below), then its modal entry.
    static func close(_ layers: [LayerReader.Layer], cause: DismissalCause) {
        for layer in layers.reversed() {
            guard let opening = layer.opening else { continue }
            let first = layer.isOpenersScreen.lastIndex(of: true)
            remove(runs(removing: layer.screens[((first ?? -1) + 1)...]), cause: cause)
            (navigationNode(of: opening.owner) as? any EntryHosting)?.removeEntries(
                from: opening.entryID, cause: cause)
        }
    }
}
