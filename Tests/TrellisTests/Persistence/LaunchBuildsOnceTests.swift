import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// A flow whose destinations count their encodings: a capture of the tree encodes each of them.
@MainActor
private final class CountedFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case list
        case item(Int)

        /// Every `encode(to:)` of a destination, on the main actor (tests run there).
        @MainActor static var encodings = 0

        private enum CodingKeys: CodingKey { case item }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = try container.decodeIfPresent(Int.self, forKey: .item).map(Self.item) ?? .list
        }

        func encode(to encoder: any Encoder) throws {
            MainActor.assumeIsolated { Self.encodings += 1 }
            var container = encoder.container(keyedBy: CodingKeys.self)
            if case .item(let id) = self { try container.encode(id, forKey: .item) }
        }
    }

    let navigation = FlowNavigation<CountedFlow>(root: .list)
}

/// Attaching a saved state replays it onto a tree nothing has set up: the tree is built once,
/// from the snapshot, and the replay captures nothing. With nothing to replay, attaching sets
/// the default tree up as before.
@MainActor
@Suite("Launch: attaching a saved state builds the tree once")
struct LaunchBuildsOnceTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()

    func makeManager(_ policy: ResumePolicy = .always) -> StateRestorationManager {
        StateRestorationManager(storage: storage.method, resumePolicy: policy, clock: clock)
    }

    /// The tree the first session saves: the main tabs, the search tab selected after home.
    static let saved = """
        AppRootCoordinator [root]
          root .main → MainTabCoordinator [tab]
            tab[0] .home → HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 3)
            tab[1]* .search → SearchFlowCoordinator [flow]
              root .query
            tab[2] .profile → (not yet created)
        """

    /// Saves a session that went from the login to the main tabs.
    private func saveSession() throws {
        let manager = makeManager()
        let app = AppRootCoordinator()
        manager.attach(app)
        app.setRoot(.main)
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.route(to: .detail(id: 3))
        tabs.select(index: 1)
        manager.saveOnBackground()
        expectEqual(app.debugHierarchy(), Self.saved)
    }

    func noDefaultChildIsMade() throws {
        try saveSession()
        let manager = makeManager()
        let app = AppRootCoordinator()
        manager.attach(app)

        expectEqual(app.debugHierarchy(), Self.saved)
        // Not `.login` first, and the tab set made the tabs the snapshot shows, once each: the
        // selected one, then the other one it created.
        expectEqual(app.madeChildren, [.main])
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        expectEqual(tabs.madeChildren, [.search, .home])
        expectEqual(manager.lastRestorationReport?.isComplete, true)
    }

    func noDefaultChildIsTornDown() throws {
        try saveSession()
        let manager = makeManager()
        let app = AppRootCoordinator()
        // Observing sets the top up (its default login flow exists, so it is torn down as the
        // restore replaces its root); the tab set below is built from the snapshot, so nothing of it departs.
        let recorder = NavigationEventRecorder(observing: app)
        manager.attach(app)

        expectEqual(app.debugHierarchy(), Self.saved)
        expectEqual(
            recorder.lines,
            [
                "LoginFlowCoordinator dismissed(teardown) root .credentials",
                "AppRootCoordinator dismissed(restore) root .login",
                "AppRootCoordinator rootSet root .main",
                "MainTabCoordinator tabsChanged",
                "HomeFlowCoordinator rootSet root .home",
                "HomeFlowCoordinator pushed push .detail(id: 3)",
                "SearchFlowCoordinator rootSet root .query",
                "AppRootCoordinator restored",
            ])
    }

    func directRestoreBuildsOnce() throws {
        try saveSession()
        let snapshot = try #require(makeManager().navigationState)
        let app = AppRootCoordinator()
        try app.restoreNavigationState(from: snapshot)

        expectEqual(app.debugHierarchy(), Self.saved)
        expectEqual(app.madeChildren, [.main])
    }

    func nothingSavedSetsUpTheDefaultTree() {
        let manager = makeManager()
        let app = AppRootCoordinator()
        manager.attach(app)

        expectEqual(app.madeChildren, [.login])
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .login → LoginFlowCoordinator [flow]
                root .credentials
            """)
    }

    func rejectedStateSetsUpTheDefaultTree() throws {
        let first = makeManager()
        first.navigationState = Data("not a snapshot".utf8)
        first.saveNow()

        let manager = makeManager()
        let app = AppRootCoordinator()
        manager.attach(app)
        expectEqual(manager.lastError?.operation, .restoreNavigation)
        expectEqual(app.madeChildren, [.login])
        expectEqual(
            app.debugHierarchy(),
            "AppRootCoordinator [root]\n  root .login → LoginFlowCoordinator [flow]\n    root .credentials")
    }

    func askUserShowsTheDefaultTreeWhileThePromptWaits() throws {
        try saveSession()
        let manager = makeManager(.askUser)
        let app = AppRootCoordinator()
        manager.attach(app)
        expectTrue(manager.isAwaitingRestoreConfirmation)
        expectEqual(app.madeChildren, [.login])
        expectEqual(
            app.debugHierarchy(),
            "AppRootCoordinator [root]\n  root .login → LoginFlowCoordinator [flow]\n    root .credentials")

        let recorder = NavigationEventRecorder(observing: app)
        manager.confirmRestore()
        expectEqual(app.debugHierarchy(), Self.saved)
        expectEqual(app.madeChildren, [.login, .main])
        // The login flow was shown: it is torn down as the restore replaces it.
        expectEqual(
            Array(recorder.lines.prefix(2)),
            [
                "LoginFlowCoordinator dismissed(teardown) root .credentials",
                "AppRootCoordinator dismissed(restore) root .login",
            ])
    }

    func attachingCapturesNothing() throws {
        let first = makeManager()
        let flow = CountedFlow()
        first.attach(flow)
        flow.route(to: .item(1))
        flow.route(to: .item(2))
        first.saveOnBackground()

        CountedFlow.Destinations.encodings = 0
        let manager = makeManager()
        let fresh = CountedFlow()
        manager.attach(fresh)
        expectEqual(
            fresh.debugHierarchy(), "CountedFlow [flow]\n  root .list\n  push .item(1)\n  push .item(2)")
        expectEqual(CountedFlow.Destinations.encodings, 0)
        expectFalse(manager.debouncer.isPending)
    }

    /// The decision comes from the events, not from comparing captures: app code that navigates
    /// from the replay's callbacks and back schedules a save, which then finds nothing new to
    /// write.
    func navigationThereAndBackDuringReplay() async throws {
        try saveSession()
        let manager = makeManager(.askUser)
        let app = AppRootCoordinator()
        manager.attach(app)
        app.present(.announcement) { [weak app] in
            app?.present(.onboarding)
            app?.dismissAllModals()
        }
        manager.confirmRestore()
        expectEqual(app.debugHierarchy(), Self.saved)
        expectTrue(manager.debouncer.isPending)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 0)
    }

    /// Events the attached tree's observer hears, by the number of the change that raised them:
    /// the latest replay's, or an earlier change's (the replay replaced its tree), is no reason
    /// to save; a later change's is navigation.
    @Test(
        "a replay's events, and those of the changes it replaced, are known by their numbers",
        arguments: [
            ([7], [(7, true), (7, true), (7, true)]),
            ([7], [(7, true), (8, false)]),
            ([7], [(6, true), (7, true), (9, false), (7, true)]),
            ([7, 9], [(7, true), (8, true), (9, true), (10, false)]),
            ([], [(nil, false), (3, false)]),
            ([7], [(nil, false), (7, true)]),
        ] as [([Int], [(Int?, Bool)])])
    func replayWatch(replays: [Int], heard: [(Int?, Bool)]) {
        var watch = ReplayWatch()
        for change in replays { watch.replayStarted(asChange: change) }
        expectEqual(heard.map { watch.isReplayed($0.0) }, heard.map(\.1))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .noDefaultChildIsMade: try noDefaultChildIsMade()
        case .noDefaultChildIsTornDown: try noDefaultChildIsTornDown()
        case .directRestoreBuildsOnce: try directRestoreBuildsOnce()
        case .nothingSavedSetsUpTheDefaultTree: nothingSavedSetsUpTheDefaultTree()
        case .rejectedStateSetsUpTheDefaultTree: try rejectedStateSetsUpTheDefaultTree()
        case .askUserShowsTheDefaultTreeWhileThePromptWaits:
            try askUserShowsTheDefaultTreeWhileThePromptWaits()
        case .attachingCapturesNothing: try attachingCapturesNothing()
        case .navigationThereAndBackDuringReplay: try await navigationThereAndBackDuringReplay()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case noDefaultChildIsMade = "no child is made for the default destinations a saved state replaces"
        case noDefaultChildIsTornDown =
            "nothing built at launch departs: an observer of the tree hears no teardown inside what the snapshot built"
        case directRestoreBuildsOnce =
            "a restore into a coordinator nothing has used builds it from the snapshot"
        case nothingSavedSetsUpTheDefaultTree = "with nothing saved, attaching sets the default tree up"
        case rejectedStateSetsUpTheDefaultTree =
            "a saved state the tree rejects leaves the default tree set up"
        case askUserShowsTheDefaultTreeWhileThePromptWaits =
            "while the restore prompt waits, the default tree is shown; confirming replays over it"
        case attachingCapturesNothing = "attaching a saved state captures nothing, and schedules no save"
        case navigationThereAndBackDuringReplay =
            "navigation there and back from a replay's callback schedules a save that writes nothing"

        var testDescription: String { rawValue }
    }
}
