/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// The stand-in renders the columns side by side on a regular width, and collapsed into one
/// stack when the environment's `horizontalSizeClass` is `.compact` (see the README).
// https://developer.apple.com/documentation/swiftui/navigationsplitview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
    // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }
}

/// The visibility of the leading columns in a navigation split view.
// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String

    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var detailOnly: NavigationSplitViewVisibility {
        NavigationSplitViewVisibility(name: "detailOnly")
    }
    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var doubleColumn: NavigationSplitViewVisibility {
        NavigationSplitViewVisibility(name: "doubleColumn")
    }
    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    // https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var automatic: NavigationSplitViewVisibility {
        NavigationSplitViewVisibility(name: "automatic")
    }
}

/// A column of a navigation split view, for `preferredCompactColumn`.
// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String

    // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

/// The horizontal or vertical space available to a view.
// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case compact
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// The horizontal size class of this environment; `nil` (unspecified) unless a test sets it
    /// on the renderer's environment.
    // https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
}

extension NavigationSplitView: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        var parts: [(String, any View)] = [("sidebar", sidebar)]
        if let content { parts.append(("content", content)) }
        parts.append(("detail", detail))
        let isCollapsed = context.environment.horizontalSizeClass == .compact
        // Collapsed, the columns are one stack, leading column at the bottom; the stand-in keeps
        // each column's views under a slot of its own in both modes, so identity survives.
        let columns = parts.map { name, view in
            let columnContext = context.appending("column").appending(name)
            return StandInSlotNode(
                identity: columnContext.identity, name: "column \(name)",
                children: context.pass.render(view, in: columnContext))
        }
        return [
            StandInNavigationSplitViewNode(
                identity: context.identity, isCollapsed: isCollapsed, visibility: columnVisibility,
                compactColumn: preferredCompactColumn, children: columns)
        ]
    }
}
