/// The key paths the containers' state (``ObservedValue``) reports to Observation, made once
/// per value type.
///
/// The `@Observable` macro writes a key-path literal into every accessor. In a generic class
/// each evaluation of such a literal instantiates the key path at run time, demangling its
/// generic types: about 70,000 instructions per property access, which made a push and pop
/// cost ~60 µs and dominated restore. The containers' navigation state is therefore tracked
/// by hand, in ``ObservedValue``s whose key path is made here once per value type; observers
/// see the same notifications.
@MainActor
enum ObservedKeyPaths {
    private static var cache: [ObjectIdentifier: Any] = [:]

    /// The key paths `make` returns for `container`, made on the first call for that type.
    static func cached<KeyPaths>(for container: Any.Type, _ make: () -> KeyPaths) -> KeyPaths {
        let key = ObjectIdentifier(container)
        if let cached = cache[key] as? KeyPaths { return cached }
        let made = make()
        cache[key] = made
        return made
    }
}
