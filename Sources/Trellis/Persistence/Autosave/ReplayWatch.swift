/// What the attached tree's observer hears of the manager's replays: which events are no reason
/// to save (a replay's own, and those of changes the replay replaced), and whether app code
/// navigated from a replay's callbacks (the one reason a replay schedules a save).
///
/// Each replay runs as one change (see ``NavigationChange``) and takes that change's number when
/// it starts (``replayStarted(asChange:)``); every event the observer hears carries the number
/// of the change that raised it (``ObserverQueue/changeBeingDelivered``), and changes are
/// numbered in the order they start. So the watch compares numbers: an event of the replay's
/// change, or of an earlier one whose tree the replay replaced with what storage holds, is no
/// change to save, whenever it is delivered; an event of a later change is navigation.
///
/// When the replay is the outermost change, its events (and those of the changes its callbacks
/// make) are delivered before it returns. When it runs inside an observer (an observer that
/// calls ``StateRestorationManager/confirmRestore()`` or
/// ``StateRestorationManager/restoreState()``), the observer queue is busy and they are
/// delivered after it returns, after the rest of the change the observer is hearing: the
/// numbers still tell them apart, and app navigation then schedules a save as any change of the
/// tree does.
struct ReplayWatch {
    /// The number of the change the latest replay ran as.
    private var latestReplayChange: Int?
    /// Whether an event of a later change reached the tree during the replay under way.
    var heardAppNavigation = false

    /// Notes that a replay runs as change number `change`.
    mutating func replayStarted(asChange change: Int) {
        latestReplayChange = change
    }

    /// Whether an event of change number `change` is no reason to save: the change is the latest
    /// replay's, or came before it.
    func isReplayed(_ change: Int?) -> Bool {
        guard let change, let latestReplayChange else { return false }
        return change <= latestReplayChange
    }
}
