import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// The stand-in renders every child: it has no layout, so nothing is ever off screen.
// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content>: View where Content: View {
    let content: Content

    // https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// An alignment position along the horizontal axis.
// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String

    // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(name: "leading")
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment(name: "center")
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A set of view types that may be pinned to the bounds of a scroll view.
// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionfooters
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
