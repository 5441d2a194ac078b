import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("debugHierarchy()")
struct DebugHierarchyTests {
    @Test("The seed example of DESIGN.md prints exactly")
    func seedExample() {
        let app = makeSeedTree()
        expectHierarchy(of: app, equals: seedTreeHierarchy)
    }

    @Test("The text has no trailing newline")
    func noTrailingNewline() {
        let app = makeSeedTree()
        let text = app.debugHierarchy()
        expectFalse(text.hasSuffix("\n"))
        expectFalse(ComposeFlowCoordinator().debugHierarchy().hasSuffix("\n"))
    }

    @Test("A coordinator with nothing above its root prints its header and root line")
    func singleFlow() {
        expectHierarchy(
            of: ComposeFlowCoordinator(),
            equals: """
                ComposeFlowCoordinator [flow]
                  root .editor
                """)
    }

    @Test("hierarchyRoot.debugHierarchy() from anywhere in the tree prints the whole tree")
    func fromAnywhere() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.root.child as? MainTabCoordinator)
        let home = try #require(tabs.tabItems.tabs[0].child as? HomeFlowCoordinator)
        let compose = try #require(home.stack.entries.last?.child as? ComposeFlowCoordinator)
        expectIdentical(compose.hierarchyRoot, app)
        expectHierarchy(of: compose.hierarchyRoot, equals: seedTreeHierarchy)
        expectHierarchy(of: tabs.hierarchyRoot, equals: seedTreeHierarchy)
    }

    @Test("A subtree prints from its own coordinator, starting at the first indent")
    func subtree() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.root.child as? MainTabCoordinator)
        expectHierarchy(
            of: tabs,
            equals: """
                MainTabCoordinator [tab]
                  tab[0]* .home → HomeFlowCoordinator [flow]
                    root .home
                    push .detail(id: 42)
                    sheet .compose → ComposeFlowCoordinator [flow]
                      root .editor
                  tab[1] .profile → (not yet created)
                """)
    }

    @Test("Every role prints: push, sheet, fullScreenCover, and a destination hosting a child")
    func flowRoles() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.route(to: .compose)
        home.present(.settings, as: .fullScreenCover)
        home.present(.detail(id: 2))
        expectHierarchy(
            of: home,
            equals: """
                HomeFlowCoordinator [flow]
                  root .home
                  push .detail(id: 1)
                  push .compose → ComposeFlowCoordinator [flow]
                    root .editor
                  fullScreenCover .settings
                  sheet .detail(id: 2)
                """)
    }

    @Test("Modals of a tab coordinator follow its tabs at the same indent")
    func tabModals() {
        let tabs = MainTabCoordinator(tabs: [.home, .inbox])
        tabs.present(.notice)
        tabs.present(.compose, as: .fullScreenCover)
        expectHierarchy(
            of: tabs,
            equals: """
                MainTabCoordinator [tab]
                  tab[0]* .home → HomeFlowCoordinator [flow]
                    root .home
                  tab[1] .inbox → (not yet created)
                  sheet .notice
                  fullScreenCover .compose → ComposeFlowCoordinator [flow]
                    root .editor
                """)
    }

    @Test("Modals of a root coordinator follow its root line at the same indent")
    func rootModals() {
        let app = AppRootCoordinator(root: .onboarding)
        app.present(.announcement, as: .fullScreenCover)
        app.present(.compose)
        expectHierarchy(
            of: app,
            equals: """
                AppRootCoordinator [root]
                  root .onboarding
                  fullScreenCover .announcement
                  sheet .compose → ComposeFlowCoordinator [flow]
                    root .editor
                """)
    }

    @Test("A selected tab showing a plain screen prints without an arrow")
    func plainScreenTab() {
        let tabs = MainTabCoordinator(tabs: [.home, .search, .inbox], selectedIndex: 2)
        expectHierarchy(
            of: tabs,
            equals: """
                MainTabCoordinator [tab]
                  tab[0] .home → (not yet created)
                  tab[1] .search → (not yet created)
                  tab[2]* .inbox
                """)
        tabs.select(index: 0)
        expectHierarchy(
            of: tabs,
            equals: """
                MainTabCoordinator [tab]
                  tab[0]* .home → HomeFlowCoordinator [flow]
                    root .home
                  tab[1] .search → (not yet created)
                  tab[2] .inbox
                """)
    }

    @Test("Destinations print with String(describing:), associated values included")
    func associatedValues() {
        let search = SearchFlowCoordinator()
        search.route(to: .results(term: "swift"))
        expectHierarchy(
            of: search,
            equals: """
                SearchFlowCoordinator [flow]
                  root .query
                  push .results(term: "swift")
                """)
    }

    @Test("Printing never creates a child: repeated calls give the same text and make nothing")
    func sideEffectFree() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.root.child as? MainTabCoordinator)
        let made = (app.madeChildren, tabs.madeChildren)
        let first = app.debugHierarchy()
        let second = app.debugHierarchy()
        expectEqual(first, second)
        expectEqual(app.madeChildren, made.0)
        expectEqual(tabs.madeChildren, made.1)
        expectEqual(tabs.tabItems.tabs[1].isPrepared, false)
        expectNil(tabs.tabItems.tabs[1].child)
    }

    @Test("Two trees navigated the same way print the same text")
    func deterministic() {
        expectHierarchy(of: makeSeedTree(), equals: makeSeedTree().debugHierarchy())
    }
}
