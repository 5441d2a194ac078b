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

    // Navigation state, tracked by hand (see ObservedValue); the rest of what a container
    // keeps is in `state`, shared with the other containers.
    @ObservationIgnored let rootSlot: RootSlot<C.Destinations>
    @ObservationIgnored let state = ContainerState<C>()

    /// Creates a root coordinator's state showing `root`.
    public init(root: C.Destinations) {
        self.rootSlot = RootSlot(root)
    }

    isolated deinit {
        tearDownOnRelease()
    }
}

extension Root: RootHosting {
    var kind: CoordinatorKind { .root }
}
