/// A column of a ``SplitCoordinator``: the sidebar, the optional content column in the middle,
/// and the detail column.
///
/// The selection made in a column decides what the next column shows: an item selected in the
/// sidebar is shown by the content column (or, without one, by the detail column), an item
/// selected in the content column by the detail column.
///
/// ```swift
/// library.select(.category(id: 3), in: .sidebar)
/// library.select(.book(id: 7), in: .content)
/// ```
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The leading column, showing the split coordinator's ``SplitNavigation/root``.
    case sidebar
    /// The middle column of a three-column split view, showing the sidebar's selection.
    case content
    /// The trailing column, showing the last selection.
    case detail

    /// `sidebar`, `content` or `detail`, as ``Coordinator/debugHierarchy()`` prints the role.
    public var description: String { rawValue }
}

/// Which columns of a split view are visible, as SwiftUI's `NavigationSplitViewVisibility`
/// names them.
///
/// On a narrow window the columns collapse into one stack and the visibility does not apply
/// (see <doc:SplitViews>).
public enum SplitColumnVisibility: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible
{
    /// The platform decides, from the window's size and orientation.
    case automatic
    /// Every column.
    case all
    /// The detail column and the one before it (the content column of a three-column view,
    /// the sidebar of a two-column view).
    case doubleColumn
    /// The detail column only.
    case detailOnly

    /// The case's name, such as `doubleColumn`.
    public var description: String { rawValue }
}
