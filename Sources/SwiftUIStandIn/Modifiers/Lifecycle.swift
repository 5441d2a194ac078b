extension View {
    /// Runs an action when the view appears.
    ///
    /// The stand-in's renderer runs it after a render in which the view is present and was
    /// absent from the render before.
    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        OnAppearView(content: self, action: action)
    }

    /// Runs an action when the view disappears.
    ///
    /// The stand-in's renderer runs it after the first render without the view, when the render
    /// before had it.
    // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        OnDisappearView(content: self, action: action)
    }

    /// Runs an action, given the old and the new value, when `value` changes.
    ///
    /// The stand-in's renderer compares `value` with the one of the render before and runs the
    /// action after a render in which it differs (and after the first, if `initial`).
    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs an action when `value` changes.
    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

struct OnAppearView<Content: View>: View, StandInPrimitive {
    let content: Content
    let action: (() -> Void)?

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        if !context.markAppeared(), let action {
            context.afterRender(action)
        }
        return context.render(content, at: "onAppear")
    }
}

struct OnDisappearView<Content: View>: View, StandInPrimitive {
    let content: Content
    let action: (() -> Void)?

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        if let action { context.onDisappear(action) }
        return context.render(content, at: "onDisappear")
    }
}

struct OnChangeView<Content: View, V: Equatable>: View, StandInPrimitive {
    let content: Content
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let value = self.value
        let action = self.action
        if let previous = context.exchangeLastValue(value, for: "onChange") as? V {
            if previous != value {
                context.afterRender { action(previous, value) }
            }
        } else if initial {
            context.afterRender { action(value, value) }
        }
        return context.render(content, at: "onChange")
    }
}
