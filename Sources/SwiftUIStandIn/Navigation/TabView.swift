/// A view that shows one of its child views at a time, with controls for choosing which.
// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// The iOS 18 SDK soft-deprecates this initializer (deprecated in version 100000.0), in favor
    /// of the `Tab`-based one; the stand-in declares only this one.
    // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    @available(iOS, deprecated: 100000.0)
    @available(macOS, deprecated: 100000.0)
    @available(tvOS, deprecated: 100000.0)
    @available(watchOS, deprecated: 100000.0)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension TabView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
    // https://developer.apple.com/documentation/swiftui/tabview/init(content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
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
    /// Gives the view a value that identifies it among a tab view's tabs (or a picker's options);
    /// with `includeOptional`, the value also identifies it to a selection of type `V?`.
    ///
    /// The stand-in ignores `includeOptional`: its tab view matches tags to the selection by
    /// casting, as before the parameter existed.
    // https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        TagView(content: self, tag: AnyHashable(tag))
    }

    /// Gives the view the label its tab shows in the tab bar.
    ///
    /// Soft-deprecated in the iOS 18 SDK (version 100000.0), in favor of `Tab`.
    // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    @available(iOS, deprecated: 100000.0)
    @available(macOS, deprecated: 100000.0)
    @available(tvOS, deprecated: 100000.0)
    @available(watchOS, deprecated: 100000.0)
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
