import Foundation

/// What binds a navigation tree to a ``StateRestorationManager``.
struct NavigationBinding {
    /// Returns the tree's snapshot, or `nil` when there is nothing to capture.
    var capture: @MainActor () throws -> Data?
    /// Replays a snapshot into the tree, telling the second argument the number of the change
    /// the restore runs as (see ``ReplayWatch``); returns the restore's report, `nil` for a tree
    /// bound with closures (which tells no number: it is not observed).
    var restore: @MainActor (Data, _ startingChange: @MainActor (Int) -> Void) throws -> RestorationReport?
    /// The registration that schedules a save on every change of the tree; `nil` when the app
    /// schedules saves itself.
    var observation: NavigationObservation?
    /// Whether `restore` reports what it skipped (a coordinator tree): only then can the
    /// manager tell a complete restore from an incomplete one.
    var reportsRestoration = false
}

/// How one replay of a snapshot into the attached tree ended.
enum ReplayOutcome {
    /// The tree took the snapshot; the report is `nil` for a tree bound with closures.
    case replayed(RestorationReport?)
    /// The restore threw (reported through `lastError`); the tree is as it was.
    case failed
}

extension StateRestorationManager {
    /// Binds a navigation tree through two closures: every save captures it into
    /// ``navigationState``, and a restored snapshot is replayed into it.
    ///
    /// Prefer ``attach(_:savesOnNavigation:aboveSkippedEntry:)`` for a coordinator tree. This form suits a tree
    /// the manager cannot observe, so it schedules no save on navigation: call
    /// ``scheduleSave()`` after navigating if you want debounced saves while the app is in use.
    ///
    /// Attach once, right after building the tree. If the manager restored a snapshot that no
    /// tree has received yet, `restore` runs immediately; with ``ResumePolicy/askUser`` it
    /// runs when the user confirms. The manager's ``appVersion`` does not apply: `capture`
    /// records the version it passes, if any. A later attach replaces the binding. Failures
    /// of either closure are reported through ``lastError`` and the save goes on with the last
    /// snapshot.
    ///
    /// ```swift
    /// restoration.attach(
    ///     capture: { [weak app] in try app?.captureNavigationState() },
    ///     restore: { [weak app] data in try app?.restoreNavigationState(from: data) })
    /// ```
    ///
    /// - Parameters:
    ///   - capture: Returns the tree's snapshot; `nil` keeps the last one (the tree is gone).
    ///   - restore: Replays a snapshot into the tree.
    public func attach(
        capture: @escaping @MainActor () throws -> Data?,
        restore: @escaping @MainActor (Data) throws -> Void
    ) {
        bind(
            NavigationBinding(
                capture: capture,
                restore: { data, _ in
                    try restore(data)
                    return nil
                }))
    }

    /// Binds a coordinator tree: every save captures its navigation snapshot (recording the
    /// manager's ``appVersion``), a restored snapshot is replayed into it (its report lands in
    /// ``lastRestorationReport``), and every navigation change in it schedules a debounced save.
    ///
    /// Attach the top of the tree once, right after building it, and save when the app
    /// leaves the foreground:
    ///
    /// ```swift
    /// let app = AppCoordinator()
    /// let restoration = StateRestorationManager()
    /// restoration.attach(app)
    /// // From a scene-phase change to .background:
    /// restoration.saveOnBackground()
    /// ```
    ///
    /// Each change in the subtree of `coordinator` (a push, a pop, a tab selected, a modal
    /// dismissed by the user, a restore the app makes) calls ``scheduleSave()``, so a burst of
    /// navigation gives one write, a debounce interval after the last change. While a
    /// ``ResumePolicy/askUser`` prompt waits, nothing is written.
    ///
    /// The manager's own replay of a restored snapshot (on attach, ``confirmRestore()``,
    /// ``restoreState()``) is not a change to save: storage already holds it, and what the
    /// replay skipped (destinations a later release may read again) must not replace it. It
    /// schedules a save only when app code navigated from the replay's callbacks. When the
    /// replay skipped something, the first save keeps the restored document as the previous
    /// generation (``keepsPreviousGeneration``).
    ///
    /// A later attach, or ``detach()``, stops observing this tree. The manager holds the
    /// coordinator weakly, and the tree holds the manager weakly. A coordinator whose
    /// `Destinations` is not `Codable` cannot be captured: each save then reports
    /// ``NavigationStateError/unsupported(coordinatorType:)`` through ``lastError``.
    ///
    /// - Parameters:
    ///   - coordinator: The top of the tree to save and restore.
    ///   - savesOnNavigation: Whether navigation in the tree schedules a save. Pass `false` to
    ///     save after navigation yourself (``scheduleSave()``, ``saveNow()``,
    ///     ``saveOnBackground()``); every save still captures the tree.
    ///   - aboveSkippedEntry: What a replay does with the entries above a skipped one (see
    ///     ``SkippedEntryPolicy``; keeps them by default).
    public func attach(
        _ coordinator: some Coordinator, savesOnNavigation: Bool = true,
        aboveSkippedEntry: SkippedEntryPolicy = .keep
    ) {
        // The teardown of a released tree sends events too, once the coordinator is gone:
        // there is nothing left to capture then.
        let observation =
            savesOnNavigation
            ? coordinator.observeNavigationUnprepared { [weak self, weak coordinator] _ in
                if coordinator != nil { self?.attachedTreeDidChange() }
            } : nil
        bind(
            NavigationBinding(
                capture: { [weak coordinator, appVersion] in
                    try coordinator?.captureNavigationState(appVersion: appVersion)
                },
                restore: { [weak self, weak coordinator] data, startingChange in
                    guard let coordinator else { return nil }
                    let report = try coordinator.restoreNavigationState(
                        from: data, aboveSkippedEntry: aboveSkippedEntry, startingChange: startingChange)
                    self?.lastRestorationReport = report
                    return report
                },
                observation: observation, reportsRestoration: true))
        // Attaching starts the tree's life. A replayed snapshot has built it (its initial
        // state is never set up and torn down); with nothing to replay (a first launch, a
        // restore that failed, a prompt waiting for an answer) it has its initial children
        // before anything reads them (see Coordinator.prepareNavigation()).
        coordinator.prepareNavigation()
    }

