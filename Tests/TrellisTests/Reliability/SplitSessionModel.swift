import Trellis

// The reference model of the split-view random sessions: a split view's columns as plain values,
// each operation written from the contract (SplitViews.md, DESIGN.md) and not from the library's
// code, its own debugHierarchy() text and its layout in both widths.

typealias SplitPlace = SessionSplit.Destinations

/// A page pushed on a column's flow, with the id of its `onDismiss` callback.
struct SplitModelPage: Equatable {
    var page: Int
    var handler: Int?
}

/// A selection: the destination, its callback, and the pages pushed on the flow it hosts (`nil`
/// for a plain screen).
struct SplitModelSelection {
    var place: SplitPlace
    var handler: Int?
    var pages: [SplitModelPage]?

    init(_ place: SplitPlace, handler: Int? = nil) {
        self.place = place
        self.handler = handler
        if case .pages = place { pages = [] }
    }
}

/// What an operation of the model makes happen, in the order the library runs it after the
/// change: an `onDismiss` call, a `selected` event (an observer may navigate on it), a diagnostic.
enum SplitModelEffect: Equatable {
    case dismissed(Int, DismissalCause)
    case selected(SplitPlace)
    case diagnostic(NavigationDiagnostic.Kind)
}

/// A split view's columns.
struct SplitModelColumns {
    var hasContent: Bool
    var selections: [SplitModelSelection] = [SplitModelSelection(.group(1))]
    var visibility = SplitColumnVisibility.automatic
    var compact = SplitColumn.sidebar

    var columns: [SplitColumn] { hasContent ? [.sidebar, .content, .detail] : [.sidebar, .detail] }
    var capacity: Int { hasContent ? 2 : 1 }

    /// The position of a column's selection; `nil` for a column that cannot select.
    func index(of column: SplitColumn) -> Int? {
        guard let position = columns.firstIndex(of: column), position < capacity else { return nil }
        return position
    }

    /// The callbacks of selections that leave, top first: each one's pages (teardown when the
    /// selection itself leaves), then its own.
    static func departing(_ departed: ArraySlice<SplitModelSelection>, cause: DismissalCause)
        -> [SplitModelEffect]
    {
        departed.reversed().flatMap { selection in
            (selection.pages ?? []).reversed().compactMap { $0.handler.map { .dismissed($0, .teardown) } }
                + (selection.handler.map { [.dismissed($0, cause)] } ?? [])
        }
    }

    /// Every callback of the columns, top first, as when the split view leaves (`.teardown`).
    var teardown: [SplitModelEffect] {
        Self.departing(selections[...], cause: .teardown)
    }

    /// Clears the selections from `index` up with `cause`.
    mutating func clear(from index: Int, cause: DismissalCause) -> [SplitModelEffect] {
        guard index < selections.count else { return [] }
        let departed = selections[index...]
        selections.removeSubrange(index...)
        return Self.departing(departed, cause: cause)
    }

    /// Selects `place` at `index` (at most the selections' count): an equal selection is kept
    /// (the new callback is dropped), else the selections from there leave with `cause`.
    mutating func select(_ place: SplitPlace, at index: Int, handler: Int?, cause: DismissalCause)
        -> [SplitModelEffect]
    {
        if selections.indices.contains(index), selections[index].place == place { return [] }
        // The child factory runs before anything leaves; the trap's call is refused.
        var effects: [SplitModelEffect] = place == .trap ? [.diagnostic(.changeInProgress)] : []
        effects += clear(from: index, cause: cause)
        selections.append(SplitModelSelection(place, handler: handler))
        return effects + [.selected(place)]
    }

    /// `select(_:in:)` (or the user's selection, with `place` `nil` to clear) in `column`.
    mutating func select(_ place: SplitPlace?, in column: SplitColumn, handler: Int?, cause: DismissalCause)
        -> [SplitModelEffect]
    {
        guard let index = index(of: column) else { return [.diagnostic(.indexOutOfRange)] }
        guard let place else { return clear(from: index, cause: cause) }
        guard index <= selections.count else { return [.diagnostic(.destinationNotFound)] }
        return select(place, at: index, handler: handler, cause: cause)
    }

