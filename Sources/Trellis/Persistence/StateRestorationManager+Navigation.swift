import Foundation

/// The two closures binding a navigation tree to a ``StateRestorationManager``.
struct NavigationBinding {
    /// Returns the tree's snapshot, or `nil` when there is nothing to capture.
    var capture: @MainActor () throws -> Data?
    /// Replays a snapshot into the tree.
    var restore: @MainActor (Data) throws -> Void
}

extension StateRestorationManager {
    /// Binds a navigation tree: every save captures it into ``navigationState``, and a
    /// restored snapshot is replayed into it.
    ///
    /// Attach once, right after building the tree. If the manager restored a snapshot that no
    /// tree has received yet, `restore` runs immediately; with ``ResumePolicy/askUser`` it
    /// runs when the user confirms. A later attach replaces the binding. Failures of either
    /// closure are reported through ``lastError`` and the save goes on with the last snapshot.
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
        navigationBinding = NavigationBinding(capture: capture, restore: restore)
        replayNavigationStateIfAttached()
    }

    /// Binds a coordinator tree: every save captures its navigation snapshot, and a restored
    /// snapshot is replayed into it (its report lands in ``lastRestorationReport``).
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
    /// The manager holds the coordinator weakly. A coordinator whose `Destinations` is not
    /// `Codable` cannot be captured: each save then reports
    /// ``NavigationStateError/unsupported(coordinatorType:)`` through ``lastError``.
    public func attach(_ coordinator: some Coordinator) {
        attach(
            capture: { [weak coordinator] in try coordinator?.captureNavigationState() },
            restore: { [weak self, weak coordinator] data in
                guard let coordinator else { return }
                self?.lastRestorationReport = try coordinator.restoreNavigationState(from: data)
            })
    }

    /// Unbinds the attached navigation tree; ``navigationState`` keeps its last snapshot.
    public func detach() {
        navigationBinding = nil
    }

    /// Replays a restored snapshot that no tree has received yet into the attached tree.
    func replayNavigationStateIfAttached() {
        guard needsNavigationReplay, let binding = navigationBinding, let navigationState else { return }
        needsNavigationReplay = false
        do {
            try binding.restore(navigationState)
        } catch {
            record(
                PersistenceError(
                    .restoreNavigation, .navigationSnapshotFailed, at: documents.location, underlying: error))
        }
    }

    /// Refreshes ``navigationState`` from the attached tree before a save; returns the
    /// failure, for the save to report.
    func captureAttachedNavigation() -> PersistenceError? {
        guard let binding = navigationBinding else { return nil }
        do {
            if let snapshot = try binding.capture() {
                settingStateItself { navigationState = snapshot }
            }
            return nil
        } catch {
            return PersistenceError(
                .captureNavigation, .navigationSnapshotFailed, at: documents.location, underlying: error)
        }
    }
}
