import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// The app's SwiftUI layer, rendered by the stand-in and driven as a user would: a back swipe,
/// a swipe down on a sheet, a tap on a tab. Each gesture reaches the coordinators through the
/// bindings CoordinatorView gave SwiftUI, and the tree shows where the user is.
@MainActor
@Suite("The app's navigation gestures")
struct NavigationGestureTests {
    @Test("A back swipe, a swipe down and a tab tap move the coordinator tree")
    func gestures() throws {
        let tabs = AppTabs()
        tabs.select(index: 0)
        let shop = try #require(tabs.navigation.tabs[0].child as? ShopFlow)
        shop.route(to: .product(1))
        shop.route(to: .product(2))
        let renderer = StandInRenderer()

        // A back swipe: SwiftUI sets the navigation stack's path one screen shorter.
        let stack = try #require(renderer.render(appView(tabs)).first(StandInNavigationStackNode.self))
        stack.path = Array(stack.path.dropLast())
        #expect(
            tabs.debugHierarchy() == """
                AppTabs [tab]
                  tab[0]* .shop → ShopFlow [flow]
                    root .catalog
                    push .product(1)
                  tab[1] .account → (not yet created)
                """)

        // A swipe down on the cart's sheet: SwiftUI sets the sheet's item to nil.
        shop.present(.cart)
        #expect(tabs.debugHierarchy().contains("    push .product(1)\n    sheet .cart\n"))
        let presentations = renderer.render(appView(tabs)).find(StandInPresentationNode.self)
        let sheet = try #require(presentations.first { $0.isPresented })
        sheet.dismiss()
        #expect(
            tabs.debugHierarchy() == """
                AppTabs [tab]
                  tab[0]* .shop → ShopFlow [flow]
                    root .catalog
                    push .product(1)
                  tab[1] .account → (not yet created)
                """)

        // A tap on the account tab: SwiftUI sets the tab view's selection to its tag.
        let tabView = try #require(renderer.render(appView(tabs)).first(StandInTabViewNode.self))
        #expect(tabView.select(tabView.tags[1]))
        #expect(
            tabs.debugHierarchy() == """
                AppTabs [tab]
                  tab[0] .shop → ShopFlow [flow]
                    root .catalog
                    push .product(1)
                  tab[1]* .account → AccountFlow [flow]
                    root .overview
                """)
    }
}
