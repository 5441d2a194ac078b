/// What every container (``FlowNavigation``, ``TabNavigation``, ``RootNavigation``) keeps besides its own shape:
/// the coordinator it belongs to, the link to its parent, its observers, its result channel,
/// whether it is set up, and its entries. Declared once here; ``EntryHosting`` reads it.
@MainActor
final class ContainerState<Owner: Coordinator> {
    /// The coordinator the container belongs to; `nil` until it is bound and once it is gone.
    weak var owner: Owner?
    /// The container of the coordinator whose destination hosts this one.
    weak var parentNode: (any NavigationNode)?
    let observers = ObserverRegistry()
    var resultChannel: ResultChannel?
    var isPrepared = false
    /// The entries, tracked by Observation. Each container reads them through its own
    /// `entryList` accessors, whose `_modify` mutates them in place (what the push and pop
    /// benchmarks measure).
    let entries = ObservedValue(EntryList<Owner.Destinations>())
}

// Inlined into each container's witnesses, where `state` is a direct field load: calling
// these generic accessors instead cost about 1% of a push and pop's instructions.
extension EntryHosting {
    var owner: Owner? {
        @inline(__always) get { state.owner }
        @inline(__always) set { state.owner = newValue }
    }
    var parentNode: (any NavigationNode)? {
        @inline(__always) get { state.parentNode }
        @inline(__always) set { state.parentNode = newValue }
    }
    var observers: ObserverRegistry {
        @inline(__always) get { state.observers }
    }
    var resultChannel: ResultChannel? {
        @inline(__always) get { state.resultChannel }
        @inline(__always) set { state.resultChannel = newValue }
    }
    var isPrepared: Bool {
        @inline(__always) get { state.isPrepared }
    }
    var coordinator: (any Coordinator)? {
        @inline(__always) get { owner }
    }
}
