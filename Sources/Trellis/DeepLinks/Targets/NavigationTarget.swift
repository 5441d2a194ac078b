/// A place in the tree below a coordinator of type `C`: the root, tab or selections it shows, the entries
/// above it, and, for each destination that hosts a child, the place in that child.
///
/// An app builds targets from its own `Destinations`, with the static factories on each
/// coordinator kind, so every destination is checked at compile time; whether a destination
/// hosts a child of the expected type is only known when the target is applied, and
/// ``Coordinator/navigate(to:)`` reports it then.
///
/// ```swift
/// let reviews = AppCoordinator.target(
///     root: .main,
///     showing: MainTabCoordinator.target(
///         tab: .home,
///         showing: HomeCoordinator.target(path: [.push(.detail(id: 7)), .present(.cart)])))
/// app.navigate(to: reviews)
/// ```
public struct NavigationTarget<C: Coordinator> {
    let plan: TargetPlan
}

/// One entry of a target above a root or tabs: a push (flows only) or a modal, with the
/// place in the child it hosts, if any.
public struct TargetEntry<C: Coordinator> {
    let entry: TargetPlan.Entry

    /// Presents `destination`.
    public static func present(_ destination: C.Destinations, as style: ModalStyle = .sheet) -> Self {
        Self(entry: .init(slot: .init(destination), presentation: style.presentation))
    }

    /// Presents `destination` and shows `child` in the coordinator it hosts.
    public static func present<Child: Coordinator>(
        _ destination: C.Destinations, as style: ModalStyle = .sheet, showing child: NavigationTarget<Child>
    ) -> Self {
        Self(entry: .init(slot: .init(destination, child: child), presentation: style.presentation))
    }
}

extension TargetEntry where C: FlowCoordinator {
    /// Pushes `destination`.
    public static func push(_ destination: C.Destinations) -> Self {
        Self(entry: .init(slot: .init(destination), presentation: .push))
    }

    /// Pushes `destination` and shows `child` in the coordinator it hosts.
    public static func push<Child: Coordinator>(
        _ destination: C.Destinations, showing child: NavigationTarget<Child>
    )
        -> Self
    {
        Self(entry: .init(slot: .init(destination, child: child), presentation: .push))
    }
}

extension FlowCoordinator {
    /// The flow at its current root, with exactly `path` above it (pushes and modals, bottom
    /// first).
    public static func target(path: [TargetEntry<Self>] = []) -> NavigationTarget<Self> {
        NavigationTarget(plan: TargetPlan(.flow(root: nil, entries: path.map(\.entry))))
    }

    /// The flow showing `root`, with exactly `path` above it.
    public static func target(root: Destinations, path: [TargetEntry<Self>] = []) -> NavigationTarget<Self> {
        NavigationTarget(plan: TargetPlan(.flow(root: .init(root), entries: path.map(\.entry))))
    }

    /// The flow showing `root` with `rootChild` in the coordinator it hosts, and exactly
    /// `path` above it.
    public static func target<Child: Coordinator>(
        root: Destinations, showing rootChild: NavigationTarget<Child>, path: [TargetEntry<Self>] = []
    ) -> NavigationTarget<Self> {
        NavigationTarget(
            plan: TargetPlan(.flow(root: .init(root, child: rootChild), entries: path.map(\.entry))))
    }
}

extension TabCoordinator {
    /// The tab set with the first tab showing `tab` selected, and exactly `modals` over it.
    public static func target(tab: Destinations, modals: [TargetEntry<Self>] = []) -> NavigationTarget<Self> {
        NavigationTarget(plan: TargetPlan(.tabs(tab: .init(tab), modals: modals.map(\.entry))))
    }

    /// The tab set with the tab showing `tab` selected and `child` in the coordinator it
    /// hosts, and exactly `modals` over it.
    public static func target<Child: Coordinator>(
        tab: Destinations, showing child: NavigationTarget<Child>, modals: [TargetEntry<Self>] = []
    ) -> NavigationTarget<Self> {
        NavigationTarget(plan: TargetPlan(.tabs(tab: .init(tab, child: child), modals: modals.map(\.entry))))
    }
}

extension RootCoordinator {
    /// The root coordinator showing `root`, with exactly `modals` over it.
    public static func target(root: Destinations, modals: [TargetEntry<Self>] = []) -> NavigationTarget<Self>
    {
        NavigationTarget(plan: TargetPlan(.root(root: .init(root), modals: modals.map(\.entry))))
    }

