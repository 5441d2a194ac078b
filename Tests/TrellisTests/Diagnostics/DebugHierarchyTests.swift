import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("debugHierarchy()")
struct DebugHierarchyTests {
    func seedExample() {
        let app = makeSeedTree()
        expectHierarchy(of: app, equals: seedTreeHierarchy)
    }

    func noTrailingNewline() {
        let app = makeSeedTree()
        let text = app.debugHierarchy()
        expectFalse(text.hasSuffix("\n"))
        expectFalse(ComposeFlowCoordinator().debugHierarchy().hasSuffix("\n"))
    }

    func singleFlow() {
        expectHierarchy(
            of: ComposeFlowCoordinator(),
            equals: """
                ComposeFlowCoordinator [flow]
                  root .editor
                """)
    }

    func fromAnywhere() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        expectIdentical(compose.hierarchyRoot, app)
        expectHierarchy(of: compose.hierarchyRoot, equals: seedTreeHierarchy)
        expectHierarchy(of: tabs.hierarchyRoot, equals: seedTreeHierarchy)
    }

    func subtree() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
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

    func sideEffectFree() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let made = (app.madeChildren, tabs.madeChildren)
        let first = app.debugHierarchy()
        let second = app.debugHierarchy()
        expectEqual(first, second)
        expectEqual(app.madeChildren, made.0)
        expectEqual(tabs.madeChildren, made.1)
        expectEqual(tabs.navigation.tabs[1].isPrepared, false)
        expectNil(tabs.navigation.tabs[1].child)
    }

    func deterministic() {
        expectHierarchy(of: makeSeedTree(), equals: makeSeedTree().debugHierarchy())
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .seedExample: seedExample()
        case .noTrailingNewline: noTrailingNewline()
        case .singleFlow: singleFlow()
        case .fromAnywhere: try fromAnywhere()
        case .subtree: try subtree()
        case .flowRoles: flowRoles()
        case .tabModals: tabModals()
        case .rootModals: rootModals()
        case .plainScreenTab: plainScreenTab()
        case .associatedValues: associatedValues()
        case .sideEffectFree: try sideEffectFree()
        case .deterministic: deterministic()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case seedExample = "The seed example of DESIGN.md prints exactly"
        case noTrailingNewline = "The text has no trailing newline"
        case singleFlow = "A coordinator with nothing above its root prints its header and root line"
        case fromAnywhere = "hierarchyRoot.debugHierarchy() from anywhere in the tree prints the whole tree"
        case subtree = "A subtree prints from its own coordinator, starting at the first indent"
        case flowRoles = "Every role prints: push, sheet, fullScreenCover, and a destination hosting a child"
        case tabModals = "Modals of a tab coordinator follow its tabs at the same indent"
        case rootModals = "Modals of a root coordinator follow its root line at the same indent"
        case plainScreenTab = "A selected tab showing a plain screen prints without an arrow"
        case associatedValues = "Destinations print with String(describing:), associated values included"
        case sideEffectFree =
            "Printing never creates a child: repeated calls give the same text and make nothing"
        case deterministic = "Two trees navigated the same way print the same text"

        var testDescription: String { rawValue }
    }
}
