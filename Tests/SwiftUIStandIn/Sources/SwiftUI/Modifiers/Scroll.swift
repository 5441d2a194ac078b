/// A normalized 2D point in a view's coordinate space.
// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/unitpoint/x
    public var x: Double
    // https://developer.apple.com/documentation/swiftui/unitpoint/y
    public var y: Double

    // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    // https://developer.apple.com/documentation/swiftui/unitpoint/zero
    public static let zero = UnitPoint(x: 0, y: 0)
    // https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    // https://developer.apple.com/documentation/swiftui/unitpoint/top
    public static let top = UnitPoint(x: 0.5, y: 0)
    // https://developer.apple.com/documentation/swiftui/unitpoint/bottom
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    // https://developer.apple.com/documentation/swiftui/unitpoint/leading
    public static let leading = UnitPoint(x: 0, y: 0.5)
    // https://developer.apple.com/documentation/swiftui/unitpoint/trailing
    public static let trailing = UnitPoint(x: 1, y: 0.5)
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls.
    // https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        ScrollPositionView(content: self, id: id, anchor: anchor)
    }

    /// Configures the outermost layout as a scroll target layout.
    // https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
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
