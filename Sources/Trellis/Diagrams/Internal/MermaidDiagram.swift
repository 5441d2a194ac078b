/// Writes a ``TreeOutline`` as a Mermaid flowchart: one statement per node, with the edge
/// from the node it hangs from.
///
/// ```
/// flowchart TD
///     n0["AppCoordinator [root]"]:::coordinator;
///     n0 --> n1["root .main → MainTabCoordinator [tab]"]:::coordinator;
///     n1 --> n2["tab[0]* .home → HomeCoordinator [flow]"]:::coordinator;
///     n2 --> n3["root .home"];
///     n1 --> n4["tab[1] .profile → (not yet created)"]:::notYetCreated;
///     classDef coordinator stroke-width:3px;
///     classDef notYetCreated stroke-dasharray:5 5;
/// ```
///
/// Every statement ends with `;`: Mermaid drops the last `;` of a line that mentions `style`
/// or `classDef` before a `#` (it reads it as a colour), and that must not be an entity's.
enum MermaidDiagram {
    static func source(of outline: TreeOutline) -> String {
        var text = DebugText()
        text.append("flowchart TD")
        outline.forEachNode { node in
            text.append("\n    ")
            if let parent = node.parentID {
                text.append(parent)
                text.append(" --> ")
            } else if let previous = node.previousID {
                text.append(previous)
                text.append(" -.-> ")
            }
            text.append(node.id)
            text.append("[\"")
            appendLabel(node.line.label, to: &text)
            text.append("\"]")
            if let style = classDefinition(of: node.line.style) {
                text.append(":::")
                text.append(style.name)
            }
            text.append(";")
        }
        for style in outline.stylesUsed {
            guard let definition = classDefinition(of: style) else { continue }
            text.append("\n    classDef \(definition.name) \(definition.properties);")
        }
        return text.string
    }

    /// The class a style's nodes get, and its look; `nil` for a plain screen.
    private static func classDefinition(of style: TreeOutline.Style) -> (name: String, properties: String)? {
        switch style {
        case .screen: nil
        case .coordinator: ("coordinator", "stroke-width:3px")
        case .notYetCreated: ("notYetCreated", "stroke-dasharray:5 5")
        case .layer: ("layer", "fill:none,stroke:none,font-weight:bold")
        case .note: ("note", "font-style:italic")
        }
    }

    /// Appends `label` as the text of a `"…"` node label, shown as it reads.
    ///
    /// Inside the quotes Mermaid reads brackets, braces, `;`, `|` and `-->` as text; what it
    /// would read otherwise becomes one of its entity codes: `"` (ends the label), `#` (starts
    /// a code, so a description cannot spell one), `&`, `<` and `>` (HTML), `%` (`%%{init}%%`
    /// directives are found anywhere in the source) and a backtick (a Markdown label). `ﬂ` and
    /// `¶` begin the placeholders Mermaid turns codes into (`ﬂ°°60¶ß` would print as `<`), and
    /// Mermaid decodes them again after the codes: each is followed by an invisible word
    /// joiner (`#8288;`), which no placeholder contains. A line break becomes `<br>`; any other
    /// control character shows as Swift writes it in a string (`\u{1B}`).
    static func appendLabel(_ label: String, to text: inout DebugText) {
        DiagramLabel.append(label, to: &text, lineBreak: "<br>", backslash: "\\") { scalar in
            switch scalar {
            case "\"": "#quot;"
            case "#": "#35;"
            case "&": "#amp;"
            case "<": "#lt;"
            case ">": "#gt;"
            case "%", "`": "#\(scalar.value);"
            case "\u{FB02}", "\u{B6}": "\(scalar)#8288;"
            default: nil
            }
        }
    }
}
