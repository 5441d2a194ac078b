import Observation

/// One piece of a container's navigation state (a root, a child, the entries, the tabs),
/// tracked by Observation: reading ``value`` registers an access, changing it notifies.
///
/// The containers (``FlowNavigation``, ``TabNavigation``, ``RootNavigation``) keep their state in these instead
/// of using the `@Observable` macro, for speed; an observer that reads a container's property
/// reads the value here and is notified when it changes.
///
/// The `@Observable` macro writes a key-path literal into every accessor. In a generic class
/// each evaluation of such a literal instantiates the key path at run time, demangling its
/// generic types: about 70,000 instructions per property access, which made a push and pop
/// cost ~60 µs and dominated restore. Here each value has a registrar of its own, so all of
/// them report one key path of a class that is not generic (``ObservedSubject``): it is made
/// once, and neither it nor the subject's conformance to `Observable` is looked up at run
/// time. Observers see the same notifications as with a key path per value.
@MainActor
final class ObservedValue<Value>: ObservedSubject {
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            accessed()
            return stored
        }
        set {
            willChange()
            defer { didChange() }
            stored = newValue
        }
        _modify {
            accessed()
            willChange()
            defer { didChange() }
            yield &stored
        }
    }

    /// Changes the value in place as one mutation, as `value`'s `_modify` does, through a
    /// closure: a hot path (an entry appended) then needs no coroutine frame.
    @inline(__always)
    func mutate<Result>(_ body: (inout Value) -> Result) -> Result {
        accessed()
        willChange()
        defer { didChange() }
        return body(&stored)
    }

    /// Changes how the value is stored without changing the value (such as making room in an
    /// array for elements about to be added): nothing is read or changed, so observers are
    /// neither registered nor notified.
    @inline(__always)
    func prepareStorage(_ body: (inout Value) -> Void) {
        body(&stored)
    }
}

/// What every ``ObservedValue`` is to Observation: a subject with a registrar of its own and
/// one key path, ``changeKeyPath``, that names its value.
@MainActor
class ObservedSubject: Observable {
    let registrar = ObservationRegistrar()

    /// The member every value reports: it stands for the value, which only the subclass knows.
    var change: Void { () }

    /// The key path of ``change``, made once.
    static let changeKeyPath: KeyPath<ObservedSubject, Void> = \ObservedSubject.change

    // What the `@Observable` macro's accessors tell the registrar, for the value.

    @inline(__always) final func accessed() {
        registrar.access(self, keyPath: ObservedSubject.changeKeyPath)
    }

    @inline(__always) final func willChange() {
        registrar.willSet(self, keyPath: ObservedSubject.changeKeyPath)
    }

    @inline(__always) final func didChange() {
        registrar.didSet(self, keyPath: ObservedSubject.changeKeyPath)
    }
}
