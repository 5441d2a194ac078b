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
    /// The root destination shown.
    public private(set) var root: C.Destinations {
        get {
            observation.access(self, keyPath: keyPaths.root)
            return storedRoot.value
        }
        set {
            observation.withMutation(of: self, keyPath: keyPaths.root) {
                storedRoot = DestinationBox(newValue)
            }
        }
    }
    /// The child coordinator hosted by ``root``, or `nil` for a plain screen.
    public private(set) var rootChild: (any Coordinator)? {
        get {
            observation.access(self, keyPath: keyPaths.rootChild)
            return storedRootChild
        }
        set { observation.withMutation(of: self, keyPath: keyPaths.rootChild) { storedRootChild = newValue } }
    }
    /// The destinations presented over the root, bottom first.
    public var entries: [NavigationEntry<C.Destinations>] { entryList.entries }

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
    var rootBox: DestinationBox<C.Destinations> {
        observation.access(self, keyPath: keyPaths.root)
        return storedRoot
    }

    // Navigation state, tracked by hand with cached key paths (see ObservedKeyPaths).
    @ObservationIgnored private var storedRoot: DestinationBox<C.Destinations>
    @ObservationIgnored private var storedRootChild: (any Coordinator)?
    @ObservationIgnored private var storedEntryList = EntryList<C.Destinations>()
    @ObservationIgnored private let observation = ObservationRegistrar()
    @ObservationIgnored private let keyPaths = ObservedKeyPaths.cached(for: Root.self) {
        KeyPaths(root: \.root, rootChild: \.rootChild, entryList: \.entryList)
    }

    /// The key paths reported to Observation, made once per container type.
    private struct KeyPaths {
        let root: KeyPath<Root, C.Destinations>
        let rootChild: KeyPath<Root, (any Coordinator)?>
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
        self.storedRoot = DestinationBox(root)
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
        if !keepingEqualRoot || !areSameDestination(destination, root) {
            departed.insert(NodeSlot(role: .root, destination: root, child: rootChild), at: 0)
            root = destination
            rootChild = adoptChild(owner?.makeChild(for: destination))
        }
        Teardown.run(departed, from: self, cause: cause)
        NavigationEvents.emit(.rootSet, in: self, role: .root, destination: destination)
        return rootChild
    }

}

extension Root: EntryHosting {
    func childCoordinator(for destination: C.Destinations) -> (any Coordinator)? {
        owner?.makeChild(for: destination)
    }

    func snapshotPolicy(for destination: C.Destinations) -> SnapshotPolicy {
        owner?.snapshotPolicy(for: destination) ?? .include
    }

    var kind: CoordinatorKind { .root }
    var typeName: String { String(describing: C.self) }
    var coordinator: (any Coordinator)? { owner }

    var slots: [NodeSlot] {
        [NodeSlot(role: .root, described: rootBox, child: rootChild)] + entryList.slots
    }

    func setUpOwnState() {
        guard !isSetUp, let owner else { return }
        isSetUp = true
        rootChild = adoptChild(owner.makeChild(for: root))
    }

    func dismissChild(_ child: any Coordinator, cause: DismissalCause) {
        if self.rootChild === child {
            owner?.dismiss(cause: cause)
        } else if let index = entryList.index(hosting: child) {
            removeEntries(keeping: index, cause: cause)
        }
    }

    func releaseAfterTeardown() {
        entryList = EntryList()
        rootChild = nil
        isSetUp = false
    }
}
