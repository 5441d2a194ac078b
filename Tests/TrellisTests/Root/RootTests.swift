import Testing
import Trellis

@MainActor
@Suite("Root coordinators")
struct RootTests {
    @Test("The initial root's child is created at first use and attached to the root coordinator")
    func initialChild() throws {
        let app = AppRootCoordinator()
        #expect(app.madeChildren.isEmpty)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .login → LoginFlowCoordinator [flow]
                root .credentials
            """)
        let login = try #require(app.root.child as? LoginFlowCoordinator)
        #expect(login.parent === app)
        expectEqual(app.madeChildren, [.login])
    }

    @Test("setRoot(_:) switches the whole subtree")
    func setRootSwitches() throws {
        let app = setUp(AppRootCoordinator())
        let login = try #require(app.root.child)
        app.setRoot(.main)
        expectEqual(app.root.destination, .main)
        #expect(app.root.child !== login)
        #expect(login.parent == nil)
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

    @Test("setRoot(_:) to a plain screen leaves no child")
    func setRootPlainScreen() {
        let app = AppRootCoordinator()
        app.setRoot(.onboarding)
        #expect(app.root.child == nil)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .onboarding
            """)
    }

    @Test("setRoot(_:) dismisses every modal")
    func setRootDismissesModals() {
        let app = AppRootCoordinator()
        app.present(.announcement)
        app.present(.compose, as: .fullScreenCover)
        app.setRoot(.main)
        #expect(app.root.entries.isEmpty)
    }

    @Test("setRoot(_:) with the current root keeps its child and its state, and drops the modals")
    func setRootSameKeepsChild() throws {
        let app = AppRootCoordinator()
        app.present(.announcement)
        let login = try #require(app.root.child as? LoginFlowCoordinator)
        login.route(to: .forgotPassword)
        app.setRoot(.login)
        #expect(app.root.child === login)
        #expect(app.root.entries.isEmpty)
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

    @Test("present(_:as:) stacks modals over the root, bottom first")
    func presentModals() throws {
        let app = AppRootCoordinator(root: .onboarding)
        app.present(.compose)
        app.present(.announcement, as: .fullScreenCover)
        expectEqual(app.root.entries.map(\.destination), [.compose, .announcement])
        expectEqual(app.root.entries.map(\.presentation), [.sheet, .fullScreenCover])
        let compose = try #require(app.root.entries.first?.child as? ComposeFlowCoordinator)
        #expect(compose.parent === app)
        #expect(app.root.entries.last?.child == nil)
    }

    @Test("A root coordinator can sit below another coordinator")
    func nestedRoot() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.root.child as? MainTabCoordinator)
        #expect(tabs.parent === app)
        #expect(app.parent == nil)
        #expect(app.hierarchyRoot === app)
    }
}
