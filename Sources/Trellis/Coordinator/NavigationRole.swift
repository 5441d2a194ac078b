/// Where a destination sits in its coordinator: a flow's or root coordinator's root, an entry
/// (pushed or presented, with its ``Presentation``), a tab, or a column of a split view.
///
/// It prints as ``Coordinator/debugHierarchy()`` prints roles — `root`, `push`, `sheet`,
/// `fullScreenCover`, `popover`, `tab[1]`, `sidebar`, `content`, `detail` — and is the one place
/// that text comes from (events, the
/// printout and the paths of a ``RestorationReport`` all use it).
///
/// ```swift
/// if event.role == .tab(index: 1) { analytics.track("profile tab") }
/// if case .entry(let presentation)? = event.role, presentation.isModal { … }
/// ```
public enum NavigationRole: Sendable, Hashable, CustomStringConvertible {
    /// The root destination of a flow or root coordinator.
    case root
    /// A destination pushed onto a flow or presented over a coordinator, shown with
    /// `presentation`.
    case entry(Presentation)
    /// The tab at `index` of a tab coordinator.
    case tab(index: Int)
    /// What a column of a split coordinator shows: the sidebar's destination, or the selection
    /// the content or detail column shows.
    case column(SplitColumn)

    /// A destination pushed onto a flow: `.entry(.push)`.
    public static var push: NavigationRole { .entry(.push) }
    /// A destination presented as a sheet: `.entry(.sheet)`.
    public static var sheet: NavigationRole { .entry(.sheet) }
    /// A destination presented as a full-screen cover: `.entry(.fullScreenCover)`.
    public static var fullScreenCover: NavigationRole { .entry(.fullScreenCover) }
    /// A destination presented as a popover: `.entry(.popover)`.
    public static var popover: NavigationRole { .entry(.popover) }

    /// The presentation of an entry; `nil` for a root, a tab or a column.
    public var presentation: Presentation? {
        if case .entry(let presentation) = self { presentation } else { nil }
    }

    /// `root`, `push`, `sheet`, `fullScreenCover`, `popover`, `tab[i]`, `sidebar`, `content` or `detail`.
    public var description: String {
        switch self {
        case .root: "root"
        case .entry(let presentation): presentation.rawValue
        case .tab(let index): "tab[\(index)]"
        case .column(let column): column.rawValue
        }
    }
}
