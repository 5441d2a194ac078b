import Observation

/// The navigation state of a ``RootCoordinator``: the current root destination, its child,
/// and the modals presented over it.
///
/// ```swift
/// let root = Root<AppCoordinator>(root: .login)
/// ```
@MainActor
@Observable
public final class Root<C: RootCoordinator> {
    /// The destination currently shown.
    public private(set) var current: C.Destinations {
        get {
            observation.access(self, keyPath: keyPaths.current)
            return storedCurrent.value
        }
        set {
            observation.withMutation(of: self, keyPath: keyPaths.current) {
                storedCurrent = DestinationBox(newValue)
            }
        }
    }
    /// The child coordinator hosted by ``current``, or `nil` for a plain screen.
    public private(set) var child: (any Coordinator)? {
        get {
            observation.access(self, keyPath: keyPaths.child)
            return storedChild
        }
        set { observation.withMutation(of: self, keyPath: keyPaths.child) { storedChild = newValue } }
    }
    /// The destinations presented over the root, bottom first.
    public var modals: [NavigationEntry<C.Destinations>] { entryList.entries }

    var entryList: EntryList<C.Destinations> {
        get {
            observation.access(self, keyPath: keyPaths.entryList)
            return storedEntryList
        }
        set { observation.withMutation(of: self, keyPath: keyPaths.entryList) { storedEntryList = newValue } }
        _modify {
            let keyPath = keyPaths.entryList
            observation.access(self, keyPath: keyPath)
            observation.willSet(self, keyPath: keyPath)
            defer { observation.didSet(self, keyPath: keyPath) }
            yield &storedEntryList
        }
    }

    /// The current root with its debug text.
    var currentBox: DestinationBox<C.Destinations> {
        observation.access(self, keyPath: keyPaths.current)
        return storedCurrent
    }

    // Navigation state, tracked by hand with cached key paths (see ObservedKeyPaths).
    @ObservationIgnored private var storedCurrent: DestinationBox<C.Destinations>
    @ObservationIgnored private var storedChild: (any Coordinator)?
    @ObservationIgnored private var storedEntryList = EntryList<C.Destinations>()
    @ObservationIgnored private let observation = ObservationRegistrar()
    @ObservationIgnored private let keyPaths = ObservedKeyPaths.cached(for: Root.self) {
        KeyPaths(current: \.current, child: \.child, entryList: \.entryList)
    }

    /// The key paths reported to Observation, made once per container type.
    private struct KeyPaths {
        let current: KeyPath<Root, C.Destinations>
        let child: KeyPath<Root, (any Coordinator)?>
        let entryList: KeyPath<Root, EntryList<C.Destinations>>
    }

    @ObservationIgnored private(set) weak var owner: C?
    @ObservationIgnored weak var parentNode: (any NavigationNode)?
    @ObservationIgnored let observers = NavigationObservers()
    @ObservationIgnored var resultChannel: ResultChannel?
    @ObservationIgnored private(set) var isSetUp = false
    @ObservationIgnored let initialRoot: C.Destinations

    /// Creates a root coordinator's state showing `root`.
    public init(root: C.Destinations) {
        self.storedCurrent = DestinationBox(root)
        self.initialRoot = root
    }

    isolated deinit {
        tearDownOnRelease()
    }

    func bind(to coordinator: C) {
        assert(owner == nil || owner === coordinator, "a Root belongs to one coordinator")
        if owner == nil { owner = coordinator }
    }

    /// Shows `destination` and dismisses every modal. When it equals the current root (for
    /// `Equatable` destinations) the child is kept, unless `keepingEqualRoot` is `false`.
    @discardableResult
    func replaceRoot(with destination: C.Destinations, keepingEqualRoot: Bool = true, cause: DismissalCause)
        -> (any Coordinator)?
    {
        var departed = entryList.removeSuffix(from: 0).map { $0.slot }
        if !keepingEqualRoot || !areSameDestination(destination, current) {
            departed.insert(NodeSlot(role: .root, destination: current, child: child), at: 0)
            current = destination
            child = adoptChild(owner?.makeChild(for: destination))
        }
        Teardown.run(departed, from: self, cause: cause)
        NavigationEvents.emit(.rootSet, in: self, role: .root, destination: destination)
        return child
    }

}

extension Root: EntryHosting {
    func childCoordinator(for destination: C.Destinations) -> (any Coordinator)? {
        owner?.makeChild(for: destination)
    }

    func restorationPolicy(for destination: C.Destinations) -> RestorationPolicy {
        owner?.restorationPolicy(for: destination) ?? .restore
    }

    var kind: CoordinatorKind { .root }
    var typeName: String { String(describing: C.self) }
    var coordinator: (any Coordinator)? { owner }

    var slots: [NodeSlot] {
        [NodeSlot(role: .root, described: currentBox, child: child)] + entryList.slots
    }

    func setUpOwnState() {
        guard !isSetUp, let owner else { return }
        isSetUp = true
        child = adoptChild(owner.makeChild(for: current))
    }

    func dismissChild(_ child: any Coordinator, cause: DismissalCause) {
        if self.child === child {
            owner?.dismiss(cause: cause)
        } else if let index = entryList.index(hosting: child) {
            removeEntries(keeping: index, cause: cause)
        }
    }

    func releaseAfterTeardown() {
        entryList = EntryList()
        child = nil
        isSetUp = false
    }
}
