/// Writes a ``TreeOutline`` as a Graphviz DOT digraph: one statement per node, then the edge
/// from the node it hangs from.
///
/// ```
/// digraph hierarchy {
///     node [shape=box];
///     n0 [label="AppCoordinator [root]", style=bold];
///     n1 [label="root .main → HomeCoordinator [flow]", style=bold];
///     n0 -> n1;
///     n2 [label="root .home"];
///     n1 -> n2;
/// }
/// ```
enum DOTDiagram {
    static func source(of outline: TreeOutline) -> String {
        var text = DebugText()
        text.append("digraph \(outline.graphName) {\n    node [shape=box];")
        outline.forEachNode { node in
            text.append("\n    ")
            text.append(node.id)
            text.append(" [label=\"")
            appendLabel(node.line.label, to: &text)
            text.append("\"")
            if let attributes = attributes(of: node.line.style) {
                text.append(", ")
                text.append(attributes)
            }
            text.append("];")
            if let parent = node.parentID {
                text.append("\n    \(parent) -> \(node.id);")
            } else if let previous = node.previousID {
                text.append("\n    \(previous) -> \(node.id) [style=dashed];")
            }
        }
        text.append("\n}")
        return text.string
    }

    /// How a style's nodes are drawn; `nil` for a plain screen (a box).
    private static func attributes(of style: TreeOutline.Style) -> String? {
        switch style {
        case .screen: nil
        case .coordinator: "style=bold"
        case .notYetCreated: "style=dashed"
        case .layer: "shape=plaintext"
        case .note: "shape=note"
        }
    }

    /// Appends `label` as the text of a quoted DOT string, shown as it reads.
    ///
    /// DOT ends the string at `"`, reads `\` as the start of an escape in labels (`\n`, `\N`,
    /// `\G`) and `&` as the start of an HTML entity: those are escaped (`\"`, `\\`, `&amp;`). A
    /// line break becomes `\n`; any other control character shows as Swift writes it in a
    /// string (`\u{1B}`). Brackets, braces, `;` and `->` are text inside the quotes.
    static func appendLabel(_ label: String, to text: inout DebugText) {
        DiagramLabel.append(label, to: &text, lineBreak: "\\n", backslash: "\\\\") { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "&": "&amp;"
            default: nil
            }
        }
    }
}
