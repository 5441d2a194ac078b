/// A part of an app's user interface with a life cycle managed by the system.
// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
    // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> StandInTupleScene<repeat each Content> where repeat each Content: Scene {
        StandInTupleScene(repeat each content)
    }
}

/// The scenes a scene builder collected from a block with several statements (SwiftUI's type
/// for this is internal).
nonisolated public struct StandInTupleScene<each Content: Scene>: Scene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A scene that presents a group of identically structured windows.
// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content>: Scene where Content: View {
    let content: Content

    // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Never: StandInScenePrimitive {}

extension WindowGroup: StandInScenePrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInSlotNode(
                identity: context.identity, name: "WindowGroup", children: context.render(content, at: 0))
        ]
    }
}

extension StandInTupleScene: StandInScenePrimitive {
    @MainActor func makeNodes(in context: StandInContext) -> [StandInNode] {
        var nodes: [StandInNode] = []
        var index = 0
        for scene in repeat each content {
            nodes += context.pass.renderScene(scene, in: context.appending(index))
            index += 1
        }
        return nodes
    }
}
