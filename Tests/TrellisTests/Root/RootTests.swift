import Testing
import Trellis

@MainActor
@Suite("Root coordinators")
struct RootTests {
    func initialChild() throws {
        let app = AppRootCoordinator()
        expectEmpty(app.madeChildren)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .login → LoginFlowCoordinator [flow]
                root .credentials
            """)
        let login = try #require(app.navigation.rootChild as? LoginFlowCoordinator)
        expectIdentical(login.parent, app)
        expectEqual(app.madeChildren, [.login])
    }

    func setRootSwitches() throws {
        let app = setUp(AppRootCoordinator())
        let login = try #require(app.navigation.rootChild)
        app.setRoot(.main)
        expectEqual(app.navigation.root, .main)
        expectNotIdentical(app.navigation.rootChild, login)
        expectNil(login.parent)
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
    }

    func setRootPlainScreen() {
        let app = AppRootCoordinator()
        app.setRoot(.onboarding)
        expectNil(app.navigation.rootChild)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .onboarding
            """)
    }

    func setRootDismissesModals() {
        let app = AppRootCoordinator()
        app.present(.announcement)
        app.present(.compose, as: .fullScreenCover)
        app.setRoot(.main)
        expectEmpty(app.navigation.entries)
    }

    func setRootSameKeepsChild() throws {
        let app = AppRootCoordinator()
        app.present(.announcement)
        let login = try #require(app.navigation.rootChild as? LoginFlowCoordinator)
        login.route(to: .forgotPassword)
        app.setRoot(.login)
        expectIdentical(app.navigation.rootChild, login)
        expectEmpty(app.navigation.entries)
        expectEqual(app.madeChildren, [.login, .announcement])
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .login → LoginFlowCoordinator [flow]
                root .credentials
                push .forgotPassword
            """)
    }

    func presentModals() throws {
        let app = AppRootCoordinator(root: .onboarding)
        app.present(.compose)
        app.present(.announcement, as: .fullScreenCover)
        expectEqual(app.navigation.entries.map(\.destination), [.compose, .announcement])
        expectEqual(app.navigation.entries.map(\.presentation), [.sheet, .fullScreenCover])
        let compose = try #require(app.navigation.entries.first?.child as? ComposeFlowCoordinator)
        expectIdentical(compose.parent, app)
        expectNil(app.navigation.entries.last?.child)
    }

    func nestedRoot() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        expectIdentical(tabs.parent, app)
        expectNil(app.parent)
        expectIdentical(app.hierarchyRoot, app)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .initialChild: try initialChild()
        case .setRootSwitches: try setRootSwitches()
        case .setRootPlainScreen: setRootPlainScreen()
        case .setRootDismissesModals: setRootDismissesModals()
        case .setRootSameKeepsChild: try setRootSameKeepsChild()
        case .presentModals: try presentModals()
        case .nestedRoot: try nestedRoot()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case initialChild =
            "The initial root's child is created at first use and attached to the root coordinator"
        case setRootSwitches = "setRoot(_:) switches the whole subtree"
        case setRootPlainScreen = "setRoot(_:) to a plain screen leaves no child"
        case setRootDismissesModals = "setRoot(_:) dismisses every modal"
        case setRootSameKeepsChild =
            "setRoot(_:) with the current root keeps its child and its state, and drops the modals"
        case presentModals = "present(_:as:) stacks modals over the root, bottom first"
        case nestedRoot = "A root coordinator can sit below another coordinator"

        var testDescription: String { rawValue }
    }
}
