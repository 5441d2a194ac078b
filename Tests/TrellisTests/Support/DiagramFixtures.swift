import Foundation
import Trellis

// What the diagram suites share: the representative tree, a flow whose destinations print as
// any text, and a reader for the statements of the two notations.

/// The tree every diagram suite draws: the app root showing the main tabs; the selected home
/// tab's flow with two pushes and a sheet hosting a compose flow with a push of its own; the
/// profile tab not yet created.
@MainActor
func makeDiagramTree() -> AppRootCoordinator {
    let app = AppRootCoordinator(mainTabs: [.home, .profile])
    app.setRoot(.main) { (tabs: MainTabCoordinator) in
        tabs.selectFirstTab(.home) { (home: HomeFlowCoordinator) in
            home.route(to: .detail(id: 42))
            home.route(to: .settings)
            home.present(.compose) { (compose: ComposeFlowCoordinator) in compose.route(to: .preview) }
        }
    }
    return app
}

/// A destination that prints as any text: how a hostile description reaches a printout.
struct Caption: Codable, Hashable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A flow of ``Caption`` screens.
@MainActor
final class CaptionFlow: FlowCoordinator {
    typealias Destinations = Caption
    let navigation = FlowNavigation<CaptionFlow>(root: Caption("home"))
}

/// The statements of diagram source, read back by the shape each notation's writer gives
/// them: a source that does not read is malformed.
enum DiagramSource {
    /// One node, with the edge to it.
    struct Node: Equatable {
        var id: String
        /// The node the edge comes from, when there is one.
        var from: String?
        /// The label as written in the source, escapes and all.
        var label: String
        /// The Mermaid class or the DOT attributes after the label, if any.
        var style: String?
    }

    /// The nodes of a Mermaid flowchart whose every line is `flowchart TD`, a node statement
    /// (`from --> id["label"]:::class;`) or a `classDef`; `nil` when a line is anything else.
    static func mermaidNodes(_ source: String) -> [Node]? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == "flowchart TD" else { return nil }
        var nodes: [Node] = []
        for line in lines {
            guard var rest = line.dropPrefix("    "), rest.hasSuffix(";") else { return nil }
            rest = rest.dropLast()
            if rest.hasPrefix("classDef ") { continue }
            guard var id = leadingID(&rest) else { return nil }
            var from: String?
            if let tail = rest.dropPrefix(" --> ") ?? rest.dropPrefix(" -.-> ") {
                rest = tail
                from = id
                guard let target = leadingID(&rest) else { return nil }
                id = target
            }
            guard let opened = rest.dropPrefix("[\""),
                let close = opened.range(of: "\"]", options: .backwards)
            else { return nil }
            let label = opened[..<close.lowerBound]
            guard !label.contains("\"") else { return nil }
            var tail = opened[close.upperBound...]
            var style: String?
            if let named = tail.dropPrefix(":::") {
                tail = named
                style = leadingID(&tail)
            }
            guard tail.isEmpty else { return nil }
            nodes.append(Node(id: id, from: from, label: String(label), style: style))
        }
        return nodes
    }

    /// The nodes of a DOT digraph whose every line is the header, `node [shape=box];`, a node
    /// statement (`id [label="…", attributes];`), an edge (`from -> id;`) to the node before it,
    /// or the closing brace; `nil` when a line is anything else.
    static func dotNodes(_ source: String) -> [Node]? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let header = lines.popFirst(), header.hasPrefix("digraph "), header.hasSuffix(" {"),
            lines.popFirst() == "    node [shape=box];", lines.popLast() == "}"
        else { return nil }
        var nodes: [Node] = []
        for line in lines {
            guard var rest = line.dropPrefix("    "), rest.hasSuffix(";") else { return nil }
            rest = rest.dropLast()
            guard let id = leadingID(&rest) else { return nil }
            if var target = rest.dropPrefix(" -> ") {
                guard let last = nodes.last, last.from == nil, leadingID(&target) == last.id,
                    target.isEmpty || target == " [style=dashed]"
                else { return nil }
                nodes[nodes.count - 1].from = id
                continue
            }
            guard let opened = rest.dropPrefix(" [label=\""), opened.hasSuffix("]"),
                let (label, tail) = quoted(opened.dropLast())
            else { return nil }
            guard tail.isEmpty || tail.hasPrefix(", ") else { return nil }
            nodes.append(
                Node(id: id, from: nil, label: label, style: tail.isEmpty ? nil : String(tail.dropFirst(2))))
        }
        return nodes
    }

    /// The text of a DOT string up to its closing quote (escapes kept), and what follows it;
    /// `nil` when the string does not close or holds a raw line break.
    private static func quoted(_ text: Substring) -> (String, Substring)? {
        var label = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { return (label, text[text.index(after: index)...]) }
            if character.isNewline { return nil }
            label.append(character)
            if character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                label.append(text[index])
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Takes the node id or class name at the start of `text` (ASCII letters, digits and `_`,
    /// as the writers make them); `nil` when there is none.
    private static func leadingID(_ text: inout Substring) -> String? {
        let id = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !id.isEmpty else { return nil }
        text = text[id.endIndex...]
        return String(id)
    }
}

extension Substring {
    fileprivate func dropPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
