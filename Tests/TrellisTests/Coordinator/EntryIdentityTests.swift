import Testing
import Trellis

/// Every entry has an ID that stays while the entry stays and is new when the entry is
/// replaced, even by an equal destination: what a UI needs for `sheet(item:)`, `.id(_:)` and
/// path elements.
@MainActor
@Suite("Entry identity")
struct EntryIdentityTests {
    func flowEntries() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 42))
        home.present(.compose)
        let first = home.navigation.entries.map(\.id)
        home.route(to: .settings)
        expectEqual(Array(home.navigation.entries.map(\.id).prefix(2)), first)

        home.popToRoot()
        home.route(to: .detail(id: 42))
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 42)])
        #expect(home.navigation.entries[0].id != first[0])
        expectTrue(Set(home.navigation.entries.map(\.id)).isDisjoint(with: first))
    }

    func roots() {
        let home = HomeFlowCoordinator()
        let rootID = home.navigation.rootID
        home.setRoot(.home)
        expectEqual(home.navigation.rootID, rootID)
        home.setRoot(.settings)
        #expect(home.navigation.rootID != rootID)

        let app = AppRootCoordinator()
        let appRootID = app.navigation.rootID
        app.setRoot(.login)
        expectEqual(app.navigation.rootID, appRootID)
        app.setRoot(.main)
        app.setRoot(.login)
        #expect(app.navigation.rootID != appRootID)
    }

    func tabs() {
        let tabs = MainTabCoordinator()
        let ids = tabs.navigation.tabs.map(\.id)
        tabs.select(index: 2)
        tabs.removeFirstTab(.search)
        expectEqual(tabs.navigation.tabs.map(\.id), [ids[0], ids[2]])
        tabs.setTabs([.home, .profile])
        expectTrue(Set(tabs.navigation.tabs.map(\.id)).isDisjoint(with: ids))
    }

    func modalsAndRestore() throws {
        let app = AppRootCoordinator()
        app.present(.announcement)
        let modal = try #require(app.navigation.entries.first?.id)
        app.dismissAllModals()
        app.present(.announcement)
        #expect(app.navigation.entries.first?.id != modal)

        let tabs = MainTabCoordinator()
        tabs.present(.notice)
        let before = tabs.navigation.entries.map(\.id) + tabs.navigation.tabs.map(\.id)
        let snapshot = try tabs.captureNavigationState()
        try tabs.restoreNavigationState(from: snapshot)
        let after = tabs.navigation.entries.map(\.id) + tabs.navigation.tabs.map(\.id)
        expectEqual(after.count, before.count)
        expectTrue(Set(after).isDisjoint(with: before))
    }

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
            [app.navigation.rootID, home.navigation.rootID] + app.navigation.entries.map(\.id)
            + tabs.navigation.tabs.map(\.id)
            + tabs.navigation.entries.map(\.id) + home.navigation.entries.map(\.id)
        expectEqual(Set(ids).count, ids.count)
    }

    func existentialDestinations() {
        // Destinations of an existential type are compared by their dynamic values.
        let flow = ShapeFlow()
        let rootID = flow.navigation.rootID
        flow.setRoot(ShapeCircle())
        expectEqual(flow.navigation.rootID, rootID)
        flow.setPath([ShapeSquare(side: 1)])
        let first = flow.navigation.entries.map(\.id)
        flow.setPath([ShapeSquare(side: 1), ShapeSquare(side: 2)])
        expectEqual(flow.navigation.entries.first?.id, first.first)
        flow.setPath([ShapeCircle(), ShapeSquare(side: 2)])
        #expect(flow.navigation.entries.first?.id != first.first)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .flowEntries: flowEntries()
        case .roots: roots()
        case .tabs: tabs()
        case .modalsAndRestore: try modalsAndRestore()
        case .unique: unique()
        case .existentialDestinations: existentialDestinations()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case flowEntries =
            "A flow entry keeps its ID while it stays; re-pushing an equal destination gives a new one"
        case roots = "A root keeps its ID when set to an equal destination, and gets a new one when replaced"
        case tabs = "Tabs keep their IDs across selection and removal of others; a tab set again is new"
        case modalsAndRestore =
            "Modals over tabs and roots have IDs like flow entries; a restore makes new entries"
        case unique = "IDs are unique across every entry of a tree"
        case existentialDestinations =
            "Destinations of an existential type keep their IDs when set to equal values"

        var testDescription: String { rawValue }
    }
}

/// Destinations of an existential type: `any Shape` is not itself `Equatable`, its values are.
protocol Shape: Hashable {}
struct ShapeCircle: Shape {}
struct ShapeSquare: Shape { let side: Int }

@MainActor
final class ShapeFlow: FlowCoordinator {
    typealias Destinations = any Shape
    let navigation = FlowNavigation<ShapeFlow>(root: ShapeCircle())
    func makeChild(for destination: any Shape) -> (any Coordinator)? { nil }
}
