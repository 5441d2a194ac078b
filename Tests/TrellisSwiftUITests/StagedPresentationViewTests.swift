import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// CoordinatorView stages a change that opens several layers, or closes some and opens others,
/// one new presentation per render (issue #30, item 2): each render below is one update, after
/// which the stand-in runs the `onAppear` actions that report a presentation done; a dismissal
/// is done when its `onDismiss` runs, once the dismissal animation ends
/// (`renderer.finishTransitions()`), with any number of updates before it.
@MainActor
@Suite("CoordinatorView staging")
struct StagedPresentationViewTests {
    /// The styles and item ids of the presentations a render shows, bottom first.
    private func presented(_ tree: StandInNode) -> [String] {
        tree.find(StandInPresentationNode.self).filter(\.isPresented).map { "\($0.style) \($0.itemID!.base)" }
    }

    /// A sheet (home's cart) over the tabs, a sheet over it (the cart's payment) and the tab
    /// set's cover over both, all in the tree before the first render, as a restored launch has
    /// them.
    private func restoredShop() -> (ShopRoot, ShopTabs, HomeFlow, CartFlow) {
        let (app, tabs, home) = signedInShop()
        home.present(.cart)
        let cart = home.navigation.entries[0].child as! CartFlow
        cart.present(.payment)
        tabs.present(.notice, as: .fullScreenCover)
        return (app, tabs, home, cart)
    }

    @Test("A restored sheet over a sheet under a cover shows one layer per render, none dropped")
    func restoreThreeLayers() {
        let (app, tabs, home, cart) = restoredShop()
        let before = app.debugHierarchy()
        let sheet = "sheet \(home.navigation.entries[0].id)"
        let payment = "sheet \(cart.navigation.entries[0].id)"
        let cover = "fullScreenCover \(tabs.navigation.entries[0].id)"
        let renderer = StandInRenderer()
        #expect(presented(renderer.render(shopView(app))) == [sheet])
        #expect(presented(renderer.render(shopView(app))) == [sheet, payment])
        #expect(presented(renderer.render(shopView(app))) == [sheet, payment, cover])
        #expect(presented(renderer.render(shopView(app))) == [sheet, payment, cover])
        #expect(renderer.runtimeWarnings == [])
        #expect(app.debugHierarchy() == before)
    }

    @Test("A deep link that swaps the sheet for a cover dismisses in one render, presents once it ended")
    func swapSheetForCover() throws {
        let (app, _, home) = signedInShop()
        home.present(.cart)
        var diagnostics: [String] = []
        let observation = app.observeDiagnostics { diagnostics.append($0.message) }
        defer { observation.cancel() }
        let renderer = StandInRenderer()
        let first = renderer.render(shopView(app))
        #expect(presented(first) == ["sheet \(home.navigation.entries[0].id)"])
        let oldSheet = try #require(first.find(StandInPresentationNode.self).filter(\.isPresented).first)
        // The link's change: the cart goes, a product comes as a cover, over a pushed screen.
        home.dismissAllModals()
        home.route(to: .product(1))
        home.present(.product(2), as: .fullScreenCover)
        let cover = "fullScreenCover \(home.navigation.entries[1].id)"
        let dismissal = renderer.render(shopView(app))
        #expect(presented(dismissal) == [])
        #expect(dismissal.screenTitles.contains("product(1) taps=0"))  // the push, at once
        // While the sheet animates away, the cover waits for its onDismiss.
        #expect(presented(renderer.render(shopView(app))) == [])
        renderer.finishTransitions()
        #expect(presented(renderer.render(shopView(app))) == [cover])
        #expect(presented(renderer.render(shopView(app))) == [cover])
        #expect(renderer.runtimeWarnings == [])
        // A late report from the sheet that went away (its binding cleared) touches nothing.
        let after = app.debugHierarchy()
        oldSheet.dismiss()
        #expect(app.debugHierarchy() == after)
        #expect(diagnostics == [])
    }

    @Test("Dismiss all, then a new sheet: the layers close in one render, the sheet opens once they did")
    func dismissAllThenNewSheet() {
        let (app, tabs, home, _) = restoredShop()
        let renderer = StandInRenderer()
        for _ in 0..<3 { renderer.render(shopView(app)) }
        tabs.dismissAllModals()
        home.dismissAllModals()
        home.present(.product(2))
        let before = app.debugHierarchy()
        #expect(presented(renderer.render(shopView(app))) == [])
        #expect(presented(renderer.render(shopView(app))) == [])  // still animating away
        renderer.finishTransitions()
        let sheet = "sheet \(home.navigation.entries[0].id)"
        #expect(presented(renderer.render(shopView(app))) == [sheet])
        #expect(presented(renderer.render(shopView(app))) == [sheet])
        #expect(renderer.runtimeWarnings == [])
        #expect(app.debugHierarchy() == before)
    }

