/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// The stand-in's `init(get:set:)` takes `@Sendable` closures: the newest SDK takes
/// `@isolated(any) @Sendable` ones and earlier SDKs plain ones, and a `@Sendable` closure is
/// accepted by both.
// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let read: @Sendable () -> Value
    private let write: @Sendable (Value) -> Void

    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.read = get
        self.write = set
    }

    // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> {
        self
    }

    // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> {
        // A constant is never written, so sharing it between closures cannot race.
        nonisolated(unsafe) let value = value
        return Binding(get: { value }, set: { _ in })
    }

    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        // Key paths are immutable; the unsafe marking only admits a non-Sendable type.
        nonisolated(unsafe) let keyPath = keyPath
        let read = self.read
        let write = self.write
        return Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            }
        )
    }
}

// https://developer.apple.com/documentation/swiftui/binding#conforms-to
extension Binding: Sendable where Value: Sendable {}
