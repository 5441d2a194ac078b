import Foundation
import Trellis

/// `--deep-trees [levels,levels,...]`: the deep-tree figures of issue #45. For each shape —
/// root coordinators nested through their roots, tab sets nested through their selected tab,
/// flows pushing flows — at each depth (default 10,000 and 20,000): the time to set the tree up,
/// print it (``Coordinator/debugHierarchy()``), draw it (Mermaid and DOT, with the source's
/// size), lay it out as text, capture it, restore the capture into a fresh tree and release it.
/// Each time is the fastest of three.
@MainActor
enum DeepTrees {
    static let flag = "--deep-trees"

    enum Shape: String, CaseIterable {
        case nestedRoots, nestedTabs, flowsPushingFlows
    }

    /// A root coordinator whose root hosts the next level, down to a plain screen.
    final class NestedRoot: RootCoordinator {
        typealias Destinations = Screen
        let navigation: RootNavigation<NestedRoot>
        private let levels: Int
        init(levels: Int) {
            self.levels = levels
            navigation = RootNavigation(root: levels > 0 ? .main : .feed)
        }
        func makeChild(for destination: Screen) -> (any Coordinator)? {
            destination == .main ? NestedRoot(levels: levels - 1) : nil
        }
    }

    /// A tab set whose selected first tab hosts the next level; a second tab is a plain screen.
    final class NestedTabs: TabCoordinator {
        typealias Destinations = Screen
        let navigation: TabNavigation<NestedTabs>
        private let levels: Int
        init(levels: Int) {
            self.levels = levels
            navigation = TabNavigation(tabs: levels > 0 ? [.main, .inbox] : [.inbox])
        }
        func makeChild(for destination: Screen) -> (any Coordinator)? {
            destination == .main ? NestedTabs(levels: levels - 1) : nil
        }
    }

    /// The tree of `shape`, `levels` coordinators below the top, set up.
    static func build(_ shape: Shape, levels: Int) -> any Coordinator {
        switch shape {
        case .nestedRoots:
            let top = NestedRoot(levels: levels)
            top.prepareNavigation()
            return top
        case .nestedTabs:
            let top = NestedTabs(levels: levels)
            top.prepareNavigation()
            return top
        case .flowsPushingFlows:
            let top = ChainFlow()
            var current = top
            for index in 0..<levels {
                var next: ChainFlow?
                current.route(to: .thread(id: index)) { (child: ChainFlow) in next = child }
                guard let next else { break }
                current = next
            }
            return top
        }
    }

    /// An empty tree of `shape` to restore into: nested roots and tabs build their levels on
    /// set-up, so theirs is as deep as the tree captured.
    static func fresh(_ shape: Shape, levels: Int) -> any Coordinator {
        build(shape, levels: shape == .flowsPushingFlows ? 0 : levels)
    }

    static func fastest(of runs: Int = 3, _ body: () throws -> Void) rethrows -> Duration {
        var best = Duration.seconds(1_000_000)
        for _ in 0..<runs { best = min(best, try ContinuousClock().measure(body)) }
        return best
    }

    static func run(levels sizes: [Int]) throws {
        print("shape levels operation seconds bytes")
        for shape in Shape.allCases {
            for levels in sizes {
                func line(_ operation: String, _ time: Duration, bytes: Int? = nil) {
                    let seconds = Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
                    print(
                        shape.rawValue, levels, operation, String(format: "%.4f", seconds),
                        bytes.map(String.init) ?? "-")
                }
                var tree: (any Coordinator)? = nil
                line("prepare", fastest { tree = build(shape, levels: levels) })
                guard let top = tree else { continue }
                var bytes = 0
                line("print", fastest { bytes = top.debugHierarchy().utf8.count }, bytes: bytes)
                line("mermaid", fastest { bytes = top.debugHierarchy(as: .mermaid).utf8.count }, bytes: bytes)
                line("dot", fastest { bytes = top.debugHierarchy(as: .dot).utf8.count }, bytes: bytes)
                // Nested tab sets' layout is still quadratic in depth (each tab's own layout
                // walks the selected tab's subtree again): minutes at these depths.
                if shape != .nestedTabs {
                    line("layout", fastest { bytes = top.debugLayout().utf8.count }, bytes: bytes)
                }
                var data = Data()
                line("capture", try fastest { data = try top.captureNavigationState() }, bytes: data.count)
                var restored: [any Coordinator] = []
                for _ in 0..<3 { restored.append(fresh(shape, levels: levels)) }
                var next = 0
                line(
                    "restore",
                    try fastest {
                        try restored[next].restoreNavigationState(from: data)
                        next += 1
                    })
                restored.removeAll()
                tree = nil
                var trees = (0..<3).map { _ in Optional(build(shape, levels: levels)) }
                next = 0
                line(
                    "release",
                    fastest {
                        trees[next] = nil
                        next += 1
                    })
                _ = trees
            }
        }
    }
}
