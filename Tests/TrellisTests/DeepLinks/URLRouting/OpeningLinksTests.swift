import Foundation
import Testing
import Trellis

/// `URLRouter.open(_:in:)`: a link read and followed as one smallest change, or refused with the
/// tree untouched.
@MainActor
@Suite("URL routing: opening links")
struct OpeningLinksTests {
    private typealias App = AppRootCoordinator

    private func signedIn() -> App {
        let app = App()
        app.setRoot(.main)
        return app
    }

    func opensALink() throws {
        let app = signedIn()
        let router = ShopLinks.router()
        let url = try #require(URL(string: "https://shop.example.com/search?q=shoes"))
        let expected = signedIn()
        expected.navigate(to: try router.target(for: url))

        let outcome = router.open(url, in: app)

        guard case .navigated(let report) = outcome else {
            Issue.record("not navigated: \(outcome)")
            return
        }
        expectTrue(report.isComplete, "\(report)")
        expectEqual(app.debugHierarchy(), expected.debugHierarchy())
        #expect(app.debugHierarchy().contains(".results(term: \"shoes\")"))
    }

    @Test(
        "A link the router refuses leaves the tree as it was and carries the router's error",
        arguments: [
            "ftp://shop.example.com/search", "https://elsewhere.example/search", "shop://no/such/place",
        ])
    func refusesALink(_ text: String) throws {
        let app = signedIn()
        let before = app.debugHierarchy()
        let url = try #require(URL(string: text))
        let router = ShopLinks.router()
        let expectedError: URLRoutingError
        do {
            _ = try router.target(for: url)
            Issue.record("\(text) routed")
            return
        } catch {
            expectedError = error
        }

        expectEqual(router.open(url, in: app), .refused(expectedError))
        expectEqual(app.debugHierarchy(), before)
    }

    func openingTwiceChangesNothing() throws {
        let app = signedIn()
        let router = ShopLinks.router()
        let url = try #require(URL(string: "https://shop.example.com/search?q=shoes"))
        router.open(url, in: app)
        let first = app.debugHierarchy()
        var events = 0
        let observation = app.observeNavigation { _ in events += 1 }

        guard case .navigated(let report) = router.open(url, in: app) else {
            Issue.record("not navigated")
            return
        }
        withExtendedLifetime(observation) {}
        expectTrue(report.isComplete)
        expectEqual(app.debugHierarchy(), first)
        expectEqual(events, 0)
    }

    /// A root whose `makeChild(for:)` runs app code: there, in the middle of a change.
    @MainActor
    final class LinkingRoot: RootCoordinator {
        enum Destinations: Codable, Hashable { case home, page(Int) }
        let navigation = RootNavigation<LinkingRoot>(root: .home)
        var whenMakingAChild: () -> Void = {}

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            whenMakingAChild()
            return nil
        }
    }

    func openedInTheMiddleOfAChange() throws {
        let app = LinkingRoot()
        let router = URLRouter<LinkingRoot>(
            schemes: ["app"],
            routes: [
                URLRoute("/page/:id") { parameters in
                    LinkingRoot.target(root: .page(try parameters.int("id")))
                } parameters: { _ in
                    nil
                }
            ])
        let url = try #require(URL(string: "app://page/7"))
        var outcomes: [LinkOutcome] = []
        app.whenMakingAChild = { outcomes.append(router.open(url, in: app)) }

        app.setRoot(.page(1))

        // Each child made (the initial root's, then the new one's) opened the link once.
        expectFalse(outcomes.isEmpty)
        for outcome in outcomes {
            guard case .navigated(let report) = outcome else {
                Issue.record("not navigated: \(outcome)")
                continue
            }
            expectTrue(report.wasRefused)
            expectFalse(report.isComplete)
        }
        expectEqual(app.debugHierarchy(), "LinkingRoot [root]\n  root .page(1)")

        // Outside a change, the same link is followed.
        app.whenMakingAChild = {}
        guard case .navigated(let again) = router.open(url, in: app) else {
            Issue.record("not navigated")
            return
        }
        expectTrue(again.isComplete, "\(again)")
        expectEqual(app.debugHierarchy(), "LinkingRoot [root]\n  root .page(7)")
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .opensALink: try opensALink()
        case .openingTwiceChangesNothing: try openingTwiceChangesNothing()
        case .openedInTheMiddleOfAChange: try openedInTheMiddleOfAChange()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case opensALink = "A link the router reads takes the tree to its target and reports it complete"
        case openingTwiceChangesNothing =
            "Opening the same link again changes nothing: what already matches stays"
        case openedInTheMiddleOfAChange =
            "A link opened by makeChild(for:), in the middle of a change, is refused like any navigation"

        var testDescription: String { rawValue }
    }
}