    @Test("A swipe down in the middle of a staged change closes that layer and those above, once")
    func swipeDownMidPlan() throws {
        let (app, tabs, home, cart) = restoredShop()
        var causes: [String] = []
        let observation = app.observeNavigation { causes.append($0.description) }
        defer { observation.cancel() }
        let sheet = "sheet \(home.navigation.entries[0].id)"
        let renderer = StandInRenderer()
        renderer.render(shopView(app))
        let tree = renderer.render(shopView(app))  // the cart and its payment; the cover is next
        let payment = try #require(tree.find(StandInPresentationNode.self).filter(\.isPresented).last)
        payment.dismiss()
        #expect(cart.navigation.entries.isEmpty && tabs.navigation.entries.isEmpty)
        let after = app.debugHierarchy()
        #expect(presented(renderer.render(shopView(app))) == [sheet])
        #expect(presented(renderer.render(shopView(app))) == [sheet])
        #expect(renderer.runtimeWarnings == [])
        #expect(app.debugHierarchy() == after)
        #expect(
            causes == [
                "ShopTabs dismissed(user) fullScreenCover .notice",
                "CartFlow dismissed(user) sheet .payment",
            ])
    }

    @Test("A swipe down whose handler presents another sheet: the new sheet shows once the dismissal ended")
    func swipeDownThatPresents() throws {
        let (app, _, home) = signedInShop()
        home.present(.cart, onDismissWithCause: { _ in home.present(.product(7)) })
        let renderer = StandInRenderer()
        let tree = renderer.render(shopView(app))
        try #require(tree.find(StandInPresentationNode.self).filter(\.isPresented).first).dismiss()
        let sheet = "sheet \(home.navigation.entries[0].id)"
        let before = app.debugHierarchy()
        // The swiped sheet animates away first: nothing new is presented meanwhile.
        #expect(presented(renderer.render(shopView(app))) == [])
        #expect(presented(renderer.update()) == [])
        renderer.finishTransitions()
        #expect(presented(renderer.update()) == [sheet])
        #expect(presented(renderer.render(shopView(app))) == [sheet])
        #expect(renderer.runtimeWarnings == [])
        #expect(app.debugHierarchy() == before)
        #expect(home.navigation.entries.map(\.destination) == [.product(7)])
    }

    @Test("SwiftUI updates between a swipe down mid-plan and its onDismiss: the new sheet waits for it")
    func updatesBetweenSwipeDownAndOnDismiss() throws {
        // The cart over the tabs, its payment over it, the tabs' cover over both: restored, so
        // the window shows them one per render. Swiping the payment down asks for it again.
        let (app, tabs, home) = signedInShop()
        home.present(.cart)
        let cart = home.navigation.entries[0].child as! CartFlow
        cart.present(
            .payment,
            onDismissWithCause: { [weak cart] cause in
                if cause == .user { cart?.present(.payment) }
            })
        tabs.present(.notice, as: .fullScreenCover)
        var events: [String] = []
        let observation = app.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }
        var diagnostics: [String] = []
        let diagnosticsObservation = app.observeDiagnostics { diagnostics.append($0.message) }
        defer { diagnosticsObservation.cancel() }
        let renderer = StandInRenderer()
        renderer.render(shopView(app))
        let tree = renderer.render(shopView(app))  // the cart and its payment; the cover is next
        let sheet = "sheet \(home.navigation.entries[0].id)"
        let paymentID = cart.navigation.entries[0].id
        let payment = try #require(tree.find(StandInPresentationNode.self).filter(\.isPresented).last)
        payment.dismiss()
        let again = "sheet \(cart.navigation.entries[0].id)"
        let after = app.debugHierarchy()
        #expect(
            after == """
                ShopRoot [root]
                  root .main → ShopTabs [tab]
                    tab[0]* .home → HomeFlow [flow]
                      root .list
                      sheet .cart → CartFlow [flow]
                        root .cart
                        sheet .payment
                    tab[1] .profile → (not yet created)
                """)
        // SwiftUI updates while the payment sheet animates away: the new payment sheet waits
        // for that dismissal to end (its onDismiss), as after a dismissal by code, since UIKit
        // presents nothing from a presenter whose presentation is being dismissed.
        var update = renderer.update()
        #expect(presented(update) == [sheet])
        update = renderer.update()
        #expect(presented(update) == [sheet])
        #expect(renderer.dismissalsInProgress == ["sheet (item \(paymentID))"])
        renderer.finishTransitions()
        update = renderer.update()
        #expect(presented(update) == [sheet, again])
        update = renderer.render(shopView(app))
        #expect(presented(update) == [sheet, again])
        #expect(update.find(StandInPresentationNode.self).filter(\.isDropped).isEmpty)
        #expect(renderer.runtimeWarnings == [])
        #expect(app.debugHierarchy() == after)
        // One user dismissal, reported once (the cover above closes with it); nothing refused.
        #expect(
            events == [
                "ShopTabs dismissed(user) fullScreenCover .notice",
                "CartFlow dismissed(user) sheet .payment",
                "CartFlow presented sheet .payment",
            ])
        #expect(diagnostics == [])
    }

    @Test("SwiftUI clearing the binding of a layer a step removes (it moves down) dismisses nothing")
    func clearedBindingOfAMovingLayer() throws {
        let (app, tabs, home) = signedInShop()
        home.present(.cart)
        let renderer = StandInRenderer()
        renderer.render(shopView(app))
        tabs.present(.notice, as: .fullScreenCover)
        let tree = renderer.render(shopView(app))
        let cover = try #require(tree.find(StandInPresentationNode.self).filter(\.isPresented).last)
        // The cart goes by code: the tab set's cover moves from layer 2 to layer 1, so the plan
        // dismisses it and presents it again; SwiftUI clears its binding on the way.
        home.dismissAllModals()
        let before = app.debugHierarchy()
        cover.dismiss()
        #expect(app.debugHierarchy() == before)
        #expect(presented(renderer.render(shopView(app))) == [])
        renderer.finishTransitions()
        #expect(
            presented(renderer.render(shopView(app))) == ["fullScreenCover \(tabs.navigation.entries[0].id)"])
        #expect(renderer.runtimeWarnings == [])
        #expect(app.debugHierarchy() == before)
    }
}
