extension View {
    /// Gives the view an explicit identity: a view with a changed id is a new view.
    ///
    /// In the stand-in's renderer, a changed id makes a new view: its state starts over.
    // https://developer.apple.com/documentation/swiftui/view/id(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        IDView(content: self, id: AnyHashable(id))
    }

    /// Sets one environment value for this view and the views inside it.
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWritingView(content: self) { $0[keyPath: keyPath] = value }
    }
}

struct IDView<Content: View>: View, StandInPrimitive {
    let content: Content
    let id: AnyHashable

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let idContext = context.appending("id").appending(id)
        return [
            StandInIDNode(
                identity: context.identity, id: id, children: context.pass.render(content, in: idContext))
        ]
    }
}

struct EnvironmentWritingView<Content: View>: View, StandInPrimitive {
    let content: Content
    let write: (inout EnvironmentValues) -> Void

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        var inner = context.appending("environment")
        write(&inner.environment)
        return context.pass.render(content, in: inner)
    }
}
