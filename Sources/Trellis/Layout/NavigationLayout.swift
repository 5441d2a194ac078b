/// What one window shows of a coordinator tree: an ordered chain of layers, from the base to
/// the top-most modal.
///
/// The layout is a projection of the tree, made when you ask for it: every tree has exactly
/// one. Each modal entry opens a layer of its own; each layer is a screen with a push path
/// flattened across pushed child flows (one `NavigationStack` per layer); a tab set is one
/// screen with a layout per tab; a root coordinator shows its current root. Trees a window
/// can't show literally are shown in one canonical order (see <doc:PresentationLayout>).
///
/// ```swift
/// let layout = NavigationLayout(of: app)
/// print(layout.text)                       // the layers, paths and tabs, as text
/// layout.layers[0].userDidPop(toCount: 1)  // the user swiped back in the base layer
/// layout.layers[1].userDidDismiss()        // the user swiped the sheet down
/// ```
///
/// A layout describes one moment: make a new one after the tree changes. Making it sets the
/// tree up if this is its first use, like ``Coordinator/debugHierarchy()``.
@MainActor
public struct NavigationLayout {
    /// The layers, base first.
    public let layers: [NavigationLayer]
    /// Where the layout starts: what its questions are read from.
    let origin: LayoutOrigin

    /// The layout of everything `coordinator` shows on a window of `width`.
    ///
    /// The width decides how a split view is shown — one screen with a layout per column on a
    /// regular width, its columns collapsed into the stack on a compact one — and changes nothing
    /// in the tree (see <doc:SplitViews>).
    public init(of coordinator: any Coordinator, width: LayoutWidth = .regular) {
        self.init(origin: LayoutOrigin(start: .coordinator(coordinator), width: width))
    }

    init(origin: LayoutOrigin) {
        self.origin = origin
        var walk = LayoutWalk(from: origin)
        // Each layer: where it starts, its opening modal, and its root once met.
        var starts: [(cursor: LayoutWalk.Cursor, opening: LayerOpening?, root: LayoutItem?)] = [
            (walk.cursor, nil, nil)
        ]
        while let step = walk.next() {
            switch step {
            case .open(let opening):
                starts.append((walk.cursor, opening, nil))
            case .item(let item, isHidden: false) where starts[starts.count - 1].root == nil:
                starts[starts.count - 1].root = item
            case .item:
                continue
            }
        }
        let madeAfterChange = NavigationChange.isInProgress ? nil : NavigationChange.number
        var layers: [NavigationLayer] = []
        for start in starts {
            guard let root = start.root else { continue }
            layers.append(
                NavigationLayer(
                    id: start.opening?.entryID ?? root.id, style: start.opening?.style,
                    opening: start.opening, origin: origin, start: start.cursor, rootWhenMade: root,
                    madeAfterChange: madeAfterChange))
        }
        self.layers = layers
    }
}
