import Testing
import Trellis

/// Every entry has an ID that stays while the entry stays and is new when the entry is
/// replaced, even by an equal destination: what a UI needs for `sheet(item:)`, `.id(_:)` and
/// path elements.
@MainActor
@Suite("Entry identity")
struct EntryIdentityTests {
    @Test("A flow entry keeps its ID while it stays; re-pushing an equal destination gives a new one")
    func flowEntries() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 42))
        home.present(.compose)
        let first = home.stack.entries.map(\.id)
        home.route(to: .settings)
        expectEqual(Array(home.stack.entries.map(\.id).prefix(2)), first)

        home.popToRoot()
        home.route(to: .detail(id: 42))
        expectEqual(home.stack.entries.map(\.destination), [.detail(id: 42)])
        #expect(home.stack.entries[0].id != first[0])
        expectTrue(Set(home.stack.entries.map(\.id)).isDisjoint(with: first))
    }

    @Test("A root keeps its ID when set to an equal destination, and gets a new one when replaced")
    func roots() {
        let home = HomeFlowCoordinator()
        let rootID = home.stack.rootID
        home.setRoot(.home)
        expectEqual(home.stack.rootID, rootID)
        home.setRoot(.settings)
        #expect(home.stack.rootID != rootID)

        let app = AppRootCoordinator()
        let appRootID = app.root.entryID
        app.setRoot(.login)
        expectEqual(app.root.entryID, appRootID)
        app.setRoot(.main)
        app.setRoot(.login)
        #expect(app.root.entryID != appRootID)
    }

    @Test("Tabs keep their IDs across selection and removal of others; a tab set again is new")
    func tabs() {
        let tabs = MainTabCoordinator()
        let ids = tabs.tabItems.tabs.map(\.id)
        tabs.select(index: 2)
        tabs.removeFirstTab(.search)
        expectEqual(tabs.tabItems.tabs.map(\.id), [ids[0], ids[2]])
        tabs.setTabs([.home, .profile])
        expectTrue(Set(tabs.tabItems.tabs.map(\.id)).isDisjoint(with: ids))
    }

    @Test("Modals over tabs and roots have IDs like flow entries; a restore makes new entries")
    func modalsAndRestore() throws {
        let app = AppRootCoordinator()
        app.present(.announcement)
        let modal = try #require(app.root.entries.first?.id)
        app.dismissAllModals()
        app.present(.announcement)
        #expect(app.root.entries.first?.id != modal)

        let tabs = MainTabCoordinator()
        tabs.present(.notice)
        let before = tabs.tabItems.entries.map(\.id) + tabs.tabItems.tabs.map(\.id)
        let snapshot = try tabs.captureNavigationState()
        try tabs.restoreNavigationState(from: snapshot)
        let after = tabs.tabItems.entries.map(\.id) + tabs.tabItems.tabs.map(\.id)
        expectEqual(after.count, before.count)
        expectTrue(Set(after).isDisjoint(with: before))
    }

    @Test("IDs are unique across every entry of a tree")
    func unique() {
        let app = AppRootCoordinator(root: .main)
        app.present(.compose)
        app.present(.announcement)
        let tabs = MainTabCoordinator()
        tabs.present(.compose)
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.route(to: .detail(id: 1))
        let ids =
            [app.root.entryID, home.stack.rootID] + app.root.entries.map(\.id) + tabs.tabItems.tabs.map(\.id)
            + tabs.tabItems.entries.map(\.id) + home.stack.entries.map(\.id)
        expectEqual(Set(ids).count, ids.count)
    }
}
