import Testing
import Trellis

@MainActor
@Suite("Navigation events and dismissal causes")
struct NavigationEventTests {
    @Test func aScriptedSessionProducesEventsInOrder() throws {
        let app = ShopApp()
        var events: [String] = []
        let observation = app.observeNavigation { events.append($0.description) }
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 1))
                catalog.present(.cart) { (cart: CartFlow) in cart.route(to: .checkout(step: "pay")) }
                catalog.userDidDismiss(entryAt: 1)
                catalog.pop()
            }
            tabs.appendTab(.legacy)
            tabs.select(index: 3)
        }
        app.setRoot(.login)
        observation.cancel()
        app.setRoot(.main)
        expectEqual(
            events,
            [
                "LoginFlow dismissed(teardown) root .welcome",
                "ShopApp dismissed(code) root .login",
                "ShopApp rootSet root .main",
                "ShopTabs tabSelected tab[0] .home",
                "CatalogFlow pushed push .detail(id: 1)",
                "CatalogFlow presented sheet .cart",
                "CartFlow pushed push .checkout(step: \"pay\")",
                "CartFlow dismissed(teardown) push .checkout(step: \"pay\")",
                "CartFlow dismissed(teardown) root .cart",
                "CatalogFlow dismissed(user) sheet .cart",
                "CatalogFlow dismissed(code) push .detail(id: 1)",
                "ShopTabs tabsChanged",
                "ShopTabs tabSelected tab[3] .legacy",
                "LegacyFlow dismissed(teardown) root .start",
                "ShopTabs dismissed(teardown) tab[3] .legacy",
                "ShopTabs dismissed(teardown) tab[2] .profile",
                "ShopTabs dismissed(teardown) tab[1] .search",
                "CatalogFlow dismissed(teardown) root .list",
                "ShopTabs dismissed(teardown) tab[0] .home",
                "ShopApp dismissed(code) root .main",
                "ShopApp rootSet root .login",
            ])
    }

    @Test func observingASubtreeSeesOnlyItsEvents() throws {
        let app = ShopApp()
        var events: [NavigationEvent] = []
        var catalog: CatalogFlow?
        app.setRoot(.main) { (tabs: ShopTabs) in tabs.select(index: 0) { catalog = $0 } }
        let observation = try #require(catalog).observeNavigation { events.append($0) }
        app.present(.login)
        catalog?.route(to: .detail(id: 9))
        expectEqual(events.map(\.description), ["CatalogFlow pushed push .detail(id: 9)"])
        expectIdentical(events.first?.coordinator, catalog)
        _ = observation
    }

    @Test func onDismissTellsTheCauseOnEveryPath() throws {
        let outer = PaletteFlow()
        var causes: [String] = []
        func record(_ label: String) -> @MainActor (DismissalCause) -> Void {
            { causes.append("\(label):\($0.rawValue)") }
        }
        outer.route(to: .plain, onDismissWithCause: record("a"))
        outer.pop()
        outer.route(to: .plain, onDismissWithCause: record("b"))
        outer.userDidPop(toEntryCount: 0)
        outer.present(.plain, onDismissWithCause: record("c"))
        outer.userDidDismiss(entryAt: 0)
        outer.route(to: .nested) { (inner: PaletteFlow) in
            inner.route(to: .plain, onDismissWithCause: record("d"))
        }
        let snapshot = try outer.captureNavigationState()
        outer.popToRoot()
        outer.route(to: .plain, onDismissWithCause: record("e"))
        try outer.restoreNavigationState(from: snapshot)
        expectEqual(causes, ["a:code", "b:user", "c:user", "d:teardown", "e:restore"])
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func userPopsToAnyDepthFireEachCallbackOnce(_ depth: Int) {
        let flow = PaletteFlow()
        var dismissed: [Int] = []
        for index in 0..<4 { flow.route(to: .plain) { dismissed.append(index) } }
        flow.userDidPop(toEntryCount: depth)
        flow.userDidPop(toEntryCount: depth)
        expectEqual(flow.navigation.entries.count, min(depth, 4))
        expectEqual(dismissed, Array((depth..<4).reversed()))
    }

    @Test func outOfRangeUserActionsChangeNothing() {
        let flow = PaletteFlow()
        flow.route(to: .plain)
        flow.userDidPop(toEntryCount: -1)
        flow.userDidDismiss(entryAt: 5)
        let app = ShopApp()
        app.present(.login)
        let before = app.debugHierarchy()
        var events: [NavigationEvent] = []
        let observation = app.observeNavigation { events.append($0) }
        app.userDidDismiss(entryAt: 1)
        app.userDidDismiss(entryAt: -1)
        expectEqual(app.debugHierarchy(), before)
        expectEqual(app.navigation.entries.count, 1)
        expectEmpty(events)
        observation.cancel()
        expectEqual(flow.navigation.entries.count, 1)
    }

    @Test func observersDoNotKeepTheTreeAlive() {
        var app: ShopApp? = ShopApp()
        weak let weakApp = app
        var tabs: ShopTabs?
        app?.setRoot(.main) { tabs = $0 }
        weak let weakTabs = tabs
        tabs = nil
        let observation = app?.observeNavigation { [weak app] _ in _ = app }
        app = nil
        expectNil(weakApp)
        expectNil(weakTabs)
        observation?.cancel()
    }

    @Test func releasingATreeTearsItDownWithNamedEvents() throws {
        var app: ShopApp? = ShopApp()
        var events: [String] = []
        var dismissed = 0
        app?.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 3)) { dismissed += 1 }
            }
        }
        let observation = try #require(app).observeNavigation { events.append($0.description) }
        app = nil
        expectEqual(dismissed, 1)
        #expect(events.contains("CatalogFlow dismissed(teardown) push .detail(id: 3)"))
        expectEqual(events.last, "ShopApp dismissed(teardown) root .main")
        observation.cancel()
    }
}
