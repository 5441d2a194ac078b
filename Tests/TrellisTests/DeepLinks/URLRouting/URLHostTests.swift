import Foundation
import Testing

@testable import Trellis

/// Universal-link hosts compare as hosts: the ASCII (`xn--`) and the Unicode spelling of an
/// internationalized name, percent-encoded or not, in any case, with or without the final
/// dot, are one host; the router's own URLs always route back.
@MainActor
@Suite("URL routing: hosts in every spelling")
struct URLHostTests {
    private typealias App = AppRootCoordinator

    private func router(hosts: [String]) -> URLRouter<App> {
        URLRouter(universalLinkHosts: hosts, routes: ShopLinks.routes)
    }

    /// The spellings of `bücher.example` a link can arrive in.
    static let spellingsOfBuecher = [
        "xn--bcher-kva.example", "XN--BCHER-KVA.EXAMPLE", "xn--Bcher-kva.example", "bücher.example",
        "BÜCHER.example", "b%C3%BCcher.example", "B%C3%9Ccher.example", "bu%CC%88cher.example",
        "xn--bcher-kva.example.", "bücher.example.",
    ]

    @Test(
        "An internationalized host routes in every spelling, whichever spelling the router was given",
        arguments: ["xn--bcher-kva.example", "bücher.example", "Bücher.Example"])
    func everySpelling(configured: String) throws {
        let router = router(hosts: [configured])
        for spelling in Self.spellingsOfBuecher {
            let link = "https://\(spelling)/home/detail/7"
            let target = try router.target(for: link)
            expectEqual(
                TargetShape(target), TargetShape(app: [.main], tabs: [.home], home: [.detail(id: 7)]),
                "\(link)")
        }
        let built = try router.url(
            for: router.target(for: "https://bücher.example/home/detail/7"), style: .universalLink)
        expectEqual(built.absoluteString, "https://xn--bcher-kva.example/home/detail/7")
        expectEqual(
            TargetShape(try router.target(for: built)),
            TargetShape(try router.target(for: built.absoluteString)))
    }

    func anotherHostIsRefused() {
        let router = router(hosts: ["xn--bcher-kva.example"])
        for (link, host) in [
            ("https://xn--caf-dma.example/home", "café.example"),
            ("https://bucher.example/home", "bucher.example"),
            ("https://xn--bcher-kva.example.com/home", "bücher.example.com"),
            ("https://shop.example.com/home", "shop.example.com"),
            ("https://xn--bcher-kva.example../home", "bücher.example."),
        ] {
            #expect(throws: URLRoutingError.unsupportedHost(url: link, host: host), "\(link)") {
                try router.target(for: link)
            }
        }
    }

    func hostileHosts() throws {
        let router = router(hosts: ["xn--bcher-kva.example"])
        for host in [
            "xn--" + String(repeating: "a9", count: 50_000) + ".example",
            String(repeating: "xn--bcher-kva.", count: 1_000) + "example",
            "xn--99999999999999999999.example", "xn--.example", "xn--a-.example", "%E3%80%82example",
        ] {
            let link = "https://\(host)/home"
            #expect(throws: URLRoutingError.self, "\(link.prefix(80))") { try router.target(for: link) }
        }
        // A 63-byte label is decoded; a longer one is compared as written.
        expectEqual(URLHost("xn--bcher-kva.example").labels, ["bücher", "example"])
        let long = "xn--" + String(repeating: "a", count: 60) + "-kva"
        expectEqual(URLHost(long).labels, [long])
    }

    @Test("A host of many labels is read in time linear in its length", .thorough)
    func linearTime() {
        let router = router(hosts: ["xn--bcher-kva.example"])
        func fastest(labels: Int) -> Duration {
            let link = "https://" + String(repeating: "xn--bcher-kva.", count: labels) + "example/home"
            let clock = ContinuousClock()
            return (0..<5).map { _ in clock.measure { _ = try? router.target(for: link) } }.min() ?? .zero
        }
        _ = fastest(labels: 5_000)
        let (small, large) = (fastest(labels: 20_000), fastest(labels: 80_000))
        Thorough.report(
            "URL routing, a host of 80,000 vs 20,000 labels: \(large) vs \(small), ratio \(large / small)")
        #expect(large / small < 6)
    }

    func customSchemeHostIsASegment() throws {
        let route = URLRoute<App>("/:tag/:id") { parameters in
            App.target(
                root: .main,
                showing: MainTabCoordinator.target(
                    tab: .search,
                    showing: SearchFlowCoordinator.target(path: [
                        .push(.results(term: try parameters.string("tag") + "/" + parameters.string("id")))
                    ])))
        } parameters: { target in
            guard
                case .results(let term)? = target.destinations(of: SearchFlowCoordinator.Destinations.self)
                    .last,
                let slash = term.firstIndex(of: "/")
            else { return nil }
            return ["tag": String(term[..<slash]), "id": String(term[term.index(after: slash)...])]
        }
        let router = URLRouter<App>(schemes: ["shop"], routes: [route])
        for tag in ["xn--bcher-kva", "xn--abc-", "XN--Bcher-kva", "bücher", "Home"] {
            let target = try router.target(
                for: router.url(
                    for: router.target(
                        for:
                            "shop://\(tag.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? tag)/7"
                    ), style: .customScheme))
            expectEqual(
                target.destinations(of: SearchFlowCoordinator.Destinations.self),
                [
                    .results(term: "\(tag)/7")
                ], "\(tag)")
        }
    }

    func asciiHosts() throws {
        let router = router(hosts: ["Shop.Example.com"])
        expectEqual(router.universalLinkHosts, ["shop.example.com"])
        for link in [
            "https://shop.example.com/home", "https://SHOP.EXAMPLE.COM/home",
            "https://shop.example.com./home",
        ] {
            expectEqual(
                TargetShape(try router.target(for: link)), TargetShape(app: [.main], tabs: [.home]), "\(link)"
            )
        }
        let built = try router.url(
            for: router.target(for: "https://shop.example.com/home"), style: .universalLink)
        expectEqual(built.absoluteString, "https://shop.example.com/home")
    }

    func generatedHosts() throws {
        var generator = SeededGenerator(seed: 0x1D7A_0029)
        var unicodeHosts = 0
        // A thorough run (Scripts/thorough-tests) tries 2,000 hosts.
        let count = Thorough.isEnabled ? 2_000 : 60
        for _ in 0..<count {
            let host = GeneratedHost.random(using: &generator)
            if host.hasUnicode { unicodeHosts += 1 }
            let configured = host.spellings.randomElement(using: &generator) ?? host.unicode
            let router = router(hosts: [configured])
            for spelling in host.spellings {
                let link = "https://\(spelling)/profile/detail/5"
                let target = try router.target(for: link)
                expectEqual(TargetShape(target).profile, [.detail(id: 5)], "\(link) on \(configured)")
                let built = try router.url(for: target, style: .universalLink)
                expectEqual(built.host(percentEncoded: true), host.ascii, "\(link) on \(configured)")
                expectEqual(TargetShape(try router.target(for: built)), TargetShape(target), "\(built)")
            }
            let other = "https://x\(host.ascii)/profile/detail/5"
            #expect(throws: URLRoutingError.self, "\(other)") { try router.target(for: other) }
        }
        #expect(unicodeHosts > count / 3)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .anotherHostIsRefused: anotherHostIsRefused()
        case .hostileHosts: try hostileHosts()
        case .customSchemeHostIsASegment: try customSchemeHostIsASegment()
        case .asciiHosts: try asciiHosts()
        case .generatedHosts: try generatedHosts()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case anotherHostIsRefused = "Another host is refused, named as the router compares it"
        case hostileHosts = "Hostile hosts are refused, never decoded past the DNS label length"
        case customSchemeHostIsASegment =
            "A custom scheme's host is its first path segment, exactly as written, also when it looks like Punycode"
        case asciiHosts = "ASCII hosts: any case and a final dot, as before"
        case generatedHosts =
            "Generated hosts, ASCII and Unicode, in every spelling: each routes, and the router's own URL routes back"

        var testDescription: String { rawValue }
    }
}

