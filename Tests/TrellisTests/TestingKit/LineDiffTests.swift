import Testing
import TrellisTesting

@Suite("TrellisTesting: line diff")
struct LineDiffTests {
    @Test func equalTextsHaveNoDifferencesAndPrintOnlyTheirLength() {
        let diff = LineDiff(
            expected: "AppCoordinator [root]\n  root .login", actual: "AppCoordinator [root]\n  root .login")
        expectFalse(diff.hasDifferences)
        expectEqual(diff.description, "- expected, + actual\n  ⋯ 2 unchanged lines")
    }

    @Test func aChangedAndAnAddedLineShowWithTheirNumbersInBothTexts() {
        let expected = """
            AppCoordinator [root]
              root .main → HomeCoordinator [flow]
                root .home
                push .detail(id: 42)
            """
        let actual = """
            AppCoordinator [root]
              root .main → HomeCoordinator [flow]
                root .home
                push .detail(id: 7)
                sheet .cart
            """
        let diff = LineDiff(expected: expected, actual: actual)
        expectTrue(diff.hasDifferences)
        expectEqual(
            diff.description,
            """
            - expected, + actual
              1 1 | AppCoordinator [root]
              2 2 |   root .main → HomeCoordinator [flow]
              3 3 |     root .home
            - 4   |     push .detail(id: 42)
            +   4 |     push .detail(id: 7)
            +   5 |     sheet .cart
            """)
    }

    @Test func theLinesTellWhichTextHoldsEachLine() {
        let diff = LineDiff(
            expected: "root .home\npush .cart", actual: "root .home\npush .detail\npush .cart")
        expectEqual(
            diff.lines,
            [
                .init(change: .common, text: "root .home", expectedLineNumber: 1, actualLineNumber: 1),
                .init(
                    change: .actualOnly, text: "push .detail", expectedLineNumber: nil, actualLineNumber: 2),
                .init(change: .common, text: "push .cart", expectedLineNumber: 2, actualLineNumber: 3),
            ])
    }

    @Test func unchangedLinesFarFromAChangeAreSummedUp() {
        let expected = (1...21).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 11\n", with: "line eleven\n")
        expectEqual(
            LineDiff(expected: expected, actual: actual).description,
            """
            - expected, + actual
              ⋯ 7 unchanged lines
               8  8 | line 8
               9  9 | line 9
              10 10 | line 10
            - 11    | line 11
            +    11 | line eleven
              12 12 | line 12
              13 13 | line 13
              14 14 | line 14
              ⋯ 7 unchanged lines
            """)
    }

    @Test func aSingleUnchangedLineBetweenContextsIsShownNotSummedUp() {
        let expected = (1...9).map { "\($0)" }.joined(separator: "\n")
        let actual = "x\n" + expected.dropFirst(2).dropLast() + "y"
        expectEqual(
            LineDiff(expected: expected, actual: actual).description,
            """
            - expected, + actual
            - 1   | 1
            +   1 | x
              2 2 | 2
              3 3 | 3
              4 4 | 4
              5 5 | 5
              6 6 | 6
              7 7 | 7
              8 8 | 8
            - 9   | 9
            +   9 | y
            """)
    }

    @Test func aTrailingLineBreakShowsAsAnEmptyLine() {
        expectEqual(
            LineDiff(expected: "root .home", actual: "root .home\n").description,
            """
            - expected, + actual
              1 1 | root .home
            +   2 |
            """)
    }

    @Test func trailingSpacesOfADifferingLineAreVisible() {
        expectEqual(
            LineDiff(expected: "root .home", actual: "root .home  ").description,
            """
            - expected, + actual
            - 1   | root .home
            +   1 | root .home··
            """)
    }
}
