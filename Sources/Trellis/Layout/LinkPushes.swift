// A path that grows from the UI: a `NavigationLink(value:)` tapped on a layer's top screen. The
// one push a UI reports, as one change through the coordinator that owns that screen.

extension NavigationLayer {
    /// The UI wrote `newPath` to this layer's path: what a `NavigationStack` path binding
    /// reports, whichever way the path changed.
    ///
    /// The elements are the layer's ``path`` items (as the UI was handed them) and, where a
    /// `NavigationLink(value:)` appended one, the link's value:
    ///
    /// - **A prefix of the path** (back button, edge swipe, long-press pop) pops, as
    ///   ``userDidPop(toCount:)`` with its count. An unchanged path changes nothing.
    /// - **The path and one value** pushes that value through the coordinator that owns the
    ///   layer's top screen (the last item of ``path``, or ``root`` when the path is empty), as
    ///   its `route(to:)` would: in a path flattened across pushed child flows, the link sits on
    ///   the top screen, so a link on a pushed child flow's screen pushes on that child flow.
    ///   The child comes from `makeChild(for:)`, observers hear `pushed`, and what leaves later
    ///   leaves with its own cause. The push is the user's: it runs as a gesture (one change
    ///   with cause `.user`, so anything it removed would leave with `.user`; a push removes
    ///   nothing).
    ///
    /// Anything else is refused with a ``NavigationDiagnostic`` of kind `gestureRefused`, and
    /// nothing changes: several values appended at once, a value that is not a destination of
    /// the top screen's coordinator, a top screen whose coordinator is not a flow (a tab set, a
    /// root or split coordinator's screen) or is not its top entry (a modal of it is shown
    /// above), and screens removed or reordered below new ones. Called in the middle of a
    /// change (from `makeChild(for:)`, an Observation callback), it is refused as every
    /// navigation call is (`changeInProgress`).
    ///
    /// ```swift
    /// NavigationStack(path: Binding(
    ///     get: { layer.path.map { AnyHashable($0) } },
    ///     set: { layer.userDidChangePath(to: $0) }
    /// )) { … }
    /// ```
    public func userDidChangePath(to newPath: [AnyHashable]) {
        applyGesture("userDidChangePath(to:)") { layer, layersAbove, reporter in
            let path = Array(layer.screens.dropFirst())
            let kept = zip(newPath, path).prefix { new, old in (new.base as? LayoutItem)?.id == old.id }.count
            if kept == newPath.count {
                // Only screens the path shows, in order: a pop (or nothing).
                popLayer(layer, to: kept, layersAbove: &layersAbove)
            } else if kept == path.count, newPath.count == path.count + 1, !(newPath[kept].base is LayoutItem)
            {
                LinkPush.push(newPath[kept].base, onTopOf: layer, layerID: id, reporter: reporter)
            } else {
                NavigationDiagnostic.report(
                    .gestureRefused, in: reporter,
                    "userDidChangePath(to:) on layer \(id): "
                        + LinkPush.refusal(path: path, newPath: newPath, kept: kept) + "; nothing changed")
            }
        }
    }
}

/// A link's push: the checks the top screen's coordinator must pass, and the push itself.
@MainActor
enum LinkPush {
    /// Why a path write that is neither a pop nor a push of one value is refused.
    static func refusal(path: [LayoutItem], newPath: [AnyHashable], kept: Int) -> String {
        if kept < path.count, newPath.count > kept,
            newPath.dropFirst(kept).contains(where: { !($0.base is LayoutItem) })
        {
            return "it removes or reorders screens of the path and adds values in one write"
        }
        if newPath.count > path.count + 1 {
            return "the UI grew the path from \(path.count) to \(newPath.count) screens; "
                + "a link pushes one destination at a time"
        }
        let element = newPath[kept].base
        let named = (element as? LayoutItem).map { "\(type(of: $0.owner)) .\($0.destinationDescription)" }
        return "the path would hold a screen it does not show there (\(named ?? String(describing: element)))"
    }

    /// Pushes `value` on the coordinator that owns `layer`'s top screen, or reports why not.
    static func push(
        _ value: Any, onTopOf layer: LayerReader.Layer, layerID: EntryID, reporter: any Coordinator
    ) {
        guard let top = layer.screens.last else { return }
        let refused = { (reason: String) in
            NavigationDiagnostic.report(
                .gestureRefused, in: reporter,
                "NavigationLink(value: \(describing(value))) on layer \(layerID): \(reason); nothing pushed")
        }
        let owner = top.owner
        let ownerName = String(describing: type(of: owner))
        if top.tabSet != nil || top.splitView != nil {
            return refused(
                "the top screen is \(ownerName)'s tab set or split view, whose screens have stacks of their own"
            )
        }
        guard let flow = owner as? any FlowCoordinator else {
            return refused(
                "the top screen .\(top.destinationDescription) belongs to \(ownerName), which is not a flow "
                    + "(only a flow pushes)")
        }
        guard isTopEntry(top, of: flow) else {
            return refused(
                "\(ownerName) shows .\(top.destinationDescription) below an entry of its own (a modal above it)"
            )
        }
        guard flow.pushFromLink(value) else {
            return refused(
                "\(ownerName), which owns the top screen .\(top.destinationDescription), has no destination "
                    + "of type \(type(of: value))")
        }
    }

    /// Whether `item` is its flow's top entry, or its root while it has no entries: where a push
    /// shows right above it.
    private static func isTopEntry(_ item: LayoutItem, of flow: any FlowCoordinator) -> Bool {
        guard let host = navigationNode(of: flow) as? any EntryHosting else { return false }
        if item.role == .root { return host.entryCount == 0 }
        return host.lastEntrySlot?.id == item.id
    }

    /// A value as a diagnostic names it: `.detail(id: 1)` for an enum case.
    private static func describing(_ value: Any) -> String {
        let text = String(describing: value)
        return text.first?.isLetter == true && text.first?.isLowercase == true ? ".\(text)" : text
    }
}

extension FlowCoordinator {
    /// Pushes `value` inside the change in progress, as `route(to:)` does, when it is one of the
    /// flow's destinations; returns `false` (and changes nothing) otherwise.
    fileprivate func pushFromLink(_ value: Any) -> Bool {
        guard let destination = value as? Destinations else { return false }
        let host = preparedStack
        _ = AmbiguousLayout.checked(showing: destination, as: .push, on: self, host: host, by: .link) {
            host.append(destination, as: .push, onDismiss: nil)
        }
        return true
    }
}
