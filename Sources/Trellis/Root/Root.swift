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
    public internal(set) var root: C.Destinations {
        get { rootBox.value }
        set { observedRoot.value = DestinationBox(newValue) }
    }
    /// The identity of the root entry: it stays while the root stays (a `setRoot(_:)` with
    /// an equal destination keeps it, with its child), and is new when the root is replaced.
    public internal(set) var rootID: EntryID {
        get { observedRootID.value }
        set { observedRootID.value = newValue }
    }
    /// The child coordinator hosted by ``root``, or `nil` for a plain screen.
    public internal(set) var rootChild: (any Coordinator)? {
        get { observedRootChild.value }
        set { observedRootChild.value = newValue }
    }
    /// The destinations presented over the root, bottom first.
    public var entries: [NavigationEntry<C.Destinations>] { entryList.entries }

    var entryList: EntryList<C.Destinations> {
        get { observedEntryList.value }
        set { observedEntryList.value = newValue }
        _modify { yield &observedEntryList.value }
    }

    /// The root with its debug text.
    var rootBox: DestinationBox<C.Destinations> { observedRoot.value }

    // Navigation state, tracked by hand (see ObservedValue).
    @ObservationIgnored private let observedRoot: ObservedValue<DestinationBox<C.Destinations>>
    @ObservationIgnored private let observedRootID = ObservedValue(EntryID())
    @ObservationIgnored private let observedRootChild = ObservedValue<(any Coordinator)?>(nil)
    @ObservationIgnored private let observedEntryList = ObservedValue(EntryList<C.Destinations>())

    @ObservationIgnored weak var owner: C?
    @ObservationIgnored weak var parentNode: (any NavigationNode)?
    @ObservationIgnored let observers = NavigationObservers()
    @ObservationIgnored var resultChannel: ResultChannel?
    @ObservationIgnored private(set) var isSetUp = false
    @ObservationIgnored let initialRoot: C.Destinations

    /// Creates a root coordinator's state showing `root`.
    public init(root: C.Destinations) {
        self.observedRoot = ObservedValue(DestinationBox(root))
        self.initialRoot = root
    }

    isolated deinit {
        tearDownOnRelease()
    }

}

extension Root: RootHosting {
    var kind: CoordinatorKind { .root }
    var coordinator: (any Coordinator)? { owner }

    var slots: [NodeSlot] {
        [NodeSlot(role: .root, id: rootID, described: rootBox, child: rootChild)] + entryList.slots
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
