/// A two-way connection to a value stored elsewhere: reading it gets the value, writing it sets
/// it.
///
/// The stand-in's `init(get:set:)` takes `@Sendable` closures; the iOS 18 SDK takes
/// `@_inheritActorContext @isolated(any) @Sendable` ones, which accept every `@Sendable` closure.
// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let read: @Sendable () -> Value
    private let write: @Sendable (Value) -> Void

    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.read = get
        self.write = set
    }

    // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var projectedValue: Binding<Value> {
        self
    }

    // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func constant(_ value: Value) -> Binding<Value> {
        // A constant is never written, so sharing it between closures cannot race.
        nonisolated(unsafe) let value = value
        return Binding(get: { value }, set: { _ in })
    }

    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Sendable where Value: Sendable {}
