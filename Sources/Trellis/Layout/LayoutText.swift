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

/// Writes a layout as text, with a stack of work instead of recursion: tab sets nested in tab
/// sets to any depth do not grow the call stack.
@MainActor
enum LayoutText {
    private enum Work {
        case layout(NavigationLayout, indent: Int, from: Int)
        case item(LayoutItem, label: String, indent: Int)
        case tab(TabLayout, isSelected: Bool, indent: Int)
    }

    static func append(_ layout: NavigationLayout, indent: Int, from first: Int, to lines: inout [String]) {
        var work: [Work] = [.layout(layout, indent: indent, from: first)]
        while let next = work.popLast() {
            var more: [Work] = []
            switch next {
            case .layout(let layout, let indent, let first):
                for (index, layer) in layout.layers.enumerated() where index >= first {
                    let style = layer.style.map { $0 == .sheet ? "sheet" : "fullScreenCover" } ?? "base"
                    more.append(
                        .item(layer.root, label: "layer \(index): \(style)\n" + "root", indent: indent))
                    more += layer.path.map { .item($0, label: "push", indent: indent + 1) }
                }
            case .item(let item, let label, let indent):
                more = appendItem(item, label: label, indent: indent, to: &lines)
            case .tab(let tab, let isSelected, let indent):
                more = appendTab(tab, isSelected: isSelected, indent: indent, to: &lines)
            }
            work += more.reversed()
        }
    }

    /// Writes an item's line; returns the work its tab set adds.
    private static func appendItem(_ item: LayoutItem, label: String, indent: Int, to lines: inout [String])
        -> [Work]
    {
        var indent = indent
        var label = label
        if let newline = label.firstIndex(of: "\n") {
            // A layer's header line, then its root one level deeper.
            lines.append(String(repeating: "  ", count: indent) + label[..<newline])
            label = String(label[label.index(after: newline)...])
            indent += 1
        }
        let pad = String(repeating: "  ", count: indent)
        guard let tabSet = item.tabSet else {
            lines.append("\(pad)\(label) \(type(of: item.owner)) .\(item.destinationDescription)")
            return []
        }
        if item.role == nil {
            lines.append("\(pad)\(label) \(type(of: item.owner)) [tab]")
        } else {
            lines.append(
                "\(pad)\(label) \(type(of: item.owner)) .\(item.destinationDescription) → \(type(of: tabSet.owner)) [tab]"
            )
        }
        return tabSet.tabs.map { .tab($0, isSelected: $0.index == tabSet.selectedIndex, indent: indent + 1) }
    }

    /// Writes a tab's stack; returns the work its nested tab sets and unselected modals add.
    private static func appendTab(_ tab: TabLayout, isSelected: Bool, indent: Int, to lines: inout [String])
        -> [Work]
    {
        let label = "tab[\(tab.index)]\(isSelected ? "*" : "")"
        guard tab.isMaterialized else {
            lines.append(
                String(repeating: "  ", count: indent)
                    + "\(label) \(tab.node.typeName) .\(tab.destinationDescription) → (not yet created)")
            return []
        }
        let layout = tab.layout
        guard let base = layout.layers.first else { return [] }
        var work: [Work] = [.item(base.root, label: label, indent: indent)]
        work += base.path.map { .item($0, label: "push", indent: indent + 1) }
        // The selected tab's modals are the window's own layers.
        if !isSelected { work.append(.layout(layout, indent: indent + 1, from: 1)) }
        return work
    }
}
