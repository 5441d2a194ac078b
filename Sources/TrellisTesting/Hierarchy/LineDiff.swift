/// A line-by-line comparison of an expected text with an actual one, such as a
/// `debugHierarchy()` printout with the tree a test expects.
///
/// ```swift
/// let diff = LineDiff(expected: "root .home\npush .cart", actual: "root .home\npush .detail")
/// print(diff)
/// // - expected, + actual
/// //   1 1 | root .home
/// // - 2   | push .cart
/// // +   2 | push .detail
/// ```
///
/// The lines are matched with the standard library's `difference(from:)`; its `description`
/// shows every differing line with its line numbers in both texts, and up to three unchanged
/// lines around each change.
public struct LineDiff: Sendable, Hashable, CustomStringConvertible {
    /// One line of the comparison: in both texts, or in only one of them.
    ///
    /// ```swift
    /// for line in diff.lines where line.change != .common {
    ///     print(line.expectedLineNumber ?? 0, line.actualLineNumber ?? 0, line.text)
    /// }
    /// ```
    public struct Line: Sendable, Hashable {
        /// Which texts hold a line.
        ///
        /// ```swift
        /// let missing = diff.lines.filter { $0.change == .expectedOnly }
        /// ```
        public enum Change: Sendable, Hashable {
            /// The line is in both texts.
            case common
            /// The line is expected but missing from the actual text (marked `-`).
            case expectedOnly
            /// The line is in the actual text but not expected (marked `+`).
            case actualOnly
        }

        /// Which texts hold the line.
        public let change: Change
        /// The line, without its line break.
        public let text: String
        /// The line's number in the expected text, from 1; `nil` for an actual-only line.
        public let expectedLineNumber: Int?
        /// The line's number in the actual text, from 1; `nil` for an expected-only line.
        public let actualLineNumber: Int?

        /// A line of a comparison (useful to compare diffs in tests).
        ///
        /// ```swift
        /// let line = LineDiff.Line(
        ///     change: .expectedOnly, text: "push .cart", expectedLineNumber: 2, actualLineNumber: nil)
        /// ```
        public init(change: Change, text: String, expectedLineNumber: Int?, actualLineNumber: Int?) {
            self.change = change
            self.text = text
            self.expectedLineNumber = expectedLineNumber
            self.actualLineNumber = actualLineNumber
        }
    }

    /// Unchanged lines shown before and after each change in ``description``.
    static let context = 3

    /// Every line of both texts in order: common lines once, and where the texts differ the
    /// expected lines first, then the actual ones.
    public let lines: [Line]

    /// Compares `actual` with `expected`, line by line (lines end at `\n`).
    ///
    /// ```swift
    /// let diff = LineDiff(expected: expectedTree, actual: app.debugHierarchy())
    /// #expect(!diff.hasDifferences, "\(diff)")
    /// ```
    public init(expected: String, actual: String) {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var expectedOnly = Set<Int>()
        var actualOnly = Set<Int>()
        for change in actualLines.difference(from: expectedLines) {
            switch change {
            case .remove(let offset, _, _): expectedOnly.insert(offset)
            case .insert(let offset, _, _): actualOnly.insert(offset)
            }
        }
        // Every line of either text not in the difference is common, in the same order in both.
        var lines: [Line] = []
        var e = 0
        var a = 0
        while e < expectedLines.count || a < actualLines.count {
            if e < expectedLines.count, expectedOnly.contains(e) {
                lines.append(
                    Line(
                        change: .expectedOnly, text: expectedLines[e], expectedLineNumber: e + 1,
                        actualLineNumber: nil))
                e += 1
            } else if a < actualLines.count, actualOnly.contains(a) {
                lines.append(
                    Line(
                        change: .actualOnly, text: actualLines[a], expectedLineNumber: nil,
                        actualLineNumber: a + 1))
                a += 1
            } else {
                lines.append(
                    Line(
                        change: .common, text: actualLines[a], expectedLineNumber: e + 1,
                        actualLineNumber: a + 1))
                e += 1
                a += 1
            }
        }
        self.lines = lines
    }

    /// Whether the texts differ in any line.
    ///
    /// ```swift
    /// #expect(!LineDiff(expected: expected, actual: actual).hasDifferences)
    /// ```
    public var hasDifferences: Bool { lines.contains { $0.change != .common } }

    /// The comparison as text: a header line, then one line per shown line, marked `-`
    /// (expected only), `+` (actual only) or a space (in both), with its expected and actual
    /// line numbers, `|` and the line. Unchanged lines more than three lines away from a
    /// change are summed up as `⋯ N unchanged lines`. Trailing spaces of a differing line
    /// show as `·`.
    ///
    /// ```text
    /// - expected, + actual
    ///   1 1 | AppCoordinator [root]
    /// - 2   |   root .login
    /// +   2 |   root .main → HomeCoordinator [flow]
    /// +   3 |     root .home
    /// ```
    public var description: String {
        let largest = lines.map { max($0.expectedLineNumber ?? 0, $0.actualLineNumber ?? 0) }.max() ?? 0
        let width = String(largest).count
        func number(_ value: Int?) -> String {
            let text = value.map(String.init) ?? ""
            return String(repeating: " ", count: width - text.count) + text
        }
        func render(_ line: Line) -> String {
            let marker: String
            var text = line.text
            switch line.change {
            case .common: marker = " "
            case .expectedOnly: marker = "-"
            case .actualOnly: marker = "+"
            }
            if line.change != .common {
                let trailing = text.reversed().prefix { $0 == " " }.count
                text = text.dropLast(trailing) + String(repeating: "·", count: trailing)
            }
            let prefix = "\(marker) \(number(line.expectedLineNumber)) \(number(line.actualLineNumber)) |"
            return text.isEmpty ? prefix : "\(prefix) \(text)"
        }
        var output = ["- expected, + actual"]
        var index = 0
        while index < lines.count {
            guard lines[index].change == .common else {
                output.append(render(lines[index]))
                index += 1
                continue
            }
            var end = index
            while end < lines.count, lines[end].change == .common { end += 1 }
            // Keep `context` lines after the previous change and before the next one.
            let keepHead = index == 0 ? 0 : Self.context
            let keepTail = end == lines.count ? 0 : Self.context
            if end - index > keepHead + keepTail + 1 {
                output += lines[index..<index + keepHead].map(render)
                let hidden = end - index - keepHead - keepTail
                output.append("  ⋯ \(hidden) unchanged line\(hidden == 1 ? "" : "s")")
                output += lines[end - keepTail..<end].map(render)
            } else {
                output += lines[index..<end].map(render)
            }
            index = end
        }
        return output.joined(separator: "\n")
    }
}
