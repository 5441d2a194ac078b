// Not part of SwiftUI: the stand-in's test hooks. Nothing here exists in Apple's framework.

/// A `NavigationSplitView`: one `column sidebar`, `column content` (three columns only) and
/// `column detail` slot each, in order, side by side on a regular width; collapsed into one stack
/// (``isCollapsed``) when the environment's `horizontalSizeClass` is `.compact`.
public final class StandInNavigationSplitViewNode: StandInNode {
    /// Whether the split view rendered collapsed into one stack (a compact width).
    public let isCollapsed: Bool
    private let visibility: Binding<NavigationSplitViewVisibility>
    private let compactColumn: Binding<NavigationSplitViewColumn>

    init(
        identity: StandInIdentity, isCollapsed: Bool, visibility: Binding<NavigationSplitViewVisibility>,
        compactColumn: Binding<NavigationSplitViewColumn>, children: [StandInNode]
    ) {
        self.isCollapsed = isCollapsed
        self.visibility = visibility
        self.compactColumn = compactColumn
        super.init(identity: identity, children: children)
    }

    /// The column visibility binding's value; setting it writes the binding, as the sidebar
    /// button or an edge swipe does.
    public var columnVisibility: NavigationSplitViewVisibility {
        get { visibility.wrappedValue }
        set { visibility.wrappedValue = newValue }
    }

    /// The preferred compact column binding's value; setting it writes the binding.
    public var preferredCompactColumn: NavigationSplitViewColumn {
        get { compactColumn.wrappedValue }
        set { compactColumn.wrappedValue = newValue }
    }

    /// The slot of the column named `name` (`"sidebar"`, `"content"`, `"detail"`), or `nil`.
    public func column(_ name: String) -> StandInSlotNode? {
        children.lazy.compactMap { $0 as? StandInSlotNode }.first { $0.name == "column \(name)" }
    }

    override public var summary: String {
        "NavigationSplitView " + (isCollapsed ? "collapsed" : "regular")
            + " visibility=\(visibility.wrappedValue.name) compact=\(compactColumn.wrappedValue.name)"
    }
}
