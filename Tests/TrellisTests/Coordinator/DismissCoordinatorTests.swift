import Testing
import Trellis

/// `dismissCoordinator()` (and `pop()` on an empty stack) in each kind of parent.
@MainActor
@Suite("dismissCoordinator()")
struct DismissCoordinatorTests {
    func pushedChild() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.route(to: .compose)
        home.route(to: .settings)
        home.present(.detail(id: 2))
        let compose = try #require(home.navigation.entries[1].child)
        let diagnostics = recordingDiagnostics(of: home, compose) { compose.dismissCoordinator() }
        expectEmpty(diagnostics)
        expectNil(compose.parent)
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
            """)
    }

    @Test(
        "A presented child removes its entry and everything above it",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func presentedChild(style: ModalStyle) throws {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.present(.compose, as: style)
        home.route(to: .settings)
        let compose = try #require(home.navigation.entries[1].child)
        compose.dismissCoordinator()
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1)])
    }

    func popOnEmptyChild() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.present(.compose)
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        compose.route(to: .preview)
        compose.pop()
        expectEqual(home.navigation.entries.count, 2)
        compose.pop()
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1)])
    }

    func rootChildOfFlow() throws {
        let top = ChainFlow()
        top.route(to: .end)
        top.route(to: .next) { (middle: ChainFlow) in
            middle.route(to: .end)
            middle.setRoot(.next) { (leaf: ChainFlow) in
                leaf.dismissCoordinator()
            }
        }
        expectEqual(
            top.debugHierarchy(),
            """
            ChainFlow [flow]
              root .start
              push .end
            """)
    }

    func tabModal() throws {
        let tabs = MainTabCoordinator()
        tabs.present(.notice)
        tabs.present(.compose)
        tabs.present(.notice, as: .fullScreenCover)
        let compose = try #require(tabs.navigation.entries[1].child)
        compose.dismissCoordinator()
        expectEqual(tabs.navigation.entries.map(\.destination), [.notice])
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0]* .home → HomeFlowCoordinator [flow]
                root .home
              tab[1] .search → (not yet created)
              tab[2] .profile → (not yet created)
              sheet .notice
            """)
    }

    func rootModal() throws {
        let app = AppRootCoordinator()
        app.present(.compose)
        app.present(.announcement)
        let compose = try #require(app.navigation.entries.first?.child)
        compose.dismissCoordinator()
        expectEmpty(app.navigation.entries)
        expectEqual(app.navigation.root, .login)
        expectTrue(app.navigation.rootChild is LoginFlowCoordinator)
    }

    func tabChildRefuses() throws {
        let tabs = setUp(MainTabCoordinator())
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.route(to: .detail(id: 1))
        let before = tabs.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: tabs) { home.dismissCoordinator() }
        expectEqual(tabs.debugHierarchy(), before)
        expectIdentical(tabs.navigation.tabs[0].child, home)
        expectIdentical(home.parent, tabs)
        expectEqual(diagnostics.map(\.kind), [.dismissalRefused])
        expectEqual(diagnostics.first?.coordinatorType, "HomeFlowCoordinator")
        expectEqual(diagnostics.first?.message.contains("MainTabCoordinator"), true)

        home.popToRoot()
        let popDiagnostics = recordingDiagnostics(of: tabs) { home.pop() }
        expectEqual(popDiagnostics.map(\.kind), [.dismissalRefused])
        expectIdentical(tabs.navigation.tabs[0].child, home)
    }

    func rootChildOfTabFlow() throws {
        let tabs = setUp(MainTabCoordinator())
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.setRoot(.compose)
        let compose = try #require(home.navigation.rootChild)
        let before = tabs.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: tabs) { compose.dismissCoordinator() }
        expectEqual(tabs.debugHierarchy(), before)
        expectEqual(diagnostics.map(\.kind), [.dismissalRefused])
        expectEqual(diagnostics.first?.coordinatorType, "HomeFlowCoordinator")
    }

    enum TopLevel: String, CaseIterable, Sendable {
        case flow, tab, root

        @MainActor
        func make() -> any Coordinator {
            switch self {
            case .flow: HomeFlowCoordinator()
            case .tab: MainTabCoordinator()
            case .root: AppRootCoordinator()
            }
        }
    }

    @Test("A coordinator at the top of its tree refuses and reports it", arguments: TopLevel.allCases)
    func topLevelRefuses(kind: TopLevel) {
        let coordinator = kind.make()
        let before = coordinator.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: coordinator) { coordinator.dismissCoordinator() }
        expectEqual(coordinator.debugHierarchy(), before)
        expectEqual(diagnostics.map(\.kind), [.dismissalRefused])
        expectEqual(diagnostics.first?.coordinatorType, String(describing: type(of: coordinator)))
    }

    func rootChildOfTopLevelRoot() throws {
        let app = setUp(AppRootCoordinator())
        let login = try #require(app.navigation.rootChild)
        let diagnostics = recordingDiagnostics(of: app) { login.dismissCoordinator() }
        expectIdentical(app.navigation.rootChild, login)
        expectEqual(diagnostics.map(\.kind), [.dismissalRefused])
        expectEqual(diagnostics.first?.coordinatorType, "AppRootCoordinator")
    }

    func dismissTwice() throws {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.route(to: .compose, onDismiss: log.callback("compose"))
        let compose = try #require(home.navigation.entries.last?.child)
        compose.dismissCoordinator()
        home.route(to: .settings)
        let diagnostics = recordingDiagnostics(of: compose) { compose.dismissCoordinator() }
        expectEqual(diagnostics.map(\.kind), [.dismissalRefused])
        expectEqual(home.navigation.entries.map(\.destination), [.settings])
        expectEqual(log.fired, ["compose"])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .pushedChild: try pushedChild()
        case .popOnEmptyChild: try popOnEmptyChild()
        case .rootChildOfFlow: try rootChildOfFlow()
        case .tabModal: try tabModal()
        case .rootModal: try rootModal()
        case .tabChildRefuses: try tabChildRefuses()
        case .rootChildOfTabFlow: try rootChildOfTabFlow()
        case .rootChildOfTopLevelRoot: try rootChildOfTopLevelRoot()
        case .dismissTwice: try dismissTwice()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case pushedChild = "A pushed child removes its entry and everything above it"
        case popOnEmptyChild = "pop() on a child flow with nothing above its root dismisses the child"
        case rootChildOfFlow = "The root child of a flow dismisses that flow in turn"
        case tabModal = "A modal of a tab coordinator removes itself and the modals above it"
        case rootModal = "A modal of a root coordinator removes itself and the modals above it"
        case tabChildRefuses = "A tab's child is not dismissable: nothing changes and a diagnostic names it"
        case rootChildOfTabFlow =
            "The root child of a tab's flow asks the flow to leave, which the tab refuses"
        case rootChildOfTopLevelRoot =
            "The root child of a top-level root coordinator asks it to leave, which it refuses"
        case dismissTwice = "A child already dismissed refuses a second time without touching its old parent"

        var testDescription: String { rawValue }
    }
}
