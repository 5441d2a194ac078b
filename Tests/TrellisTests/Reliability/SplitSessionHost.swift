import Trellis

// The model of a split session's whole tree: the host (a root coordinator, a tab set, or a
// flow that presents or pushes the split view) and the split view's columns, with the tree's
// text and layout in both widths, and the operations that reach past the columns.

/// The model of a session's tree.
struct SplitSessionModel {
    let placement: SplitPlacement
    let hasContent: Bool
    /// The split view; `nil` while a flow host has not shown it (or it left).
    var split: SplitModelColumns?
    /// The callback of the flow host's entry that shows the split view.
    var splitHandler: Int?

    init(placement: SplitPlacement, hasContent: Bool) {
        self.placement = placement
        self.hasContent = hasContent
        split = placement == .root || placement == .tab ? SplitModelColumns(hasContent: hasContent) : nil
    }

    var isFlowHost: Bool { placement == .sheet || placement == .pushed }

    /// The flow host shows the split view, with `handler`.
    mutating func open(handler: Int?) {
        guard isFlowHost, split == nil else { return }
        split = SplitModelColumns(hasContent: hasContent)
        splitHandler = handler
    }

    /// The flow host's entry leaves with `cause`: the split view's subtree first, then the entry.
    mutating func removeSplit(cause: DismissalCause) -> [SplitModelEffect] {
        guard isFlowHost, let split else { return [] }
        let effects = split.teardown + (splitHandler.map { [.dismissed($0, cause)] } ?? [])
        self.split = nil
        splitHandler = nil
        return effects
    }

    /// The tree after a capture restored into a fresh host: the same, without callbacks.
    var restored: SplitSessionModel {
        var model = self
        model.splitHandler = nil
        if var split {
            for index in split.selections.indices {
                split.selections[index].handler = nil
                split.selections[index].pages = split.selections[index].pages?.map {
                    SplitModelPage(page: $0.page)
                }
            }
            model.split = split
        }
        return model
    }

    /// The diagnostics a restore of this tree raises: one per trap selection made again.
    var restoreEffects: [SplitModelEffect] {
        (split?.selections ?? []).filter { $0.place == .trap }.map { _ in .diagnostic(.changeInProgress) }
    }

    /// Every callback still registered, as when the tree is released.
    var pending: [Int] {
        (split?.teardown ?? []).compactMap {
            if case .dismissed(let id, _) = $0 { id } else { nil }
        } + (splitHandler.map { [$0] } ?? [])
    }

    /// The collapsed stack's path (the screens above its root) with what each removes.
    var collapsedPath: [(screen: String, removal: SplitRemoval)] {
        guard let split else { return [] }
        let sidebar = placement == .pushed ? [("SessionSplit .menu", SplitRemoval.hostEntry)] : []
        return sidebar + split.collapsedPath
    }

    /// The user pops the collapsed stack to `count` screens: the screens above leave top first,
    /// one run per container (a page's flow, the split view, the host).
    mutating func popCollapsed(to count: Int) -> [SplitModelEffect] {
        let path = collapsedPath
        guard count >= 0 else { return [.diagnostic(.indexOutOfRange)] }
        guard count <= path.count else { return [.diagnostic(.gestureRefused)] }
        var runs: [SplitRemoval] = []
        for item in path[count...].reversed() {
            if let last = runs.last, last.container == item.removal.container {
                runs[runs.count - 1] = item.removal
            } else {
                runs.append(item.removal)
            }
        }
        var effects: [SplitModelEffect] = []
        for run in runs {
            switch run {
            case .page(let index, let page):
                effects += split?.popPages(of: index, to: page, cause: .user) ?? []
            case .selection(let index): effects += split?.clear(from: index, cause: .user) ?? []
            case .hostEntry: effects += removeSplit(cause: .user)
            }
        }
        return effects
    }
}

// MARK: - Rendering

extension SplitSessionModel {
    /// The tree in the `debugHierarchy()` format.
    var hierarchy: String {
        var lines: [String]
        switch placement {
        case .root:
            lines = ["SplitHostRoot [root]", "  root .split → SessionSplit [split]"]
            lines += split?.hierarchy(depth: 2) ?? []
        case .tab:
            lines = ["SplitHostTabs [tab]", "  tab[0]* .split → SessionSplit [split]"]
            lines += split?.hierarchy(depth: 2) ?? []
            lines.append("  tab[1] .home → (not yet created)")
        case .sheet, .pushed:
            lines = ["SplitHostFlow [flow]", "  root .home"]
            if let split {
                lines.append("  \(placement == .sheet ? "sheet" : "push") .split → SessionSplit [split]")
                lines += split.hierarchy(depth: 2)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The tree's `debugLayout(width:)` text.
    func layout(width: LayoutWidth) -> String {
        var lines = ["layer 0: base"]
        let collapsed = collapsedPath.map(\.screen)
        switch (placement, width) {
        case (.root, .regular):
            lines.append("  root SplitHostRoot .split → " + (split?.splitHeading ?? ""))
            lines += split?.regularColumns(depth: 2) ?? []
        case (.root, .compact):
            lines.append("  root SessionSplit .menu")
            lines += collapsed.map { "  push \($0)" }
        case (.tab, .regular):
            lines.append("  root SplitHostTabs [tab]")
            lines.append("    tab[0]* SplitHostTabs .split → " + (split?.splitHeading ?? ""))
            lines += split?.regularColumns(depth: 3) ?? []
            lines.append("    tab[1] SplitHostTabs .home → (not yet created)")
        case (.tab, .compact):
            lines.append("  root SplitHostTabs [tab]")
            lines.append("    tab[0]* SessionSplit .menu")
            lines += collapsed.map { "      push \($0)" }
            lines.append("    tab[1] SplitHostTabs .home → (not yet created)")
        case (.sheet, _), (.pushed, _):
            lines.append("  root SplitHostFlow .home")
            guard let split else { break }
            let sheet = placement == .sheet
            if sheet { lines.append("layer 1: sheet") }
            let label = sheet ? "root" : "push"
            if width == .regular {
                lines.append("  \(label) SplitHostFlow .split → " + split.splitHeading)
                lines += split.regularColumns(depth: 2)
            } else {
                if sheet { lines.append("  root SessionSplit .menu") }
                lines += collapsed.map { "  push \($0)" }
            }
        }
        return lines.joined(separator: "\n")
    }
}
