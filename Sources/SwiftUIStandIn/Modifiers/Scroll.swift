import Foundation

/// A point in a view's bounds given as fractions of its size: (0, 0) at the top leading corner,
/// (1, 1) at the bottom trailing one.
// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/unitpoint/x
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var x: CGFloat
    // https://developer.apple.com/documentation/swiftui/unitpoint/y
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var y: CGFloat

    // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    // https://developer.apple.com/documentation/swiftui/unitpoint/zero
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let zero = UnitPoint(x: 0, y: 0)
    // https://developer.apple.com/documentation/swiftui/unitpoint/center
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    // https://developer.apple.com/documentation/swiftui/unitpoint/top
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let top = UnitPoint(x: 0.5, y: 0)
    // https://developer.apple.com/documentation/swiftui/unitpoint/bottom
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    // https://developer.apple.com/documentation/swiftui/unitpoint/leading
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    // https://developer.apple.com/documentation/swiftui/unitpoint/trailing
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
}

extension View {
    /// Binds the id of the scroll target view a scroll view inside this view shows at `anchor`.
    // https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        ScrollPositionView(content: self, id: id, anchor: anchor)
    }

    /// Makes the views of this layout the targets a scroll view's position refers to.
    // https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayoutView(content: self)
    }
}

struct ScrollPositionView<Content: View, ID: Hashable>: View, StandInPrimitive {
    let content: Content
    let id: Binding<ID?>
    let anchor: UnitPoint?

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let binding = id
        return [
            StandInScrollPositionNode(
                identity: context.identity, id: binding.wrappedValue.map { AnyHashable($0) }, anchor: anchor,
                scroll: { target in
                    guard let target else {
                        binding.wrappedValue = nil
                        return true
                    }
                    guard let value = target.base as? ID else { return false }
                    binding.wrappedValue = value
                    return true
                },
                children: context.render(content, at: "scrollPosition"))
        ]
    }
}

struct ScrollTargetLayoutView<Content: View>: View, StandInPrimitive {
    let content: Content

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        context.render(content, at: "scrollTargetLayout")
    }
}
