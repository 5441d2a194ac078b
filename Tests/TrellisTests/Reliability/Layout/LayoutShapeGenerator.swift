@testable import Trellis

/// Random layout shapes, made by structure from a seed so failures replay: layers of either
/// style with paths, tab sets (nested up to two deep, tabs not yet created among them), and a
/// second shape made from a first by what a tree can do to it — layers kept with new pushes, a
/// new root or another tab selected, layers dismissed, replaced (by a new entry, or the same
/// entry in the other style), moved down when a layer below closes, new layers presented — or,
/// now and then, a shape of its own.
struct LayoutShapeGenerator {
    private var random: SeededGenerator
    private var issued: UInt64 = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A shape of up to five layers; now and then none.
    mutating func shape() -> LayoutShape {
        var shape = LayoutShape()
        let count = chance(1, in: 12) ? 0 : Int.random(in: 1...5, using: &random)
        for index in 0..<count {
            shape.layers.append(layer(style: index == 0 ? nil : style(), in: &shape))
        }
        return shape
    }

    /// A shape a tree could show after a change of `shape`; now and then an unrelated one.
    mutating func variant(of shape: LayoutShape) -> LayoutShape {
        if chance(1, in: 8) { return self.shape() }
        var next = LayoutShape(layers: [], tabSets: shape.tabSets)
        let kept = Int.random(in: 0...shape.layers.count, using: &random)
        for var layer in shape.layers.prefix(kept) {
            if chance(1, in: 3) { layer.path = newPath(from: layer.path, in: &next) }
            if chance(1, in: 8) { layer.root = screen(depth: 0, in: &next) }
            next.layers.append(layer)
        }
        for key in next.tabSets.keys where chance(1, in: 3) {
            if let tabs = next.tabSets[key]?.tabs, !tabs.isEmpty {
                next.tabSets[key]?.selectedID = tabs[Int.random(in: 0..<tabs.count, using: &random)].id
            }
        }
        if shape.layers.isEmpty || chance(1, in: 10) { return next.prefix(next.layers.count) }
        // Above what stays: layers of the old shape (moved down when a layer below closed, or
        // in the other style), new layers, in any mix.
        let above = Int.random(in: 0...3, using: &random)
        for _ in 0..<above {
            if next.layers.isEmpty {
                next.layers.append(layer(style: nil, in: &next))
            } else if let old = shape.layers.dropFirst().randomElement(using: &random), chance(1, in: 3) {
                var moved = old
                if chance(1, in: 3) { moved.style = moved.style == .sheet ? .fullScreenCover : .sheet }
                next.layers.append(moved)
            } else {
                next.layers.append(layer(style: style(), in: &next))
            }
        }
        return next.prefix(next.layers.count)
    }

    /// What a window shows after the user acts on `shape` before the UI applies more: a layer
    /// swiped down (with every layer above it), a layer's path popped, or nothing.
    mutating func gesture(on shape: LayoutShape) -> LayoutShape {
        var shape = shape
        if shape.layers.count > 1, chance(1, in: 3) {
            shape.layers.removeSubrange(Int.random(in: 1..<shape.layers.count, using: &random)...)
        } else if !shape.layers.isEmpty, chance(1, in: 2) {
            let index = Int.random(in: 0..<shape.layers.count, using: &random)
            shape.layers[index].path.removeLast(
                Int.random(in: 0...shape.layers[index].path.count, using: &random))
        }
        return shape.prefix(shape.layers.count)
    }

    private mutating func fresh() -> EntryID {
        issued += 1
        return EntryID(number: issued)
    }

    private mutating func chance(_ count: Int, in total: Int) -> Bool {
        Int.random(in: 0..<total, using: &random) < count
    }

    private mutating func style() -> ModalStyle {
        chance(1, in: 2) ? .sheet : .fullScreenCover
    }

    private mutating func layer(style: ModalStyle?, in shape: inout LayoutShape) -> LayoutShape.Layer {
        let root = screen(depth: 0, in: &shape)
        let path = (0..<Int.random(in: 0...3, using: &random)).map { _ in screen(depth: 0, in: &shape) }
        return LayoutShape.Layer(id: style == nil ? root : fresh(), style: style, root: root, path: path)
    }

    /// A screen; now and then a tab set, whose tabs `shape` records.
    private mutating func screen(depth: Int, in shape: inout LayoutShape) -> EntryID {
        let id = fresh()
        guard depth < 2, chance(1, in: 5) else { return id }
        var tabs: [LayoutShape.Tab] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let tab = fresh()
            if chance(1, in: 4) {
                tabs.append(LayoutShape.Tab(id: tab, root: nil))
            } else {
                let root = screen(depth: depth + 1, in: &shape)
                let path = (0..<Int.random(in: 0...2, using: &random)).map { _ in fresh() }
                tabs.append(LayoutShape.Tab(id: tab, root: root, path: path))
            }
        }
        shape.tabSets[id] = LayoutShape.TabSet(selectedID: tabs.randomElement(using: &random)?.id, tabs: tabs)
        return id
    }

    /// A path popped to a random length, then pushed new screens.
    private mutating func newPath(from path: [EntryID], in shape: inout LayoutShape) -> [EntryID] {
        var path = Array(path.prefix(Int.random(in: 0...path.count, using: &random)))
        for _ in 0..<Int.random(in: 0...2, using: &random) { path.append(screen(depth: 0, in: &shape)) }
        return path
    }
}
