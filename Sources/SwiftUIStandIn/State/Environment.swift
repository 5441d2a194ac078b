/// The type of a custom environment entry: its value type and the value a view sees when no
/// ancestor set one.
// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    // https://developer.apple.com/documentation/swiftui/environmentkey/value
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    associatedtype Value

    // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, keyed by `EnvironmentKey` types.
// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init() {}

    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    // https://developer.apple.com/documentation/swiftui/environmentvalues/description
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var description: String {
        "EnvironmentValues(\(values.count) set)"
    }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// A property wrapper for reading one environment value in a view.
///
/// The stand-in's renderer installs the environment before it evaluates the body; read
/// outside a render, the property has the key's default value.
// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    // https://developer.apple.com/documentation/swiftui/environment/init(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: StandInInstallable {
    func install(_ installation: StandInInstallation) -> StandInInput {
        box.values = installation.environment
        return StandInInput(of: installation.environment[keyPath: keyPath])
    }
}

/// The environment installed into one `Environment` property.
private final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// Whether a scene is in the foreground and interactive, visible but not interactive, or in the
/// background; ordered in that sense, background first.
// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/scenephase/background
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case background
    // https://developer.apple.com/documentation/swiftui/scenephase/inactive
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case inactive
    // https://developer.apple.com/documentation/swiftui/scenephase/active
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case active

    /// Written out, as in the SDK, because cases with availability attributes get no
    /// synthesized `<`: the order is the order of the cases.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func < (a: ScenePhase, b: ScenePhase) -> Bool {
        a.rank < b.rank
    }

    private var rank: Int {
        switch self {
        case .background: 0
        case .inactive: 1
        case .active: 2
        }
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