    /// `navigate(to:)` with a split target: each selection kept when it matches, else made; a
    /// page target on the last one's flow; the columns after the target's cleared.
    mutating func navigate(to target: [SplitPlace], page: Int?) -> [SplitModelEffect] {
        var effects: [SplitModelEffect] = []
        for (index, place) in target.enumerated() {
            effects += select(place, at: index, handler: nil, cause: .code)
        }
        effects += clear(from: target.count, cause: .code)
        if let page, let last = selections.indices.last, var pages = selections[last].pages {
            if pages.first?.page != page {
                effects += pages.reversed().compactMap { $0.handler.map { .dismissed($0, .code) } }
                pages = [SplitModelPage(page: page)]
            } else {
                effects += pages.dropFirst().reversed().compactMap {
                    $0.handler.map { .dismissed($0, .code) }
                }
                pages = Array(pages.prefix(1))
            }
            selections[last].pages = pages
        }
        return effects
    }

    /// Pops the flow of the selection at `index` to `count` pages, with `cause`.
    mutating func popPages(of index: Int, to count: Int, cause: DismissalCause) -> [SplitModelEffect] {
        guard let pages = selections[index].pages, count < pages.count else { return [] }
        selections[index].pages = Array(pages.prefix(count))
        return pages[count...].reversed().compactMap { $0.handler.map { .dismissed($0, cause) } }
    }

    /// The column showing the selection at `index`.
    func column(showing index: Int) -> SplitColumn { columns[index + 1] }
}

// MARK: - Rendering

extension SplitModelColumns {
    /// The split view's lines in the `debugHierarchy()` format, at `depth`.
    func hierarchy(depth: Int) -> [String] {
        let indent = modelIndent(depth)
        var lines = [indent + "sidebar .menu"]
        for (index, selection) in selections.enumerated() {
            var line = indent + "\(column(showing: index)) .\(selection.place)"
            guard let pages = selection.pages, case .pages(let first) = selection.place else {
                lines.append(line)
                continue
            }
            line += " → SessionPages [flow]"
            lines.append(line)
            lines.append(indent + "  root .page(\(first))")
            lines += pages.map { indent + "  push .page(\($0.page))" }
        }
        return lines
    }

    /// The split view as a regular-width layout shows it, under its item's line at `depth`.
    func regularColumns(depth: Int) -> [String] {
        let indent = modelIndent(depth)
        var lines = [indent + "sidebar SessionSplit .menu"]
        for (index, column) in columns.dropFirst().enumerated() {
            guard selections.indices.contains(index) else {
                lines.append(indent + "\(column) (empty)")
                continue
            }
            lines += screens(of: selections[index]).enumerated().map { position, screen in
                position == 0 ? indent + "\(column) \(screen)" : indent + "  push \(screen)"
            }
        }
        return lines
    }

    /// The heading a regular-width layout gives the split view.
    var splitHeading: String { "SessionSplit [split] visibility: \(visibility), compact: \(compact)" }

    /// The screens a selection shows: its own, or its flow's root and pages.
    func screens(of selection: SplitModelSelection) -> [String] {
        guard let pages = selection.pages, case .pages(let first) = selection.place else {
            return ["SessionSplit .\(selection.place)"]
        }
        return ["SessionPages .page(\(first))"] + pages.map { "SessionPages .page(\($0.page))" }
    }

    /// The collapsed stack above the sidebar: each screen with what removing it removes.
    var collapsedPath: [(screen: String, removal: SplitRemoval)] {
        selections.enumerated().flatMap { index, selection in
            screens(of: selection).enumerated().map { position, screen in
                (screen, position == 0 ? SplitRemoval.selection(index) : .page(of: index, position - 1))
            }
        }
    }
}

/// What removing a collapsed screen removes: the selection it shows, a page of a selection's
/// flow, or (the sidebar of a pushed split view) the host's entry.
enum SplitRemoval: Equatable {
    case selection(Int)
    case page(of: Int, Int)
    case hostEntry

    /// The container the removal acts on: consecutive removals from one container are one run.
    var container: Int {
        switch self {
        case .selection: -1
        case .page(let index, _): index
        case .hostEntry: -2
        }
    }
}
