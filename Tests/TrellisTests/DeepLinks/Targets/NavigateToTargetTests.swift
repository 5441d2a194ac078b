import Testing
import TrellisTesting

@testable import Trellis

/// `navigate(to:)`: a target applied to the live tree as the smallest change.
@MainActor
@Suite("Targets: navigate(to:)")
struct NavigateToTargetTests {
    private typealias App = AppRootCoordinator
    private typealias Tabs = MainTabCoordinator

    /// The home tab showing `path`.
    private func home(_ path: [TargetEntry<HomeFlowCoordinator>]) -> NavigationTarget<App> {
        App.target(
            root: .main, showing: Tabs.target(tab: .home, showing: HomeFlowCoordinator.target(path: path)))
    }

    func fromSignedOut() {
        let app = App()
        app.prepareNavigation()
        let recorder = NavigationEventRecorder(observing: app)
        let report = app.navigate(
            to: App.target(
                root: .main,
                showing: Tabs.target(
                    tab: .profile, showing: ProfileCoordinator.target(path: [.push(.detail(id: 3))]))))
        expectTrue(report.isComplete)
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
                  push .detail(id: 3)
            """)
        expectEqual(
            recorder.lines,
            [
                "LoginFlowCoordinator dismissed(teardown) root .credentials",
                "AppRootCoordinator dismissed(code) root .login",
                "AppRootCoordinator rootSet root .main",
                "MainTabCoordinator tabSelected tab[2] .profile",
                "ProfileCoordinator pushed push .detail(id: 3)",
            ])
    }

    func smallestChange() {
        let app = App(root: .main)
        app.prepareNavigation()
        let log = DismissLog()
        let homeFlow = (app.navigation.rootChild as! Tabs).navigation.tabs[0].child as! HomeFlowCoordinator
        homeFlow.route(to: .detail(id: 1), onDismissWithCause: log.handler("detail 1"))
        homeFlow.route(to: .detail(id: 2), onDismissWithCause: log.handler("detail 2"))
        homeFlow.route(to: .compose, onDismissWithCause: log.handler("compose"))
        let keptID = homeFlow.navigation.entries[0].id
        let recorder = NavigationEventRecorder(observing: app)
        let report = app.navigate(to: home([.push(.detail(id: 1)), .push(.detail(id: 5))]))
        expectTrue(report.isComplete)
        expectEqual(homeFlow.navigation.entries.map(\.destination), [.detail(id: 1), .detail(id: 5)])
        expectEqual(homeFlow.navigation.entries[0].id, keptID)
        expectEqual(log.fired, ["compose: code", "detail 2: code"])
        expectEqual(
            recorder.lines,
            [
                "ComposeFlowCoordinator dismissed(teardown) root .editor",
                "HomeFlowCoordinator dismissed(code) push .compose",
                "HomeFlowCoordinator dismissed(code) push .detail(id: 2)",
                "HomeFlowCoordinator pushed push .detail(id: 5)",
            ])
    }

    func alreadyThere() {
        let app = App(root: .main)
        let log = DismissLog()
        app.navigate(to: home([.push(.detail(id: 1)), .present(.compose)]))
        let homeFlow = (app.navigation.rootChild as! Tabs).navigation.tabs[0].child as! HomeFlowCoordinator
        let ids = homeFlow.navigation.entries.map(\.id)
        let before = app.debugHierarchy()
        let recorder = NavigationEventRecorder(observing: app)
        expectTrue(app.navigate(to: home([.push(.detail(id: 1)), .present(.compose)])).isComplete)
        #expect(recorder.lines.isEmpty && log.fired.isEmpty)
        expectEqual(homeFlow.navigation.entries.map(\.id), ids)
        expectEqual(app.debugHierarchy(), before)
    }

    func fromMidModalOnAnotherTab() {
        let app = App(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! Tabs
        let homeFlow = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        homeFlow.route(to: .detail(id: 9))
        tabs.select(index: 1)
        tabs.present(.notice)
        app.present(.announcement, as: .fullScreenCover)
        app.navigate(to: home([.push(.detail(id: 9)), .push(.settings)]))
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0]* .home → HomeFlowCoordinator [flow]
                  root .home
                  push .detail(id: 9)
                  push .settings
                tab[1] .search → SearchFlowCoordinator [flow]
                  root .query
                tab[2] .profile → (not yet created)
            """)
    }

    func unreachableParts() {
        let app = App(root: .main)
        let report = app.navigate(
            to: App.target(
                root: .main,
                showing: Tabs.target(
                    tab: .home,
                    showing: HomeFlowCoordinator.target(path: [
                        .push(
                            .detail(id: 1), showing: ComposeFlowCoordinator.target(path: [.push(.preview)])),
                        .push(.compose, showing: SearchFlowCoordinator.target(path: [])),
                        .push(.settings),
                    ]))))
        expectEqual(
            report.unreachable.map(\.description),
            [
                "HomeFlowCoordinator push .detail(id: 1): hosts no child coordinator",
                "HomeFlowCoordinator push .compose: hosts ComposeFlowCoordinator, not SearchFlowCoordinator",
            ])
        let homeFlow = (app.navigation.rootChild as! Tabs).navigation.tabs[0].child as! HomeFlowCoordinator
        expectEqual(homeFlow.navigation.entries.map(\.destination), [.detail(id: 1), .compose, .settings])

        let tabsOnly = App(root: .main, mainTabs: [.home, .search])
        let missing = tabsOnly.navigate(to: App.target(root: .main, showing: Tabs.target(tab: .profile)))
        expectEqual(
            missing.unreachable.map(\.description), ["MainTabCoordinator tab .profile: no tab shows it"])
        expectFalse(missing.isComplete)
    }

    func refusedMidChange() {
        let app = App()
        var report: NavigationTargetReport?
        NavigationChange.perform { report = app.navigate(to: App.target(root: .main)) }
        expectEqual(report?.wasRefused, true)
        expectEqual(report?.isComplete, false)
        expectEqual(app.navigation.root, .login)
    }

    func rootSwitchAndModals() {
        let app = App()
        app.navigate(to: App.target(root: .onboarding, modals: [.present(.announcement)]))
        let modalID = app.navigation.entries.first?.id
        app.navigate(
            to: App.target(
                root: .onboarding,
                modals: [.present(.announcement), .present(.compose, as: .fullScreenCover)]))
        expectEqual(app.navigation.entries.first?.id, modalID)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .onboarding
              sheet .announcement
              fullScreenCover .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .fromSignedOut: fromSignedOut()
        case .smallestChange: smallestChange()
        case .alreadyThere: alreadyThere()
        case .fromMidModalOnAnotherTab: fromMidModalOnAnotherTab()
        case .unreachableParts: unreachableParts()
        case .refusedMidChange: refusedMidChange()
        case .rootSwitchAndModals: rootSwitchAndModals()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case fromSignedOut = "From signed out to a place three coordinators deep, in one change"
        case smallestChange =
            "What matches stays with its identity; only the first difference and above change"
        case alreadyThere =
            "Navigating to where the tree already is changes nothing: no events, no onDismiss, same ids"
        case fromMidModalOnAnotherTab =
            "From mid-modal and another tab: the modal goes, the other tab keeps its state"
        case unreachableParts =
            "What can't be reached is reported; the branch stops at the deepest valid place"
        case refusedMidChange =
            "From app code in the middle of a change (a restore, a makeChild) the call is refused"
        case rootSwitchAndModals = "A root switch replaces the subtree; modals match as entries do"

        var testDescription: String { rawValue }
    }
}
