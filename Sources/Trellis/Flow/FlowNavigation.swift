import Observation

/// The navigation state of a ``FlowCoordinator``: a root destination and one ordered list
/// of pushed and presented entries above it.
///
/// Declare it as the coordinator's `navigation`; the coordinator's methods (`route(to:)`,
/// `present(_:as:)`, `pop()`…) change it, and a UI layer observes it.
///
/// ```swift
/// let navigation = FlowNavigation<HomeCoordinator>(root: .home, pushing: [.detail(id: 1)])
/// ```
@MainActor
@Observable
public final class FlowNavigation<C: FlowCoordinator> {
    /// The destination at the bottom of the flow.
    public internal(set) var root: C.Destinations {
        get { rootDestination }
        set { rootDestination = newValue }
    }
    /// The identity of the root entry: it stays while the root stays (a `setRoot(_:)` with
    /// an equal destination keeps it, with its child), and is new when the root is replaced.
    public internal(set) var rootID: EntryID {
        get { rootEntryID }
        set { rootEntryID = newValue }
    }
    /// The child coordinator hosted by ``root``, or `nil` for a plain screen.
    public internal(set) var rootChild: (any Coordinator)? {
        get { rootEntryChild }
        set { rootEntryChild = newValue }
    }
    /// The pushed and presented destinations above the root, bottom first.
    public var entries: [NavigationEntry<C.Destinations>] { entryList.entries }

    // Navigation state, tracked by hand (see ObservedValue); the rest of what a container
    // keeps is in `state`, shared with the other containers.
    @ObservationIgnored let rootSlot: RootSlot<C.Destinations>
    @ObservationIgnored let state = ContainerState<C>()
    @ObservationIgnored let initialEntries: [C.Destinations]

    /// Creates a flow showing `root`.
    public convenience init(root: C.Destinations) {
        self.init(root: root, pushing: [])
    }

    /// Creates a flow showing `root` with `pushing` pushed above it, bottom first.
    ///
    /// The pushed destinations' child coordinators are created when the flow is first used.
    public init(root: C.Destinations, pushing: [C.Destinations]) {
        self.rootSlot = RootSlot(root)
        self.initialEntries = pushing
        for destination in pushing {
            entryList.append(NavigationEntry(destination: destination, presentation: .push))
        }
    }

    isolated deinit {
        tearDownOnRelease()
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
}

extension FlowNavigation: RootHosting {
    var kind: CoordinatorKind { .flow }
}
