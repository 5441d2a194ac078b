import Testing
import Trellis

/// The public read-only view of the tree: flow stacks, tab sets, roots, and their modals.
@MainActor
@Suite("Read-only inspection")
struct InspectionTests {
    func flowStack() throws {
        let home = HomeFlowCoordinator(root: .compose)
        home.route(to: .detail(id: 1))
        home.present(.compose, as: .fullScreenCover)
        home.present(.settings)

        expectEqual(home.navigation.root, .compose)
        expectTrue(home.navigation.rootChild is ComposeFlowCoordinator)
        let entries = home.navigation.entries
        expectEqual(entries.map(\.destination), [.detail(id: 1), .compose, .settings])
        expectEqual(entries.map(\.presentation), [.push, .fullScreenCover, .sheet])
        expectEqual(
            entries.map { $0.child.map { String(describing: type(of: $0)) } },
            [
                nil, "ComposeFlowCoordinator", nil,
            ])
        let modalChild = try #require(entries[1].child)
        expectIdentical(modalChild.parent, home)
    }

    func tabItems() throws {
        let tabs = MainTabCoordinator(tabs: [.home, .inbox, .search], selectedIndex: 1)
        tabs.select(index: 2)
        tabs.present(.compose)
        tabs.present(.notice, as: .fullScreenCover)

        let items = tabs.navigation
        expectEqual(items.selectedIndex, 2)
        expectEqual(tabs.selectedIndex, 2)
        expectEqual(items.tabs.map(\.destination), [.home, .inbox, .search])
        expectEqual(items.tabs.map(\.isPrepared), [false, true, true])
        expectNil(items.tabs[0].child)
        expectNil(items.tabs[1].child)
        expectTrue(items.tabs[2].child is SearchFlowCoordinator)
        expectEqual(items.entries.map(\.destination), [.compose, .notice])
        expectEqual(items.entries.map(\.presentation), [.sheet, .fullScreenCover])
        expectTrue(items.entries[0].child is ComposeFlowCoordinator)
        expectNil(items.entries[1].child)
    }

    func root() {
        let app = AppRootCoordinator(root: .main)
        app.present(.announcement)
        app.present(.compose, as: .fullScreenCover)

        expectEqual(app.navigation.root, .main)
        expectTrue(app.navigation.rootChild is MainTabCoordinator)
        expectEqual(app.navigation.entries.map(\.destination), [.announcement, .compose])
        expectEqual(app.navigation.entries.map(\.presentation), [.sheet, .fullScreenCover])
        expectNil(app.navigation.entries[0].child)
        expectTrue(app.navigation.entries[1].child is ComposeFlowCoordinator)
    }

    func gettersHaveNoSideEffects() {
        let home = HomeFlowCoordinator(root: .compose, pushing: [.compose])
        expectEqual(home.navigation.root, .compose)
        expectNil(home.navigation.rootChild)
        expectEqual(home.navigation.entries.map(\.destination), [.compose])
        expectEqual(home.navigation.entries.map(\.presentation), [.push])
        expectNil(home.navigation.entries[0].child)
        expectTrue(home.isInStack(.compose))
        expectNil(home.parent)
        expectEmpty(home.madeChildren)

        let tabs = MainTabCoordinator()
        expectEqual(tabs.navigation.tabs.map(\.isPrepared), [false, false, false])
        expectEqual(tabs.selectedIndex, 0)
        expectEmpty(tabs.navigation.entries)
        expectEmpty(tabs.madeChildren)

        let app = AppRootCoordinator()
        expectEqual(app.navigation.root, .login)
        expectNil(app.navigation.rootChild)
        expectEmpty(app.navigation.entries)
        expectEmpty(app.madeChildren)
    }

    func matchesDebugHierarchy() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        expectEqual(tabs.navigation.tabs.map(\.destination), [.home, .profile])
        expectEqual(tabs.navigation.tabs[1].isPrepared, false)
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 42), .compose])
        expectEqual(home.navigation.entries.map(\.presentation), [.push, .sheet])
        expectEqual(compose.navigation.root, .editor)
        expectEmpty(compose.navigation.entries)
        expectEqual(
            allCoordinators(from: app).map { String(describing: type(of: $0)) },
            [
                "AppRootCoordinator", "MainTabCoordinator", "HomeFlowCoordinator", "ComposeFlowCoordinator",
            ])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .flowStack: try flowStack()
        case .tabItems: try tabItems()
        case .root: root()
        case .gettersHaveNoSideEffects: gettersHaveNoSideEffects()
        case .matchesDebugHierarchy: try matchesDebugHierarchy()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case flowStack =
            "A flow shows its root, root child and entries with destination, presentation and child"
        case tabItems =
            "A tab set shows its tabs with destination, child and isPrepared, the selection and modals"
        case root = "A root shows its current destination, child and modals"
        case gettersHaveNoSideEffects = "Reading the inspection API never sets anything up"
        case matchesDebugHierarchy = "The inspection API walks the same tree debugHierarchy() prints"

        var testDescription: String { rawValue }
    }
}
