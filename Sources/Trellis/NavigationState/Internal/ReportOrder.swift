/// Where the items of a restore's report sit in the tree, so that the report lists them in
/// path order: a coordinator's items in the order of its slots (root or tabs, then entries from
/// the bottom), each child's items right after the item of the slot that hosts it.
///
/// The replay goes node by node and reports a child's type change when it matches the children,
/// after the node's own items, so the order is made once at the end: a report whose items already
/// are in order (one coordinator's, the usual case) is left as it is.
struct ReportOrder {
    /// An item's place: the report path it was made in (`-1` for the restoring coordinator) and
    /// its snapshot slot in that path's node.
    struct Position {
        var path: Int
        var slot: Int
    }

    /// The slot of an item about the node itself (skipped whole, or its type migrated): before
    /// every slot of the node.
    static let wholeNode = -1

    var skipped: [Position] = []
    var migrated: [Position] = []

    /// Puts `report`'s items in path order.
    func sort(_ report: inout RestorationReport, paths: RestorePaths) {
        guard Self.mayBeOutOfOrder(skipped) || Self.mayBeOutOfOrder(migrated) else { return }
        let ranks = TreeRanks(paths)
        report.skipped = ranks.ordered(report.skipped, at: skipped)
        report.migrated = ranks.ordered(report.migrated, at: migrated)
    }

    /// Whether the items are not all one node's in slot order.
    private static func mayBeOutOfOrder(_ positions: [Position]) -> Bool {
        guard let first = positions.first else { return false }
        var slot = first.slot
        for position in positions.dropFirst() {
            guard position.path == first.path, position.slot >= slot else { return true }
            slot = position.slot
        }
        return false
    }
}

/// The report paths' tree in depth-first order, children by slot.
private struct TreeRanks {
    /// Index `paths.count` is the restoring coordinator.
    private var enter: [Int]
    private var last: [Int]
    private var depth: [Int]
    /// Each node's children, by slot.
    private var children: [[Int]]
    private let slots: [Int]

    init(_ paths: RestorePaths) {
        let count = paths.parents.count
        let top = count
        slots = paths.slots
        children = Array(repeating: [], count: count + 1)
        for node in 0..<count {
            let parent = paths.parents[node]
            children[parent < 0 ? top : parent].append(node)
        }
        for index in children.indices where children[index].count > 1 {
            children[index].sort { [slots] in slots[$0] < slots[$1] }
        }
        enter = Array(repeating: 0, count: count + 1)
        last = Array(repeating: 0, count: count + 1)
        depth = Array(repeating: 0, count: count + 1)
        // Without recursion: a tree can be thousands of levels deep.
        var rank = 0
        var stack: [(node: Int, next: Int)] = [(top, 0)]
        enter[top] = 0
        while let (node, next) = stack.last {
            if next < children[node].count {
                stack[stack.count - 1].next += 1
                let child = children[node][next]
                rank += 1
                enter[child] = rank
                depth[child] = depth[node] + 1
                stack.append((child, 0))
            } else {
                last[node] = rank
                stack.removeLast()
            }
        }
    }

    /// `items` sorted by their positions (stable).
    func ordered<Item>(_ items: [Item], at positions: [ReportOrder.Position]) -> [Item] {
        guard items.count > 1, items.count == positions.count else { return items }
        let keys = positions.map(key)
        // The item's index last: the sort keeps items of one place in the order they came.
        let order = items.indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            return (x.0, x.1, x.2, a) < (y.0, y.1, y.2, b)
        }
        return order.map { items[$0] }
    }

    /// An item's place in the walk: after the subtree of the node's last child below its slot
    /// (or at the node itself), deeper nodes' items first, then by slot.
    private func key(_ position: ReportOrder.Position) -> (Int, Int, Int) {
        let node = position.path < 0 ? enter.count - 1 : position.path
        let before = children[node]
        // The last child whose slot is below the item's.
        var low = 0
        var high = before.count
        while low < high {
            let middle = (low + high) / 2
            if slots[before[middle]] < position.slot { low = middle + 1 } else { high = middle }
        }
        let rank = low == 0 ? enter[node] : last[before[low - 1]]
        return (rank, -depth[node], position.slot)
    }
}
