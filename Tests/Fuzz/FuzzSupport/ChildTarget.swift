import Trellis

/// A child target whose type is known only at run time: the factories that take a child,
/// called with its static type. Lets a builder that chooses coordinator types at run time (the
/// navigate fuzzer's, the random sessions') hand a level's target to the slot above it.
@MainActor
public protocol ChildTarget {
    func push<F: FlowCoordinator>(_ destination: F.Destinations) -> TargetEntry<F>
    func present<C: Coordinator>(_ destination: C.Destinations, as style: ModalStyle) -> TargetEntry<C>
    func flow<F: FlowCoordinator>(root: F.Destinations, path: [TargetEntry<F>]) -> NavigationTarget<F>
    func tabs<T: TabCoordinator>(tab: T.Destinations, modals: [TargetEntry<T>]) -> NavigationTarget<T>
    func root<R: RootCoordinator>(root: R.Destinations, modals: [TargetEntry<R>]) -> NavigationTarget<R>
    func select<S: SplitCoordinator>(_ destination: S.Destinations) -> TargetSelection<S>
}

/// A child target of a static type, as a ``ChildTarget``.
public struct TypedChildTarget<Child: Coordinator>: ChildTarget {
    public let target: NavigationTarget<Child>

    public init(target: NavigationTarget<Child>) {
        self.target = target
    }

    public func push<F: FlowCoordinator>(_ destination: F.Destinations) -> TargetEntry<F> {
        .push(destination, showing: target)
    }

    public func present<C: Coordinator>(_ destination: C.Destinations, as style: ModalStyle) -> TargetEntry<C>
    {
        .present(destination, as: style, showing: target)
    }

    public func flow<F: FlowCoordinator>(root: F.Destinations, path: [TargetEntry<F>]) -> NavigationTarget<F>
    {
        F.target(root: root, showing: target, path: path)
    }

    public func tabs<T: TabCoordinator>(tab: T.Destinations, modals: [TargetEntry<T>]) -> NavigationTarget<T>
    {
        T.target(tab: tab, showing: target, modals: modals)
    }

    public func root<R: RootCoordinator>(root: R.Destinations, modals: [TargetEntry<R>]) -> NavigationTarget<
        R
    > {
        R.target(root: root, showing: target, modals: modals)
    }

    public func select<S: SplitCoordinator>(_ destination: S.Destinations) -> TargetSelection<S> {
        .select(destination, showing: target)
    }
}
