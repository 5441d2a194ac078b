import Testing

@testable import Trellis

/// The layout of deep trees: a chain of flows, each pushed by the one before (walked, printed
/// and popped in loops), and tab sets nested in tab sets (printed with a stack of work; each
/// tab's layout walks that tab's subtree, so nesting costs time quadratic in its depth — at
/// 3,000 levels about a minute in a debug build, which a recursive printout did not survive).
@MainActor
@Suite("Presentation layout: deep trees")
struct DeepLayoutTests {
    @Test("A chain of 5,000 pushed flows is one path of 5,000 screens")
    func deepChainOfFlows() {
        let top = ChainFlow()
        let bottom = ChainFlow.extend(top, by: 5_000)
        bottom.present(.end)
        let layout = NavigationLayout(of: top)
        expectEqual(layout.layers.count, 2)
        expectEqual(layout.layers[0].path.count, 5_000)
        expectIdentical(layout.layers[1].root.owner, bottom)
        expectEqual(top.debugLayout().split(separator: "\n").count, 5_004)
        layout.layers[0].userDidPop(toCount: 0)
        expectEmpty(top.navigation.entries)
    }

    /// The sheet's layer resumes the walk inside the 100,000 flows: its cursor shares their
    /// frames with the walk, and freeing the layout frees them without recursion.
    @Test("A layout over 100,000 pushed flows and a sheet at the bottom is made and freed", .thorough)
    func layoutOverAVeryDeepChain() {
        let top = ChainFlow()
        let bottom = ChainFlow.extend(top, by: 100_000)
        bottom.present(.end)
        do {
            let layout = NavigationLayout(of: top)
            expectEqual(layout.layers.count, 2)
            #expect(layout.layers[1].root.owner === bottom)
            expectEqual(layout.layers[1].path.count, 0)
        }
        expectEqual(NavigationLayout(of: top).layers[0].path.count, 100_000)
    }

    @Test("Tab sets nested 1,000 deep print as text and select through the layout", .thorough)
    func nestedTabSets() {
        let top = NestingTabs()
        var current = top
        for _ in 0..<1_000 {
            current.prepareNavigation()
            guard let next = current.navigation.tabs[0].child as? NestingTabs else { break }
            current = next
        }
        #expect(top.debugLayout().split(separator: "\n").count > 1_000)
        let deepest = NavigationLayout(of: current).layers[0].root.tabSet
        deepest?.userDidSelectTab(at: 1)
        expectEqual(current.selectedIndex, 1)
    }
}

/// A tab set whose first tab hosts another tab set, up to a depth of 1,001.
@MainActor
final class NestingTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case nested, plain }
    let navigation = TabNavigation<NestingTabs>(tabs: [.nested, .plain])
    private let depth: Int

    init(depth: Int = 0) {
        self.depth = depth
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .nested && depth < 1_000 ? NestingTabs(depth: depth + 1) : nil
    }
}