    /// The root coordinator showing `root` with `child` in the coordinator it hosts, and
    /// exactly `modals` over it.
    public static func target<Child: Coordinator>(
        root: Destinations, showing child: NavigationTarget<Child>, modals: [TargetEntry<Self>] = []
    ) -> NavigationTarget<Self> {
        NavigationTarget(
            plan: TargetPlan(.root(root: .init(root, child: child), modals: modals.map(\.entry))))
    }
}

/// One selection of a split coordinator's target, with the place in the child it hosts, if
/// any: the first is made in the sidebar, the next in the content column.
public struct TargetSelection<C: SplitCoordinator> {
    let slot: TargetPlan.Slot

    /// Selects `destination`.
    public static func select(_ destination: C.Destinations) -> Self {
        Self(slot: .init(destination))
    }

    /// Selects `destination` and shows `child` in the coordinator the next column shows.
    public static func select<Child: Coordinator>(
        _ destination: C.Destinations, showing child: NavigationTarget<Child>
    )
        -> Self
    {
        Self(slot: .init(destination, child: child))
    }
}

extension SplitCoordinator {
    /// The split view with exactly `selections` made, column by column (the sidebar's first;
    /// the columns after them show nothing), and exactly `modals` over it.
    ///
    /// ```swift
    /// LibraryCoordinator.target(selecting: [
    ///     .select(.category(id: 3)),
    ///     .select(.book(id: 7), showing: BookCoordinator.target(path: [.push(.reviews)])),
    /// ])
    /// ```
    public static func target(selecting selections: [TargetSelection<Self>], modals: [TargetEntry<Self>] = [])
        -> NavigationTarget<Self>
    {
        NavigationTarget(
            plan: TargetPlan(.split(selections: selections.map(\.slot), modals: modals.map(\.entry))))
    }
}

/// A target without its coordinator type: what the planner walks.
///
/// A class, so that a target takes another in constant time however deep that one is, and
/// one plan may sit in several places. Freeing a plan would free the plans nested in it one
/// call deeper each, so its `deinit` takes them apart one at a time instead: a deeply nested
/// target is built, walked and freed without growing the call stack.
final class TargetPlan {
    enum Shape {
        case flow(root: Slot?, entries: [Entry])
        case tabs(tab: Slot, modals: [Entry])
        case root(root: Slot, modals: [Entry])
        case split(selections: [Slot], modals: [Entry])
    }

    /// Only `deinit` changes it, to empty a plan before it goes.
    private(set) var shape: Shape

    init(_ shape: Shape) {
        self.shape = shape
    }

    /// The plan's own slots (not its children's), in hierarchy order.
    var slots: [Slot] {
        switch shape {
        case .flow(let root, let entries): (root.map { [$0] } ?? []) + entries.map(\.slot)
        case .tabs(let tab, let modals): [tab] + modals.map(\.slot)
        case .root(let root, let modals): [root] + modals.map(\.slot)
        case .split(let selections, let modals): selections + modals.map(\.slot)
        }
    }

    deinit {
        // Each nested plan held by nothing else is emptied before it is released, so its own
        // deinit has nothing left to free.
        var pending = takeChildPlans()
        while var plan = pending.popLast() {
            if isKnownUniquelyReferenced(&plan) { pending.append(contentsOf: plan.takeChildPlans()) }
        }
    }

    /// The plans of this plan's children; the plan itself is left empty.
    private func takeChildPlans() -> [TargetPlan] {
        let plans = slots.compactMap { $0.child?.plan }
        if !plans.isEmpty { shape = .flow(root: nil, entries: []) }
        return plans
    }

    /// A destination of the target, with the place in its child.
    struct Slot {
        var destination: Any
        var child: Child?

        init(_ destination: Any) {
            self.destination = destination
        }

        init<C: Coordinator>(_ destination: Any, child: NavigationTarget<C>) {
            self.destination = destination
            self.child = Child(type: C.self, plan: child.plan)
        }
    }

    /// The place in a hosted child, with the child's expected type.
    struct Child {
        var type: any Coordinator.Type
        var plan: TargetPlan
    }

    struct Entry {
        var slot: Slot
        var presentation: Presentation
    }
}
