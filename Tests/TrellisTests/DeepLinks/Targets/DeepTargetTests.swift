import Testing
import Trellis

/// `navigate(to:)` with targets nested thousands of coordinators deep: building, reading,
/// applying and freeing such a target never grows the call stack (each test runs with
/// 512 KiB of stack left, which a recursion per level overflows within a few hundred levels
/// of a debug build). `DeepTargetScalingTests` does the same at 100,000 levels, and times it.
@MainActor
@Suite("Targets: deeply nested targets")
struct DeepTargetTests {
    static let levels = 2_000

    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        /// Flows pushing flows.
        case pushes
        /// Flows, root coordinators and tab sets, through pushes, roots, sheets and tabs.
        case mixed
        var testDescription: String { rawValue }
    }

    /// What one navigation to a deep target did, read on the small stack.
    struct Pass {
        /// The tree, freed by the caller on the main thread.
        var top: any Coordinator
        var report: NavigationTargetReport
        var destinations = 0
        /// The coordinators along the chain, the top included.
        var coordinators = 0
        /// The hierarchy printed from the last flow that shows a push or a modal.
        var bottomText = ""
        /// The same target again: its report, and whether the bottom stayed the same object.
        var again: NavigationTargetReport
        var keptTheBottom = false
    }

    /// Builds a target `levels` coordinators deep (4 × `levels` for `.mixed`), navigates a
    /// fresh tree to it twice and frees it, all on a 512 KiB stack.
    static func pass(_ shape: Shape, levels: Int) -> Pass {
        onSmallStack {
            switch shape {
            case .pushes:
                let target = DeepTargets.pushes(levels: levels)
                let destinations = target.destinations(of: ChainFlow.Destinations.self).count
                return navigateTwice(ChainFlow(), to: target, destinations: destinations, printingFrom: 1)
            case .mixed:
                let target = DeepTargets.mixed(cycles: levels)
                let destinations = target.destinations(of: Place.self).count
                return navigateTwice(SessionFlow(), to: target, destinations: destinations, printingFrom: 4)
            }
        }
    }

    /// Navigates `top` to `target` twice, and prints the chain from `levelsAboveTheBottom`
    /// above its deepest coordinator.
    private static func navigateTwice<C: Coordinator>(
        _ top: C, to target: NavigationTarget<C>, destinations: Int, printingFrom levelsAboveTheBottom: Int
    ) -> Pass {
        let report = top.navigate(to: target)
        let bottom = DeepTargets.chain(below: top).last
        let again = top.navigate(to: target)
        let chain = DeepTargets.chain(below: top)
        var pass = Pass(top: top, report: report, again: again)
        pass.destinations = destinations
        pass.keptTheBottom = bottom === chain.last
        pass.coordinators = chain.count
        pass.bottomText = chain[max(0, chain.count - 1 - levelsAboveTheBottom)].debugHierarchy()
        return pass
    }

    @Test("The tests below run with 512 KiB of stack left")
    func smallStack() {
        let left = onSmallStack { StackBounds.bytesLeft() }
        expectEqual(
            left.map { 480 * 1024..<512 * 1024 ~= $0 }, true, "\(String(describing: left)) bytes left")
    }

    @Test(
        "A target 2,000 coordinators deep is reached, kept, and freed on a 512 KiB stack",
        arguments: Shape.allCases)
    func deepTarget(_ shape: Shape) {
        let pass = Self.pass(shape, levels: Self.levels)
        expectTrue(pass.report.isComplete, "\(pass.report)")
        expectTrue(pass.again.isComplete, "\(pass.again)")
        expectTrue(pass.keptTheBottom)
        switch shape {
        case .pushes:
            // Each level's `.next`, and the deepest `.end`.
            expectEqual(pass.destinations, Self.levels + 1)
            expectEqual(pass.coordinators, Self.levels + 1)
            expectEqual(
                pass.bottomText,
                """
                ChainFlow [flow]
                  root .start
                  push .next → ChainFlow [flow]
                    root .start
                    push .end
                """)
        case .mixed:
            // Per cycle: `.switcher`, `.flow`, `.tabs`, `.flow`.
            expectEqual(pass.destinations, 4 * Self.levels)
            expectEqual(pass.coordinators, 4 * Self.levels + 1)
            expectEqual(
                pass.bottomText,
                """
                SessionFlow [flow]
                  root .home
                  push .switcher → SessionSwitch [root]
                    root .flow → SessionFlow [flow]
                      root .home
                      sheet .tabs → SessionTabs [tab]
                        tab[0]* .flow → SessionFlow [flow]
                          root .home
                        tab[1] .home → (not yet created)
                        tab[2] .seeded → (not yet created)
                """)
        }
    }

    @Test("At the bottom of a deep target, an unreachable part is reported once, as a diagnostic too")
    func unreachableAtTheBottom() {
        let (top, report, diagnostics) = onSmallStack {
            var target = SessionFlow.target(path: [.push(.home, showing: SessionFlow.target())])
            for _ in 0..<Self.levels {
                target = SessionFlow.target(path: [.push(.flow, showing: target)])
            }
            let flow = SessionFlow()
            var report: NavigationTargetReport?
            let diagnostics = recordingDiagnostics(of: flow) { report = flow.navigate(to: target) }
            return (flow, report?.unreachable.map(\.description), diagnostics.map(\.description))
        }
        expectEqual(report, ["SessionFlow push .home: hosts no child coordinator"])
        expectEqual(
            diagnostics, ["SessionFlow: navigate(to:): SessionFlow push .home: hosts no child coordinator"])
        expectEqual(DeepTargets.chain(below: top).count, Self.levels + 1)
    }
}
