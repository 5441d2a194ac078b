/// A view that switches between multiple child views using interactive user interface elements.
// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
    // https://developer.apple.com/documentation/swiftui/tabview/init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let selection = self.selection
        return [
            StandInTabViewNode(
                identity: context.identity,
                selection: selection.map { selection in { AnyHashable(selection.wrappedValue) } },
                select: { tag in
                    guard let selection, let value = tag.base as? SelectionValue else { return false }
                    selection.wrappedValue = value
                    return true
                },
                children: context.render(content, at: "tabs"))
        ]
    }
}

extension View {
    /// Sets the unique tag value of this view.
    ///
    /// The newest SDK adds `includeOptional:`; the stand-in declares the form every SDK has.
    // https://developer.apple.com/documentation/swiftui/view/tag(_:)
    public func tag<V>(_ tag: V) -> some View where V: Hashable {
        TagView(content: self, tag: AnyHashable(tag))
    }

    /// Sets the tab bar item associated with this view.
    // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        TabItemView(content: self, label: label())
    }
}

struct TagView<Content: View>: View, StandInPrimitive {
    let content: Content
    let tag: AnyHashable

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [StandInTagNode(identity: context.identity, tag: tag, children: context.render(content, at: "tag"))]
    }
}

struct TabItemView<Content: View, Label: View>: View, StandInPrimitive {
    let content: Content
    let label: Label

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let labelContext = context.appending("tabItem")
        let labelSlot = StandInSlotNode(
            identity: labelContext.identity, name: "tab item",
            children: context.pass.render(label, in: labelContext))
        return [
            StandInTabItemNode(
                identity: context.identity, label: labelSlot,
                children: context.render(content, at: "content") + [labelSlot])
        ]
    }
}
