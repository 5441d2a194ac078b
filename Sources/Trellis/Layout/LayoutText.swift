extension NavigationLayout {
    /// The layout as indented text, one line per layer and per screen.
    ///
    /// A layer line (`layer 1: sheet`; a popover names the screen it points at and its compact
    /// adaptation, `layer 1: popover from CatalogCoordinator .catalog (compact: sheet)`; the
    /// options that are not SwiftUI's defaults follow in parentheses,
    /// `layer 1: sheet (detents: medium*, large)`, `*` after the detent it rests at), its root (`root`), its path (`push`), under a
    /// tab set its tabs (`tab[i]`, `*` after the selected one), each with the owner's type and
    /// the destination, and under a split view on a regular-width window its column visibility
    /// and preferred compact column, then each column with its path (`sidebar`, `content`,
    /// `detail`, or `detail (empty)` when it shows nothing). An unselected tab that presents modals lists its further layers under
    /// it (the window shows them once the tab is selected). The question the window shows
    /// follows the layers (`alert over layer 1: CartFlow "Payment failed" […]`), with the
    /// questions waiting behind it under it (see <doc:AskingTheUser>). Deterministic, no
    /// trailing newline.
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
        outline.text
    }

    /// Draws the layout as diagram source: a Mermaid flowchart or a Graphviz digraph.
    ///
    /// The diagram carries what ``text`` prints: one node per line, labelled with that line,
    /// an edge from each line to the lines indented under it, and a dashed edge from each
    /// layer to the layer over it. Layer headings are drawn as plain text, tab sets bold, tabs
    /// not yet created dashed. Node ids are the lines' indices (`n0` the first layer's
    /// heading, `n1` its root), and descriptions are escaped for the notation (see <doc:DrawingTheTree>).
    ///
    /// ```swift
    /// print(NavigationLayout(of: app).diagram(as: .dot))   // pipe into `dot -Tsvg`
    /// ```
    ///
    /// - Parameter format: The notation: ``DiagramFormat/mermaid`` or ``DiagramFormat/dot``.
    /// - Returns: The source, without a trailing newline.
    public func diagram(as format: DiagramFormat) -> String {
        outline.diagram(as: format)
    }

    /// The lines of ``text``.
    private var outline: TreeOutline {
        var outline = TreeOutline(graphName: "layout")
        // Destination descriptions are app code: inside a change, they cannot navigate.
        NavigationChange.perform {
            LayoutText.append(self, indent: 0, from: 0, to: &outline)
            LayoutText.appendQuestions(of: self, to: &outline)
        }
        return outline
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
        debugLayout(width: .regular)
    }

    /// The ``NavigationLayout`` of everything this coordinator shows in a window of the given
    /// width, as text: a split view's columns side by side, or collapsed into one stack.
    ///
    /// ```swift
    /// let phone = app.debugLayout(width: .compact)
    /// ```
    ///
    /// - Parameter width: The width of the window (see ``LayoutWidth``).
    public func debugLayout(width: LayoutWidth) -> String {
        NavigationLayout(of: self, width: width).text
    }

    /// The ``NavigationLayout`` of everything this coordinator shows, as diagram source (see
    /// ``NavigationLayout/diagram(as:)``).
    ///
    /// ```swift
    /// let source = app.debugLayout(as: .mermaid)
    /// ```
    public func debugLayout(as format: DiagramFormat) -> String {
        NavigationLayout(of: self).diagram(as: format)
    }
}

/// Writes a layout's lines, with a stack of work instead of recursion: tab sets nested in tab
/// sets to any depth do not grow the call stack.
@MainActor
enum LayoutText {
    private enum Work {
        case layout(NavigationLayout, indent: Int, from: Int)
        case layer(String, indent: Int)
        case item(LayoutItem, label: String, indent: Int)
        case tab(TabLayout, isSelected: Bool, indent: Int)
        case column(SplitColumnLayout, indent: Int)
    }

    static func append(
        _ layout: NavigationLayout, indent: Int, from first: Int, to outline: inout TreeOutline
    ) {
        var work: [Work] = [.layout(layout, indent: indent, from: first)]
        while let next = work.popLast() {
            var more: [Work] = []
            switch next {
            case .layout(let layout, let indent, let first):
                let layers = layout.layers
                for (index, layer) in layers.enumerated() where index >= first {
                    let below = index > 0 ? layers[index - 1] : nil
                    more.append(.layer("layer \(index): \(heading(of: layer, over: below))", indent: indent))
                    more.append(.item(layer.root, label: "root", indent: indent + 1))
                    more += layer.path.map { .item($0, label: "push", indent: indent + 1) }
                }
            case .layer(let heading, let indent):
                outline.append(heading, depth: indent, style: .layer)
            case .item(let item, let label, let indent):
                more = appendItem(item, label: label, indent: indent, to: &outline)
            case .tab(let tab, let isSelected, let indent):
                more = appendTab(tab, isSelected: isSelected, indent: indent, to: &outline)
            case .column(let column, let indent):
                more = appendColumn(column, indent: indent, to: &outline)
            }
            work += more.reversed()
        }
    }

