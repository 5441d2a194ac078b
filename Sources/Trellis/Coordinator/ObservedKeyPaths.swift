/// The key paths the containers (``FlowStack``, ``TabItems``, ``Root``) report to
/// Observation, made once per container type.
///
/// The `@Observable` macro writes a key-path literal into every accessor. In a generic class
/// each evaluation of such a literal instantiates the key path at run time, demangling its
/// generic types: about 70,000 instructions per property access, which made a push and pop
/// cost ~60 µs and dominated restore. The containers' navigation state is therefore tracked
/// by hand, through an `ObservationRegistrar` and key paths made here once per container type
/// (each container keeps a reference to its set); observers see the same key paths (key paths
/// compare by value) and the same notifications.
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
