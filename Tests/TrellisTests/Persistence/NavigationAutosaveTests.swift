import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// `attach(_:)` makes the manager follow the tree: every navigation change schedules the
/// debounced save, with nothing wired by the app.
@MainActor
@Suite("Saving on navigation")
struct NavigationAutosaveTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()

    func makeManager(_ policy: ResumePolicy = .always) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: policy, debounceInterval: .milliseconds(500), clock: clock)
    }

    /// Logs in, opens a product in the catalog tab, then switches to the search tab: four
    /// navigation calls.
    private func browse(_ app: ShopApp) {
        app.setRoot(.main)
        let tabs = app.navigation.rootChild as? ShopTabs
        tabs?.select(index: 0) { (catalog: CatalogFlow) in catalog.route(to: .detail(id: 7)) }
        tabs?.select(index: 1)
    }

    private static let browsed = """
        ShopApp [root]
          root .main → ShopTabs [tab]
            tab[0] .home → CatalogFlow [flow]
              root .list
              push .detail(id: 7)
            tab[1]* .search → SearchFlow [flow]
              root .query("", page: 1)
            tab[2] .profile → (not yet created)
        """

    /// The navigation snapshot in storage, as written.
    private func storedSnapshot() throws -> Data? {
        guard let bytes = storage.storedBytes("appState") else { return nil }
        let document = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        return (document["navigationState"] as? String).flatMap { Data(base64Encoded: $0) }
    }

    /// Saves a session that browsed, through the autosave, and returns the stored bytes.
    private func saveBrowsedSession() async throws -> Data {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        browse(app)
        await manager.debouncer.runPending(on: clock)
        return try #require(storage.storedBytes("appState"))
    }

    func navigationGivesOneDebouncedWrite() async throws {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        expectFalse(manager.debouncer.isPending)

        browse(app)
        try #require(manager.debouncer.isPending)
        await clock.waitForSleepers(count: 1)
        expectEqual(clock.sleeperCount, 1)
        clock.advance(by: .milliseconds(499))
        expectEqual(manager.documents.writeCount, 0)
        expectNil(storage.storedBytes("appState"))

        clock.advance(by: .milliseconds(1))
        await manager.debouncer.waitForPendingRun()
        expectEqual(manager.documents.writeCount, 1)
        expectFalse(manager.debouncer.isPending)
        try expectEqual(storedSnapshot(), (try app.captureNavigationState()))

        let relaunched = makeManager()
        let fresh = ShopApp()
        relaunched.attach(fresh)
        expectEqual(fresh.debugHierarchy(), Self.browsed)
        expectEqual(app.debugHierarchy(), Self.browsed)
    }

    func navigationRestartsTheWait() async throws {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        app.setRoot(.main)
        try #require(manager.debouncer.isPending)
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(400))

        app.present(.login)
        try #require(manager.debouncer.isPending)
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(400))
        expectEqual(manager.documents.writeCount, 0)

        clock.advance(by: .milliseconds(100))
        await manager.debouncer.waitForPendingRun()
        expectEqual(manager.documents.writeCount, 1)
        try expectEqual(storedSnapshot(), (try app.captureNavigationState()))
    }

    func userGesturesAreSaved() async throws {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        browse(app)
        await manager.debouncer.runPending(on: clock)
        let tabs = try #require(app.navigation.rootChild as? ShopTabs)
        let catalog = try #require(tabs.navigation.tabs.first?.child as? CatalogFlow)

        tabs.select(index: 0)
        catalog.userDidPop(toEntryCount: 0)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 2)

        let relaunched = makeManager()
        let fresh = ShopApp()
        relaunched.attach(fresh)
        expectEqual(
            fresh.debugHierarchy(),
            """
            ShopApp [root]
              root .main → ShopTabs [tab]
                tab[0]* .home → CatalogFlow [flow]
                  root .list
                tab[1] .search → SearchFlow [flow]
                  root .query("", page: 1)
                tab[2] .profile → (not yet created)
            """)
    }

    func appRestoreIsSaved() async throws {
        let other = ShopApp()
        browse(other)
        let snapshot = try other.captureNavigationState()
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        try app.restoreNavigationState(from: snapshot)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        try expectEqual(storedSnapshot(), snapshot)
        expectEqual(app.debugHierarchy(), Self.browsed)
    }

    func optOutWritesNothing() async throws {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app, savesOnNavigation: false)
        browse(app)
        expectFalse(manager.debouncer.isPending)
        expectEqual(clock.sleeperCount, 0)
        clock.advance(by: .seconds(10))
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(app.navigationNode?.observers.isEmpty, true)

        manager.saveNow()
        try expectEqual(storedSnapshot(), (try app.captureNavigationState()))
    }

    func detachStops() {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        manager.detach()
        expectEqual(app.navigationNode?.observers.isEmpty, true)
        browse(app)
        expectFalse(manager.debouncer.isPending)
        expectEqual(manager.documents.writeCount, 0)
    }

    func laterAttachReplacesTheObservation() async throws {
        let manager = makeManager()
        let first = ShopApp()
        let second = ShopApp()
        manager.attach(first)
        manager.attach(second)
        expectEqual(first.navigationNode?.observers.isEmpty, true)
        browse(first)
        expectFalse(manager.debouncer.isPending)

        second.present(.main)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        try expectEqual(storedSnapshot(), (try second.captureNavigationState()))

        // Attaching the same tree again observes it once.
        manager.attach(second)
        manager.attach(second, savesOnNavigation: false)
        expectEqual(second.navigationNode?.observers.isEmpty, true)
    }

    /// The replay of the tree attached first is still running while its observers hear it:
    /// the manager must stop hearing that tree at once, not when the replay lets go of it.
    func laterAttachDuringTheReplay() async throws {
        let saved = try await saveBrowsedSession()
        let manager = makeManager()
        let replayed = ShopApp()
        let replacement = ShopApp()
        var heard = 0
        // Registered before the manager's, so it hears each event first.
        let observation = replayed.observeNavigation { _ in
            heard += 1
            if heard == 1 { manager.attach(replacement) }
        }
        manager.attach(replayed)
        observation.cancel()
        expectEqual(replayed.debugHierarchy(), Self.browsed)
        #expect(heard > 1)
        expectFalse(manager.debouncer.isPending)
        // Nothing replaces what storage holds with the new tree's first-launch state.
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)
    }

    func noRetainCycle() {
        var app: ShopApp? = ShopApp()
        var manager: StateRestorationManager? = makeManager()
        if let app { manager?.attach(app) }
        weak let releasedManager = manager
        manager = nil
        expectNil(releasedManager)
        expectEqual(app?.navigationNode?.observers.isEmpty, true)
        if let app { browse(app) }
        expectEqual(clock.sleeperCount, 0)

        let other = makeManager()
        if let app { other.attach(app) }
        weak let releasedApp = app
        app = nil
        expectNil(releasedApp)
        other.saveNow()
        expectNil(other.lastError)
    }

    func treeReleasedWhileAttached() async throws {
        let manager = makeManager()
        var app: ShopApp? = ShopApp()
        if let app {
            manager.attach(app)
            browse(app)
        }
        await manager.debouncer.runPending(on: clock)
        let saved = try #require(storage.storedBytes("appState"))

        app = nil
        expectFalse(manager.debouncer.isPending)
        manager.saveNow()
        expectEqual(storage.storedBytes("appState"), saved)
        expectNil(manager.lastError)
        expectEqual(manager.documents.writeCount, 1)
    }

    func pendingNavigationSaveOutlivesManager() async throws {
        let app = ShopApp()
        var manager: StateRestorationManager? = makeManager()
        manager?.attach(app)
        browse(app)
        try #require(manager?.debouncer.isPending == true)
        weak let released = manager
        manager = nil
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(500))
        // The write happens on the main actor once the sleeper resumes.
        var yields = 0
        while storage.storedBytes("appState") == nil || released != nil, yields < 10_000 {
            await Task.yield()
            yields += 1
        }
        try expectEqual(storedSnapshot(), (try app.captureNavigationState()))
        expectNil(released)
        expectEqual(app.navigationNode?.observers.isEmpty, true)
    }

    /// Storage already holds what the manager replays: no save task is started, which would
    /// also keep the manager alive until it ran.
    func replaySchedulesNothing() async throws {
        let saved = try await saveBrowsedSession()

        var launched: StateRestorationManager? = makeManager()
        let app = ShopApp()
        launched?.attach(app)
        expectEqual(launched?.lastRestorationReport?.isComplete, true)
        expectEqual(launched?.debouncer.isPending, false)
        weak let released = launched
        launched = nil
        expectNil(released)

        // Re-reading storage replays again, with the same outcome.
        let manager = makeManager()
        let fresh = ShopApp()
        manager.attach(fresh)
        expectEqual(fresh.debugHierarchy(), Self.browsed)
        fresh.setRoot(.login)
        expectTrue(manager.debouncer.isPending)
        manager.restoreState()
        expectEqual(fresh.debugHierarchy(), Self.browsed)
        expectFalse(manager.debouncer.isPending)
        expectEqual(clock.sleeperCount, 0)
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)
    }

    func navigationAfterReplayIsSaved() async throws {
        _ = try await saveBrowsedSession()
        let manager = makeManager()
        let fresh = ShopApp()
        manager.attach(fresh)
        let tabs = try #require(fresh.navigation.rootChild as? ShopTabs)
        tabs.select(index: 0)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        try expectEqual(storedSnapshot(), (try fresh.captureNavigationState()))
        #expect(fresh.debugHierarchy().contains("tab[0]* .home"))
    }

    func navigationDuringReplayIsSaved() async throws {
        _ = try await saveBrowsedSession()
        let manager = makeManager(.askUser)
        let fresh = ShopApp()
        manager.attach(fresh)
        fresh.present(.login) { [weak fresh] in fresh?.present(.main) }
        await manager.debouncer.runPending(on: clock)

        manager.confirmRestore()
        #expect(fresh.debugHierarchy().hasPrefix(Self.browsed + "\n  sheet .main → ShopTabs [tab]"))
        expectTrue(manager.debouncer.isPending)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        try expectEqual(storedSnapshot(), (try fresh.captureNavigationState()))
    }

    func partialReplayWritesNothingOnItsOwn() async throws {
        // The version-1 app saved its tree; the updated app's types list their names in it as
        // former names (see Updated).
        let first = makeManager()
        first.navigationState = try ShopApp.navigated().captureNavigationState()
        first.saveOnBackground()
        let saved = try #require(storage.storedBytes("appState"))

        let manager = makeManager()
        let updated = Updated.ShopApp()
        manager.attach(updated)
        expectEqual(
            manager.lastRestorationReport?.skipped.map(\.path),
            [
                "root/tab[0]/push[1]", "root/tab[0]/sheet[2]", "root/tab[1]",
            ])
        expectFalse(manager.debouncer.isPending)
        expectEqual(clock.sleeperCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)

        // A navigation is saved as usual, once the document it restored is kept.
        updated.present(.login)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        try expectEqual(storedSnapshot(), (try updated.captureNavigationState()))
        let previous = try #require(storage.storedBytes("appState~previous"))
        let kept = try #require(try JSONSerialization.jsonObject(with: previous) as? [String: Any])
        let original = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        expectEqual(kept["navigationState"] as? String, original["navigationState"] as? String)
        expectTrue(manager.keepsPreviousGeneration)
        expectFalse(manager.debouncer.isPending)
    }

    func captureSchedulesNothing() {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        manager.saveNow()
        expectFalse(manager.debouncer.isPending)
        expectEqual(manager.documents.writeCount, 1)
    }

    func observerNavigationIsSaved() async throws {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        let observation = app.observeNavigation { [weak app] event in
            if event.action == .rootSet, event.destination(as: ShopApp.Destinations.self) == .main {
                (app?.navigation.rootChild as? ShopTabs)?.select(index: 2)
            }
        }
        app.setRoot(.main)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        try expectEqual(storedSnapshot(), (try app.captureNavigationState()))
        #expect(app.debugHierarchy().contains("tab[2]* .profile"))
        observation.cancel()
    }

    func askUserConfirmAfterNavigation() async throws {
        let saved = try await saveBrowsedSession()

        let manager = makeManager(.askUser)
        let fresh = ShopApp()
        manager.attach(fresh)
        expectTrue(manager.isAwaitingRestoreConfirmation)
        fresh.setRoot(.main)
        fresh.present(.login)
        await manager.debouncer.runPending(on: clock)
        manager.saveOnBackground()
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)

        manager.confirmRestore()
        expectEqual(fresh.debugHierarchy(), Self.browsed)
        expectFalse(manager.debouncer.isPending)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)
    }

    func askUserDeclineSavesHeldNavigation() async throws {
        _ = try await saveBrowsedSession()

        let manager = makeManager(.askUser)
        let fresh = ShopApp()
        manager.attach(fresh)
        fresh.present(.main)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 0)

        manager.declineRestore()
        expectNil(storage.storedBytes("appState"))
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)

        let relaunched = makeManager()
        let again = ShopApp()
        relaunched.attach(again)
        expectEqual(again.debugHierarchy(), fresh.debugHierarchy())
        #expect(again.debugHierarchy().contains("sheet .main → ShopTabs [tab]"))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .navigationGivesOneDebouncedWrite: try await navigationGivesOneDebouncedWrite()
        case .navigationRestartsTheWait: try await navigationRestartsTheWait()
        case .userGesturesAreSaved: try await userGesturesAreSaved()
        case .appRestoreIsSaved: try await appRestoreIsSaved()
        case .optOutWritesNothing: try await optOutWritesNothing()
        case .detachStops: detachStops()
        case .laterAttachReplacesTheObservation: try await laterAttachReplacesTheObservation()
        case .laterAttachDuringTheReplay: try await laterAttachDuringTheReplay()
        case .noRetainCycle: noRetainCycle()
        case .treeReleasedWhileAttached: try await treeReleasedWhileAttached()
        case .pendingNavigationSaveOutlivesManager: try await pendingNavigationSaveOutlivesManager()
        case .replaySchedulesNothing: try await replaySchedulesNothing()
        case .navigationAfterReplayIsSaved: try await navigationAfterReplayIsSaved()
        case .navigationDuringReplayIsSaved: try await navigationDuringReplayIsSaved()
        case .partialReplayWritesNothingOnItsOwn: try await partialReplayWritesNothingOnItsOwn()
        case .captureSchedulesNothing: captureSchedulesNothing()
        case .observerNavigationIsSaved: try await observerNavigationIsSaved()
        case .askUserConfirmAfterNavigation: try await askUserConfirmAfterNavigation()
        case .askUserDeclineSavesHeldNavigation: try await askUserDeclineSavesHeldNavigation()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case navigationGivesOneDebouncedWrite =
            "navigation after attach gives one write, one interval after the last change"
        case navigationRestartsTheWait = "each navigation restarts the wait"
        case userGesturesAreSaved = "gestures the UI reports deep in the tree are saved too"
        case appRestoreIsSaved = "a restore the app makes itself is saved"
        case optOutWritesNothing =
            "with savesOnNavigation false, navigation schedules nothing and a save still captures the tree"
        case detachStops = "detach stops saving on navigation"
        case laterAttachReplacesTheObservation = "attaching another tree stops observing the previous one"
        case laterAttachDuringTheReplay =
            "attaching another tree from the replay's own events stops observing the replayed one at once"
        case noRetainCycle = "the observation keeps neither the manager nor the tree alive"
        case treeReleasedWhileAttached = "a tree released while attached leaves the last snapshot in place"
        case pendingNavigationSaveOutlivesManager =
            "a save scheduled by navigation outlives the manager, then releases it"
        case replaySchedulesNothing = "a snapshot the manager replays schedules no save"
        case navigationAfterReplayIsSaved = "navigation right after a replay is saved"
        case navigationDuringReplayIsSaved =
            "a replay during which an onDismiss navigates schedules a save for the difference"
        case partialReplayWritesNothingOnItsOwn =
            "a replay that skipped destinations (the app was updated) writes nothing until the app navigates"
        case captureSchedulesNothing = "capturing a tree that was never set up schedules no second save"
        case observerNavigationIsSaved =
            "navigation by an app observer is saved with the change that caused it"
        case askUserConfirmAfterNavigation =
            "while the restore prompt waits, navigation writes nothing; confirming restores the offer"
        case askUserDeclineSavesHeldNavigation =
            "navigation while the restore prompt waits is saved once the user declines"

        var testDescription: String { rawValue }
    }
}
