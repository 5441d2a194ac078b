/// What every container (``FlowStack``, ``TabItems``, ``Root``) keeps besides its own shape:
/// the coordinator it belongs to, the link to its parent, its observers, its result channel,
/// whether it is set up, and its entries. Declared once here; ``EntryHosting`` reads it.
@MainActor
final class ContainerState<Owner: Coordinator> {
    /// The coordinator the container belongs to; `nil` until it is bound and once it is gone.
    weak var owner: Owner?
    /// The container of the coordinator whose destination hosts this one.
    weak var parentNode: (any NavigationNode)?
    let observers = NavigationObservers()
    var resultChannel: ResultChannel?
    var isSetUp = false
    /// The entries, tracked by Observation. Each container reads them through its own
    /// `entryList` accessors, whose `_modify` mutates them in place: an accessor written once
    /// in a protocol extension could not yield the storage.
    let entries = ObservedValue(EntryList<Owner.Destinations>())
}

extension EntryHosting {
    var owner: Owner? {
        get { state.owner }
        set { state.owner = newValue }
    }
    var parentNode: (any NavigationNode)? {
        get { state.parentNode }
        set { state.parentNode = newValue }
    }
    var observers: NavigationObservers { state.observers }
    var resultChannel: ResultChannel? {
        get { state.resultChannel }
        set { state.resultChannel = newValue }
    }
    var isSetUp: Bool { state.isSetUp }
    var coordinator: (any Coordinator)? { owner }
}
