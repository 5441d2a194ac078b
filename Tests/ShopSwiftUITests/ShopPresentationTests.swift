import ShopExample
import SwiftUI
import Testing
import Trellis

/// The shop's popover and presentation options, used as a user would: the catalog's filters in
/// a popover, the cart at medium height.
@MainActor
@Suite("Shop SwiftUI app: filters popover and the cart at medium height")
struct ShopPresentationTests {
    @Test("The catalog's filters open in a popover over the product list and close on a tap outside")
    func filtersPopover() throws {
        let shop = try ShopDriver.signedIn()
        try shop.tap("Filters")
        #expect(
            shop.session.app.debugLayout() == """
                layer 0: base
                  root ShopAppCoordinator .main → MainTabCoordinator [tab]
                    tab[0]* CatalogFlowCoordinator .productList
                    tab[1] MainTabCoordinator .search → (not yet created)
                    tab[2] MainTabCoordinator .profile → (not yet created)
                layer 1: popover from CatalogFlowCoordinator .productList (compact: popover)
                  root CatalogFlowCoordinator .filters
                """)
        let popover = try #require(
            shop.render().find(StandInPresentationNode.self).first { $0.style == .popover && $0.isPresented })
        #expect(popover.presented?.texts.contains("Only products in stock") == true)
        popover.dismiss()  // a tap outside
        #expect(!shop.hierarchy.contains("filters"))
        try shop.tap("Filters")
        try shop.tap("Done")
        #expect(!shop.hierarchy.contains("filters"))
    }

    @Test("The cart opens at medium height; the user pulls it up, and the layout keeps it")
    func cartAtMediumHeight() async throws {
        let shop = try ShopDriver.signedIn()
        try shop.tap("Product 3")
        try shop.tap("Add to cart and check out")
        await shop.settle { shop.session.app.debugHierarchy().contains("CheckoutFlowCoordinator") }
        let detents = try #require(shop.render().first(StandInPresentationDetentsNode.self))
        #expect(detents.detents == [.medium, .large])
        #expect(detents.selection == .medium)
        #expect(detents.select(.large))
        #expect(
            shop.session.app.debugLayout().contains(
                "layer 1: sheet (detents: medium, large*; drag indicator: visible)"))
        #expect(try #require(shop.render().first(StandInPresentationDetentsNode.self)).selection == .large)
    }
}
