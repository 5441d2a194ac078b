import Foundation

extension View {
    /// Shows a popover while `item` is not `nil`, made from the item, pointing at this view.
    ///
    /// The stand-in's renderer treats it as `sheet(item:onDismiss:content:)` without an
    /// `onDismiss` (SwiftUI's popover has none): a ``StandInPresentationNode`` of style `popover`,
    /// whose `dismiss()` clears the item as a tap outside does.
    // https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
    @available(iOS 13.0, macOS 10.15, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func popover<Item, Content>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        PresentationView(content: self, style: .popover, item: item, onDismiss: nil, presented: content)
    }
}

/// Where a popover points.
// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view, such as its bounds.
    // https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    // https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/point(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case point(UnitPoint)
}

/// A geometric value of a view, resolved where it is read.
// https://developer.apple.com/documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    // https://developer.apple.com/documentation/swiftui/anchor/source
    @frozen public struct Source {
        fileprivate init() {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    // https://developer.apple.com/documentation/swiftui/anchor/source/bounds
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static var bounds: Anchor<CGRect>.Source { .init() }
}

/// An edge of a rectangle.
// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/edge/top
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case top
    // https://developer.apple.com/documentation/swiftui/edge/leading
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case leading
    // https://developer.apple.com/documentation/swiftui/edge/bottom
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case bottom
    // https://developer.apple.com/documentation/swiftui/edge/trailing
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case trailing
}
