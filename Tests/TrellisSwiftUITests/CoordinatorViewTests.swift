import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// CoordinatorView rendered by the stand-in: what it hands SwiftUI (stacks, paths, sheets,
/// covers, tabs, identities), and the gestures SwiftUI would report through the bindings,
/// checked on the coordinator tree, its events and the dismissal causes.
@MainActor
@Suite("CoordinatorView")
struct CoordinatorViewTests {
    @Test(
        "A root switch shows the current root; tabs get a stack each, with the pushed child flow in the path")
    func rendersRootTabsAndFlattenedPaths() throws {
        let (app, tabs, home) = signedInShop()
        home.route(to: .product(1))
        home.route(to: .settings) { (settings: SettingsFlow) in settings.route(to: .notifications) }
        let tree = StandInRenderer().render(shopView(app))
        let tabView = try #require(tree.first(StandInTabViewNode.self))
        // Tabs are tagged by identity, not position.
        #expect(tabView.tags == tabs.navigation.tabs.map { AnyHashable(Optional($0.id)) })
        #expect(tabView.selection == AnyHashable(Optional(tabs.navigation.tabs[0].id)))
        let stacks = tree.find(StandInNavigationStackNode.self)
        #expect(stacks.count == 1)  // the profile tab is not created yet: nothing to stack
        #expect(stacks[0].path.count == 3)
        #expect(
            stacks[0].pushed.map(\.screenTitles) == [
                ["product(1) taps=0"], ["settings.main taps=0"], ["settings.notifications taps=0"],
            ])
        #expect(tree.texts.contains("tab home") && tree.texts.contains("tab profile"))
        #expect(tree.find(StandInPresentationNode.self).allSatisfy { !$0.isPresented })
    }

    @Test("A back swipe (a shorter path) pops across coordinators in one change, with cause .user")
    func backSwipe() throws {
        let (app, _, home) = signedInShop()
        var causes: [String] = []
        home.route(to: .product(1), onDismissWithCause: { causes.append("product \($0)") })
        home.route(to: .settings, onDismissWithCause: { causes.append("settings \($0)") })
        (home.navigation.entries[1].child as? SettingsFlow)?.route(
            to: .notifications, onDismissWithCause: { causes.append("notifications \($0)") })
        var events: [String] = []
        let observation = app.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }
        let renderer = StandInRenderer()
        let stack = try #require(renderer.render(shopView(app)).first(StandInNavigationStackNode.self))
        stack.path = Array(stack.path.prefix(1))
        #expect(causes == ["notifications user", "settings user"])
        #expect(
            events == [
                "SettingsFlow dismissed(user) push .notifications",
                "SettingsFlow dismissed(teardown) root .main",
                "HomeFlow dismissed(user) push .settings",
            ])
        #expect(renderer.render(shopView(app)).first(StandInNavigationStackNode.self)?.path.count == 1)
    }

    // A path that grows with a screen it already shows (not a link's value) is refused by the
    // layout; links are `NavigationLinkViewTests`.
    @Test("A path that grows with a layout item is refused with a diagnostic")
    func growingPathIsRefused() throws {
        let (app, _, home) = signedInShop()
        home.route(to: .product(1))
        var diagnostics: [NavigationDiagnostic.Kind] = []
        let observation = app.observeDiagnostics { diagnostics.append($0.kind) }
        defer { observation.cancel() }
        let stack = try #require(
            StandInRenderer().render(shopView(app)).first(StandInNavigationStackNode.self))
        stack.path = stack.path + stack.path
        #expect(diagnostics == [.gestureRefused])
        #expect(home.navigation.entries.count == 1)
    }

    @Test("Sheets and covers chain layer over layer; a swipe down dismisses the layer and those above it")
    func sheetOverSheetAndSwipeDown() throws {
        let (app, tabs, home) = signedInShop()
        var causes: [String] = []
        home.present(.cart, onDismissWithCause: { causes.append("cart \($0)") })
        (home.navigation.entries[0].child as? CartFlow)?.route(to: .payment)
        let renderer = StandInRenderer()
        // One new presentation per update, as SwiftUI applies them: the sheet, then the cover.
        renderer.render(shopView(app))
        tabs.present(.notice, as: .fullScreenCover, onDismissWithCause: { causes.append("notice \($0)") })
        let tree = renderer.render(shopView(app))
        #expect(renderer.runtimeWarnings.isEmpty)
        let presented = tree.find(StandInPresentationNode.self).filter(\.isPresented)
        #expect(presented.map { "\($0.style)" } == ["sheet", "fullScreenCover"])
        #expect(
            presented.map(\.itemID) == [
                AnyHashable(home.navigation.entries[0].id), AnyHashable(tabs.navigation.entries[0].id),
            ])
        let cartStack = try #require(presented[0].presented?.first(StandInNavigationStackNode.self))
        #expect(cartStack.path.count == 1)
        #expect(
            presented[0].presented?.screenTitles.prefix(2) == ["cart.cart taps=0", "cart.payment taps=0"])
        presented[0].dismiss()
        #expect(causes == ["notice user", "cart user"])
        #expect(home.navigation.entries.isEmpty && tabs.navigation.entries.isEmpty)
        #expect(
            renderer.render(shopView(app)).find(StandInPresentationNode.self).allSatisfy { !$0.isPresented })
    }

    /// Issue #30, item 2: a sheet and a cover over it that appear together (a launch restoring
    /// both, a deep link) reach SwiftUI one per update, so none is dropped
    /// (StagedPresentationViewTests has the other staged changes).
    @Test("Sheet and cover shown in one update: the sheet, then the cover, none dropped (#30)")
    func sheetAndCoverInOneUpdate() {
        let (app, tabs, home) = signedInShop()
        home.present(.cart)
        tabs.present(.notice, as: .fullScreenCover)
        let renderer = StandInRenderer()
        #expect(
            renderer.render(shopView(app)).find(StandInPresentationNode.self).filter(\.isPresented).count == 1
        )
        let tree = renderer.render(shopView(app))
        #expect(tree.find(StandInPresentationNode.self).filter(\.isPresented).count == 2)
        #expect(renderer.runtimeWarnings.isEmpty)
    }

    @Test("Tapping a tab selects it through the layout and shows its new stack")
    func tabTap() throws {
        let (app, tabs, _) = signedInShop()
        let renderer = StandInRenderer()
        let profileID = AnyHashable(Optional(tabs.navigation.tabs[1].id))
        #expect(try #require(renderer.render(shopView(app)).first(StandInTabViewNode.self)).select(profileID))
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.navigation.tabs[1].child is ProfileFlow)
        let tree = renderer.render(shopView(app))
        #expect(tree.first(StandInTabViewNode.self)?.selection == profileID)
        #expect(tree.find(StandInNavigationStackNode.self).count == 2)
        #expect(tree.screenTitles.contains("account taps=0"))
    }

    @Test("A tab tapped after another tab was inserted before it is still that tab (tags are identities)")
    func tabTapAfterInsertion() throws {
        let (app, tabs, _) = signedInShop()
        let renderer = StandInRenderer()
        let tabView = try #require(renderer.render(shopView(app)).first(StandInTabViewNode.self))
        let profileID = AnyHashable(Optional(tabs.navigation.tabs[1].id))
        tabs.insertTab(.notice, at: 0)
        #expect(tabView.select(profileID))
        #expect(tabs.navigation.tabs[tabs.selectedIndex].destination == .profile)
    }

    @Test("A tab never selected is still a tab (a placeholder view carries its tab item)")
    func unselectedTabHasAView() throws {
        let (app, _, _) = signedInShop()
        let tabView = try #require(StandInRenderer().render(shopView(app)).first(StandInTabViewNode.self))
        let profile = try #require(tabView.tab(tagged: tabView.tags[1]))
        #expect(profile.find(StandInContainerNode.self).map(\.kind) == ["Color.clear"])
        #expect(profile.texts == ["tab profile"])
    }

    @Test("Identity: a root switch and an equal destination pushed again reset the screen's state")
    func identityResetsState() throws {
        let app = ShopRoot()
        let renderer = StandInRenderer()
        renderer.render(shopView(app)).button(titled: "tap signIn")?.tap()
        #expect(renderer.render(shopView(app)).screenTitles == ["signIn taps=1"])
        app.setRoot(.main)
        renderer.render(shopView(app))
        app.setRoot(.signIn)
        #expect(renderer.render(shopView(app)).screenTitles == ["signIn taps=0"])

        app.setRoot(.main)
        let home = (app.navigation.rootChild as! ShopTabs).navigation.tabs[0].child as! HomeFlow
        home.route(to: .product(1))
        renderer.render(shopView(app)).button(titled: "tap product(1)")?.tap()
        #expect(renderer.render(shopView(app)).screenTitles.last == "product(1) taps=1")
        home.popToRoot()
        home.route(to: .product(1))
        #expect(renderer.render(shopView(app)).screenTitles.last == "product(1) taps=0")
    }

    @Test("Screens reach their coordinator and a dismiss action through the environment")
    func environment() throws {
        let (app, _, home) = signedInShop()
        home.present(.product(3))
        let renderer = StandInRenderer()
        renderer.render(shopView(app)).button(titled: "settings from list")?.tap()
        #expect(home.navigation.entries.map(\.destination) == [.product(3), .settings])
        renderer.render(shopView(app)).button(titled: "close settings.main")?.tap()
        #expect(home.navigation.entries.map(\.destination) == [.product(3)])
        renderer.render(shopView(app)).button(titled: "close product(3)")?.tap()
        #expect(home.navigation.entries.isEmpty)
        renderer.render(shopView(app)).button(titled: "close list")?.tap()
        #expect(home.parent != nil)
    }

    @Test("dismissScreen at the window's base, or at a tab's root, does nothing and reports nothing")
    func dismissScreenAtTheBase() throws {
        let app = ShopRoot()
        var diagnostics: [NavigationDiagnostic] = []
        let observation = app.observeDiagnostics { diagnostics.append($0) }
        defer { observation.cancel() }
        let renderer = StandInRenderer()
        try #require(renderer.render(shopView(app)).button(titled: "close signIn")).tap()
        #expect(app.debugHierarchy() == "ShopRoot [root]\n  root .signIn")
        app.setRoot(.main)
        let before = app.debugHierarchy()
        try #require(renderer.render(shopView(app)).button(titled: "close list")).tap()
        #expect(app.debugHierarchy() == before)
        #expect(diagnostics.map(\.message) == [])
    }

    @Test("A destination without a registered screen shows a placeholder naming it")
    func missingScreen() {
        let tree = StandInRenderer().render(CoordinatorView(ShopRoot()))
        #expect(tree.texts == ["No screen for ShopRoot .signIn"])
    }
}
