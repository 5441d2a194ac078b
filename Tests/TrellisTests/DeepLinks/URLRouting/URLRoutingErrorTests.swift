import Foundation
import Testing

@testable import Trellis

/// Every `URLRoutingError`: when it is thrown, and the sentence it prints.
@MainActor
@Suite("URL routing: errors")
struct URLRoutingErrorTests {
    private typealias App = AppRootCoordinator
    private let router = ShopLinks.router()

    private func error(for url: String) -> URLRoutingError? {
        do {
            _ = try router.target(for: url)
            return nil
        } catch {
            return error
        }
    }

    private func error(
        building target: NavigationTarget<App>, style: URLStyle = .customScheme,
        with router: URLRouter<App>? = nil
    )
        -> URLRoutingError?
    {
        do {
            _ = try (router ?? self.router).url(for: target, style: style)
            return nil
        } catch {
            return error
        }
    }

    func readingErrors() {
        let cases: [(String, URLRoutingError, String)] = [
            (
                "http://shop.example.com/home",
                .unsupportedScheme(url: "http://shop.example.com/home", scheme: "http"),
                #""http://shop.example.com/home" has the scheme "http", which the router does not accept."#
            ),
            (
                "/home", .unsupportedScheme(url: "/home", scheme: nil),
                #""/home" has no scheme; the router accepts only its custom schemes and https."#
            ),
            (
                "https://evil.example.com/home",
                .unsupportedHost(url: "https://evil.example.com/home", host: "evil.example.com"),
                #""https://evil.example.com/home" has the host "evil.example.com", which is not one of the router's universal-link hosts."#
            ),
            (
                "shop://home/nowhere", .noMatchingRoute(url: "shop://home/nowhere", path: "/home/nowhere"),
                #"No URL route matches the path "/home/nowhere" of "shop://home/nowhere"."#
            ),
            (
                "shop://home/detail/seven",
                .malformedParameter(
                    url: "shop://home/detail/seven", name: "id", value: "seven", expected: "Int"),
                #"The parameter "id" of "shop://home/detail/seven" is "seven", not Int."#
            ),
            (
                "shop://home/detail/99999999999999999999",
                .malformedParameter(
                    url: "shop://home/detail/99999999999999999999", name: "id", value: "99999999999999999999",
                    expected: "Int"),
                #"The parameter "id" of "shop://home/detail/99999999999999999999" is "99999999999999999999", not Int."#
            ),
            (
                "shop://home/detail/1/compose?step=send",
                .malformedParameter(
                    url: "shop://home/detail/1/compose?step=send", name: "step", value: "send",
                    expected: "attachments or preview"),
                #"The parameter "step" of "shop://home/detail/1/compose?step=send" is "send", not attachments or preview."#
            ),
            (
                "shop://home/%FF", .malformedURL(url: "shop://home/%FF"),
                #""shop://home/%FF" is not a well-formed URL."#
            ),
            (
                "shop://home detail", .malformedURL(url: "shop://home detail"),
                #""shop://home detail" is not a well-formed URL."#
            ),
        ]
        for (url, expected, sentence) in cases {
            let found = error(for: url)
            expectEqual(found, expected, "\(url)")
            expectEqual(found?.description, sentence, "\(url)")
        }
    }

    func missingParameterAndAppError() {
        struct OutOfStock: Error, CustomStringConvertible {
            var description: String { "product 7 is out of stock" }
        }
        let router = URLRouter<App>(
            schemes: ["shop"],
            routes: [
                URLRoute("/cart") { parameters in
                    _ = try parameters.int("item")
                    return App.target(root: .main)
                } parameters: { _ in
                    nil
                },
                URLRoute("/product/:id") { _ in
                    throw OutOfStock()
                } parameters: { _ in
                    nil
                },
            ])
        #expect(throws: URLRoutingError.missingParameter(url: "shop://cart", name: "item")) {
            try router.target(for: "shop://cart")
        }
        expectEqual(
            URLRoutingError.missingParameter(url: "shop://cart", name: "item").description,
            #""shop://cart" has no parameter "item", which its URL route requires."#)
        #expect(
            throws: URLRoutingError.routeFailed(
                url: "shop://product/7", pattern: "/product/:id", reason: "product 7 is out of stock")
        ) {
            try router.target(for: "shop://product/7")
        }
        expectEqual(
            URLRoutingError.routeFailed(
                url: "shop://product/7", pattern: "/product/:id", reason: "product 7 is out of stock"
            ).description,
            #"The URL route "/product/:id" failed on "shop://product/7": product 7 is out of stock."#)
    }

