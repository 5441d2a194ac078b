import Testing
import Trellis

/// Removing tabs one by one from a large tab set costs time linear in the tabs, not in the
/// tabs times the removals.
@MainActor
@Suite("Tab removal at scale", .thorough)
struct TabRemovalScalingTests {
    /// A tab set of `count` plain tabs, `.tab(0)` … `.tab(count - 1)`.
    @MainActor
    final class ManyTabs: TabCoordinator {
        enum Destinations: Codable, Hashable { case tab(Int) }
        let navigation: TabNavigation<ManyTabs>
        init(count: Int) { navigation = TabNavigation(tabs: (0..<count).map(Destinations.tab)) }
    }

    /// Removes the last tab `removals` times from `count` tabs.
    static func removeLast(_ removals: Int, from count: Int) -> Duration {
        let tabs = ManyTabs(count: count)
        tabs.prepareNavigation()
        return ContinuousClock().measure {
            for index in stride(from: count - 1, to: count - 1 - removals, by: -1) {
                tabs.removeLastTab(.tab(index))
            }
        }
    }

    @Test("removeLastTab × 1,000 on 10,000 tabs leaves 9,000 and costs the same per removal at any size")
    func removals() {
        let tabs = ManyTabs(count: 10_000)
        for index in stride(from: 9_999, to: 8_999, by: -1) { expectTrue(tabs.removeLastTab(.tab(index))) }
        expectEqual(tabs.navigation.tabs.count, 9_000)
        expectEqual(tabs.navigation.tabs.last?.destination, .tab(8_999))

        // The fastest of five runs of each size: a run the scheduler interrupted (other tests
        // run in parallel) only ever takes longer, so the minimum is the work itself.
        _ = Self.removeLast(100, from: 1_000)  // warm-up
        let small = (0..<5).map { _ in Self.removeLast(100, from: 1_000) }.min() ?? .zero
        let large = (0..<5).map { _ in Self.removeLast(1_000, from: 10_000) }.min() ?? .zero
        let ratio = large / small
        Thorough.report("tab removal: 100 of 1,000 \(small), 1,000 of 10,000 \(large), ratio \(ratio)")
        // 10× the removals on 10× the tabs: removing the last tab costs the same whatever the
        // number of tabs (10×); a scan of every tab per removal gives 100×.
        #expect(ratio <= 40, "ratio \(ratio)")
    }
}
