import Testing
import Trellis

/// Diagrams of a chain of flows (100 levels; 1,000 in a thorough run), each pushed by the one
/// before: drawn in a loop, like the text printouts, so the depth does not grow the call stack.
@MainActor
@Suite("Diagrams: deep trees")
struct DeepDiagramTests {
    static let depth = Thorough.isEnabled ? 1_000 : 100

    /// The chain, and the id of its deepest flow's root line: after the header (`n0`), each
    /// flow's root and push (which hosts the next flow), down to the last flow's root, the
    /// line of index `2 * depth + 1`.
    private static func chain() -> (top: ChainFlow, deepestRootID: String) {
        let top = ChainFlow()
        _ = ChainFlow.extend(top, by: depth)
        return (top, "n\(2 * depth + 1)")
    }

    @Test("The hierarchy of a deep chain draws every line", arguments: DiagramFormat.allCases)
    func hierarchy(_ format: DiagramFormat) throws {
        let (top, deepest) = Self.chain()
        let source = top.debugHierarchy(as: format)
        let nodes = try #require(
            format == .mermaid ? DiagramSource.mermaidNodes(source) : DiagramSource.dotNodes(source))
        // The header, then each flow's root and push, but the last flow's push.
        expectEqual(nodes.count, 1 + 2 * (Self.depth + 1) - 1)
        expectEqual(nodes.last?.id, deepest)
        expectEqual(nodes.last?.label, "root .start")
        // A label is its line without the indentation, and without the depth a line past 32
        // levels starts with.
        expectEqual(
            nodes.map(\.label),
            top.debugHierarchy().split(separator: "\n").map { line in
                let text = line.drop { $0 == " " }
                guard text.hasPrefix("(depth "), let end = text.firstIndex(of: ")") else {
                    return String(text)
                }
                return String(text[text.index(end, offsetBy: 2)...])
            })
    }

    @Test(
        "The layout of a deep chain is one layer with a screen per level",
        arguments: DiagramFormat.allCases)
    func layout(_ format: DiagramFormat) throws {
        let (top, _) = Self.chain()
        let source = top.debugLayout(as: format)
        let nodes = try #require(
            format == .mermaid ? DiagramSource.mermaidNodes(source) : DiagramSource.dotNodes(source))
        expectEqual(nodes.count, 2 + Self.depth)
        expectEqual(nodes.last?.id, "n\(Self.depth + 1)")
        // A pushed flow is transparent: its root stands in the path where its push is.
        expectEqual(nodes.last?.label, "push ChainFlow .start")
    }

    @Test("The snapshot of a deep chain draws as the live tree", arguments: DiagramFormat.allCases)
    func snapshot(_ format: DiagramFormat) throws {
        let (top, _) = Self.chain()
        let snapshot = try InspectedSnapshot(data: top.captureNavigationState())
        expectEqual(snapshot.diagram(as: format), top.debugHierarchy(as: format))
    }
}
