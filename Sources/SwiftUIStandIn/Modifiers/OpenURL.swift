import Foundation

extension View {
    /// Registers an action to run when the app receives a URL: a universal link or a URL of one
    /// of the app's custom schemes, routed to this view's scene.
    ///
    /// The stand-in's renderer calls it from `StandInRenderer.openURL(_:)`, with the actions of
    /// the last render.
    // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    // (iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        OnOpenURLView(content: self, action: action)
    }
}

struct OnOpenURLView<Content: View>: View, StandInPrimitive {
    let content: Content
    let action: (URL) -> Void

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        context.pass.openURLActions.append(action)
        return context.render(content, at: "onOpenURL")
    }
}
