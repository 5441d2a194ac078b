extension Coordinator {
    /// Draws the live tree below this coordinator as diagram source: a Mermaid flowchart or a
    /// Graphviz digraph.
    ///
    /// The diagram carries what ``debugHierarchy()`` prints: one node per line, labelled with
    /// that line (`tab[0]* .home → HomeCoordinator [flow]`, a question's line too), and an edge
    /// from each line to the lines indented under it. Coordinators (the header, and the lines
    /// that host one) are drawn bold, tabs not yet created dashed. Node ids are the lines'
    /// indices (`n0` the header, `n7` the eighth line): the same tree gives the same source,
    /// and a tree of any depth gives a source that grows with its lines. Descriptions are
    /// escaped for the notation, so no destination can break the diagram. Like
    /// `debugHierarchy()`, it sets up this coordinator if this is its first use, and never
    /// creates a child.
    ///
    /// ```swift
    /// let source = app.hierarchyRoot.debugHierarchy(as: .mermaid)
    /// // flowchart TD
    /// //     n0["AppCoordinator [root]"]:::coordinator;
    /// //     n0 --> n1["root .main → MainTabCoordinator [tab]"]:::coordinator;
    /// //     …
    /// ```
    ///
    /// - Parameter format: The notation: ``DiagramFormat/mermaid`` or ``DiagramFormat/dot``.
    /// - Returns: The source, without a trailing newline.
    public func debugHierarchy(as format: DiagramFormat) -> String {
        HierarchyOutline.make(from: self).diagram(as: format)
    }
}

/// The lines of ``Coordinator/debugHierarchy()`` as a ``TreeOutline``: the same walk and the
/// same line text.
@MainActor
enum HierarchyOutline {
    static func make(from coordinator: any Coordinator) -> TreeOutline {
        var outline = TreeOutline(graphName: "hierarchy")
        guard let node = coordinator.preparedNode else {
            outline.append(String(describing: type(of: coordinator)), depth: 0, style: .coordinator)
            return outline
        }
        outline.append("\(node.typeName) [\(node.kind.rawValue)]", depth: 0, style: .coordinator)
        // Destination descriptions are app code: inside a change, they cannot navigate.
        NavigationChange.perform {
            let questions = QuestionLines(tree: node)
            TreeWalk.visit(
                from: node,
                leaving: questions.map { questions in
                    { container, depth in
                        for line in questions.lines(askedBy: container) {
                            outline.append(line, depth: depth, style: .screen)
                        }
                    }
                }
            ) { visit in
                var line = DebugText()
                DebugLine.append(visit, to: &line)
                outline.append(line.string, depth: visit.depth, style: style(of: visit.slot))
            }
        }
        return outline
    }

    private static func style(of slot: NodeSlot) -> TreeOutline.Style {
        if !slot.isPrepared { return .notYetCreated }
        return slot.child == nil ? .screen : .coordinator
    }
}
