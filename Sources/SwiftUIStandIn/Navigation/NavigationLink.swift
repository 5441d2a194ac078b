/// A view that controls a navigation presentation: here, a link that appends a value to the
/// enclosing navigation stack's path when tapped.
///
/// `nonisolated` initializers in the SDK; main-actor here (see the README).
// https://developer.apple.com/documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    let value: AnyHashable?
    let label: Label

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    /// A link that presents the view the enclosing stack's `navigationDestination(for:)`
    /// registers for `value`'s type; a `nil` value disables it.
    // https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }
}

extension NavigationLink: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let renderer = context.pass.renderer
        let path = context.navigationPath
        let destinations = context.destinations
        let value = value
        return [
            StandInNavigationLinkNode(
                identity: context.identity, value: value,
                activate: {
                    guard let value else { return }
                    guard let path, let destinations, destinations.view(for: value) != nil,
                        path.accepts(value)
                    else {
                        // SwiftUI's console message, as a link with no matching destination logs it.
                        renderer.warn(
                            "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is "
                                + "no matching navigationDestination declaration visible from the location of the "
                                + "link. The link cannot be activated.")
                        return
                    }
                    path.setElements(path.elements() + [value])
                },
                children: context.render(label, at: "label"))
        ]
    }
}