    /// A layer's heading after its number: `base`, or its style, for a popover the screen it
    /// points at (`from CatalogCoordinator .catalog`), then the options that are not SwiftUI's
    /// defaults, in parentheses (a popover's compact adaptation always).
    static func heading(of layer: NavigationLayer, over below: NavigationLayer?) -> String {
        guard let style = layer.style else { return "base" }
        let options = layer.options
        var heading = style.description
        var notes: [String] = []
        if style == .popover {
            if let anchor = below.map({ visibleScreen(of: $0) }) {
                heading += " from \(type(of: anchor.owner)) .\(anchor.destinationDescription)"
            }
            notes.append("compact: \(options.compactAdaptation.rawValue)")
        }
        if !options.detents.isEmpty {
            let selected = layer.selectedDetent
            let detents = options.detents.map { "\($0)\($0 == selected ? "*" : "")" }
            notes.append("detents: \(detents.joined(separator: ", "))")
        }
        if options.dragIndicator != .automatic {
            notes.append("drag indicator: \(options.dragIndicator.rawValue)")
        }
        if options.isInteractiveDismissDisabled { notes.append("interactive dismissal disabled") }
        if options.backgroundInteraction != .automatic {
            notes.append("background interaction: \(options.backgroundInteraction)")
        }
        return notes.isEmpty ? heading : "\(heading) (\(notes.joined(separator: "; ")))"
    }

    /// The screen a layer shows on top: its path's last, or its root; in a tab set, the selected
    /// tab's.
    private static func visibleScreen(of layer: NavigationLayer) -> LayoutItem {
        var item = layer.path.last ?? layer.root
        while let tabSet = item.tabSet, tabSet.tabs.indices.contains(tabSet.selectedIndex),
            let base = tabSet.tabs[tabSet.selectedIndex].layout.layers.first
        {
            item = base.path.last ?? base.root
        }
        return item
    }

    /// Writes the question the window shows, over its top-most layer, and under it the questions
    /// waiting behind it.
    static func appendQuestions(of layout: NavigationLayout, to outline: inout TreeOutline) {
        guard !AskedQuestions.isEmpty else { return }
        let questions = layout.questions
        guard let shown = questions.first else { return }
        outline.append(
            "\(shown.style.rawValue) over layer \(shown.layerIndex): \(shown.asked.askerTypeName) \(shown.asked.titleAndButtons)",
            depth: 0, style: .screen)
        for waiting in questions.dropFirst() {
            outline.append(
                "waiting \(waiting.style.rawValue) \(waiting.asked.askerTypeName) \(waiting.asked.titleAndButtons)",
                depth: 1, style: .screen)
        }
    }

    /// Writes an item's line; returns the work its tab set adds.
    private static func appendItem(
        _ item: LayoutItem, label: String, indent: Int, to outline: inout TreeOutline
    ) -> [Work] {
        if let splitView = item.splitView {
            let split =
                "\(type(of: splitView.owner)) [split] visibility: \(splitView.columnVisibility), "
                + "compact: \(splitView.preferredCompactColumn)"
            let line =
                item.role == nil
                ? "\(label) \(split)"
                : "\(label) \(type(of: item.owner)) .\(item.destinationDescription) → \(split)"
            outline.append(line, depth: indent, style: .coordinator)
            return splitView.columns.map { .column($0, indent: indent + 1) }
        }
        guard let tabSet = item.tabSet else {
            outline.append(
                "\(label) \(type(of: item.owner)) .\(item.destinationDescription)", depth: indent,
                style: .screen)
            return []
        }
        if item.role == nil {
            outline.append("\(label) \(type(of: item.owner)) [tab]", depth: indent, style: .coordinator)
        } else {
            outline.append(
                "\(label) \(type(of: item.owner)) .\(item.destinationDescription) → \(type(of: tabSet.owner)) [tab]",
                depth: indent, style: .coordinator)
        }
        return tabSet.tabs.map { .tab($0, isSelected: $0.index == tabSet.selectedIndex, indent: indent + 1) }
    }

    /// Writes a split view column's stack; returns the work its nested tab sets and split views
    /// add. Its modals are the window's own layers.
    private static func appendColumn(_ column: SplitColumnLayout, indent: Int, to outline: inout TreeOutline)
        -> [Work]
    {
        guard let base = column.layout?.layers.first else {
            outline.append("\(column.column) (empty)", depth: indent, style: .screen)
            return []
        }
        return [.item(base.root, label: column.column.rawValue, indent: indent)]
            + base.path.map { .item($0, label: "push", indent: indent + 1) }
    }

    /// Writes a tab's stack; returns the work its nested tab sets and unselected modals add.
    private static func appendTab(
        _ tab: TabLayout, isSelected: Bool, indent: Int, to outline: inout TreeOutline
    ) -> [Work] {
        let label = "tab[\(tab.index)]\(isSelected ? "*" : "")"
        guard tab.isPrepared else {
            outline.append(
                "\(label) \(tab.node.typeName) .\(tab.destinationDescription) → (not yet created)",
                depth: indent,
                style: .notYetCreated)
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
