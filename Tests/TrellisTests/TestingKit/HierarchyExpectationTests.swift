import Testing
import Trellis
@testable import TrellisTesting

@MainActor
@Suite("TrellisTesting: hierarchy expectations")
struct HierarchyExpectationTests {
    @Test func aMatchingTreePassesAndRecordsNothing() {
        let palette = PaletteFlow()
        palette.route(to: .plain)
        let matched = expectHierarchy(
            of: palette,
            equals: """
                PaletteFlow [flow]
                  root .canvas
                  push .plain
                """)
        expectTrue(matched)
    }

    @Test func aMismatchRecordsAnIssueAtTheCallWithALineDiff() {
        let palette = PaletteFlow()
        palette.route(to: .plain)
        var matched = true
        let callLine = #line + 2
        let failures = FailureCollector.collecting {
            matched = expectHierarchy(
                of: palette, equals: "PaletteFlow [flow]\n  root .canvas\n  push .nested")
        }
        expectEqual(failures.lines, [callLine])
        expectEqual(
            failures.messages,
            [
                """
                debugHierarchy() of PaletteFlow differs from the expected text:
                - expected, + actual
                  1 1 | PaletteFlow [flow]
                  2 2 |   root .canvas
                - 3   |   push .nested
                +   3 |   push .plain
                """
            ])
        expectFalse(matched)
    }

    @Test func aPrintoutGivenAsTextIsComparedTheSameWay() {
        expectTrue(
            expectHierarchy(
                "PaletteFlow [flow]\n  root .canvas", equals: "PaletteFlow [flow]\n  root .canvas"))
        let failures = FailureCollector.collecting {
            expectHierarchy("PaletteFlow [flow]", equals: "ColorPicker [flow]")
        }
        expectEqual(
            failures.messages,
            [
                """
                The hierarchy differs from the expected text:
                - expected, + actual
                - 1   | ColorPicker [flow]
                +   1 | PaletteFlow [flow]
                """
            ])
    }
}