/// A host made of labels by structure: ASCII labels (letters, digits, single inner hyphens) and
/// Unicode labels (Latin letters with marks, Cyrillic, Greek, CJK, kana, mixed with ASCII),
/// ending in an ASCII top-level label; each spelled as a link may spell it.
struct GeneratedHost {
    /// The labels, lowercase, in Unicode.
    var labels: [String]

    var unicode: String { labels.joined(separator: ".") }
    var hasUnicode: Bool { labels.contains { !$0.unicodeScalars.allSatisfy(\.isASCII) } }

    /// The ASCII spelling, with `xn--` labels: what the router writes.
    var ascii: String {
        labels.map { label in
            label.unicodeScalars.allSatisfy(\.isASCII)
                ? label : "xn--" + (Punycode.encode(Array(label.unicodeScalars)) ?? "")
        }
        .joined(separator: ".")
    }

    /// Every spelling of the same host.
    var spellings: [String] {
        let percentEncoded = unicode.addingPercentEncoding(withAllowedCharacters: .urlHostAllowed) ?? unicode
        return [
            ascii, ascii.uppercased(), unicode, unicode.uppercased(), percentEncoded, ascii + ".",
            unicode + ".",
        ]
    }

    static let letters = Array("abcdefghijklmnopqrstuvwxyz")
    static let digits = Array("0123456789")
    static let unicodeLetters = Array(
        "üöäéèñçåøæ" + "абвгдежзиклмнопрстуфхцчшщыэюя" + "αβγδεζηθκλμνξπρστφχψω" + "中文日本語書店" + "あいうえおかきく")

    static func random(using generator: inout some RandomNumberGenerator) -> GeneratedHost {
        var labels: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            labels.append(
                Bool.random(using: &generator)
                    ? asciiLabel(using: &generator) : unicodeLabel(using: &generator))
        }
        labels.append(
            String(
                (0..<Int.random(in: 2...4, using: &generator)).map { _ in
                    letters.randomElement(using: &generator) ?? "a"
                }))
        return GeneratedHost(labels: labels)
    }

    private static func asciiLabel(using generator: inout some RandomNumberGenerator) -> String {
        let count = Int.random(in: 1...12, using: &generator)
        var label = ""
        for index in 0..<count {
            // Hyphens inside, never two in a row: IDNA reserves `--` in the third and fourth
            // place for `xn--`, and Foundation refuses a Unicode host with such a label.
            let inner = index > 0 && index < count - 1 && label.last != "-"
            let pool = inner && Int.random(in: 0..<8, using: &generator) == 0 ? ["-"] : letters + digits
            label.append(pool.randomElement(using: &generator) ?? "a")
        }
        return label
    }

    private static func unicodeLabel(using generator: inout some RandomNumberGenerator) -> String {
        var label = ""
        for _ in 0..<Int.random(in: 1...10, using: &generator) {
            let pool = Int.random(in: 0..<3, using: &generator) == 0 ? letters + digits : unicodeLetters
            label.append(pool.randomElement(using: &generator) ?? "a")
        }
        if label.unicodeScalars.allSatisfy(\.isASCII) { label.append("ü") }
        return label
    }
}
