extension Coordinator {
    /// Prints the live tree below this coordinator as indented text.
    ///
    /// One header line (`TypeName [flow]`), then one line per destination: its role
    /// (`root`, `push`, `sheet`, `fullScreenCover`, `tab[i]` with `*` after the selected
    /// tab), `.` and the destination, and ` → ChildType [kind]` when it hosts a child, whose
    /// lines follow two spaces deeper. A tab never selected prints `→ (not yet created)`.
    /// Deterministic, no trailing newline. It sets up this coordinator if this is its first
    /// use, and never creates a child.
    ///
    /// ```swift
    /// #expect(app.hierarchyRoot.debugHierarchy() == """
    ///     AppCoordinator [root]
    ///       root .main → MainTabCoordinator [tab]
    ///         tab[0]* .home → HomeCoordinator [flow]
    ///           root .home
    ///         tab[1] .profile → (not yet created)
    ///     """)
    /// ```
    public func debugHierarchy() -> String {
        guard let node = preparedNode else { return String(describing: type(of: self)) }
        var text = "\(node.typeName) [\(node.kind.rawValue)]"
        TreeWalk.visit(from: node) { visit in
            text += "\n"
            text += String(repeating: "  ", count: visit.depth)
            text += DebugLine.text(for: visit)
        }
        return text
    }
}

/// The text of one destination line.
@MainActor
enum DebugLine {
    static func text(for visit: TreeWalk.Visit) -> String {
        let slot = visit.slot
        var line = slot.role.name + " ." + String(describing: slot.destination)
        if case .tab(_, true) = slot.role { line = slot.role.name + "* ." + String(describing: slot.destination) }
        if !slot.isCreated {
            line += " → (not yet created)"
        } else if let child = slot.child {
            line += " → " + String(describing: type(of: child))
            if let kind = visit.childNode?.kind { line += " [\(kind.rawValue)]" }
        }
        return line
    }
}
