/// The width of the window a ``NavigationLayout`` is made for, as SwiftUI's horizontal size
/// class tells it.
///
/// The width is an input to the layout, never a change of the tree: a split view is one screen
/// with a layout per column on a regular width, and its columns collapse into one stack on a
/// compact one (see <doc:SplitViews>). Everything else shows the same in both widths.
///
/// ```swift
/// let layout = NavigationLayout(of: app, width: horizontalSizeClass == .compact ? .compact : .regular)
/// ```
public enum LayoutWidth: String, Sendable, Hashable, CaseIterable {
    /// An iPad in full screen, a Mac window of ordinary size.
    case regular
    /// An iPhone, Slide Over, a narrow Mac window.
    case compact
}
