import Foundation
import Testing
import Trellis

/// Targets 100,000 coordinators deep (in both shapes), applied on a 512 KiB
/// stack in whatever build runs the tests, and the time it takes, linear in depth.
///
/// The linearity check is a ratio of two sizes measured in the same run: 10× the depth may
/// take at most 25× the time (linear work gives about 10×, quadratic 100×).
@MainActor
@Suite("Targets: 100,000-level targets", .thorough)
struct DeepTargetScalingTests {
    static let levels =
        ProcessInfo.processInfo.environment["TRELLIS_CHAIN_DEPTH"].flatMap { Int($0) } ?? 100_000

    /// The mixed shape nests four coordinators per level.
    static func levels(_ shape: DeepTargetTests.Shape) -> Int {
        shape == .mixed ? Self.levels / 4 : Self.levels
    }

    @Test(
        "A target 100,000 coordinators deep is reached, kept, and freed on a 512 KiB stack",
        arguments: DeepTargetTests.Shape.allCases)
    func deepTarget(_ shape: DeepTargetTests.Shape) {
        let levels = Self.levels(shape)
        let pass = DeepTargetTests.pass(shape, levels: levels)
        expectTrue(pass.report.isComplete, "\(pass.report)")
        expectTrue(pass.again.isComplete, "\(pass.again)")
        expectTrue(pass.keptTheBottom)
        expectEqual(pass.coordinators, (shape == .mixed ? 4 * levels : levels) + 1)
    }

    @Test(
        "Building, applying and freeing a target take time linear in its depth",
        arguments: DeepTargetTests.Shape.allCases)
    func linearInDepth(_ shape: DeepTargetTests.Shape) {
        let clock = ContinuousClock()
        let levels = Self.levels(shape)
        _ = DeepTargetTests.pass(shape, levels: levels / 100)  // warm-up
        // Each pass's tree is freed outside the measured time (its teardown is timed by
        // `DeepChainScalingTests`).
        var trees: [any Coordinator] = []
        let small = clock.measure { trees.append(DeepTargetTests.pass(shape, levels: levels / 10).top) }
        let large = clock.measure { trees.append(DeepTargetTests.pass(shape, levels: levels).top) }
        trees.removeAll()
        let ratio = large / small
        let coordinators = shape == .mixed ? 4 * levels : levels
        Thorough.report(
            "navigate(to:) \(shape): \(coordinators / 10) coordinators deep \(small), "
                + "\(coordinators) deep \(large), ratio \(ratio)")
        #expect(ratio <= 25, "time(\(coordinators)) / time(\(coordinators / 10)) = \(ratio)")
    }
}
