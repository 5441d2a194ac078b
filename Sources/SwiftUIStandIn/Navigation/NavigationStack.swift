/// A view that shows a root view and, pushed over it, a view per element of its path.
// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root>: View where Root: View {
    let path: StandInErasedPath?
    let root: Root

    // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.path = StandInErasedPath(
            elements: { path.wrappedValue.map { AnyHashable($0) } },
            setElements: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element }
        )
        self.root = root()
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(@ViewBuilder root: () -> Root) {
        self.path = nil
        self.root = root()
    }

    // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = StandInErasedPath(
            elements: { path.wrappedValue.elements },
            setElements: { path.wrappedValue = NavigationPath(elements: $0) },
            accepts: { _ in true }
        )
        self.root = root()
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) {
        self.elements = elements
    }
}

/// A navigation stack's path with its element type erased.
@MainActor
struct StandInErasedPath {
    let elements: () -> [AnyHashable]
    let setElements: ([AnyHashable]) -> Void
    /// Whether a value can be an element of the path (a typed path holds its element type only).
    let accepts: (AnyHashable) -> Bool
}

extension NavigationStack: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let path = self.path ?? ownPath(in: context)
        let registry = StandInDestinationRegistry()
        var rootContext = context.appending("root")
        rootContext.destinations = registry
        rootContext.navigationPath = path
        var children = context.pass.render(root, in: rootContext)
        for (index, element) in path.elements().enumerated() {
            var pushedContext = context.appending("pushed").appending(index).appending(element)
            pushedContext.destinations = registry
            pushedContext.navigationPath = path
            let destination = registry.view(for: element)
            children.append(
                StandInSlotNode(
                    identity: pushedContext.identity,
                    name: "destination [\(index)] \(element.base)" + (destination == nil ? " (none)" : ""),
                    children: destination.map { context.pass.render($0, in: pushedContext) } ?? []
                ))
        }
        return [
            StandInNavigationStackNode(
                identity: context.identity, path: path, registry: registry, environment: context.environment,
                children: children)
        ]
    }

    /// The path `init(root:)` leaves to the stack, kept like a `@State`.
    private func ownPath(in context: StandInContext) -> StandInErasedPath {
        let cell = context.storage("path") { StateCell(NavigationPath()) }
        return StandInErasedPath(
            elements: { cell.value.elements }, setElements: { cell.value = NavigationPath(elements: $0) },
            accepts: { _ in true })
    }
}

/// The `navigationDestination(for:destination:)` registrations a navigation stack collected.
@MainActor
final class StandInDestinationRegistry {
    struct Registration {
        let dataType: Any.Type
        let makeView: (AnyHashable) -> AnyView?
    }

    private(set) var registrations: [Registration] = []

    func register<D: Hashable, C: View>(_ dataType: D.Type, destination: @escaping (D) -> C) {
        guard !registrations.contains(where: { $0.dataType == dataType }) else { return }
        registrations.append(
            Registration(dataType: dataType, makeView: { ($0.base as? D).map { AnyView(destination($0)) } }))
    }

    func view(for element: AnyHashable) -> AnyView? {
        for registration in registrations {
            if let view = registration.makeView(element) {
                return view
            }
        }
        return nil
    }
}

extension View {
    /// Registers, for the enclosing navigation stack, the view to push for path elements of type
    /// `data`.
    ///
    /// `nonisolated` in the SDK; main-actor here (see the README).
    // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        NavigationDestinationView(content: self, dataType: data, destination: destination)
    }
}

struct NavigationDestinationView<Content: View, D: Hashable, C: View>: View, StandInPrimitive {
    let content: Content
    let dataType: D.Type
    let destination: (D) -> C

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        context.destinations?.register(dataType, destination: destination)
        return context.render(content, at: "navigationDestination")
    }
}
