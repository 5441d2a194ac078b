import Testing
import Trellis

/// Typed deep-link overloads: the trailing `(T) -> Void` closure runs synchronously once the
/// change landed, only when the destination hosts a `T`, and also when nothing changed.
@MainActor
@Suite("Typed deep links")
struct DeepLinkTests {
    func designChain() {
        let app = AppRootCoordinator()
        app.setRoot(.main) { (tabs: MainTabCoordinator) in
            tabs.selectFirstTab(.profile) { (profile: ProfileCoordinator) in
                profile.route(to: .detail(id: 42))
            }
        }
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0] .home → HomeFlowCoordinator [flow]
                  root .home
                tab[1] .search → (not yet created)
                tab[2]* .profile → ProfileCoordinator [flow]
                  root .overview
                  push .detail(id: 42)
            """)
    }

    func route() {
        let home = HomeFlowCoordinator()
        var received: ComposeFlowCoordinator?
        home.route(to: .compose) { (compose: ComposeFlowCoordinator) in
            expectIdentical(compose.parent, home)
            expectIdentical(home.navigation.entries.last?.child, compose)
            received = compose
        }
        expectNotNil(received)
        expectIdentical(home.navigation.entries.last?.child, received)
    }

    func present() {
        let home = HomeFlowCoordinator()
        var runs = 0
        home.present(.compose, as: .fullScreenCover) { (compose: ComposeFlowCoordinator) in
            expectEqual(home.navigation.entries.last?.presentation, .fullScreenCover)
            compose.route(to: .preview)
            runs += 1
        }
        expectEqual(runs, 1)
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              fullScreenCover .compose → ComposeFlowCoordinator [flow]
                root .editor
                push .preview
            """)
    }

    func presentOverTabsAndRoot() {
        var runs = 0
        let tabs = MainTabCoordinator()
        tabs.present(.compose) { (_: ComposeFlowCoordinator) in runs += 1 }
        let app = AppRootCoordinator()
        app.present(.compose, as: .fullScreenCover) { (_: ComposeFlowCoordinator) in runs += 1 }
        expectEqual(runs, 2)
    }

    func flowSetRoot() {
        let home = HomeFlowCoordinator()
        var runs = 0
        home.setRoot(.compose) { (compose: ComposeFlowCoordinator) in
            expectIdentical(home.navigation.rootChild, compose)
            runs += 1
        }
        expectEqual(runs, 1)
    }

    func selectIndex() {
        let tabs = MainTabCoordinator()
        var runs = 0
        tabs.select(index: 1) { (search: SearchFlowCoordinator) in
            expectEqual(tabs.selectedIndex, 1)
            search.route(to: .results(term: "trellis"))
            runs += 1
        }
        expectEqual(runs, 1)
        expectEqual(tabs.madeChildren, [.home, .search])
    }

    func selectFirstAndLast() {
        let tabs = MainTabCoordinator(tabs: [.home, .profile, .home])
        var selected: [Int] = []
        tabs.selectLastTab(.home) { (_: HomeFlowCoordinator) in selected.append(tabs.selectedIndex) }
        tabs.selectFirstTab(.home) { (_: HomeFlowCoordinator) in selected.append(tabs.selectedIndex) }
        let isProfile: (MainTabCoordinator.Destinations) -> Bool = { $0 == .profile }
        let isHome: (MainTabCoordinator.Destinations) -> Bool = { $0 == .home }
        tabs.selectFirstTab(where: isProfile) { (_: ProfileCoordinator) in
            selected.append(tabs.selectedIndex)
        }
        tabs.selectLastTab(where: isHome) { (_: HomeFlowCoordinator) in
            selected.append(tabs.selectedIndex)
        }
        expectEqual(selected, [2, 0, 1, 2])
    }

    func appendAndInsert() throws {
        let tabs = MainTabCoordinator(tabs: [.home])
        var received: [any Coordinator] = []
        tabs.appendTab(.profile) { (profile: ProfileCoordinator) in received.append(profile) }
        tabs.insertTab(.search, at: 0) { (search: SearchFlowCoordinator) in received.append(search) }
        expectEqual(received.count, 2)
        expectEqual(tabs.selectedIndex, 1)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0] .search → SearchFlowCoordinator [flow]
                root .query
              tab[1]* .home → HomeFlowCoordinator [flow]
                root .home
              tab[2] .profile → ProfileCoordinator [flow]
                root .overview
            """)
        let search = try #require(tabs.navigation.tabs[0].child)
        expectIdentical(search.parent, tabs)
    }

    func popTo() throws {
        let home = setUp(HomeFlowCoordinator(pushing: [.compose, .detail(id: 1), .compose, .settings]))
        let lower = try #require(home.navigation.entries[0].child)
        let upper = try #require(home.navigation.entries[2].child)
        var received: [ComposeFlowCoordinator] = []
        home.popToLast(.compose) { (compose: ComposeFlowCoordinator) in received.append(compose) }
        expectEqual(home.navigation.entries.count, 3)
        home.popToFirst(.compose) { (compose: ComposeFlowCoordinator) in received.append(compose) }
        expectEqual(home.navigation.entries.count, 1)
        let isCompose: (HomeFlowCoordinator.Destinations) -> Bool = { $0 == .compose }
        home.popToLast(where: isCompose) { (compose: ComposeFlowCoordinator) in received.append(compose) }
        home.popToFirst(where: isCompose) { (compose: ComposeFlowCoordinator) in received.append(compose) }
        let expected = [upper, lower, lower, lower].map { ObjectIdentifier($0) }
        expectEqual(received.map(ObjectIdentifier.init), expected)
    }

    func nothingChanged() throws {
        let app = setUp(AppRootCoordinator(root: .main))
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.setRoot(.compose)
        let compose = try #require(home.navigation.rootChild)

        var handed: [ObjectIdentifier] = []
        app.setRoot(.main) { (same: MainTabCoordinator) in handed.append(ObjectIdentifier(same)) }
        tabs.select(index: 0) { (same: HomeFlowCoordinator) in handed.append(ObjectIdentifier(same)) }
        tabs.selectFirstTab(.home) { (same: HomeFlowCoordinator) in handed.append(ObjectIdentifier(same)) }
        home.setRoot(.compose) { (same: ComposeFlowCoordinator) in handed.append(ObjectIdentifier(same)) }
        home.popToFirst(.compose) { (same: ComposeFlowCoordinator) in handed.append(ObjectIdentifier(same)) }

        let expected = [tabs, home, home, compose, compose].map { ObjectIdentifier($0 as AnyObject) }
        expectEqual(handed, expected)
        expectEqual(app.madeChildren, [.main])
        expectEqual(tabs.madeChildren, [.home])
    }

    func wrongType() {
        let home = HomeFlowCoordinator()
        var runs = 0
        let diagnostics = recordingDiagnostics(of: home) {
            home.route(to: .compose) { (_: ProfileCoordinator) in runs += 1 }
        }
        expectEqual(runs, 0)
        expectEqual(home.navigation.entries.map(\.destination), [.compose])
        expectEqual(diagnostics.map(\.kind), [.deepLinkSkipped])
        let diagnostic = diagnostics.first
        expectEqual(diagnostic?.coordinatorType, "HomeFlowCoordinator")
        expectEqual(diagnostic?.message.contains("ProfileCoordinator"), true)
        expectEqual(diagnostic?.message.contains("ComposeFlowCoordinator"), true)
    }

    func plainScreen() {
        let tabs = MainTabCoordinator(tabs: [.home, .inbox])
        var runs = 0
        let diagnostics = recordingDiagnostics(of: tabs) {
            tabs.select(index: 1) { (_: HomeFlowCoordinator) in runs += 1 }
            tabs.present(.notice) { (_: ComposeFlowCoordinator) in runs += 1 }
        }
        expectEqual(runs, 0)
        expectEqual(tabs.selectedIndex, 1)
        expectEqual(tabs.navigation.entries.count, 1)
        expectEqual(diagnostics.map(\.kind), [.deepLinkSkipped, .deepLinkSkipped])
    }

    func failedCall() {
        let tabs = MainTabCoordinator()
        let home = HomeFlowCoordinator()
        var runs = 0
        let diagnostics = recordingDiagnostics(of: tabs, home) {
            tabs.select(index: 9) { (_: HomeFlowCoordinator) in runs += 1 }
            expectFalse(tabs.selectFirstTab(.inbox) { (_: HomeFlowCoordinator) in runs += 1 })
            expectFalse(home.popToFirst(.compose) { (_: ComposeFlowCoordinator) in runs += 1 })
        }
        expectEqual(runs, 0)
        expectEqual(diagnostics.map(\.kind), [.indexOutOfRange, .destinationNotFound, .destinationNotFound])
    }

    func popToWhileCallbackPops() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.route(to: .compose)
        home.route(to: .settings) { home.popToRoot() }
        var runs = 0
        let diagnostics = recordingDiagnostics(of: home) {
            expectTrue(home.popToLast(.compose) { (_: ComposeFlowCoordinator) in runs += 1 })
        }
        expectEqual(runs, 0)
        expectEmpty(home.navigation.entries)
        expectEqual(diagnostics.map(\.kind), [.childLeft])
    }

    func popToWhileCallbackPushes() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = try #require(home.navigation.entries.first?.child)
        home.route(to: .settings) { home.route(to: .detail(id: 9)) }
        var received: [ObjectIdentifier] = []
        home.popToLast(.compose) { (child: ComposeFlowCoordinator) in
            received.append(ObjectIdentifier(child))
        }
        expectEqual(received, [ObjectIdentifier(compose)])
        expectEqual(home.navigation.entries.map(\.destination), [.compose, .detail(id: 9)])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .designChain: designChain()
        case .route: route()
        case .present: present()
        case .presentOverTabsAndRoot: presentOverTabsAndRoot()
        case .flowSetRoot: flowSetRoot()
        case .selectIndex: selectIndex()
        case .selectFirstAndLast: selectFirstAndLast()
        case .appendAndInsert: try appendAndInsert()
        case .popTo: try popTo()
        case .nothingChanged: try nothingChanged()
        case .wrongType: wrongType()
        case .plainScreen: plainScreen()
        case .failedCall: failedCall()
        case .popToWhileCallbackPops: popToWhileCallbackPops()
        case .popToWhileCallbackPushes: try popToWhileCallbackPushes()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case designChain = "The DESIGN.md chain lands three levels down"
        case route = "route(to:) hands over the pushed child, already attached"
        case present = "present(_:as:) hands over the presented child"
        case presentOverTabsAndRoot = "present(_:as:) over tabs and over a root hands over the modal's child"
        case flowSetRoot = "setRoot(_:) of a flow hands over the new root's child"
        case selectIndex = "select(index:) hands over the tab's child, created on the spot"
        case selectFirstAndLast = "selectFirstTab and selectLastTab hand over the tab's child"
        case appendAndInsert = "appendTab and insertTab create the new tab's child without selecting it"
        case popTo = "popToFirst and popToLast hand over the child of the destination popped to"
        case nothingChanged = "The closure runs when nothing changed: the existing child is handed over"
        case wrongType =
            "A child of another type skips the closure and reports it; the navigation still happens"
        case plainScreen = "A plain screen skips the closure and reports it"
        case failedCall = "A call that fails does not run the closure"
        case popToWhileCallbackPops =
            "popTo… whose onDismiss callbacks pop further skips the closure instead of trapping"
        case popToWhileCallbackPushes =
            "popTo… whose onDismiss callbacks leave the target in place still hands it over"

        var testDescription: String { rawValue }
    }
}
