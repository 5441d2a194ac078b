import Foundation

/// A property wrapper for a value the scene keeps: restored when the system recreates the
/// scene, shared with every `SceneStorage` of the same key in the scene, and discarded with the
/// scene.
///
/// In the stand-in, a renderer is one scene: it keeps the values in its
/// `StandInRenderer.sceneStorage`; a renderer made with the same `StandInSceneStorage` is the
/// scene recreated, one made with a new one a scene the system destroyed (or another window).
/// A `SceneStorage` outside a renderer keeps its own value.
// https://developer.apple.com/documentation/swiftui/scenestorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let link: SceneStorageLink<Value>

    // https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ key: String) where Value == Data? {
        link = SceneStorageLink(key: key, defaultValue: nil)
    }

    // https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    // https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var projectedValue: Binding<Value> {
        let link = link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }
}

extension SceneStorage: StandInInstallable {
    func install(_ installation: StandInInstallation) -> StandInInput {
        link.scene = installation.scene
        return StandInInput(of: link.value)
    }
}

/// What a `SceneStorage` reads and writes: the scene's value for its key, or its own.
///
/// `@unchecked Sendable` so bindings can capture it; the stand-in reads and writes it only from
/// the main actor.
private final class SceneStorageLink<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    var scene: StandInSceneStorage?
    private var ownValue: Value?

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var value: Value {
        get { (scene.map { $0.values[key] } ?? ownValue).flatMap { $0 as? Value } ?? defaultValue }
        set {
            if let scene { scene.values[key] = newValue } else { ownValue = newValue }
        }
    }
}
