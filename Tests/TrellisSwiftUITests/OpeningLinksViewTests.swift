import Foundation
import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// Links a scene receives (`onOpenURL`), driven through the stand-in's renderer: opened with a
/// router, or handed to a link gate until the app can follow them.
@MainActor
@Suite("Opening links in a scene")
struct OpeningLinksViewTests {
    /// `shop://product/<id>`: the product pushed on the home tab.
    private static let router = URLRouter<ShopRoot>(
        schemes: ["shop"],
        routes: [
            URLRoute("/product/:id") { parameters in
                ShopRoot.target(
                    root: .main,
                    showing: ShopTabs.target(
                        tab: .home,
                        showing: HomeFlow.target(path: [.push(.product(try parameters.int("id")))])))
            } parameters: { _ in
                nil
            }
        ])

    private final class Outcomes {
        var lines: [String] = []
    }

    private struct Shop: View {
        let app: ShopRoot
        let outcomes: Outcomes

        var body: some View {
            shopView(app).opensLinks(with: OpeningLinksViewTests.router, in: app) { url, outcome in
                outcomes.lines.append("\(url.absoluteString) \(outcome)")
            }
        }
    }

    @Test("A link the scene receives takes the tree there, and the app hears the outcome")
    func opensWithTheRouter() throws {
        let (app, _, _) = signedInShop()
        let outcomes = Outcomes()
        let renderer = StandInRenderer()
        renderer.render(Shop(app: app, outcomes: outcomes))

        renderer.openURL(try #require(URL(string: "shop://product/7")))

        #expect(outcomes.lines == ["shop://product/7 navigated: complete"])
        #expect(app.debugHierarchy().contains("push .product(7)"))
        let tree = renderer.render(Shop(app: app, outcomes: outcomes))
        #expect(tree.screenTitles.last?.hasPrefix("product(7) ") == true)
    }

    @Test("A link the router refuses leaves the tree as it was, and the app hears why")
    func refusedLinks() throws {
        let (app, _, _) = signedInShop()
        let before = app.debugHierarchy()
        let outcomes = Outcomes()
        let renderer = StandInRenderer()
        renderer.render(Shop(app: app, outcomes: outcomes))

        renderer.openURL(try #require(URL(string: "shop://product/seven")))
        renderer.openURL(try #require(URL(string: "other://product/7")))

        #expect(outcomes.lines.count == 2)
        #expect(outcomes.lines.allSatisfy { $0.contains(" refused: ") })
        #expect(app.debugHierarchy() == before)
    }

    @Test("A link that arrives before sign-in waits in the gate and is followed when it opens")
    func heldUntilTheGateOpens() throws {
        let app = ShopRoot()
        let gate = LinkGate<URL> { url in OpeningLinksViewTests.router.open(url, in: app) }
        let renderer = StandInRenderer()
        renderer.render(shopView(app).opensLinks(through: gate))

        renderer.openURL(try #require(URL(string: "shop://product/7")))
        #expect(gate.heldLink?.absoluteString == "shop://product/7")
        #expect(!app.debugHierarchy().contains(".product(7)"))

        gate.open()
        #expect(gate.heldLink == nil)
        #expect(app.debugHierarchy().contains("push .product(7)"))
    }
}
