/// The key paths the containers (``FlowStack``, ``TabItems``, ``Root``) report to
/// Observation, made once per container type and property.
///
/// The `@Observable` macro writes a key-path literal into every accessor. In a generic class
/// each evaluation of such a literal instantiates the key path at run time, demangling its
/// generic types: about 70,000 instructions per property access, which made a push and pop
/// cost ~60 µs and dominated restore. The containers' navigation state is therefore tracked
/// by hand, through an `ObservationRegistrar` and these cached key paths; observers see the
/// same key paths (key paths compare by value) and the same notifications.
@MainActor
enum ObservedKeyPaths {
    private struct Key: Hashable {
        var root: ObjectIdentifier
        var property: String
    }

    private static var cache: [Key: AnyKeyPath] = [:]

    /// The key path `make` returns for `property` of `Root`, made on the first call only.
    static func keyPath<Root, Value>(_ property: String, _ make: () -> KeyPath<Root, Value>) -> KeyPath<Root, Value> {
        let key = Key(root: ObjectIdentifier(Root.self), property: property)
        if let cached = cache[key] {
            // Stored under this (type, property) key by the branch below, with this type.
            return unsafeDowncast(cached, to: KeyPath<Root, Value>.self)
        }
        let made = make()
        cache[key] = made
        return made
    }
}
