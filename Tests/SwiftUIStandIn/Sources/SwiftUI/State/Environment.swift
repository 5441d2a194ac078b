/// A key for accessing values in the environment.
// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    // https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value

    // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    // https://developer.apple.com/documentation/swiftui/environmentvalues/description
    public var description: String {
        "EnvironmentValues(\(values.count) set)"
    }
}

/// A property wrapper that reads a value from a view's environment.
///
/// The stand-in's renderer installs the environment before it evaluates the body; read
/// outside a render, the property has the key's default value.
// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    // https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: StandInInstallable {
    func install(_ installation: StandInInstallation) {
        box.values = installation.environment
    }
}

/// The environment installed into one `Environment` property.
private final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// An indication of a scene's operational state.
// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    // https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    // https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
