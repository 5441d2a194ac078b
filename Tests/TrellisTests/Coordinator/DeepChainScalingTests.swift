import Foundation
import Testing
import Trellis

/// Chains of 100,000 coordinators, nested through root children (built by lazy set-up) and
/// through pushes (built by typed deep links): each builds, prints, captures, restores and is
/// freed without growing the call stack, in time linear in its depth.
///
/// The linearity check is a ratio of two sizes measured in the same run: 10× the depth may
/// take at most 25× the time (linear work gives about 10×, quadratic 100×).
@MainActor
@Suite("100,000-level chains", .thorough)
struct DeepChainScalingTests {
    static let depth =
        ProcessInfo.processInfo.environment["TRELLIS_CHAIN_DEPTH"].flatMap { Int($0) } ?? 100_000

    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        case rootChildren, pushes
        /// Pushes, with an observer on the top seeing every event.
        case observedPushes
        var testDescription: String { rawValue }
    }

    /// What one pass over a chain did.
    struct Pass {
        /// The lines printed from the coordinator 1,000 levels above the bottom.
        var bottomLines = 0
        var bottomHasTheTopAsRoot = false
        var snapshotBytes = 0
        var restoredLevels = 0
        var freed = false
    }

    /// Builds a chain of `depth` levels, prints its bottom 1,000 levels, captures it, restores
    /// the capture into a fresh top and lets both go.
    ///
    /// The whole chain is not printed: `debugHierarchy()` takes time linear in the text it
    /// prints, and a chain's text grows with the square of its depth (two spaces of indent per
    /// level: about 10 GB at 100,000 levels). ``printingIsLinearInTheText`` checks that.
    static func pass(_ shape: Shape, depth: Int) throws -> Pass {
        var pass = Pass()
        weak var weakBottom: (any Coordinator)?
        try {
            let top = build(shape, depth: depth)
            defer { observations.removeAll() }
            let bottom = chain(below: top)
            weakBottom = bottom.last
            pass.bottomHasTheTopAsRoot = bottom.last?.hierarchyRoot === top
            let printed = bottom[max(0, bottom.count - 1_000)]
            pass.bottomLines = printed.debugHierarchy().split(separator: "\n").count
            let data = try top.captureNavigationState()
            pass.snapshotBytes = data.count
            let fresh = build(shape, depth: shape == .rootChildren ? depth : 0)
            try fresh.restoreNavigationState(from: data)
            pass.restoredLevels = chain(below: fresh).count
        }()
        pass.freed = weakBottom == nil
        return pass
    }

    /// The observations of the chain being built, and how many events they saw.
    static var observations: [NavigationObservation] = []
    static var observedEvents = 0

    static func build(_ shape: Shape, depth: Int) -> any Coordinator {
        switch shape {
        case .rootChildren:
            let flow = RootChainFlow(levels: depth)
            flow.prepareNavigation()
            return flow
        case .pushes, .observedPushes:
            let flow = ChainFlow()
            if shape == .observedPushes {
                observations.append(flow.observeNavigation { _ in observedEvents += 1 })
            }
            _ = ChainFlow.extend(flow, by: depth)
            return flow
        }
    }

    /// `top` and every coordinator below it along the chain, top first.
    static func chain(below top: any Coordinator) -> [any Coordinator] {
        var found = [top]
        while let next = found.last.flatMap({ allChildren(of: $0).last }) { found.append(next) }
        return found
    }

    @Test("a 100,000-level chain builds, captures, restores and is freed", arguments: Shape.allCases)
    func deepChain(_ shape: Shape) throws {
        let pass = try Self.pass(shape, depth: Self.depth)
        // 1,000 coordinators. Root children: a header and a root line each. Pushes: a header,
        // then a root and a push line each but the deepest, which has only its root.
        let events = Self.observedEvents
        expectEqual(pass.bottomLines, (shape == .rootChildren ? 1 + 1_000 : 1 + 2 * 999 + 1))
        if shape == .observedPushes { #expect(events >= Self.depth) }
        expectTrue(pass.bottomHasTheTopAsRoot)
        #expect(pass.snapshotBytes > 0)
        // Capture leaves out what lies deeper than the snapshot depth limit; what it holds
        // restores (a root chain's fresh tree is 100,000 deep on its own).
        expectEqual(
            pass.restoredLevels,
            (shape == .rootChildren ? Self.depth + 1 : 1 + NavigationSnapshotLimits.maximumDepth))
        expectTrue(pass.freed)
    }

    @Test("building, capturing, restoring and freeing take time linear in depth", arguments: Shape.allCases)
    func linearInDepth(_ shape: Shape) throws {
        let clock = ContinuousClock()
        _ = try Self.pass(shape, depth: 1_000)  // warm-up
        let small = try clock.measure { _ = try Self.pass(shape, depth: Self.depth / 10) }
        let large = try clock.measure { _ = try Self.pass(shape, depth: Self.depth) }
        let ratio = large / small
        Thorough.report(
            "\(shape): \(Self.depth / 10) levels \(small), \(Self.depth) levels \(large), ratio \(ratio)")
        #expect(ratio <= 25, "time(100k) / time(10k) = \(ratio)")
    }

    @Test("printing a chain takes time linear in the text printed", arguments: Shape.allCases)
    func printingIsLinearInTheText(_ shape: Shape) {
        let clock = ContinuousClock()
        func print(depth: Int) -> (time: Duration, bytes: Int) {
            let top = Self.build(shape, depth: depth)
            var bytes = 0
            let time = clock.measure { bytes = top.debugHierarchy().utf8.count }
            return (time, bytes)
        }
        _ = print(depth: 200)  // warm-up
        let small = print(depth: 500)
        let large = print(depth: 2_000)
        let timeRatio = large.time / small.time
        let textRatio = Double(large.bytes) / Double(small.bytes)
        Thorough.report("\(shape) print: text ×\(textRatio), time ×\(timeRatio)")
        #expect(timeRatio <= 2.5 * textRatio)
    }
}

/// The children a coordinator's container holds (roots, tabs, entries), bottom first.
@MainActor
func allChildren(of coordinator: any Coordinator) -> [any Coordinator] {
    switch coordinator {
    case let flow as any FlowCoordinator: flowChildren(flow)
    default: []
    }
}

@MainActor
private func flowChildren<F: FlowCoordinator>(_ flow: F) -> [any Coordinator] {
    ([flow.navigation.rootChild] + flow.navigation.entries.map(\.child)).compactMap { $0 }
}
