extension View {
    /// Binds a view's identity to the given proxy value.
    ///
    /// In the stand-in's renderer, a changed id makes a new view: its state starts over.
    // https://developer.apple.com/documentation/swiftui/view/id(_:)
    public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        IDView(content: self, id: AnyHashable(id))
    }

    /// Sets the environment value of the specified key path to the given value.
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
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
