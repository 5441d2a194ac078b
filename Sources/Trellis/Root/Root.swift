import Observation

/// The navigation state of a ``RootCoordinator``: the destination it shows, that
/// destination's child, and the modals presented over it.
///
/// ```swift
/// let root = Root<AppCoordinator>(root: .login)
/// // later, at a call site:
/// if app.root.destination == .main, let tabs = app.root.child as? MainTabCoordinator { … }
/// ```
@MainActor
@Observable
public final class Root<C: RootCoordinator> {
    /// The destination shown: the one `Root(root:)` named, or the last `setRoot(_:)`'s.
    public internal(set) var destination: C.Destinations {
        get { rootDestination }
        set { rootDestination = newValue }
    }
    /// The identity of the shown destination's entry: it stays while the destination stays (a
    /// `setRoot(_:)` with an equal destination keeps it, with its child), and is new when the
    /// destination is replaced.
    public internal(set) var entryID: EntryID {
        get { rootEntryID }
        set { rootEntryID = newValue }
    }
    /// The child coordinator hosted by ``destination``, or `nil` for a plain screen.
    public internal(set) var child: (any Coordinator)? {
        get { rootEntryChild }
        set { rootEntryChild = newValue }
    }
    /// The destinations presented over the root, bottom first.
    public var entries: [NavigationEntry<C.Destinations>] { entryList.entries }

    var entryList: EntryList<C.Destinations> {
        get { observedEntryList.value }
        set { observedEntryList.value = newValue }
        _modify { yield &observedEntryList.value }
    }

    /// The root with its debug text.
    var rootBox: DestinationBox<C.Destinations> { rootSlot.box.value }

    // Navigation state, tracked by hand (see ObservedValue).
    @ObservationIgnored let rootSlot: RootSlot<C.Destinations>
    @ObservationIgnored private let observedEntryList = ObservedValue(EntryList<C.Destinations>())

    @ObservationIgnored weak var owner: C?
    @ObservationIgnored weak var parentNode: (any NavigationNode)?
    @ObservationIgnored let observers = NavigationObservers()
    @ObservationIgnored var resultChannel: ResultChannel?
    @ObservationIgnored private(set) var isSetUp = false
    @ObservationIgnored let initialRoot: C.Destinations

    /// Creates a root coordinator's state showing `root`.
    public init(root: C.Destinations) {
        self.rootSlot = RootSlot(root)
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
        [NodeSlot(role: .root, id: entryID, described: rootBox, child: child)] + entryList.slots
    }

    func setUpOwnState() {
        guard !isSetUp, let owner else { return }
        isSetUp = true
        child = adoptChild(owner.makeChild(for: destination))
    }

    func setUpForReplay() {
        guard !isSetUp, owner != nil else { return }
        isSetUp = true
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
