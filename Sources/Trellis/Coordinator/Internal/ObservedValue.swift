import Observation

/// One piece of a container's navigation state (a root, a child, the entries, the tabs),
/// tracked by Observation: reading ``value`` registers an access, changing it notifies.
///
/// The containers (``FlowStack``, ``TabItems``, ``Root``) keep their state in these instead
/// of using the `@Observable` macro, for speed (see ``ObservedKeyPaths``); an observer that
/// reads a container's property reads the value here and is notified when it changes.
@MainActor
final class ObservedValue<Value>: Observable {
    private var stored: Value
    private let registrar = ObservationRegistrar()
    private let keyPath: KeyPath<ObservedValue, Value>

    init(_ value: Value) {
        stored = value
        keyPath = ObservedKeyPaths.cached(for: ObservedValue.self) { \ObservedValue.value }
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: keyPath)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: keyPath) { stored = newValue } }
        _modify {
            registrar.access(self, keyPath: keyPath)
            registrar.willSet(self, keyPath: keyPath)
            defer { registrar.didSet(self, keyPath: keyPath) }
            yield &stored
        }
    }
}
