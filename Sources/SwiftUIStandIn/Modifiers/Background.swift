extension View {
    /// Layers the views `content` makes behind this view, aligned by `alignment`.
    ///
    /// The stand-in lays nothing out: its node holds this view's nodes, then a `background` slot
    /// with the background's nodes, which are rendered and can be driven like any others.
    // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        BackgroundView(content: self, background: content())
    }
}

/// An alignment in both axes.
// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    let name: String

    /// The center in both axes.
    // https://developer.apple.com/documentation/swiftui/alignment/center
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let center = Alignment(name: "center")
}

/// `background(alignment:content:)`.
struct BackgroundView<Content: View, Background: View>: View, StandInPrimitive {
    let content: Content
    let background: Background

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let backgroundContext = context.appending("background")
        return context.render(content, at: "content") + [
            StandInSlotNode(
                identity: backgroundContext.identity, name: "background",
                children: context.pass.render(background, in: backgroundContext))
        ]
    }
}
