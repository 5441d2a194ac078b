import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// A replay the app starts from inside an observer (`confirmRestore()`, `restoreState()`)
/// schedules no save, as one started from the top does: the observer queue is busy then, so
/// the replay's own events reach the manager after the replay has returned, and the manager
/// still knows them for its own by their change's number.
@MainActor
@Suite("Replays started from an observer")
struct ReplayFromObserverTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()

    func makeManager(_ policy: ResumePolicy) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: policy, debounceInterval: .milliseconds(500), clock: clock)
    }

    private static let browsed = """
        ShopApp [root]
          root .main → ShopTabs [tab]
            tab[0]* .home → CatalogFlow [flow]
              root .list
              push .detail(id: 7)
            tab[1] .search → (not yet created)
            tab[2] .profile → (not yet created)
        """

    /// Saves ``browsed``, as a previous launch left it, and returns the stored bytes.
    private func saveBrowsedSession() throws -> Data {
        let manager = makeManager(.always)
        let app = ShopApp()
        manager.attach(app, savesOnNavigation: false)
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in catalog.route(to: .detail(id: 7)) }
        }
        manager.saveNow()
        return try #require(storage.storedBytes("appState"))
    }

    /// Observes `app` after the manager does, calling `answer` on the first event only.
    private func onFirstEvent(of app: ShopApp, _ answer: @escaping @MainActor () -> Void)
        -> NavigationObservation
    {
        var answered = false
        return app.observeNavigation { _ in
            guard !answered else { return }
            answered = true
            answer()
        }
    }

    func confirmFromAnObserver() async throws {
        let saved = try saveBrowsedSession()
        let manager = makeManager(.askUser)
        let app = ShopApp()
        manager.attach(app)
        let observation = onFirstEvent(of: app) { manager.confirmRestore() }
        defer { observation.cancel() }

        app.present(.login)  // the user navigates behind the prompt; the observer confirms
        expectFalse(manager.isAwaitingRestoreConfirmation)
        expectEqual(app.debugHierarchy(), Self.browsed)
        expectFalse(manager.debouncer.isPending)
        expectEqual(clock.sleeperCount, 0)
        manager.saveNow()
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)
    }

    func restoreStateFromAnObserver() async throws {
        let saved = try saveBrowsedSession()
        let manager = makeManager(.always)
        let app = ShopApp()
        manager.attach(app)
        expectEqual(app.debugHierarchy(), Self.browsed)
        let observation = onFirstEvent(of: app) { manager.restoreState() }
        defer { observation.cancel() }

        app.setRoot(.login)  // the observer re-reads storage, which replays the saved tree
        expectEqual(app.debugHierarchy(), Self.browsed)
        expectFalse(manager.debouncer.isPending)
        expectEqual(clock.sleeperCount, 0)
        manager.saveNow()
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)
    }

    func navigationByTheNestedReplaysCallbacksIsSaved() async throws {
        _ = try saveBrowsedSession()
        let manager = makeManager(.askUser)
        let app = ShopApp()
        manager.attach(app)
        let observation = onFirstEvent(of: app) { manager.confirmRestore() }
        defer { observation.cancel() }

        // The replay dismisses the login sheet, whose onDismiss presents the shop again.
        app.present(.login) { [weak app] in app?.present(.main) }
        #expect(app.debugHierarchy().hasPrefix(Self.browsed + "\n  sheet .main → ShopTabs [tab]"))
        expectTrue(manager.debouncer.isPending)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        let relaunched = makeManager(.always)
        let again = ShopApp()
        relaunched.attach(again)
        expectEqual(again.debugHierarchy(), app.debugHierarchy())
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .confirmFromAnObserver: try await confirmFromAnObserver()
        case .restoreStateFromAnObserver: try await restoreStateFromAnObserver()
        case .navigationByTheNestedReplaysCallbacksIsSaved:
            try await navigationByTheNestedReplaysCallbacksIsSaved()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case confirmFromAnObserver =
            "a restore confirmed by an observer schedules no save, as a confirm from the top does"
        case restoreStateFromAnObserver =
            "restoreState() called by an observer schedules no save, as a call from the top does"
        case navigationByTheNestedReplaysCallbacksIsSaved =
            "navigation by the callbacks of a replay confirmed from an observer is saved"

        var testDescription: String { rawValue }
    }
}
