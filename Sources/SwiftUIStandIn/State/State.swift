/// A property wrapper for a view's own mutable value, kept by SwiftUI across body evaluations.
///
/// In the stand-in, the renderer keeps the value for a view at a structural position (see
/// `StandInRenderer`); a `State` outside a renderer keeps its own value.
// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let link: StateLink<Value>

    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(wrappedValue value: Value) {
        link = StateLink(StateCell(value))
    }

    // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var wrappedValue: Value {
        get { link.cell.value }
        nonmutating set { link.cell.value = newValue }
    }

    // https://developer.apple.com/documentation/swiftui/state/projectedvalue
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var projectedValue: Binding<Value> {
        let cell = link.cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }
}

extension State: StandInInstallable {
    func install(_ installation: StandInInstallation) -> StandInInput {
        let fresh = link.cell
        link.cell = installation.storage { fresh } as! StateCell<Value>
        // The body depends on the value through the cell's writes: a write invalidates it.
        return .equatable(StateVersion(cell: ObjectIdentifier(link.cell), version: link.cell.version))
    }
}

/// The storage of one `State`: what the renderer keeps between renders.
///
/// `@unchecked Sendable` so bindings (whose closures are `@Sendable`) can capture it; the
/// stand-in reads and writes it only from the main actor (views, the renderer and tests).
final class StateCell<Value>: @unchecked Sendable {
    var value: Value {
        didSet { version += 1 }
    }
    /// How many times the value was written: a view whose body read it depends on this.
    private(set) var version = 0

    init(_ value: Value) {
        self.value = value
    }
}

/// The reference a `State` holds, so the renderer can point a view's copy at kept storage.
private final class StateLink<Value>: @unchecked Sendable {
    var cell: StateCell<Value>

    init(_ cell: StateCell<Value>) {
        self.cell = cell
    }
}

/// A `State`'s cell and how many writes it has seen: what a view's body depends on through it.
struct StateVersion: Equatable {
    let cell: ObjectIdentifier
    let version: Int
}

// Declared in a constrained extension, as the code apps write needs it: a `@State` property
// without an initial value whose view's initializer assigns `_value = State(initialValue:)`
// compiles for a non-optional value (the compiler's default initialization of a wrapped
// property does not consider this initializer when its constraint is not met). A `where` clause
// on the initializer itself made such code fail with "requires that … conform to
// 'ExpressibleByNilLiteral'".
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    // https://developer.apple.com/documentation/swiftui/state/init()
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init() {
        self.init(wrappedValue: nil)
    }
}
