/// What a window shows of a ``NavigationLayout``, as plain values: each layer's identity and
/// style, the identities of its screens, and the tabs of every tab set it shows.
///
/// A layout reads the tree when asked; a shape is a copy that stays as it was. A UI keeps the
/// shape of what it has applied, and ``PresentationPlan`` compares it with the shape of the
/// layout it should show. Two shapes are equal when a window would show the same screens:
/// destinations are not part of a shape, identities are (an entry replaced by an equal
/// destination is a new screen).
///
/// ```swift
/// let shown = NavigationLayout(of: app).shape
/// app.present(.compose)
/// let plan = PresentationPlan(from: shown, to: NavigationLayout(of: app).shape)
/// ```
///
/// The shape holds no reference to the tree: it is `Sendable`, and comparing, hashing and
/// freeing it never recurse, however deep tab sets nest (each tab set is one entry of
/// ``tabSets``, keyed by the screen that shows it).
public struct LayoutShape: Hashable, Sendable {
    /// The layers, base first.
    public var layers: [Layer]
    /// The tabs of every tab set the layers show, by the identity of the screen showing the tab
    /// set (a layer's root, a screen of a path or the screen of a tab).
    public var tabSets: [EntryID: TabSet]

    /// A shape with `layers` and the tabs of the tab sets they show; the empty shape (the
    /// default) is a window that shows nothing yet.
    public init(layers: [Layer] = [], tabSets: [EntryID: TabSet] = [:]) {
        self.layers = layers
        self.tabSets = tabSets
    }

    /// One layer: the base, or a sheet or full-screen cover over the layers below.
    public struct Layer: Hashable, Sendable, Identifiable {
        /// The identity of the modal entry that opens the layer; for the base layer, its root's
        /// (see ``NavigationLayer/id``).
        public var id: EntryID
        /// How the layer is presented: `nil` for the base layer.
        public var style: ModalStyle?
        /// The identity of the screen at the bottom of the layer.
        public var root: EntryID
        /// The identities of the screens pushed above the root, bottom first.
        public var path: [EntryID]

        /// A layer opened by the entry `id`, presented with `style` (`nil` for the base layer),
        /// showing `root` and `path`.
        public init(id: EntryID, style: ModalStyle?, root: EntryID, path: [EntryID] = []) {
            self.id = id
            self.style = style
            self.root = root
            self.path = path
        }
    }

    /// The tabs of a tab set the window shows.
    public struct TabSet: Hashable, Sendable {
        /// The identity of the selected tab.
        public var selectedID: EntryID?
        /// The tabs, in order.
        public var tabs: [Tab]

        /// A tab set showing `tabs`, with the tab `selectedID` selected.
        public init(selectedID: EntryID?, tabs: [Tab]) {
            self.selectedID = selectedID
            self.tabs = tabs
        }
    }

    /// One tab's stack: the tab's root screen and its path. A tab's modals are not part of it
    /// (the window shows the selected tab's modals as layers of its own).
    public struct Tab: Hashable, Sendable, Identifiable {
        /// The tab's identity (see ``TabLayout/id``).
        public var id: EntryID
        /// The identity of the tab's root screen; `nil` while the tab has not been created.
        public var root: EntryID?
        /// The identities of the screens pushed above the tab's root, bottom first.
        public var path: [EntryID]

        /// The tab `id`, showing `root` (`nil` if not yet created) and `path`.
        public init(id: EntryID, root: EntryID?, path: [EntryID] = []) {
            self.id = id
            self.root = root
            self.path = path
        }
    }

    /// The first `count` layers, with the tab sets they show and no others.
    func prefix(_ count: Int) -> LayoutShape {
        let kept = Array(layers.prefix(count))
        var shape = LayoutShape(layers: kept)
        var pending = kept.flatMap { [$0.root] + $0.path }
        while let screen = pending.popLast() {
            guard shape.tabSets[screen] == nil, let tabSet = tabSets[screen] else { continue }
            shape.tabSets[screen] = tabSet
            for tab in tabSet.tabs {
                pending += (tab.root.map { [$0] } ?? []) + tab.path
            }
        }
        return shape
    }
}

extension NavigationLayout {
    /// What the layout shows, as plain values: the layers' identities and styles, their
    /// screens' identities and every shown tab set's tabs (see ``LayoutShape``).
    ///
    /// Reads the tree once, as ``text`` does; the shape stays as it was when the tree changes.
    public var shape: LayoutShape {
        var shape = LayoutShape()
        var pending: [LayoutItem] = []
        for layer in layers {
            let root = layer.root
            let path = layer.path
            shape.layers.append(
                LayoutShape.Layer(id: layer.id, style: layer.style, root: root.id, path: path.map(\.id)))
            pending.append(root)
            pending += path
        }
        // A stack of work, not recursion: tab sets nested to any depth do not grow the call stack.
        while let item = pending.popLast() {
            guard shape.tabSets[item.id] == nil, let tabSet = item.tabSet else { continue }
            var tabs: [LayoutShape.Tab] = []
            for tab in tabSet.tabs {
                guard tab.isPrepared, let base = tab.layout.layers.first else {
                    tabs.append(LayoutShape.Tab(id: tab.id, root: nil))
                    continue
                }
                let root = base.root
                let path = base.path
                tabs.append(LayoutShape.Tab(id: tab.id, root: root.id, path: path.map(\.id)))
                pending.append(root)
                pending += path
            }
            shape.tabSets[item.id] = LayoutShape.TabSet(selectedID: tabSet.selectedID, tabs: tabs)
        }
        return shape
    }
}
