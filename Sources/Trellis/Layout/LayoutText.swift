extension NavigationLayout {
    /// The layout as indented text, one line per layer and per screen.
    ///
    /// A layer line (`layer 1: sheet`), its root (`root`), its path (`push`), and under a
    /// tab set its tabs (`tab[i]`, `*` after the selected one), each with the owner's type and
    /// the destination. An unselected tab that presents modals lists its further layers under
    /// it (the window shows them once the tab is selected). Deterministic, no trailing newline.
    ///
    /// ```
    /// layer 0: base
    ///   root AppCoordinator .main → MainTabCoordinator [tab]
    ///     tab[0]* HomeCoordinator .home
    ///       push HomeCoordinator .detail(id: 1)
    ///     tab[1] MainTabCoordinator .profile → (not yet created)
    /// layer 1: sheet
    ///   root ComposeCoordinator .draft
    /// ```
    ///
    /// ``Coordinator/debugLayout()`` gives the same text.
    public var text: String {
        var lines: [String] = []
        // Destination descriptions are app code: inside a change, they cannot navigate.
        NavigationChange.perform { LayoutText.append(self, indent: 0, from: 0, to: &lines) }
        return lines.joined(separator: "\n")
    }
}

extension Coordinator {
    /// The ``NavigationLayout`` of everything this coordinator shows, as text (see
    /// ``NavigationLayout/text``): the layers, paths and tabs a window would show.
    ///
    /// ```swift
    /// #expect(app.debugLayout() == """
    ///     layer 0: base
    ///       root LoginCoordinator .welcome
    ///     """)
    /// ```
    public func debugLayout() -> String {
        NavigationLayout(of: self).text
    }
}

/// Writes a layout as text. Recursion follows tab sets only (one level per nested tab set,
/// which the API cannot nest deeply by accident); paths of any length are loops.
@MainActor
enum LayoutText {
    static func append(_ layout: NavigationLayout, indent: Int, from first: Int, to lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        for (index, layer) in layout.layers.enumerated() where index >= first {
            let style = layer.style.map { $0 == .sheet ? "sheet" : "fullScreenCover" } ?? "base"
            lines.append("\(pad)layer \(index): \(style)")
            appendItem(layer.root, label: "root", indent: indent + 1, to: &lines)
            for item in layer.path { appendItem(item, label: "push", indent: indent + 1, to: &lines) }
        }
    }

    private static func appendItem(_ item: LayoutItem, label: String, indent: Int, to lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        var line = "\(pad)\(label) \(type(of: item.owner)) .\(item.destinationDescription)"
        if item.role == nil { line = "\(pad)\(label) \(type(of: item.owner)) [tab]" }
        if let tabSet = item.tabSet {
            if item.role != nil { line += " → \(type(of: tabSet.owner)) [tab]" }
            lines.append(line)
            for tab in tabSet.tabs {
                appendTab(tab, isSelected: tab.index == tabSet.selectedIndex, indent: indent + 1, to: &lines)
            }
        } else {
            lines.append(line)
        }
    }

    private static func appendTab(_ tab: TabLayout, isSelected: Bool, indent: Int, to lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        let label = "tab[\(tab.index)]\(isSelected ? "*" : "")"
        guard tab.isMaterialized else {
            lines.append(
                "\(pad)\(label) \(tab.node.typeName) .\(tab.described.debugText) → (not yet created)")
            return
        }
        let layout = tab.layout
        guard let base = layout.layers.first else { return }
        var rootLines: [String] = []
        appendItem(base.root, label: label, indent: indent, to: &rootLines)
        lines += rootLines
        for item in base.path { appendItem(item, label: "push", indent: indent + 1, to: &lines) }
        // The selected tab's modals are the window's own layers.
        if !isSelected { append(layout, indent: indent + 1, from: 1, to: &lines) }
    }
}
