import Foundation
import Testing

@testable import Trellis

/// Links into the live tree, and the way back: URL → target → tree, URL → target → URL,
/// target → URL → target, over every route of the fixture app.
@MainActor
@Suite("URL routing: links and round trips")
struct URLRoundTripTests {
    private typealias App = AppRootCoordinator
    private let router = ShopLinks.router()

    /// One URL per route (and per optional part), written as the router builds them.
    static let canonicalLinks = [
        "shop://", "shop://login", "shop://announcement", "shop://home", "shop://home/detail/42",
        "shop://home/detail/-3", "shop://home/detail/7/compose", "shop://home/detail/7/compose?step=preview",
        "shop://home/detail/7/compose?step=attachments", "shop://search", "shop://search?q=red%20shoes",
        "shop://search?q=a%2Fb%26c%3Dd%2Be%25f%3Fg%23h%C3%A9%F0%9F%91%9F", "shop://search?q=",
        "shop://profile/edit", "shop://profile/detail/5",
    ]

    /// The same links as universal links.
    static let universalLinks = canonicalLinks.map {
        "https://shop.example.com/" + $0.dropFirst("shop://".count)
    }

    func linkIntoTree() throws {
        let app = App()
        let report = app.navigate(
            to: try router.target(
                for: #require(URL(string: "https://shop.example.com/home/detail/7/compose?step=preview"))))
        expectTrue(report.isComplete)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0]* .home → HomeFlowCoordinator [flow]
                  root .home
                  push .detail(id: 7)
                  sheet .compose → ComposeFlowCoordinator [flow]
                    root .editor
                    push .preview
                tab[1] .search → (not yet created)
                tab[2] .profile → (not yet created)
            """)
    }

    func linkAfterLink() throws {
        let app = App()
        app.navigate(to: try router.target(for: "shop://home/detail/7/compose"))
        app.navigate(to: try router.target(for: "shop://search?q=red%20shoes&utm_source=mail"))
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0] .home → HomeFlowCoordinator [flow]
                  root .home
                  push .detail(id: 7)
                  sheet .compose → ComposeFlowCoordinator [flow]
                    root .editor
                tab[1]* .search → SearchFlowCoordinator [flow]
                  root .query
                  push .results(term: "red shoes")
                tab[2] .profile → (not yet created)
            """)
        app.navigate(to: try router.target(for: "shop://announcement"))
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0] .home → HomeFlowCoordinator [flow]
                  root .home
                  push .detail(id: 7)
                  sheet .compose → ComposeFlowCoordinator [flow]
                    root .editor
                tab[1]* .search → SearchFlowCoordinator [flow]
                  root .query
                  push .results(term: "red shoes")
                tab[2] .profile → (not yet created)
              fullScreenCover .announcement
            """)
        app.navigate(to: try router.target(for: "shop://login/"))
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .login → LoginFlowCoordinator [flow]
                root .credentials
            """)
    }

    func linksCoverEveryRoute() throws {
        var covered: Set<String> = []
        for link in Self.canonicalLinks {
            let components = try #require(URLComponents(string: link))
            let location = try URLLocation(components, text: link, schemes: ["shop"], hosts: [])
            let route = router.routes.first { $0.parsedPattern.match(location.segments) != nil }
            covered.insert(try #require(route).pattern)
        }
        expectEqual(covered, Set(router.routes.map(\.pattern)))
    }

    func urlTargetURL() throws {
        for (links, style) in [
            (Self.canonicalLinks, URLStyle.customScheme), (Self.universalLinks, .universalLink),
        ] {
            for link in links {
                let target = try router.target(for: link)
                let built = try router.url(for: target, style: style)
                expectEqual(normalized(built.absoluteString), normalized(link), "\(link)")
                #expect(built.absoluteString == link || built.absoluteString == link + "/", "\(link)")
            }
        }
    }

    func nonCanonicalSpellings() throws {
        let spellings = [
            ("SHOP://home/detail/7/", "shop://home/detail/7"),
            (
                "https://Shop.Example.COM/search?q=caf%C3%A9&q=tea&utm=1",
                "https://shop.example.com/search?q=caf%C3%A9"
            ),
            ("shop://home/detail/007?step=preview", "shop://home/detail/7"),
            ("shop:///profile/edit#top", "shop://profile/edit"),
        ]
        for (spelling, canonical) in spellings {
            let style: URLStyle = spelling.lowercased().hasPrefix("https") ? .universalLink : .customScheme
            try expectEqual(
                router.url(for: router.target(for: spelling), style: style).absoluteString, canonical)
        }
    }

    func targetURLTarget() throws {
        let compose = { (path: [TargetEntry<ComposeFlowCoordinator>]) in
            ShopLinks.main(
                .home,
                HomeFlowCoordinator.target(path: [
                    .push(.detail(id: 12)),
                    .present(.compose, showing: ComposeFlowCoordinator.target(path: path)),
                ]))
        }
        let targets: [NavigationTarget<App>] = [
            App.target(root: .onboarding), App.target(root: .login),
            App.target(root: .main, modals: [.present(.announcement, as: .fullScreenCover)]),
            ShopLinks.main(.home, HomeFlowCoordinator.target()),
            ShopLinks.main(.home, HomeFlowCoordinator.target(path: [.push(.detail(id: .min))])),
            ShopLinks.main(.home, HomeFlowCoordinator.target(path: [.push(.detail(id: .max))])),
            compose([]), compose([.push(.attachments)]), compose([.push(.preview)]),
            ShopLinks.main(.search, SearchFlowCoordinator.target()),
            ShopLinks.main(
                .search, SearchFlowCoordinator.target(path: [.push(.results(term: "/?#&=+%; é👟 \u{0}"))])),
            ShopLinks.main(.search, SearchFlowCoordinator.target(path: [.push(.results(term: ""))])),
            ShopLinks.main(.profile, ProfileCoordinator.target(path: [.push(.edit)])),
            ShopLinks.main(.profile, ProfileCoordinator.target(path: [.push(.detail(id: 0))])),
        ]
        for style in [URLStyle.customScheme, .universalLink] {
            for target in targets {
                let url = try router.url(for: target, style: style)
                let expected = ShopLinks.tree(target)
                expectEqual(ShopLinks.tree(try router.target(for: url)), expected, "\(url)")
                expectEqual(ShopLinks.tree(try router.target(for: url.absoluteString)), expected, "\(url)")
            }
        }
    }

    func encodedParameters() throws {
        let term = "a/b?c#d&e=f+g%h;i é👟"
        let target = ShopLinks.main(
            .search, SearchFlowCoordinator.target(path: [.push(.results(term: term))]))
        let url = try router.url(for: target, style: .universalLink)
        expectEqual(
            url.absoluteString,
            "https://shop.example.com/search?q=a%2Fb%3Fc%23d%26e%3Df%2Bg%25h%3Bi%20%C3%A9%F0%9F%91%9F")
        expectEqual(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value, term)
    }

    @Test(
        "A path parameter holding URL syntax round-trips, even as a custom scheme's host",
        arguments: ["/search/:term", "/:term", "/:term/results"])
    func encodedPathParameters(pattern: String) throws {
        let router = URLRouter<App>(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"],
            routes: [
                URLRoute(pattern) { parameters in
                    ShopLinks.main(
                        .search,
                        SearchFlowCoordinator.target(path: [
                            .push(.results(term: try parameters.string("term")))
                        ]))
                } parameters: { target in
                    guard case .results(let term)? = TargetShape(target).search.first else { return nil }
                    return ["term": term]
                }
            ])
        for term in ["a/b?c#d&e=f+g%h;i:j@k é👟", "..", ".", "%2F", "shop.example.com", "[::1]", " "] {
            let target = ShopLinks.main(
                .search, SearchFlowCoordinator.target(path: [.push(.results(term: term))]))
            for style in [URLStyle.customScheme, .universalLink] {
                let url = try router.url(for: target, style: style)
                let back = try router.target(for: url)
                expectEqual(TargetShape(back).search, [.results(term: term)], "\(url)")
                try expectEqual(router.url(for: back, style: style), url)
            }
        }
    }

    /// `url` compared by what the router reads: lowercased scheme and host, path segments
    /// decoded without a trailing slash, query items decoded and sorted.
    private func normalized(_ url: String) -> String {
        guard let components = URLComponents(string: url) else { return "unparseable \(url)" }
        let segments =
            ((components.percentEncodedHost.map { "/" + $0 } ?? "") + components.percentEncodedPath)
            .split(separator: "/").map { $0.removingPercentEncoding ?? "?" }
        let query = (components.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }.sorted()
        return "\(components.scheme?.lowercased() ?? "") \(segments) \(query)"
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .linkIntoTree: try linkIntoTree()
        case .linkAfterLink: try linkAfterLink()
        case .linksCoverEveryRoute: try linksCoverEveryRoute()
        case .urlTargetURL: try urlTargetURL()
        case .nonCanonicalSpellings: try nonCanonicalSpellings()
        case .targetURLTarget: try targetURLTarget()
        case .encodedParameters: try encodedParameters()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case linkIntoTree = "A link from signed out lands three coordinators deep"
        case linkAfterLink = "A second link is applied as the smallest change over the first"
        case linksCoverEveryRoute = "The round-trip links cover every route of the fixture router"
        case urlTargetURL = "URL → target → URL gives the same URL, for every route, in both styles"
        case nonCanonicalSpellings = "Non-canonical spellings of a link build the canonical URL"
        case targetURLTarget = "target → URL → target reaches the same tree, for every route, in both styles"
        case encodedParameters = "A parameter holding URL syntax is encoded so the URL reads back the same"

        var testDescription: String { rawValue }
    }
}
