import Foundation
import ShopExample
import SwiftUI
import Testing
import Trellis

/// The shop app's root view rendered by the stand-in and used as a user would, checked on the
/// coordinator tree after each step.
@MainActor
@Suite("Shop SwiftUI app")
struct ShopSessionTests {
    @Test("Sign in, open a product, swipe back, swipe the checkout down, switch tabs")
    func shortSession() async throws {
        let shop = ShopDriver()
        try shop.tap("Continue")
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .onboarding → OnboardingFlowCoordinator [flow]
                    root .welcome
                    push .signIn
                """)

        try shop.tap("Sign in")
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0]* .home → CatalogFlowCoordinator [flow]
                      root .productList
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                """)

        try shop.tap("Product 3")
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0]* .home → CatalogFlowCoordinator [flow]
                      root .productList
                      push .product(id: 3)
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                """)

        // A back swipe: the stack's path gets shorter.
        try #require(shop.render().first(StandInNavigationStackNode.self)).path = []
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0]* .home → CatalogFlowCoordinator [flow]
                      root .productList
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                """)

        try shop.tap("Product 3")
        try shop.tap("Add to cart and check out")
        await shop.settle { shop.session.app.debugHierarchy().contains("CheckoutFlowCoordinator") }
        try shop.tap("Shipping")
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0]* .home → CatalogFlowCoordinator [flow]
                      root .productList
                      push .product(id: 3)
                      sheet .cart → CheckoutFlowCoordinator [flow]
                        root .cart
                        push .shipping
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                """)

        // A swipe down: the sheet's item becomes nil.
        try #require(shop.render().find(StandInPresentationNode.self).first { $0.isPresented }).dismiss()
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0]* .home → CatalogFlowCoordinator [flow]
                      root .productList
                      push .product(id: 3)
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                """)

        let tabs = try #require(shop.session.app.navigation.rootChild as? MainTabCoordinator)
        let profileTab = AnyHashable(Optional(tabs.navigation.tabs[2].id))
        #expect(try #require(shop.render().first(StandInTabViewNode.self)).select(profileTab))
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0] .home → CatalogFlowCoordinator [flow]
                      root .productList
                      push .product(id: 3)
                    tab[1] .search → (not yet created)
                    tab[2]* .profile → ProfileFlowCoordinator [flow]
                      root .account
                """)
        #expect(shop.render().texts.contains("Signed in as a demo user"))
    }

    @Test("A link opened before sign-in waits, and is followed once the user signs in")
    func linkBeforeSignIn() throws {
        let shop = ShopDriver()
        shop.openURL(try #require(URL(string: "https://shop.example.com/catalog/product/7")))
        #expect(
            shop.session.app.links.heldLink?.absoluteString == "https://shop.example.com/catalog/product/7")
        #expect(!shop.hierarchy.contains("product(id: 7)"))

        try shop.tap("Continue")
        try shop.tap("Sign in")
        #expect(shop.session.app.links.heldLink == nil)
        #expect(shop.hierarchy.contains("push .product(id: 7)"))

        // Signed in, a link is followed at once.
        shop.openURL(try #require(URL(string: "shop://catalog/product/8")))
        #expect(shop.hierarchy.contains("push .product(id: 8)"))
    }

    @Test("Placing the order closes the cart sheet and shows the confirmation")
    func placeOrder() async throws {
        let shop = try ShopDriver.signedIn()
        try shop.tap("Product 5")
        try shop.tap("Add to cart and check out")
        await shop.settle { shop.session.app.debugHierarchy().contains("CheckoutFlowCoordinator") }
        try shop.tap("Shipping")
        try shop.tap("Review order")
        try shop.tap("Place order")
        await shop.settle { shop.session.app.debugHierarchy().contains("orderPlaced") }
        let hierarchy = shop.hierarchy
        #expect(
            hierarchy.replacing(/number: \d+/, with: "number: N") == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0]* .home → CatalogFlowCoordinator [flow]
                      root .productList
                      push .product(id: 5)
                      push .orderPlaced(number: N)
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                """)
        try shop.tap("Continue shopping")
        #expect(!shop.hierarchy.contains("push"))
    }

    @Test("The review form's fields and the list's scroll position go to the session's saved state")
    func draftsAndScrollPosition() throws {
        let shop = try ShopDriver.signedIn()
        let scrollView = try #require(shop.render().first(StandInScrollPositionNode.self))
        #expect(scrollView.scroll(to: "12"))
        shop.render()  // the position's onChange runs after this render
        #expect(shop.session.restoration.scrollPosition(for: ProductListModel.scrollViewID) == "12")

        try shop.tap("Product 12")
        try shop.tap("Reviews")
        try shop.tap("Write a review")
        try #require(shop.render().first(StandInTextFieldNode.self)).text = "Sturdy"
        try shop.tap("4 stars")
        let review = shop.session.reviewForm(productID: 12)
        #expect(review.title == "Sturdy" && review.rating == 4)
        #expect(shop.render().texts.contains("Rating: 4 of 5"))

        try shop.tap("Submit")
        #expect(!review.hasDraft)
        #expect(
            shop.hierarchy == """
                ShopAppCoordinator [root]
                  root .main → MainTabCoordinator [tab]
                    tab[0]* .home → CatalogFlowCoordinator [flow]
                      root .productList
                      push .product(id: 12)
                      push .reviews(productID: 12)
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                """)
    }
}
