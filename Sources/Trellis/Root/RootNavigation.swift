import Observation

/// The navigation state of a ``RootCoordinator``: the root destination it shows, the root's
/// child, and the modals presented over it.
///
/// Declare it as the coordinator's `navigation`; ``RootCoordinator/setRoot(_:)`` replaces the
/// root.
///
/// ```swift
/// let navigation = RootNavigation<AppCoordinator>(root: .login)
/// // later, at a call site:
/// if app.navigation.root == .main, let tabs = app.navigation.rootChild as? MainTabCoordinator { … }
/// ```
@MainActor
@Observable
public final class RootNavigation<C: RootCoordinator> {
    /// The root destination shown: the one `RootNavigation(root:)` named, or the last
    /// `setRoot(_:)`'s.
    public internal(set) var root: C.Destinations {
        get { rootDestination }
        set { rootDestination = newValue }
    }
    /// The identity of the root entry: it stays while the root stays (a `setRoot(_:)` with an
    /// equal destination keeps it, with its child), and is new when the root is replaced.
    public internal(set) var rootID: EntryID {
        get { rootEntryID }
        set { rootEntryID = newValue }
    }
    /// The child coordinator hosted by ``root``, or `nil` for a plain screen.
    public internal(set) var rootChild: (any Coordinator)? {
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

extension RootNavigation: RootHosting {
    var kind: CoordinatorKind { .root }
}