    func buildingErrors() {
        let unclaimed = App.target(root: .compose)
        expectEqual(error(building: unclaimed), .noRouteForTarget(target: "AppRootCoordinator [.compose]"))
        expectEqual(
            error(building: unclaimed)?.description,
            "No URL route builds a URL for the target AppRootCoordinator [.compose].")

        let schemeless = URLRouter(universalLinkHosts: ["shop.example.com"], routes: ShopLinks.routes)
        expectEqual(
            error(building: App.target(root: .login), with: schemeless), .styleNotConfigured(.customScheme))
        expectEqual(
            error(building: App.target(root: .login), with: schemeless)?.description,
            "The router has no custom scheme to build a URL with.")
        let hostless = URLRouter(schemes: ["shop"], routes: ShopLinks.routes)
        expectEqual(
            error(building: App.target(root: .login), style: .universalLink, with: hostless)?.description,
            "The router has no universal-link host to build a URL with.")

        func route(_ parameters: [String: String]) -> URLRouter<App> {
            URLRouter(
                schemes: ["shop"],
                routes: [
                    URLRoute("/product/:id", query: ["tab"]) { _ in
                        App.target(root: .main)
                    } parameters: { _ in
                        parameters
                    }
                ])
        }
        let target = App.target(root: .main)
        expectEqual(
            error(building: target, with: route([:]))?.description,
            #"The URL route "/product/:id" cannot build a URL: the path parameter "id" is missing or empty."#)
        expectEqual(
            error(building: target, with: route(["id": ""])),
            .cannotBuildURL(
                pattern: "/product/:id", reason: #"the path parameter "id" is missing or empty"#))
        expectEqual(
            error(building: target, with: route(["id": "1", "colour": "red"]))?.description,
            #"The URL route "/product/:id" cannot build a URL: "colour" is neither a path parameter nor a declared query item."#
        )
    }

    func hugeURLIsShortened() {
        let url = "shop://nowhere/" + String(repeating: "a", count: 100_000)
        let description = error(for: url)?.description ?? ""
        #expect(description.utf8.count < 600)
        #expect(description.hasPrefix(#"No URL route matches the path "/nowhere/aaa"#))
        #expect(description.contains("…\" (100015 bytes)"))
    }

    func rejectNamesThePathValue() throws {
        let route = URLRoute<App>("/tag/:name", query: ["name"]) { parameters in
            throw parameters.reject("name", expected: "a known tag")
        } parameters: { _ in
            nil
        }
        let router = URLRouter<App>(schemes: ["shop"], routes: [route])
        let link = "shop://tag/from-path?name=from-query"
        #expect(
            throws: URLRoutingError.malformedParameter(
                url: link, name: "name", value: "from-path", expected: "a known tag")
        ) { try router.target(for: link) }
        let parameters = URLParameters(
            url: link, pathParameters: ["name": "from-path"],
            queryItems: ["name": "from-query", "other": "q"])
        expectEqual(
            parameters.reject("other", expected: "x"),
            .malformedParameter(url: link, name: "other", value: "q", expected: "x"))
        expectEqual(
            parameters.reject("none", expected: "x"),
            .malformedParameter(url: link, name: "none", value: "", expected: "x"))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .readingErrors: readingErrors()
        case .missingParameterAndAppError: missingParameterAndAppError()
        case .buildingErrors: buildingErrors()
        case .hugeURLIsShortened: hugeURLIsShortened()
        case .rejectNamesThePathValue: try rejectNamesThePathValue()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case readingErrors = "Reading URLs: each error and its sentence"
        case missingParameterAndAppError = "A missing parameter, and an app error thrown by a route"
        case buildingErrors = "Building URLs: each error and its sentence"
        case hugeURLIsShortened = "A huge URL is quoted by its first 200 characters and its size"
        case rejectNamesThePathValue =
            "A name in both the path and the query is rejected with the path's value"

        var testDescription: String { rawValue }
    }
}
