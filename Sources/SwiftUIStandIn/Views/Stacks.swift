import Foundation

/// A vertical stack that SwiftUI fills only as far as it is on screen.
///
/// The stand-in renders every child: it has no layout, so nothing is ever off screen.
// https://developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVStack<Content>: View where Content: View {
    let content: Content

    // https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension LazyVStack: Sendable {}

/// A guide for lining views up along the horizontal axis.
// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    let name: String

    // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let leading = HorizontalAlignment(name: "leading")
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let center = HorizontalAlignment(name: "center")
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// The kinds of child view a lazy stack can keep pinned to its scroll view's edges.
// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public let rawValue: UInt32

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionfooters
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
