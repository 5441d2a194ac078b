/// A printout as a tree of lines: the text printouts indent them, two spaces per level down to
/// ``DebugText/deepestIndentedLevel`` (a deeper line starts with its depth, `(depth 40) `); the
/// diagrams draw one node per line.
///
/// The live hierarchy, the layout and an inspected snapshot each write their lines here once,
/// with their depth and what they show, so the text and the diagrams of one tree carry the
/// same facts. Writing, printing and drawing are loops: a tree of any depth does not grow the
/// call stack.
struct TreeOutline {
    /// What a line shows; the diagrams draw each kind in a style of its own.
    enum Style: CaseIterable {
        /// A destination showing a plain screen.
        case screen
        /// A coordinator's header, or a line whose destination hosts a child coordinator.
        case coordinator
        /// A tab whose child has not been created yet.
        case notYetCreated
        /// The heading of a layer of a layout.
        case layer
        /// What an inspection says was left out of a snapshot.
        case note
    }

    struct Line {
        /// 0 for a line printed without indentation, 1 for a line two spaces in, and so on.
        var depth: Int
        var label: String
        var style: Style
    }

    /// One line as a diagram node.
    struct Node {
        /// `n` and the line's index among all the lines (`n0` for the first, `n7` for the
        /// eighth): short at any depth, and the same for the same tree.
        var id: String
        var line: Line
        /// The node of the line it hangs from: the nearest line above with a smaller depth.
        var parentID: String?
        /// For a line of depth 0 after the first (a layout's later layers), the previous line of
        /// depth 0: the diagrams chain them with a dashed edge.
        var previousID: String?
    }

    /// What a DOT diagram calls its graph: `hierarchy` or `layout`.
    let graphName: String
    private(set) var lines: [Line] = []

    init(graphName: String) {
        self.graphName = graphName
    }

    mutating func append(_ label: String, depth: Int, style: Style) {
        lines.append(Line(depth: depth, label: label, style: style))
    }

    /// The lines, each indented two spaces per level (a line deeper than
    /// ``DebugText/deepestIndentedLevel`` starts with its depth); no trailing newline.
    var text: String {
        var text = DebugText()
        for (index, line) in lines.enumerated() {
            if index > 0 {
                text.appendNewline(indent: line.depth)
            } else {
                text.appendIndent(line.depth)
            }
            text.append(line.label)
        }
        return text.string
    }

    /// The diagram source in `format`.
    func diagram(as format: DiagramFormat) -> String {
        switch format {
        case .mermaid: MermaidDiagram.source(of: self)
        case .dot: DOTDiagram.source(of: self)
        }
    }

    /// The styles the lines use, in the order of ``Style``.
    var stylesUsed: [Style] {
        var used = Set<Style>()
        for line in lines { used.insert(line.style) }
        return Style.allCases.filter(used.contains)
    }

    /// Calls `body` with each line as a node, in order.
    ///
    /// A line deeper than one level below the line before it is taken as one level below it,
    /// so every node but the first of depth 0 has a parent.
    func forEachNode(_ body: (Node) -> Void) {
        var ids: [String] = []  // the id of the last line at each depth
        for (index, line) in lines.enumerated() {
            let depth = min(max(line.depth, 0), ids.count)
            let previousID = depth == 0 ? ids.first : nil
            ids.removeLast(ids.count - depth)
            let id = "n\(index)"
            body(Node(id: id, line: line, parentID: ids.last, previousID: previousID))
            ids.append(id)
        }
    }
}