    /// Unbinds the attached navigation tree and stops observing it; ``navigationState`` keeps
    /// its last snapshot.
    public func detach() {
        bind(nil)
    }

    /// Replaces the binding, ending the previous one's observation, and replays a restored
    /// snapshot into the new tree.
    private func bind(_ binding: NavigationBinding?) {
        navigationBinding?.observation?.cancel()
        navigationBinding = binding
        send(binding == nil ? .detached : .attached(hasNavigation: navigationSnapshot != nil))
    }

    /// A change of the attached tree, a reason to save unless it is the manager's own replay
    /// (see ``ReplayWatch``). During a replay, ``replay(_:into:reportingFailure:)`` learns from
    /// the events whether app code navigated.
    private func attachedTreeDidChange() {
        guard !replayWatch.isReplayed(ObserverQueue.changeBeingDelivered) else { return }
        if autosave.isReplaying { replayWatch.heardAppNavigation = true }
        send(.treeChanged)
    }

    /// Replays the restored snapshot into the attached tree (``AutosaveStateMachine`` decided
    /// that it is due); returns the restore's report (`nil` when nothing was replayed, the
    /// replay failed or the tree is bound with closures).
    ///
    /// A kept previous generation is tried first, and stays when it restores completely (see
    /// ``PreviousGeneration``); otherwise the stored snapshot is replayed. A replay schedules
    /// no save of its own: storage already holds what it replayed, and what it skipped must
    /// not replace what storage holds. Only when app code navigated from the replay's
    /// callbacks is one save scheduled, for that navigation.
    func replayNavigationState() -> RestorationReport? {
        guard let binding = navigationBinding, let navigationState else { return nil }
        // A save app code asked for during the replay is made once its outcome is known.
        defer { send(.replayOutcomeKnown) }
        if binding.reportsRestoration, let candidate = previousGeneration.candidate {
            previousGeneration.candidate = nil
            // One that fails is simply not complete: the stored document's replay follows.
            if case .replayed(let report?) = replay(candidate, into: binding, reportingFailure: false),
                report.isComplete
            {
                navigationSnapshot = candidate
                previousGeneration.previousGenerationRestored()
                restoredPreviousGeneration = true
                return report
            }
        }
        guard case .replayed(let report) = replay(navigationState, into: binding) else {
            previousGeneration.storedDocumentReplayed(isComplete: false)
            return nil
        }
        previousGeneration.storedDocumentReplayed(isComplete: report?.isComplete ?? true)
        return report
    }

    /// Replays `snapshot` into the tree of `binding`; the tree differs from the snapshot when
    /// app code navigated from the replay's callbacks (a reason to save). Neither decision
    /// captures the tree: whether the restored tree is complete is the report's (skipped items,
    /// see ``PreviousGeneration``), whether app code navigated the events' (``ReplayWatch``).
    /// A failed restore is reported through ``lastError`` unless `reportingFailure` is `false`
    /// (a previous generation tried first, whose failure only means it is not restored).
    private func replay(_ snapshot: Data, into binding: NavigationBinding, reportingFailure: Bool = true)
        -> ReplayOutcome
    {
        // A replay started by this one's callbacks hears for itself.
        let outerHeard = replayWatch.heardAppNavigation
        replayWatch.heardAppNavigation = false
        defer { replayWatch.heardAppNavigation = outerHeard }
        let report: RestorationReport?
        send(.replayStarted)
        do {
            report = try binding.restore(snapshot) { [self] in replayWatch.replayStarted(asChange: $0) }
        } catch {
            send(.restored(differsFromSnapshot: false))
            if reportingFailure {
                record(
                    PersistenceError(
                        .restoreNavigation, .navigationSnapshotFailed, at: documents.location,
                        underlying: error))
            }
            return .failed
        }
        send(.restored(differsFromSnapshot: binding.observation != nil && replayWatch.heardAppNavigation))
        return .replayed(report)
    }

    /// Refreshes ``navigationState`` from the attached tree before a save; returns the
    /// failure, for the save to report.
    func captureAttachedNavigation() -> PersistenceError? {
        guard let binding = navigationBinding else { return nil }
        do {
            if let snapshot = try binding.capture() { navigationSnapshot = snapshot }
            return nil
        } catch {
            return PersistenceError(
                .captureNavigation, .navigationSnapshotFailed, at: documents.location, underlying: error)
        }
    }
}
