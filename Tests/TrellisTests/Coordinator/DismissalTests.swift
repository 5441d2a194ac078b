import Testing
import Trellis

/// `onDismiss` fires exactly once per destination, whichever way it leaves, top first.
@MainActor
@Suite("onDismiss on every removal path")
struct DismissalTests {
    /// The ways a pushed destination of a flow can leave it.
    enum FlowRemoval: String, CaseIterable, Sendable {
        case pop, popToRoot, popToFirst, popToLast, popToFirstWhere, popToLastWhere, setRoot, setSameRoot
        case dismissCoordinator

        @MainActor
        func perform(on home: HomeFlowCoordinator, child: ComposeFlowCoordinator) {
            switch self {
            case .pop: home.pop()
            case .popToRoot: home.popToRoot()
            case .popToFirst: home.popToFirst(.home)
            case .popToLast: home.popToLast(.home)
            case .popToFirstWhere: home.popToFirst { $0 == .home }
            case .popToLastWhere: home.popToLast { $0 == .home }
            case .setRoot: home.setRoot(.settings)
            case .setSameRoot: home.setRoot(.home)
            case .dismissCoordinator: child.dismissCoordinator()
            }
        }
    }

    @Test(
        "A pushed destination's onDismiss fires once, and its child's entries fire first",
        arguments: FlowRemoval.allCases)
    func flowRemoval(_ removal: FlowRemoval) throws {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.route(to: .compose, onDismiss: log.callback("compose"))
        let child = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        child.route(to: .attachments, onDismiss: log.callback("attachments"))

        removal.perform(on: home, child: child)
        expectEqual(log.fired, ["attachments", "compose"])
        expectFalse(home.isInStack(.compose))

        // Nothing fires a second time, whatever happens next.
        home.popToRoot()
        home.setRoot(.detail(id: 1))
        home.pop()
        expectEqual(log.fired, ["attachments", "compose"])
    }

