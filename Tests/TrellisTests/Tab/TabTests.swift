import Testing
import Trellis

@MainActor
@Suite("Tabs")
struct TabTests {
    typealias Tab = MainTabCoordinator.Destinations

    func lazyTabCreation() {
        let tabs = MainTabCoordinator(selectedIndex: 1)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0] .home → (not yet created)
              tab[1]* .search → SearchFlowCoordinator [flow]
                root .query
              tab[2] .profile → (not yet created)
            """)
        expectEqual(tabs.madeChildren, [.search])
        expectEqual(tabs.navigation.tabs.map(\.isPrepared), [false, true, false])
    }

    func selectCreatesOnce() throws {
        let tabs = MainTabCoordinator()
        tabs.select(index: 2)
        let profile = try #require(tabs.navigation.tabs[2].child as? ProfileCoordinator)
        profile.route(to: .edit)
        tabs.select(index: 0)
        tabs.select(index: 2)
        expectIdentical(tabs.navigation.tabs[2].child, profile)
        expectEqual(tabs.madeChildren, [.home, .profile])
        expectEqual(tabs.selectedIndex, 2)
        expectEqual(tabs.navigation.selectedIndex, 2)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0] .home → HomeFlowCoordinator [flow]
                root .home
              tab[1] .search → (not yet created)
              tab[2]* .profile → ProfileCoordinator [flow]
                root .overview
                push .edit
            """)
    }

    func tabChildParent() throws {
        let tabs = setUp(MainTabCoordinator())
        let home = try #require(tabs.navigation.tabs.first?.child)
        expectIdentical(home.parent, tabs)
    }

    @Test(
        "TabNavigation(tabs:selectedIndex:) clamps the index to the tabs",
        arguments: [(-3, 0), (1, 1), (7, 2)])
    func initialIndexIsClamped(index: Int, expected: Int) {
        let tabs = MainTabCoordinator(selectedIndex: index)
        expectEqual(tabs.selectedIndex, expected)
    }

    @Test(
        "select(index:) out of range changes nothing and reports it",
        arguments: [-1, 3, 99, Int.max, Int.min])
    func selectOutOfRange(index: Int) {
        let tabs = MainTabCoordinator(selectedIndex: 1)
        let before = tabs.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: tabs) { tabs.select(index: index) }
        expectEqual(tabs.selectedIndex, 1)
        expectEqual(tabs.debugHierarchy(), before)
        expectEqual(diagnostics.map(\.kind), [.indexOutOfRange])
        expectEqual(diagnostics.first?.coordinatorType, "MainTabCoordinator")
    }

    func selectFirstAndLast() {
        let tabs = MainTabCoordinator(tabs: [.inbox, .home, .inbox, .search])
        expectTrue(tabs.selectLastTab(.inbox))
        expectEqual(tabs.selectedIndex, 2)
        expectTrue(tabs.selectFirstTab(.inbox))
        expectEqual(tabs.selectedIndex, 0)
        expectTrue(tabs.selectFirstTab { $0 != .inbox })
        expectEqual(tabs.selectedIndex, 1)
        expectTrue(tabs.selectLastTab { $0 != .inbox })
        expectEqual(tabs.selectedIndex, 3)
    }

    func selectMissing() {
        let tabs = MainTabCoordinator()
        var results: [Bool] = []
        let diagnostics = recordingDiagnostics(of: tabs) {
            results.append(tabs.selectFirstTab(.inbox))
            results.append(tabs.selectLastTab(.inbox))
            results.append(tabs.selectFirstTab { _ in false })
        }
        expectEqual(results, [false, false, false])
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(diagnostics.map(\.kind), Array(repeating: .destinationNotFound, count: 3))
    }

    func appendTab() throws {
        let tabs = setUp(MainTabCoordinator(tabs: [.home, .search]))
        let home = try #require(tabs.navigation.tabs[0].child)
        tabs.appendTab(.profile)
        expectEqual(tabs.navigation.tabs.map(\.destination), [.home, .search, .profile])
        expectEqual(tabs.selectedIndex, 0)
        expectIdentical(tabs.navigation.tabs[0].child, home)
        expectEqual(tabs.navigation.tabs[2].isPrepared, false)
        expectEqual(tabs.madeChildren, [.home])
    }

    @Test(
        "insertTab(_:at:) keeps the selected tab selected, its index moving with it",
        arguments: [
            (0, [Tab.inbox, .home, .search, .profile], 2),
            (1, [.home, .inbox, .search, .profile], 2),
            (2, [.home, .search, .inbox, .profile], 1),
            (3, [.home, .search, .profile, .inbox], 1),
        ])
    func insertTab(at index: Int, tabsAfter: [Tab], selectedAfter: Int) throws {
        let tabs = setUp(MainTabCoordinator(selectedIndex: 1))
        let search = try #require(tabs.navigation.tabs[1].child)
        let diagnostics = recordingDiagnostics(of: tabs) { tabs.insertTab(.inbox, at: index) }
        expectEqual(tabs.navigation.tabs.map(\.destination), tabsAfter)
        expectEqual(tabs.selectedIndex, selectedAfter)
        expectIdentical(tabs.navigation.tabs[selectedAfter].child, search)
        expectEqual(tabs.navigation.tabs[index].isPrepared, false)
        expectEmpty(diagnostics)
    }

    @Test(
        "insertTab(_:at:) with an index out of range clamps it, keeps the selection and reports it",
        arguments: [(-5, 0), (Int.min, 0), (4, 3), (99, 3), (Int.max, 3)])
    func insertTabOutOfRange(index: Int, insertedAt: Int) {
        let tabs = MainTabCoordinator(selectedIndex: 1)
        let diagnostics = recordingDiagnostics(of: tabs) { tabs.insertTab(.inbox, at: index) }
        expectEqual(tabs.navigation.tabs[insertedAt].destination, .inbox)
        expectEqual(tabs.navigation.tabs[tabs.selectedIndex].destination, .search)
        expectEqual(diagnostics.map(\.kind), [.indexOutOfRange])
    }

    @Test(
        "Removing a tab other than the selected one keeps the selected tab selected",
        arguments: [
            (Tab.home, [Tab.search, .profile, .inbox], 1),
            (.search, [.home, .profile, .inbox], 1),
            (.inbox, [.home, .search, .profile], 2),
        ])
    func removeOtherTab(removed: Tab, tabsAfter: [Tab], selectedAfter: Int) throws {
        let tabs = setUp(MainTabCoordinator(tabs: [.home, .search, .profile, .inbox], selectedIndex: 2))
        let profile = try #require(tabs.navigation.tabs[2].child)
        expectTrue(tabs.removeFirstTab(removed))
        expectEqual(tabs.navigation.tabs.map(\.destination), tabsAfter)
        expectEqual(tabs.selectedIndex, selectedAfter)
        expectIdentical(tabs.navigation.tabs[selectedAfter].child, profile)
    }

    func removeSelectedTab() {
        let tabs = MainTabCoordinator(selectedIndex: 2)
        expectTrue(tabs.removeLastTab(.profile))
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0]* .home → HomeFlowCoordinator [flow]
                root .home
              tab[1] .search → (not yet created)
            """)
    }

    func removeFirstAndLast() {
        let tabs = MainTabCoordinator(tabs: [.inbox, .home, .inbox, .search, .inbox], selectedIndex: 3)
        expectTrue(tabs.removeLastTab(.inbox))
        expectEqual(tabs.navigation.tabs.map(\.destination), [.inbox, .home, .inbox, .search])
        expectTrue(tabs.removeFirstTab(.inbox))
        expectEqual(tabs.navigation.tabs.map(\.destination), [.home, .inbox, .search])
        expectEqual(tabs.navigation.tabs[tabs.selectedIndex].destination, .search)
    }

    func removeMissing() {
        let tabs = MainTabCoordinator()
        var results: [Bool] = []
        let diagnostics = recordingDiagnostics(of: tabs) {
            results.append(tabs.removeFirstTab(.inbox))
            results.append(tabs.removeLastTab(.inbox))
        }
        expectEqual(results, [false, false])
        expectEqual(tabs.navigation.tabs.map(\.destination), [.home, .search, .profile])
        expectEqual(diagnostics.map(\.kind), [.destinationNotFound, .destinationNotFound])
    }

    func removeAllTabs() {
        let tabs = MainTabCoordinator(tabs: [.home, .search], selectedIndex: 1)
        tabs.removeFirstTab(.search)
        tabs.removeFirstTab(.home)
        expectEmpty(tabs.navigation.tabs)
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(tabs.debugHierarchy(), "MainTabCoordinator [tab]")
        let diagnostics = recordingDiagnostics(of: tabs) { tabs.select(index: 0) }
        expectEqual(diagnostics.map(\.kind), [.indexOutOfRange])
        tabs.appendTab(.search)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0]* .search → SearchFlowCoordinator [flow]
                root .query
            """)
    }

    func setTabsKeepsIndex() {
        let tabs = MainTabCoordinator(selectedIndex: 1)
        tabs.setTabs([.inbox, .profile, .home])
        expectEqual(tabs.selectedIndex, 1)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0] .inbox → (not yet created)
              tab[1]* .profile → ProfileCoordinator [flow]
                root .overview
              tab[2] .home → (not yet created)
            """)
    }

    func setTabsResetsIndex() {
        let tabs = MainTabCoordinator(selectedIndex: 2)
        tabs.setTabs([.inbox, .home])
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0]* .inbox
              tab[1] .home → (not yet created)
            """)
    }

    func setTabsReplacesChildren() throws {
        let tabs = setUp(MainTabCoordinator())
        let oldHome = try #require(tabs.navigation.tabs[0].child)
        weak let weakOldHome = oldHome
        tabs.setTabs([.home, .search])
        let newHome = try #require(tabs.navigation.tabs[0].child)
        expectNotIdentical(newHome, oldHome)
        expectNil(oldHome.parent)
        _ = consume oldHome
        expectNil(weakOldHome)
    }

    func setTabsEmpty() {
        let tabs = MainTabCoordinator()
        tabs.setTabs([])
        expectEmpty(tabs.navigation.tabs)
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(tabs.debugHierarchy(), "MainTabCoordinator [tab]")
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .lazyTabCreation: lazyTabCreation()
        case .selectCreatesOnce: try selectCreatesOnce()
        case .tabChildParent: try tabChildParent()
        case .selectFirstAndLast: selectFirstAndLast()
        case .selectMissing: selectMissing()
        case .appendTab: try appendTab()
        case .removeSelectedTab: removeSelectedTab()
        case .removeFirstAndLast: removeFirstAndLast()
        case .removeMissing: removeMissing()
        case .removeAllTabs: removeAllTabs()
        case .setTabsKeepsIndex: setTabsKeepsIndex()
        case .setTabsResetsIndex: setTabsResetsIndex()
        case .setTabsReplacesChildren: try setTabsReplacesChildren()
        case .setTabsEmpty: setTabsEmpty()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case lazyTabCreation = "Only the selected tab's child exists; the others print (not yet created)"
        case selectCreatesOnce =
            "Selecting a tab creates its child the first time only, and keeps it afterwards"
        case tabChildParent = "A tab's child has the tab coordinator as its parent"
        case selectFirstAndLast = "selectFirstTab and selectLastTab pick the first and last matching tab"
        case selectMissing =
            "Selecting a destination that is not a tab returns false, changes nothing and reports it"
        case appendTab = "appendTab(_:) adds a tab that is not created and keeps the selection"
        case removeSelectedTab =
            "Removing the selected tab selects the first remaining one and creates its child"
        case removeFirstAndLast = "removeFirstTab and removeLastTab remove the first and last matching tab"
        case removeMissing = "Removing a tab that is not there returns false, changes nothing and reports it"
        case removeAllTabs = "Removing every tab leaves an empty tab set that can be filled again"
        case setTabsKeepsIndex =
            "setTabs(_:) keeps the selected index when it is still in range and creates that tab's child"
        case setTabsResetsIndex = "setTabs(_:) selects the first tab when the selected index is out of range"
        case setTabsReplacesChildren = "setTabs(_:) replaces every child, even for a destination that stays"
        case setTabsEmpty = "setTabs([]) empties the tab set"

        var testDescription: String { rawValue }
    }
}
