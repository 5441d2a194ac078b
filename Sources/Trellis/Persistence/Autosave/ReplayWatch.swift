/// What the attached tree's observer hears while the manager replays a snapshot into the tree:
/// whether app code navigated from the replay's callbacks, the one reason a replay schedules a
/// save.
///
/// The events of the restore's own change come first, all of one change (see
/// ``NavigationChange``); a change made by the replay's callbacks (an `onDismiss` handler, an
/// observer) is delivered after them, as a change of its own. So the decision needs no capture of
/// the tree: an event of any change but the first one heard is app navigation.
struct ReplayWatch {
    /// The number of the change whose event came first (the restore's own), once one came.
    private var restoreChange: Int??
    /// Whether an event of a later change reached the tree during the replay.
    private(set) var heardAppNavigation = false

    /// Notes an event of change number `change` (``ObserverQueue/changeBeingDelivered``).
    mutating func heard(eventOf change: Int?) {
        guard case .some(let first) = restoreChange else {
            restoreChange = .some(change)
            return
        }
        if change != first { heardAppNavigation = true }
    }
}
