/// A notation for diagram source: how ``Coordinator/debugHierarchy(as:)``,
/// ``Coordinator/debugLayout(as:)``, ``NavigationLayout/diagram(as:)`` and
/// ``InspectedSnapshot/diagram(as:)`` write the tree for a tool that draws it.
///
/// Each diagram draws one node per line of the matching text printout, labelled with that
/// line, and an edge from each line to the lines indented under it. Node ids are the lines'
/// indices in the printout (`n0` the first line, `n7` the eighth), never memory addresses, so
/// the same tree gives the same source, and short at any depth. See <doc:DrawingTheTree>.
///
/// ```swift
/// let source = app.debugHierarchy(as: .mermaid)   // paste into a ```mermaid block
/// ```
public enum DiagramFormat: String, Sendable, Hashable, CaseIterable {
    /// A Mermaid flowchart (`flowchart TD`): GitHub draws it in pull requests, issues and
    /// Markdown files inside a ` ```mermaid ` block.
    case mermaid
    /// A Graphviz DOT digraph: `dot -Tsvg` draws it, as do many editors and documentation
    /// tools.
    case dot
}
