import Testing
import Trellis

/// Past 32 levels the printouts stop indenting further: a deeper line is indented as a line 32
/// levels in and starts with its depth, so the text of a deep tree grows with its lines. The
/// diagrams' node ids are the lines' indices, short at any depth.
@MainActor
@Suite("Deep trees: capped indentation and short node ids")
struct DeepIndentTests {
    /// The indentation of a line 32 levels in, where indentation stops growing.
    static let deepestIndent = String(repeating: "  ", count: 32)

    @Test("Lines deeper than 32 levels keep the indentation of level 32 and show their depth")
    func cappedHierarchy() {
        let top = RootChain(levels: 34)
        let lines = top.debugHierarchy().split(separator: "\n").map(String.init)
        expectEqual(lines.count, 36)
        expectEqual(lines[0], "RootChain [root]")
        expectEqual(lines[1], "  root .down → RootChain [root]")
        expectEqual(lines[31], String(repeating: "  ", count: 31) + "root .down → RootChain [root]")
        expectEqual(
            Array(lines.suffix(4)),
            [
                Self.deepestIndent + "root .down → RootChain [root]",
                Self.deepestIndent + "(depth 33) root .down → RootChain [root]",
                Self.deepestIndent + "(depth 34) root .down → RootChain [root]",
                Self.deepestIndent + "(depth 35) root .bottom",
            ])
    }

    @Test("A tree 32 levels deep prints as it always has")
    func uncappedAtTheCap() {
        let top = RootChain(levels: 31)
        let lines = top.debugHierarchy().split(separator: "\n").map(String.init)
        expectEqual(lines.last, Self.deepestIndent + "root .bottom")
        #expect(lines.allSatisfy { !$0.contains("(depth") })
    }

    @Test("The layout's lines are capped the same way")
    func cappedLayout() {
        let top = TabChain(levels: 32)
        let lines = top.debugLayout().split(separator: "\n").map(String.init)
        // The layer, its root, each level's selected tab one deeper, the bottom's own tab,
        // then each level's other tab on the way back up.
        expectEqual(lines.count, 2 + 32 + 1 + 32)
        expectEqual(lines[0], "layer 0: base")
        expectEqual(lines[1], "  root TabChain [tab]")
        expectEqual(
            Array(lines[32...36]),
            [
                String(repeating: "  ", count: 31) + "  tab[0]* TabChain .down → TabChain [tab]",
                Self.deepestIndent + "(depth 33) tab[0]* TabChain .down → TabChain [tab]",
                Self.deepestIndent + "(depth 34) tab[0]* TabChain .side",
                Self.deepestIndent + "(depth 33) tab[1] TabChain .side → (not yet created)",
                Self.deepestIndent + "tab[1] TabChain .side → (not yet created)",
            ])
    }

    @Test("Diagram node ids are the lines' indices at any depth")
    func shortNodeIDs() {
        let top = RootChain(levels: 34)
        let mermaid = top.debugHierarchy(as: .mermaid).split(separator: "\n")
        expectEqual(mermaid[1], #"    n0["RootChain [root]"]:::coordinator;"#)
        expectEqual(mermaid[2], #"    n0 --> n1["root .down → RootChain [root]"]:::coordinator;"#)
        expectEqual(mermaid[36], #"    n34 --> n35["root .bottom"];"#)
        let dot = top.debugHierarchy(as: .dot).split(separator: "\n")
        expectEqual(Array(dot.suffix(3)), [#"    n35 [label="root .bottom"];"#, "    n34 -> n35;", "}"])
    }
}
