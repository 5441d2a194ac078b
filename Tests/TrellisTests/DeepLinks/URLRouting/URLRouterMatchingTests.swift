import Foundation
import Testing

@testable import Trellis

/// `URLRouter.target(for:)`: which URLs it accepts, how paths match and what parameters read.
@MainActor
@Suite("URL routing: matching and parameters")
struct URLRouterMatchingTests {
    private typealias App = AppRootCoordinator

    /// A router whose routes record the pattern that matched and the parameters it saw.
    private func recordingRouter(_ patterns: [String], query: [String] = []) -> URLRouter<App> {
        URLRouter(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"],
            routes: patterns.map { pattern in
                URLRoute(pattern, query: query) { parameters in
                    Self.recorded = Recorded(pattern: pattern, parameters: parameters)
                    return App.target(root: .onboarding)
                } parameters: { _ in
                    nil
                }
            })
    }

    private struct Recorded: Equatable {
        var pattern: String
        var parameters: URLParameters
    }

    /// What the last matched route saw.
    private static var recorded: Recorded?

    private func match(_ router: URLRouter<App>, _ url: String) -> Recorded? {
        Self.recorded = nil
        _ = try? router.target(for: url)
        return Self.recorded
    }

    @Test(
        "A custom scheme's host is the first segment; a universal link's path is the path",
        arguments: [
            "shop://catalog/product/7", "https://shop.example.com/catalog/product/7",
            "SHOP://catalog/product/7", "https://SHOP.Example.com/catalog/product/7",
            "shop://catalog/product/7/", "shop:///catalog/product/7",
            "https://shop.example.com/catalog/product/7#reviews",
            "https://shop.example.com:443/catalog/product/7",
        ])
    func pathFromSchemeAndHost(url: String) throws {
        let router = recordingRouter(["/catalog/product/:id"])
        let found = try #require(match(router, url))
        expectEqual(found.parameters.pathParameters, ["id": "7"])
        try expectEqual(found.parameters.int("id"), 7)
        try expectNotNil(URL(string: url).map { try router.target(for: $0) })
    }

    func caseSensitivity() {
        let router = recordingRouter(["/catalog/product/:id"])
        expectNil(match(router, "shop://Catalog/product/7"))
        expectNil(match(router, "https://shop.example.com/catalog/PRODUCT/7"))
        expectNotNil(match(router, "HTTPS://SHOP.EXAMPLE.COM/catalog/product/7"))
    }

    func firstMatchWins() throws {
        let router = recordingRouter(["/product/new", "/product/:id", "/product/:name"])
        expectEqual(match(router, "shop://product/new")?.pattern, "/product/new")
        expectEqual(match(router, "shop://product/42")?.pattern, "/product/:id")
        let reversed = recordingRouter(["/product/:id", "/product/new"])
        expectEqual(match(reversed, "shop://product/new")?.pattern, "/product/:id")
    }

    func percentDecoding() throws {
        let router = recordingRouter(["/search/:term/page/:page"])
        let found = try #require(match(router, "shop://search/a%2Fb%20c%C3%A9%3F/page/2"))
        expectEqual(found.parameters.pathParameters, ["term": "a/b cé?", "page": "2"])
        expectNil(match(router, "shop://search/a/b/page/2"))
        try expectEqual(found.parameters.int("page"), 2)
    }

    func emptyAndDotSegments() throws {
        let router = recordingRouter(["/a/:x/b"])
        expectNil(match(router, "shop://a//b"))
        expectNil(match(router, "https://shop.example.com//a/1/b"))
        expectEqual(match(router, "shop://a/../b")?.parameters.pathParameters, ["x": ".."])
        expectNil(match(router, "shop://a/1/b//"))
    }

    func emptyPath() {
        let router = recordingRouter(["/"])
        for url in ["shop://", "shop:///", "https://shop.example.com", "https://shop.example.com/"] {
            expectEqual(match(router, url)?.pattern, "/", "\(url)")
        }
    }

    func queryItems() throws {
        let router = recordingRouter(["/search"], query: ["q"])
        let found = try #require(match(router, "shop://search?q=a%26b%3Dc+d&q=second&flag&empty=&utm=x"))
        expectEqual(found.parameters.queryItems, ["q": "a&b=c+d", "flag": "", "empty": "", "utm": "x"])
        expectEqual(found.parameters.query("q"), "a&b=c+d")
        expectNil(found.parameters.query("missing"))
        try expectEqual(found.parameters.string("flag"), "")
    }

    func typedReads() throws {
        let parameters = URLParameters(
            url: "shop://p/7?id=8&page=x&n=3", pathParameters: ["id": "7"],
            queryItems: ["id": "8", "page": "x", "n": "3"])
        try expectEqual(parameters.int("id"), 7)
        try expectEqual(parameters.value("n", as: Double.self), 3)
        try expectEqual(parameters.query("n", as: Int.self), 3)
        try expectNil(parameters.query("absent", as: Int.self))
        #expect(
            throws: URLRoutingError.malformedParameter(
                url: parameters.url, name: "page", value: "x", expected: "Int")
        ) {
            try parameters.query("page", as: Int.self)
        }
    }

    func destinationsOfTarget() {
        let target = App.target(
            root: .main,
            showing: MainTabCoordinator.target(
                tab: .home,
                showing: HomeFlowCoordinator.target(
                    root: .home,
                    path: [
                        .push(.detail(id: 1)),
                        .present(.compose, showing: ComposeFlowCoordinator.target(path: [.push(.preview)])),
                        .push(.settings),
                    ])),
            modals: [.present(.announcement)])
        expectEqual(target.destinations(of: App.Destinations.self), [.main, .announcement])
        expectEqual(
            target.destinations(of: HomeFlowCoordinator.Destinations.self),
            [
                .home, .detail(id: 1), .compose, .settings,
            ])
        expectEqual(target.destinations(of: ComposeFlowCoordinator.Destinations.self), [.preview])
        expectEmpty(target.destinations(of: ProfileCoordinator.Destinations.self))
        expectEqual(
            target.plan.destinations.map { "\($0)" },
            [
                "main", "home", "home", "detail(id: 1)", "compose", "preview", "settings", "announcement",
            ])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .caseSensitivity: caseSensitivity()
        case .firstMatchWins: try firstMatchWins()
        case .percentDecoding: try percentDecoding()
        case .emptyAndDotSegments: try emptyAndDotSegments()
        case .emptyPath: emptyPath()
        case .queryItems: try queryItems()
        case .typedReads: try typedReads()
        case .destinationsOfTarget: destinationsOfTarget()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case caseSensitivity = "Literal segments are case-sensitive; schemes and hosts are not"
        case firstMatchWins = "The first route whose pattern matches wins, in declaration order"
        case percentDecoding =
            "Parameters are decoded per segment: an encoded slash stays inside its parameter"
        case emptyAndDotSegments = "Empty segments match nothing; dot segments are ordinary segments"
        case emptyPath = "The empty path matches `/`"
        case queryItems = "Query items: decoded, first of a repeated name wins, no `=` is the empty value"
        case typedReads = "Typed reads: a path parameter wins over a query item of the same name"
        case destinationsOfTarget = "Destinations of a target, by type, in hierarchy order"

        var testDescription: String { rawValue }
    }
}
