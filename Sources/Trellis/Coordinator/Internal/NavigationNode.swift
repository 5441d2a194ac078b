/// The container side of a coordinator (``FlowNavigation``, ``TabNavigation``, ``RootNavigation``), as the tree
/// walk and the teardown rule see it; what capture and restore ask of it is
/// ``SnapshottingNode``.
@MainActor
protocol NavigationNode: SnapshottingNode {
    /// The shape of the coordinator, printed as `[flow]`, `[tab]` or `[root]`.
    var kind: CoordinatorKind { get }
    /// The type name of the coordinator that owns this container, as printed and captured.
    var typeName: String { get }
    /// The coordinator that owns this container (held weakly).
    var coordinator: (any Coordinator)? { get }
    /// The container of the coordinator whose destination hosts this one (held weakly).
    var parentNode: (any NavigationNode)? { get set }
    /// Every destination the container shows, bottom first: the root or the tabs, then the
    /// entries or modals.
    var slots: [NodeSlot] { get }
    /// The handlers registered with `observeNavigation(_:)` on this coordinator.
    var observers: ObserverRegistry { get }
    /// Where `finish(with:)` delivers this coordinator's result, when a parent awaits it.
    var resultChannel: ResultChannel? { get set }

    /// Whether the container has prepared its initial state.
    var isPrepared: Bool { get }
    /// Prepares the container's own initial state (root child, seeded pushes, selected
    /// tab) once; the children it adopts are set up after it (see ``LazyPreparation``).
    func prepareOwnState()
    /// Takes the container as set up without preparing its initial state: the replay that
    /// follows replaces that state with a snapshot's, so a container nothing has used yet is
    /// built once, from the snapshot (see ``LazyPreparation/replaying(_:)``).
    func prepareForReplay()
    /// Removes the destination hosting `child` (and what stands above it), as asked by
    /// `child.dismissCoordinator()`.
    func dismissChild(_ child: any Coordinator, cause: DismissalCause)
    /// Drops every destination above the initial root without calling back: used by the
    /// teardown rule, which has already collected the callbacks.
    func releaseAfterTeardown()
}

/// One line of a container: what the tree walk, the debug printout and teardown see.
struct NodeSlot {
    var role: NavigationRole
    /// The identity of the root, entry or tab (`nil` for a slot leaving the tree).
    var id: EntryID?
    /// Whether the slot is its tab coordinator's selected tab (printed `tab[i]*`).
    var isSelectedTab: Bool
    /// The destination with its debug text, kept by the entry, tab or root it belongs to.
    var described: any DescribedDestination
    var child: (any Coordinator)?
    /// `false` only for a tab whose child has never been created.
    var isPrepared: Bool
    var onDismiss: DismissHandler?

    var destination: Any { described.destination }

    init(
        role: NavigationRole, id: EntryID? = nil, isSelectedTab: Bool = false,
        described: any DescribedDestination, child: (any Coordinator)?, isPrepared: Bool = true,
        onDismiss: DismissHandler? = nil
    ) {
        self.role = role
        self.id = id
        self.isSelectedTab = isSelectedTab
        self.described = described
        self.child = child
        self.isPrepared = isPrepared
        self.onDismiss = onDismiss
    }

    /// A slot for a destination that keeps no cached text (one leaving the tree).
    init(
        role: NavigationRole, destination: Any, child: (any Coordinator)?, isPrepared: Bool = true,
        onDismiss: DismissHandler? = nil
    ) {
        self.init(
            role: role, described: DestinationBox(destination), child: child, isPrepared: isPrepared,
            onDismiss: onDismiss)
    }
}

/// Returns the container of `coordinator`, bound to it, without setting it up.
///
/// This is the one place that knows the coordinator kinds.
@MainActor
func navigationNode(of coordinator: any Coordinator) -> (any NavigationNode)? {
    switch coordinator {
    case let flow as any FlowCoordinator: flow.unpreparedNode()
    case let tabs as any TabCoordinator: tabs.unpreparedNode()
    case let root as any RootCoordinator: root.unpreparedNode()
    case let split as any SplitCoordinator: split.unpreparedNode()
    default: nil
    }
}

extension Coordinator {
    var navigationNode: (any NavigationNode)? { Trellis.navigationNode(of: self) }

    /// The container, set up: every public operation starts here.
    var preparedNode: (any NavigationNode)? {
        let node = navigationNode
        node?.prepareIfNeeded()
        return node
    }
}

extension NavigationNode {
    /// Prepares the initial state of the container and of the children it creates.
    func prepareIfNeeded() {
        if !isPrepared { LazyPreparation.run(self) }
    }

