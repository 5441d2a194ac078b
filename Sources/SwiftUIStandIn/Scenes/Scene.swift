/// The protocol of a part of an app's interface, such as a window group, described by its `body`.
// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// The result builder of an app's and a scene's `body`.
// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    /// Unavailable, as in the SDK: a scene builder needs at least one scene.
    @available(*, unavailable, message: "a scene builder needs at least one scene")
    public static func buildBlock() -> some Scene {
        TupleScene()
    }

    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    /// Returns an opaque scene, as in the SDK, whose tuple scene type is not public.
    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
    where repeat each Content: Scene {
        TupleScene(repeat each content)
    }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}

/// The scenes a scene builder collected from a block with several statements.
struct TupleScene<each Content: Scene>: Scene {
    /// Written only by the nonisolated initializer, before the value is shared.
    nonisolated(unsafe) let content: (repeat each Content)

    nonisolated init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    var body: Never { primitiveBody(Self.self) }
}

/// A scene of windows that all show the same kind of content.
// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    let content: Content

    /// Deprecated in the iOS 18 SDK (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2), renamed
    /// `init(makeContent:)`; the attributes below carry that, without the SDK's message.
    // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)")
    @available(macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)")
    @available(tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)")
    @available(watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)")
    @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)")
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension WindowGroup: Sendable {}

extension Never: StandInScenePrimitive {}

extension WindowGroup: StandInScenePrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInSlotNode(
                identity: context.identity, name: "WindowGroup", children: context.render(content, at: 0))
        ]
    }
}

extension TupleScene: StandInScenePrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        var nodes: [StandInNode] = []
        var index = 0
        for scene in repeat each content {
            nodes += context.pass.renderScene(scene, in: context.appending(index))
            index += 1
        }
        return nodes
    }
}
