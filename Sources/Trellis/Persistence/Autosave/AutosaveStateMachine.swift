/// When saved state is written: every trigger of a save, and what holds one back, decided in
/// one place.
///
/// A pure value, in the manner of a debounce state machine: the manager that owns it
/// (``StateRestorationManager``, ``FormDraftManager``) reports each ``Event`` as it happens
/// and performs the returned ``Action``s in order; the machine never touches a clock,
/// storage or a tree. Its rules:
///
/// - A change (a tracked value, the attached tree's navigation) or the app's request schedules
///   a debounced save; each one restarts the wait.
/// - A save that falls due (the debounce elapsed, ``StateRestorationManager/saveNow()``,
///   ``StateRestorationManager/saveOnBackground()``) writes, unless it has to wait:
///   - during a replay it is held, and made once the replay's outcome is known, so that the
///     write knows whether the replay was complete (the previous-generation rule);
///   - while a restore prompt waits for an answer it is dropped, and scheduled again if the
///     user declines (a confirmed answer replaces the state it would have written).
/// - The manager's own replay of a restored snapshot schedules nothing; only a restored tree
///   that differs from the snapshot (app code navigated from the replay's callbacks) does.
/// - Applying restored state (or clearing it) cancels a pending save: storage holds that
///   state already. Its navigation is replayed as soon as a tree is attached.
/// - A load that dropped fields now marked sensitive schedules a save, to rewrite storage
///   without them.
///
/// Storage failures are not events: a failed write is reported by the manager and changes
/// nothing here (the next change schedules the next save).
struct AutosaveStateMachine: Equatable {
    /// Something that happened to the manager, its tree or its storage.
    enum Event: Equatable {
        /// The app changed a tracked value: the navigation snapshot, a scroll position, a form
        /// field, the sensitive keys.
        case valueChanged
        /// The attached tree navigated.
        case treeChanged
        /// The app asked for a debounced save (``StateRestorationManager/scheduleSave()``).
        case saveScheduled
        /// The debounce interval of quiet has passed.
        case debounceElapsed
        /// The app asked to write now (`saveNow()`).
        case saveNowRequested
        /// The scene went to the background (``StateRestorationManager/saveOnBackground()``):
        /// write now, an unchanged state too.
        case wentToBackground
        /// Storage is about to be read again (``StateRestorationManager/restoreState()``): an
        /// offer still waiting for an answer is withdrawn, with the save it held.
        case loadStarted
        /// Storage was read; `rewritesSoon` when what it held must be written again without
        /// waiting for a change: it had fields now marked sensitive, which the loaded state no
        /// longer has, or it is a previous generation read in place of a missing document.
        case loaded(Load, rewritesSoon: Bool)
        /// The user accepted the offered state; `hasNavigation` when it holds a snapshot.
        case restoreConfirmed(hasNavigation: Bool)
        /// The user declined the offered state.
        case restoreDeclined
        /// The app reset every value to its defaults and removed what was stored.
        case cleared
        /// A tree was attached; `hasNavigation` when the manager holds a snapshot to give it.
        case attached(hasNavigation: Bool)
        /// The tree was detached.
        case detached
        /// A restored snapshot started going into the attached tree.
        case replayStarted
        /// The snapshot is in the tree (or the restore failed, and the tree is as it was);
        /// `differsFromSnapshot` when the tree ended up elsewhere than the snapshot, because app
        /// code navigated from the replay's callbacks.
        case restored(differsFromSnapshot: Bool)
        /// The manager knows the replay's outcome (the previous generation is settled): a save
        /// held during the replay may be made.
        case replayOutcomeKnown
    }

    /// What a load decided about the stored state.
    enum Load: Equatable {
        /// Nothing usable was stored.
        case nothing
        /// The state was applied; `hasNavigation` when it holds a snapshot.
        case applied(hasNavigation: Bool)
        /// The state was too old to apply.
        case expired
        /// The state is offered to the user, who has not answered yet.
        case offered
    }