    /// Attaches the child hosted by a destination, if any, and queues its set-up.
    ///
    /// A coordinator already in a tree (or this container's own coordinator or an ancestor)
    /// is refused with a diagnostic: `makeChild(for:)` must return a coordinator of its own.
    func adoptChild(_ child: (any Coordinator)?) -> (any Coordinator)? {
        guard let child else { return nil }
        guard let node = navigationNode(of: child) else { return child }
        if node.parentNode != nil || node === self || (node.isPrepared && isAncestor(node)) {
            if let owner = coordinator {
                NavigationDiagnostic.report(
                    .childRefused, in: owner,
                    "makeChild(for:) returned a \(type(of: child)) that is already in a navigation tree; "
                        + "the destination shows as a plain screen")
            }
            return nil
        }
        // A coordinator used before it was attached has descendants whose cached observers
        // no longer hold.
        if node.isPrepared { ObserverLookup.invalidateHandlers() }
        node.parentNode = self
        LazyPreparation.prepareAdopted(node)
        return child
    }

    /// Whether `node` is this container or one of its ancestors.
    private func isAncestor(_ node: any NavigationNode) -> Bool {
        var current: (any NavigationNode)? = self
        while let next = current {
            if next === node { return true }
            current = next.parentNode
        }
        return false
    }
}

/// Sets containers up without recursion: a container's set-up queues the children it
/// adopts, so a chain of any depth is set up in a loop (and in time linear in its size).
///
/// A snapshot's replay builds what it restores once: the children it adopts wait for their turn
/// in the replay, which restores each from its record, instead of being set up to their initial
/// state first and torn down (see ``replaying(_:)``).
@MainActor
enum LazyPreparation {
    private static var queue: [any NavigationNode] = []
    private static var isRunning = false
    /// While a replay runs, the containers it adopted, not set up yet; `nil` otherwise.
    private static var adoptedDuringReplay: [any NavigationNode]?

    static func run(_ node: any NavigationNode) {
        queue.append(node)
        guard !isRunning else { return }
        isRunning = true
        // A preparation, also one a replay asks for, prepares the whole initial subtree.
        let replayAdoptions = adoptedDuringReplay
        adoptedDuringReplay = nil
        defer { adoptedDuringReplay = replayAdoptions }
        NavigationChange.perform {
            var next = 0
            while next < queue.count {
                queue[next].prepareOwnState()
                next += 1
            }
            queue = []
            isRunning = false
        }
    }

    /// Sets up a container just adopted by a parent: at once, or, during a replay, when the
    /// replay reaches it.
    static func prepareAdopted(_ node: any NavigationNode) {
        if adoptedDuringReplay != nil {
            adoptedDuringReplay?.append(node)
        } else {
            node.prepareIfNeeded()
        }
    }

    /// Runs a snapshot's replay: a container it adopts is not set up at once; the replay sets
    /// it up from its record (``NavigationNode/prepareForReplay()``), or to its initial state when
    /// no record applies. When `body` returns, every adopted container still in the tree and
    /// not set up (one the replay did not reach) is set up to its initial state.
    static func replaying<R>(_ body: () -> R) -> R {
        let outer = adoptedDuringReplay
        adoptedDuringReplay = []
        let result = body()
        let adopted = adoptedDuringReplay ?? []
        adoptedDuringReplay = outer
        for node in adopted where node.parentNode != nil { node.prepareIfNeeded() }
        return result
    }
}

/// Hands `child` to a typed closure when it is a `T` still in the tree; reports a diagnostic
/// otherwise.
@MainActor
func handOver<T>(_ child: (any Coordinator)?, from owner: any Coordinator, to body: (T) -> Void) {
    if let child, let node = navigationNode(of: child), node.parentNode == nil {
        NavigationDiagnostic.report(
            .childLeft, in: owner,
            "the \(type(of: child)) left the tree (an onDismiss or observer navigated) before the closure "
                + "could run; the closure did not run")
    } else if let typed = child as? T {
        body(typed)
    } else {
        let found = child.map { String(describing: type(of: $0)) } ?? "no child coordinator"
        NavigationDiagnostic.report(
            .deepLinkSkipped, in: owner,
            "expected a \(T.self) but the destination hosts \(found); the closure did not run")
    }
}

extension NavigationNode {
    /// Tears down what the container still holds when it is released with its coordinator:
    /// its coordinator's questions are answered, every callback fires once with cause
    /// `.teardown`, awaiting tasks resume, and the subtree is freed level by level instead of
    /// recursively.
    func tearDownOnRelease() {
        let held = slots.filter { $0.child != nil || $0.onDismiss != nil }
        let asked = AskedQuestions.asked(by: self)
        guard !held.isEmpty || !asked.isEmpty else { return }
        NavigationChange.perform {
            // The coordinator's own questions leave first, above everything it shows.
            let handlers = asked.isEmpty ? [] : ObserverLookup.handlers(from: self)
            for question in asked { question.leaveUnanswered(cause: .teardown, handlers: handlers) }
            Teardown.run(held, from: self, cause: .teardown)
        }
    }
}
