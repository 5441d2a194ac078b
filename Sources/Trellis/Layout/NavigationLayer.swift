/// One layer of a window: the base, or a sheet, full-screen cover or popover over the layers
/// below.
///
/// A layer is a screen at its ``root`` and a ``path`` above it, shown as one
/// `NavigationStack`; a pushed child flow's screens continue its parent's path. Both are read
/// from the tree when accessed, so an observer of one layer's path observes only the
/// coordinators that path runs through.
@MainActor
public struct NavigationLayer: Identifiable {
    /// The identity of the modal entry that opens the layer; for the base layer, its root's.
    public let id: EntryID
    /// How the layer is presented: `nil` for the base layer.
    public let style: ModalStyle?
    /// The coordinator whose modal opens the layer; `nil` for the base layer.
    public var presenter: (any Coordinator)? { opening?.owner }

    let opening: LayerOpening?
    let origin: LayoutOrigin
    let start: LayoutWalk.Cursor
    /// The root as it was when the layout was made: what ``root`` gives if the tree has since
    /// dropped the layer.
    let rootWhenMade: LayoutItem
    /// The number of the last change before the layout was made (``NavigationChange/number``);
    /// `nil` for a layout made in the middle of a change. While no change has run since, `start`
    /// still points at this layer.
    let madeAfterChange: Int?

    /// Whether the tree has not changed since the layout was made: no change has run since.
    var isCurrent: Bool { madeAfterChange == NavigationChange.number }

    /// The screen at the bottom of the layer.
    public var root: LayoutItem {
        var walk = LayoutWalk(resumingAt: start)
        while let step = walk.next() {
            if case .item(var item, false) = step {
                item.presentation = opening.map { $0.style.presentation }
                return item
            }
        }
        return rootWhenMade
    }

    /// The screens pushed above the root, bottom first: what the layer's `NavigationStack`
    /// path holds.
    public var path: [LayoutItem] {
        var walk = LayoutWalk(resumingAt: start)
        guard walk.nextScreen() != nil else { return [] }
        var items: [LayoutItem] = []
        while var item = walk.nextScreen() {
            item.presentation = .push
            items.append(item)
        }
        return items
    }

    /// How the layer's presentation behaves: what its presenter's
    /// ``Coordinator/presentationOptions(for:)`` gives for the destination it presents;
    /// ``PresentationOptions/default`` for the base layer. Asked when read.
    public var options: PresentationOptions {
        guard let opening else { return .default }
        // App code: inside a change, it cannot navigate.
        return NavigationChange.perform {
            Self.host(of: opening)?.presentationOptions(ofEntry: opening.entryID)
        }
            ?? .default
    }

    /// The detent the layer rests at: the one the user dragged it to
    /// (``userDidSelectDetent(_:)``, kept in snapshots) while its options still list it, else
    /// the first of ``PresentationOptions/detents``. `nil` for the base layer and for a layer
    /// whose options list no detents.
    public var selectedDetent: PresentationOptions.Detent? {
        guard let opening else { return nil }
        let detents = options.detents
        let selected = Self.host(of: opening)?.selectedDetent(ofEntry: opening.entryID)
        return selected.flatMap { detents.contains($0) ? $0 : nil } ?? detents.first
    }

    /// The container whose entries hold the modal that opens a layer.
    static func host(of opening: LayerOpening) -> (any EntryHosting)? {
        navigationNode(of: opening.owner) as? any EntryHosting
    }
}
