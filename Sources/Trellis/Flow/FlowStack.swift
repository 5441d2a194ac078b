import Observation

/// The navigation state of a ``FlowCoordinator``: a root destination and one ordered list
/// of pushed and presented entries above it.
///
/// Declare it as the coordinator's `stack`; the coordinator's methods (`route(to:)`,
/// `present(_:as:)`, `pop()`…) change it, and a UI layer observes it.
///
/// ```swift
/// let stack = FlowStack<HomeCoordinator>(root: .home, pushing: [.detail(id: 1)])
/// ```
@MainActor
@Observable
public final class FlowStack<C: FlowCoordinator> {
    /// The destination at the bottom of the flow.
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
    /// The pushed and presented destinations above the root, bottom first.
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

    /// The root with its debug text.
    var rootBox: DestinationBox<C.Destinations> {
        observation.access(self, keyPath: keyPaths.root)
        return storedRoot
    }

    // Navigation state, tracked by hand with cached key paths (see ObservedKeyPaths).
    @ObservationIgnored private var storedRoot: DestinationBox<C.Destinations>
    @ObservationIgnored private var storedRootChild: (any Coordinator)?
    @ObservationIgnored private var storedEntryList = EntryList<C.Destinations>()
    @ObservationIgnored private let observation = ObservationRegistrar()
    @ObservationIgnored private let keyPaths = ObservedKeyPaths.cached(for: FlowStack.self) {
        KeyPaths(root: \.root, rootChild: \.rootChild, entryList: \.entryList)
    }

    /// The key paths reported to Observation, made once per container type.
    private struct KeyPaths {
        let root: KeyPath<FlowStack, C.Destinations>
        let rootChild: KeyPath<FlowStack, (any Coordinator)?>
        let entryList: KeyPath<FlowStack, EntryList<C.Destinations>>
    }

    @ObservationIgnored private(set) weak var owner: C?
    @ObservationIgnored weak var parentNode: (any NavigationNode)?
    @ObservationIgnored let observers = NavigationObservers()
    @ObservationIgnored var resultChannel: ResultChannel?
    @ObservationIgnored private(set) var isSetUp = false
    @ObservationIgnored let initialRoot: C.Destinations
    @ObservationIgnored let initialPushes: [C.Destinations]

    /// Creates a flow showing `root`.
    public convenience init(root: C.Destinations) {
        self.init(root: root, pushing: [])
    }

    /// Creates a flow showing `root` with `pushing` pushed above it, bottom first.
    ///
    /// The pushed destinations' child coordinators are created when the flow is first used.
    public init(root: C.Destinations, pushing: [C.Destinations]) {
        self.storedRoot = DestinationBox(root)
        self.initialRoot = root
        self.initialPushes = pushing
        for destination in pushing {
            entryList.append(NavigationEntry(destination: destination, presentation: .push))
        }
    }

    isolated deinit {
        tearDownOnRelease()
    }

    func bind(to coordinator: C) {
        assert(owner == nil || owner === coordinator, "a FlowStack belongs to one coordinator")
        if owner == nil { owner = coordinator }
    }

    /// The position of a destination in the stack: 0 is the root, `i + 1` is `entries[i]`.
    func positions(where predicate: (C.Destinations) -> Bool) -> [Int] {
        var found = predicate(root) ? [0] : []
        for (index, entry) in entryList.entries.enumerated() where predicate(entry.destination) {
            found.append(index + 1)
        }
        return found
    }

    /// The child at `position` (0 is the root), or `nil` when there is no such position.
    func child(atPosition position: Int) -> (any Coordinator)? {
        if position == 0 { return rootChild }
        return entryList.entries.indices.contains(position - 1) ? entryList.entries[position - 1].child : nil
    }

    /// Replaces the root and removes every entry; keeps the root's child when `destination`
    /// equals the current root, unless `keepingEqualRoot` is `false`.
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

extension FlowStack: EntryHosting {
    func childCoordinator(for destination: C.Destinations) -> (any Coordinator)? {
        owner?.makeChild(for: destination)
    }

    func snapshotPolicy(for destination: C.Destinations) -> SnapshotPolicy {
        owner?.snapshotPolicy(for: destination) ?? .include
    }

    var kind: CoordinatorKind { .flow }
    var typeName: String { String(describing: C.self) }
    var coordinator: (any Coordinator)? { owner }

    var slots: [NodeSlot] {
        [NodeSlot(role: .root, described: rootBox, child: rootChild)] + entryList.slots
    }

    func setUpOwnState() {
        guard !isSetUp, let owner else { return }
        isSetUp = true
        rootChild = adoptChild(owner.makeChild(for: root))
        // makeChild is app code: the entries are read again for each one.
        var index = 0
        while index < entryList.count {
            if entryList.entries[index].child == nil {
                let child = adoptChild(owner.makeChild(for: entryList.entries[index].destination))
                if index < entryList.count { entryList.setChild(child, at: index) }
            }
            index += 1
        }
    }

    func dismissChild(_ child: any Coordinator, cause: DismissalCause) {
        if rootChild === child {
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