    func pop() {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1), onDismiss: log.callback("a"))
        home.present(.settings, onDismiss: log.callback("b"))
        home.pop()
        expectEqual(log.fired, ["b"])
        home.pop()
        expectEqual(log.fired, ["b", "a"])
    }

    func popToRootOrder() {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1), onDismiss: log.callback("a"))
        home.present(.settings, as: .fullScreenCover, onDismiss: log.callback("b"))
        home.route(to: .detail(id: 2), onDismiss: log.callback("c"))
        home.popToRoot()
        expectEqual(log.fired, ["c", "b", "a"])
    }

    func popToOrder() {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1), onDismiss: log.callback("a"))
        home.route(to: .settings, onDismiss: log.callback("b"))
        home.route(to: .detail(id: 1), onDismiss: log.callback("c"))
        home.route(to: .settings, onDismiss: log.callback("d"))
        home.popToLast(.detail(id: 1))
        expectEqual(log.fired, ["d"])
        home.popToFirst(.detail(id: 1))
        expectEqual(log.fired, ["d", "c", "b"])
    }

    func callbackNavigates() {
        let home = HomeFlowCoordinator()
        var seenInCallback: [HomeFlowCoordinator.Destinations] = []
        home.route(to: .detail(id: 1))
        home.route(to: .detail(id: 2)) {
            seenInCallback = home.navigation.entries.map(\.destination)
            home.route(to: .settings)
        }
        home.pop()
        expectEqual(seenInCallback, [.detail(id: 1)])
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1), .settings])
    }

    func rootSetRoot() throws {
        let log = DismissLog()
        let app = AppRootCoordinator(root: .main)
        let tabs = try #require(setUp(app).navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.route(to: .detail(id: 1), onDismiss: log.callback("detail"))
        home.present(.settings, onDismiss: log.callback("settings"))
        app.present(.announcement, onDismiss: log.callback("announcement"))
        app.present(.compose, as: .fullScreenCover, onDismiss: log.callback("compose"))

        app.setRoot(.login)
        expectEqual(log.fired, ["compose", "announcement", "settings", "detail"])
        app.setRoot(.main)
        expectEqual(log.fired.count, 4)
    }

    func rootSetSameRoot() throws {
        let log = DismissLog()
        let app = setUp(AppRootCoordinator())
        let login = try #require(app.navigation.rootChild as? LoginFlowCoordinator)
        login.route(to: .forgotPassword, onDismiss: log.callback("forgot"))
        app.present(.announcement, onDismiss: log.callback("announcement"))
        app.setRoot(.login)
        expectEqual(log.fired, ["announcement"])
    }

    func setTabs() throws {
        let log = DismissLog()
        let tabs = MainTabCoordinator()
        tabs.select(index: 1) { (search: SearchFlowCoordinator) in
            search.route(to: .results(term: "a"), onDismiss: log.callback("search"))
        }
        tabs.select(index: 0) { (home: HomeFlowCoordinator) in
            home.route(to: .detail(id: 1), onDismiss: log.callback("home 1"))
            home.route(to: .detail(id: 2), onDismiss: log.callback("home 2"))
        }
        tabs.present(.notice, onDismiss: log.callback("notice"))
        tabs.setTabs([.home])
        expectEqual(log.fired, ["search", "home 2", "home 1"])
        expectEqual(tabs.navigation.entries.count, 1)
    }

    func removeTab() {
        let log = DismissLog()
        let tabs = MainTabCoordinator(tabs: [.home, .search, .home])
        tabs.select(index: 0) { (home: HomeFlowCoordinator) in
            home.route(to: .detail(id: 1), onDismiss: log.callback("first home"))
        }
        tabs.select(index: 2) { (home: HomeFlowCoordinator) in
            home.route(to: .detail(id: 1), onDismiss: log.callback("last home"))
        }
        tabs.removeLastTab(.home)
        expectEqual(log.fired, ["last home"])
        tabs.removeFirstTab(.home)
        expectEqual(log.fired, ["last home", "first home"])
    }

    func dismissCoordinatorOrder() throws {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.route(to: .compose, onDismiss: log.callback("compose"))
        home.present(.settings, onDismiss: log.callback("settings above"))
        let compose = try #require(home.navigation.entries.first?.child as? ComposeFlowCoordinator)
        compose.route(to: .attachments, onDismiss: log.callback("attachments"))
        compose.present(.preview, onDismiss: log.callback("preview"))
        compose.dismissCoordinator()
        expectEqual(log.fired, ["settings above", "preview", "attachments", "compose"])
        expectEmpty(home.navigation.entries)
    }

    func ancestorTeardown() throws {
        let log = DismissLog()
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        compose.route(to: .attachments, onDismiss: log.callback("attachments"))
        home.route(to: .settings, onDismiss: log.callback("settings"))
        tabs.present(.compose, onDismiss: log.callback("tab modal")) { (modal: ComposeFlowCoordinator) in
            modal.route(to: .preview, onDismiss: log.callback("modal preview"))
        }
        tabs.selectFirstTab(.profile) { (profile: ProfileCoordinator) in
            profile.route(to: .edit, onDismiss: log.callback("profile edit"))
        }

        app.setRoot(.login)
        expectEqual(log.fired, ["modal preview", "tab modal", "profile edit", "settings", "attachments"])
        app.setRoot(.main)
        app.setRoot(.login)
        expectEqual(log.fired.count, 5)
    }

    func modalDismissal() throws {
        let log = DismissLog()
        let tabs = MainTabCoordinator()
        tabs.present(.compose, onDismiss: log.callback("tab modal")) { (compose: ComposeFlowCoordinator) in
            compose.route(to: .preview, onDismiss: log.callback("tab modal preview"))
            compose.dismissCoordinator()
        }
        let app = AppRootCoordinator()
        app.present(.compose, onDismiss: log.callback("root modal")) { (compose: ComposeFlowCoordinator) in
            compose.pop()
        }
        expectEqual(log.fired, ["tab modal preview", "tab modal", "root modal"])
        expectEmpty(tabs.navigation.entries)
        expectEmpty(app.navigation.entries)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .pop: pop()
        case .popToRootOrder: popToRootOrder()
        case .popToOrder: popToOrder()
        case .callbackNavigates: callbackNavigates()
        case .rootSetRoot: try rootSetRoot()
        case .rootSetSameRoot: try rootSetSameRoot()
        case .setTabs: try setTabs()
        case .removeTab: removeTab()
        case .dismissCoordinatorOrder: try dismissCoordinatorOrder()
        case .ancestorTeardown: try ancestorTeardown()
        case .modalDismissal: try modalDismissal()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case pop = "pop() fires only the top entry's callback"
        case popToRootOrder = "popToRoot() fires every entry's callback, top first"
        case popToOrder = "popToFirst and popToLast fire the callbacks of the entries above the match only"
        case callbackNavigates = "A callback sees the new state and may navigate again"
        case rootSetRoot = "setRoot(_:) of a root coordinator fires the modals and the old subtree, top first"
        case rootSetSameRoot = "setRoot(_:) with the current root fires only the modals"
        case setTabs = "setTabs(_:) fires the callbacks inside every old tab, last tab first"
        case removeTab = "removeFirstTab and removeLastTab fire the callbacks inside the removed tab only"
        case dismissCoordinatorOrder =
            "dismissCoordinator() fires the entries above the child, then its subtree, then its own"
        case ancestorTeardown = "Tearing down an ancestor fires every callback in the subtree once, top first"
        case modalDismissal = "A modal over tabs or over a root fires once when its child dismisses itself"

        var testDescription: String { rawValue }
    }
}
