import Testing
import Trellis

/// A container is set up on its coordinator's first use, or when a parent attaches it; setup
/// only materialises the initial state (root child, seeded pushes, selected tab), once.
@MainActor
@Suite("Lazy setup")
struct LazySetupTests {
    /// First uses of a flow seeded with `FlowNavigation(root: .compose, pushing: [.detail(id: 1), .compose])`.
    enum FirstUse: String, CaseIterable, Sendable {
        case debugHierarchy, route, present, pop, popToRoot, popToLast, setSameRoot

        @MainActor
        func perform(on home: HomeFlowCoordinator) {
            switch self {
            case .debugHierarchy: _ = home.debugHierarchy()
            case .route: home.route(to: .settings)
            case .present: home.present(.settings)
            case .pop: home.pop()
            case .popToRoot: home.popToRoot()
            case .popToLast: home.popToLast(.compose)
            case .setSameRoot: home.setRoot(.compose)
            }
        }
    }

    @Test(
        "FlowNavigation(root:pushing:) materialises its seeds once, bottom first, on first use",
        arguments: FirstUse.allCases)
    func seedsMaterialiseOnce(_ use: FirstUse) {
        let home = HomeFlowCoordinator(root: .compose, pushing: [.detail(id: 1), .compose])
        expectEmpty(home.madeChildren)
        use.perform(on: home)
        expectEqual(Array(home.madeChildren.prefix(3)), [.compose, .detail(id: 1), .compose])
        let madeByFirstUse = home.madeChildren
        _ = home.debugHierarchy()
        home.route(to: .detail(id: 2))
        expectEqual(home.madeChildren, madeByFirstUse + [.detail(id: 2)])
    }

    func seedsPrint() {
        let home = HomeFlowCoordinator(root: .compose, pushing: [.detail(id: 1), .compose])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .compose → ComposeFlowCoordinator [flow]
                root .editor
              push .detail(id: 1)
              push .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
    }

    func setUpOnAttach() throws {
        let app = AppRootCoordinator()
        app.setRoot(.main)
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        expectEqual(tabs.madeChildren, [.home])
        expectTrue(tabs.navigation.tabs[0].child is HomeFlowCoordinator)
        expectTrue(tabs.navigation.tabs[0].isPrepared)
    }

    @Test("A tab set materialises only the selected tab at setup", arguments: [0, 1, 2])
    func onlySelectedTab(selected: Int) {
        let tabs = MainTabCoordinator(selectedIndex: selected)
        tabs.present(.notice)
        expectEqual(tabs.madeChildren, [[.home, .search, .profile][selected], .notice])
        expectEqual(tabs.navigation.tabs.map(\.isPrepared), (0..<3).map { $0 == selected })
    }

    func rootOnFirstUse() {
        let app = AppRootCoordinator(root: .main)
        expectNil(app.navigation.rootChild)
        app.present(.announcement)
        expectEqual(app.madeChildren, [.main, .announcement])
        app.present(.announcement)
        expectEqual(app.madeChildren, [.main, .announcement, .announcement])
    }

    func plainFlow() {
        let home = HomeFlowCoordinator()
        _ = home.debugHierarchy()
        _ = home.debugHierarchy()
        expectEqual(home.madeChildren, [.home])
        expectNil(home.navigation.rootChild)
    }

    func prepareNavigationSetsUpOnce() {
        let app = AppRootCoordinator(root: .main)
        expectNil(app.navigation.rootChild)
        app.prepareNavigation()
        app.prepareNavigation()
        expectEqual(app.madeChildren, [.main])
        expectNotNil(app.navigation.rootChild)
    }

    /// The calls that hand a fresh tree to something, besides navigation and printing.
    enum Handover: String, CaseIterable, Sendable {
        case prepareNavigation, observeNavigation, observeDiagnostics, attach, attachWithoutAutosave
    }

    @Test(
        "Observing or attaching a fresh tree sets it up, and reports no change for the set-up",
        arguments: Handover.allCases)
    func handingOverSetsUp(_ handover: Handover) {
        let app = AppRootCoordinator(root: .main)
        var heard: [String] = []
        var observations: [NavigationObservation] = []
        let manager = StateRestorationManager(storage: TestStorage().method)
        switch handover {
        case .prepareNavigation: app.prepareNavigation()
        case .observeNavigation: observations.append(app.observeNavigation { heard.append("\($0)") })
        case .observeDiagnostics: observations.append(app.observeDiagnostics { heard.append("\($0)") })
        case .attach: manager.attach(app)
        case .attachWithoutAutosave: manager.attach(app, savesOnNavigation: false)
        }
        expectEqual(app.madeChildren, [.main])
        expectTrue(app.navigation.rootChild is MainTabCoordinator)
        expectEmpty(heard)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0]* .home → HomeFlowCoordinator [flow]
                  root .home
                tab[1] .search → (not yet created)
                tab[2] .profile → (not yet created)
            """)
        for observation in observations { observation.cancel() }
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .seedsPrint: seedsPrint()
        case .setUpOnAttach: try setUpOnAttach()
        case .rootOnFirstUse: rootOnFirstUse()
        case .plainFlow: plainFlow()
        case .prepareNavigationSetsUpOnce: prepareNavigationSetsUpOnce()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case seedsPrint = "Seeded pushes print as pushes, with their children"
        case setUpOnAttach = "A child is set up when its parent attaches it, before anyone uses it"
        case rootOnFirstUse = "A root coordinator makes its root's child on first use only"
        case plainFlow = "A flow with a plain-screen root and no seeds makes one child query at setup"
        case prepareNavigationSetsUpOnce =
            "prepareNavigation() sets a coordinator up once, for a UI layer's first render"

        var testDescription: String { rawValue }
    }
}