    /// What the manager does, in the order returned.
    enum Action: Equatable {
        /// (Re)start the debounce: a save falls due after the interval of quiet.
        case scheduleSave
        /// Cancel a pending debounced save, if any.
        case cancelScheduledSave
        /// Capture the attached tree, cancel a pending debounced save, and write the state
        /// (when it differs from what storage holds, or `evenIfUnchanged`).
        case write(evenIfUnchanged: Bool)
        /// Replay the restored snapshot into the attached tree.
        case replay
    }

    /// How many replays are under way (a replay's callbacks may start another).
    private(set) var replayDepth = 0
    /// A save that fell due during a replay: `true` when it is to write an unchanged state too.
    private(set) var heldForReplay: Bool?
    /// Whether a restore prompt waits for the user's answer.
    private(set) var isAwaitingAnswer = false
    /// Whether a save fell due while the prompt waited.
    private(set) var heldForAnswer = false
    /// Whether a tree is attached.
    private(set) var isAttached = false
    /// Whether applied navigation has not reached a tree yet.
    private(set) var needsReplay = false

    /// Whether a restored snapshot is going into the tree: its changes are not the app's.
    var isReplaying: Bool { replayDepth > 0 }

    /// Takes `event` and returns what to do about it.
    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case .valueChanged, .saveScheduled:
            return [.scheduleSave]
        case .treeChanged:
            return isReplaying ? [] : [.scheduleSave]
        case .debounceElapsed, .saveNowRequested:
            return saveFallsDue(evenIfUnchanged: false)
        case .wentToBackground:
            return saveFallsDue(evenIfUnchanged: true)
        case .loadStarted:
            endOffer()
            return []
        case .loaded(let load, let rewritesSoon):
            var actions: [Action]
            switch load {
            case .nothing, .expired:
                actions = []
            case .applied(let hasNavigation):
                actions = apply(hasNavigation: hasNavigation)
            case .offered:
                isAwaitingAnswer = true
                actions = []
            }
            if rewritesSoon, load != .nothing { actions.append(.scheduleSave) }
            return actions
        case .restoreConfirmed(let hasNavigation):
            guard isAwaitingAnswer else { return [] }
            endOffer()
            return apply(hasNavigation: hasNavigation)
        case .restoreDeclined:
            let wasHeld = heldForAnswer
            endOffer()
            return wasHeld ? [.scheduleSave] : []
        case .cleared:
            endOffer()
            return apply(hasNavigation: false)
        case .attached(let hasNavigation):
            isAttached = true
            return replayIfNeeded(hasNavigation: hasNavigation)
        case .detached:
            isAttached = false
            return []
        case .replayStarted:
            replayDepth += 1
            return []
        case .restored(let differsFromSnapshot):
            replayDepth = max(replayDepth - 1, 0)
            return differsFromSnapshot ? [.scheduleSave] : []
        case .replayOutcomeKnown:
            guard !isReplaying, let evenIfUnchanged = heldForReplay else { return [] }
            heldForReplay = nil
            return saveFallsDue(evenIfUnchanged: evenIfUnchanged)
        }
    }

    /// A save is due now: written, held for the replay, or dropped while the prompt waits.
    private mutating func saveFallsDue(evenIfUnchanged: Bool) -> [Action] {
        if isReplaying {
            heldForReplay = (heldForReplay ?? false) || evenIfUnchanged
            return []
        }
        if isAwaitingAnswer {
            heldForAnswer = true
            return [.cancelScheduledSave]
        }
        return [.write(evenIfUnchanged: evenIfUnchanged)]
    }

    /// Restored (or cleared) state became current: storage holds it, so nothing is pending;
    /// its navigation goes into the tree now, or when one is attached.
    private mutating func apply(hasNavigation: Bool) -> [Action] {
        needsReplay = hasNavigation
        return [.cancelScheduledSave] + replayIfNeeded(hasNavigation: hasNavigation)
    }

    private mutating func replayIfNeeded(hasNavigation: Bool) -> [Action] {
        guard needsReplay, isAttached, hasNavigation else { return [] }
        needsReplay = false
        return [.replay]
    }

    private mutating func endOffer() {
        isAwaitingAnswer = false
        heldForAnswer = false
    }
}
