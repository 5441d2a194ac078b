import Testing
import Trellis

/// Descriptions are app text: quotes, brackets, line breaks, arrows, `;`, braces, HTML,
/// directives and non-ASCII text stay inside their node's label in both notations, and read
/// as written once drawn.
@MainActor
@Suite("Diagram labels: hostile text")
struct DiagramLabelTests {
    /// A description, and the label text each notation writes for `push .<description>`.
    struct Case: CustomTestStringConvertible, Sendable {
        var description: String
        var mermaid: String
        var dot: String

        var testDescription: String { description.debugDescription }
    }

    nonisolated static let cases: [Case] = [
        Case(description: #"say "hi""#, mermaid: "say #quot;hi#quot;", dot: #"say \"hi\""#),
        Case(description: "a[0] {b} (c); d | e", mermaid: "a[0] {b} (c); d | e", dot: "a[0] {b} (c); d | e"),
        Case(
            description: "x --> y -.-> z -> w", mermaid: "x --#gt; y -.-#gt; z -#gt; w",
            dot: "x --> y -.-> z -> w"),
        Case(description: "line 1\nline 2", mermaid: "line 1<br>line 2", dot: #"line 1\nline 2"#),
        Case(description: "crlf\r\nend\u{2028}", mermaid: "crlf<br>end<br>", dot: #"crlf\nend\n"#),
        Case(
            description: "<b>bold</b> & &amp; #quot; #35;",
            mermaid: "#lt;b#gt;bold#lt;/b#gt; #amp; #amp;amp; #35;quot; #35;35;",
            dot: "<b>bold</b> &amp; &amp;amp; #quot; #35;"),
        Case(
            description: "%%{init: {'theme':'dark'}}%%", mermaid: "#37;#37;{init: {'theme':'dark'}}#37;#37;",
            dot: "%%{init: {'theme':'dark'}}%%"),
        Case(description: #"back\slash \N \n"#, mermaid: #"back\slash \N \n"#, dot: #"back\\slash \\N \\n"#),
        Case(description: "café → 日本 🚀 ß°", mermaid: "café → 日本 🚀 ß°", dot: "café → 日本 🚀 ß°"),
        Case(description: "`code`", mermaid: "#96;code#96;", dot: "`code`"),
        Case(
            description: "bell\u{7} tab\t nul\u{0} esc\u{1B}",
            mermaid: #"bell\u{7} tab\u{9} nul\u{0} esc\u{1B}"#,
            dot: #"bell\\u{7} tab\\u{9} nul\\u{0} esc\\u{1B}"#),
        Case(description: "ﬂ°°60¶ß", mermaid: "ﬂ#8288;°°60¶#8288;ß", dot: "ﬂ°°60¶ß"),
        Case(
            description: #""]; n0 --> evil[""#, mermaid: "#quot;]; n0 --#gt; evil[#quot;",
            dot: #"\"]; n0 --> evil[\""#),
        Case(
            description: #""] n0 -> evil [label=""#, mermaid: "#quot;] n0 -#gt; evil [label=#quot;",
            dot: #"\"] n0 -> evil [label=\""#),
        Case(
            description: #"style:"x" #quot;"#, mermaid: "style:#quot;x#quot; #35;quot;",
            dot: #"style:\"x\" #quot;"#),
        Case(description: "end", mermaid: "end", dot: "end"),
    ]

    @Test("Each notation escapes the description so that it reads as written", arguments: cases)
    func escaping(_ example: Case) throws {
        let flow = CaptionFlow()
        flow.route(to: Caption(example.description))
        let mermaid = try #require(DiagramSource.mermaidNodes(flow.debugHierarchy(as: .mermaid)))
        let dot = try #require(DiagramSource.dotNodes(flow.debugHierarchy(as: .dot)))
        expectEqual(mermaid.map(\.label), ["CaptionFlow [flow]", "root .home", "push ." + example.mermaid])
        expectEqual(dot.map(\.label), ["CaptionFlow [flow]", "root .home", "push ." + example.dot])
    }

    func longLabels() throws {
        let flow = CaptionFlow()
        flow.route(to: Caption(String(repeating: "&", count: 80_000)))
        let kept = "push ." + String(repeating: "&", count: 994)
        let mermaid = try #require(DiagramSource.mermaidNodes(flow.debugHierarchy(as: .mermaid)))
        let dot = try #require(DiagramSource.dotNodes(flow.debugHierarchy(as: .dot)))
        let rest = "… (79006 more characters)"
        expectEqual(mermaid.last?.label, kept.replacingOccurrences(of: "&", with: "#amp;") + rest)
        expectEqual(dot.last?.label, kept.replacingOccurrences(of: "&", with: "&amp;") + rest)
        #expect((dot.last?.label.utf8.count ?? .max) < 16_384)
    }

    func allAtOnce() throws {
        let flow = CaptionFlow()
        for example in Self.cases { flow.route(to: Caption(example.description)) }
        let mermaid = try #require(DiagramSource.mermaidNodes(flow.debugHierarchy(as: .mermaid)))
        let dot = try #require(DiagramSource.dotNodes(flow.debugHierarchy(as: .dot)))
        let ids = (0...Self.cases.count + 1).map { "n\($0)" }
        expectEqual(mermaid.map(\.id), ids)
        expectEqual(dot.map(\.id), ids)
        #expect(mermaid.dropFirst().allSatisfy { $0.from == "n0" })
        #expect(dot.dropFirst().allSatisfy { $0.from == "n0" })
    }

    func goldenSources() {
        let flow = CaptionFlow()
        flow.route(to: Caption("say \"hi\" --> [x]; {y}\nnext <line> & #35; `z` ü"))
        expectEqual(
            flow.debugHierarchy(as: .mermaid),
            #"""
            flowchart TD
                n0["CaptionFlow [flow]"]:::coordinator;
                n0 --> n1["root .home"];
                n0 --> n2["push .say #quot;hi#quot; --#gt; [x]; {y}<br>next #lt;line#gt; #amp; #35;35; #96;z#96; ü"];
                classDef coordinator stroke-width:3px;
            """#)
        expectEqual(
            flow.debugHierarchy(as: .dot),
            #"""
            digraph hierarchy {
                node [shape=box];
                n0 [label="CaptionFlow [flow]", style=bold];
                n1 [label="root .home"];
                n0 -> n1;
                n2 [label="push .say \"hi\" --> [x]; {y}\nnext <line> &amp; #35; `z` ü"];
                n0 -> n2;
            }
            """#)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .longLabels: try longLabels()
        case .allAtOnce: try allAtOnce()
        case .goldenSources: goldenSources()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case longLabels =
            "A label past 1,000 characters is cut, with the count of the rest: Graphviz reads it"
        case allAtOnce = "Every hostile description at once: one statement per node, nothing forged"
        case goldenSources = "The whole source of a flow with a hostile push, in both notations"

        var testDescription: String { rawValue }
    }
}
