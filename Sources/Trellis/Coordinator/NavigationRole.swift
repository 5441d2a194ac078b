/// Where a destination sits in its coordinator: a flow's or root coordinator's root, a pushed
/// entry, a modal, or a tab.
///
/// It prints as ``Coordinator/debugHierarchy()`` prints roles — `root`, `push`, `sheet`,
/// `fullScreenCover`, `tab[1]` — and is the one place that text comes from (events, the
/// printout and the paths of a ``RestorationReport`` all use it).
///
/// ```swift
/// if event.role == .tab(index: 1) { analytics.track("profile tab") }
/// ```
public enum NavigationRole: Sendable, Hashable, CustomStringConvertible {
    /// The root destination of a flow or root coordinator.
    case root
    /// A destination pushed onto a flow.
    case push
    /// A destination presented as a sheet.
    case sheet
    /// A destination presented as a full-screen cover.
    case fullScreenCover
    /// The tab at `index` of a tab coordinator.
    case tab(index: Int)

    /// The role of an entry shown with `presentation`.
    init(_ presentation: Presentation) {
        switch presentation {
        case .push: self = .push
        case .sheet: self = .sheet
        case .fullScreenCover: self = .fullScreenCover
        }
    }

    /// `root`, `push`, `sheet`, `fullScreenCover` or `tab[i]`.
    public var description: String {
        switch self {
        case .root: "root"
        case .push: "push"
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .tab(let index): "tab[\(index)]"
        }
    }
}
