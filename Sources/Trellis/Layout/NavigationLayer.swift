/// One layer of a window: the base, or a sheet or full-screen cover over the layers below.
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
        var items: [LayoutItem] = []
        var hasRoot = false
        while let step = walk.next() {
            switch step {
            case .open: return items
            case .item(_, true): continue
            case .item(var item, false):
                if hasRoot {
                    item.presentation = .push
                    items.append(item)
                } else {
                    hasRoot = true
                }
            }
        }
        return items
    }
}
