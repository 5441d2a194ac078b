import Foundation
import Trellis

// The navigate fuzzer's links: bytes read as a URL (scheme, host in any spelling, path
// segments, query) opened through a `URLRouter` over `FuzzApp`. The routes turn a link into a
// ``TargetSpec`` (so a routed target is checked like any fuzzed one) and read a target back
// into a link with the public `destinations(of:)`, as an app's routes do.

/// A link read from an input: its text, and the same link on the router's host in its
/// canonical spelling when `text` spells one of the router's hosts (both must have one outcome).
struct LinkSpec {
    var text: String
    var canonical: String?

    /// The hosts the router accepts, in their ASCII and Unicode spellings (the pairs are
    /// Punycode's, RFC 3492).
    static let hosts: [(ascii: String, unicode: String)] = [
        ("xn--bcher-kva.example", "bücher.example"),
        ("xn--wgv71a119e.example", "日本語.example"),
        ("xn--e1afmkfd.xn--mnchen-3ya.example", "пример.münchen.example"),
        ("fuzz.example", "fuzz.example"),
    ]

    /// Reads a link from `reader` (past the input's end: a link to the feed on the first host).
    static func read(_ reader: inout ByteReader) -> LinkSpec {
        let scheme = Int(reader.next()) % 8
        let path = readPath(&reader)
        let query = readQuery(&reader)
        let hostByte = Int(reader.next())
        let pair = hosts[hostByte % hosts.count]
        let spelling = Int(reader.next())
        let host = spell(pair, spelling, &reader)
        let isRouterHost = spelling % 16 < 12
        switch scheme {
        case 0, 1, 2:
            // https, in its usual spelling or upper case: a universal link.
            let name = scheme == 2 ? "HTTPS" : "https"
            let canonical = isRouterHost ? "https://\(hosts[0].ascii)\(path)\(query)" : nil
            return LinkSpec(text: "\(name)://\(host)\(path)\(query)", canonical: canonical)
        case 3, 4:
            // The custom scheme: the host is the path's first segment.
            let name = scheme == 3 ? "fuzz" : "FUZZ"
            return LinkSpec(
                text: "\(name)://\(path.dropFirst())\(query)", canonical: "fuzz://\(path.dropFirst())\(query)"
            )
        case 5: return LinkSpec(text: "http://\(host)\(path)\(query)")
        case 6: return LinkSpec(text: "//\(host)\(path)\(query)")
        default: return LinkSpec(text: "https://\(host):\(reader.next())@x\(path)\(query)")
        }
    }

    /// A host spelling: the router's host in one of twelve spellings, or another host.
    private static func spell(
        _ pair: (ascii: String, unicode: String), _ byte: Int, _ reader: inout ByteReader
    )
        -> String
    {
        let unicode = pair.unicode
        switch byte % 16 {
        case 0: return pair.ascii
        case 1: return unicode
        case 2: return pair.ascii.uppercased()
        case 3: return unicode.uppercased()
        case 4:
            return String(
                pair.ascii.enumerated().map {
                    $0.offset % 2 == 0 ? Character($0.element.uppercased()) : $0.element
                })
        case 5: return pair.ascii + "."
        case 6: return unicode + "."
        case 7: return unicode.replacingOccurrences(of: ".", with: "\u{3002}")
        case 8: return unicode.replacingOccurrences(of: ".", with: "\u{FF0E}") + "\u{FF61}"
        case 9: return unicode.addingPercentEncoding(withAllowedCharacters: .urlHostAllowed) ?? unicode
        case 10: return pair.ascii.uppercased() + "."
        case 11: return unicode.uppercased().replacingOccurrences(of: ".", with: "\u{FF61}")
        case 12: return "x" + pair.ascii
        case 13: return "xn--" + pair.ascii
        case 14: return pair.ascii + ".."
        default: return rawText(&reader)
        }
    }

    private static let segments = [
        "feed", "threads", "onboarding", "welcome", "terms", "sign-in", "announcement", "inbox", "",
        "..", "%2F", "%FF", "ü", "Feed", "threads%2F1",
    ]

    /// A path: mostly one of the routes' shapes, else segments from a list, numbers and raw text.
    private static func readPath(_ reader: inout ByteReader) -> String {
        let shape = Int(reader.next())
        switch shape % 8 {
        case 0, 1, 2: return "/feed/threads/\(readDepth(&reader))"
        case 3: return "/onboarding/\(["welcome", "terms", "sign-in", "other"][Int(reader.next()) % 4])"
        case 4: return ["/announcement", "/inbox", "/", "/announcement/"][Int(reader.next()) % 4]
        default:
            var path = ""
            for _ in 0..<Int(reader.next()) % 6 {
                let byte = Int(reader.next())
                switch byte % 4 {
                case 0: path += "/\(readDepth(&reader))"
                case 1: path += "/" + rawText(&reader)
                default: path += "/" + segments[byte / 4 % segments.count]
                }
            }
            return path
        }
    }

    /// A depth: mostly small, now and then thousands, past the routes' limit, or past `Int`.
    private static func readDepth(_ reader: inout ByteReader) -> String {
        let byte = Int(reader.next())
        switch byte % 16 {
        case 15: return "99999999999999999999"
        case 14: return "-1"
        case 13: return "0x10"
        default: return String((1 << (byte % 16)) + Int(reader.next()) - 1)
        }
    }

    private static func readQuery(_ reader: inout ByteReader) -> String {
        let queries = [
            "", "", "?then=comments", "?then=comments&then=other", "?then=other", "?then", "?%ZZ=1",
            "?then=comments#top",
        ]
        return queries[Int(reader.next()) % queries.count]
    }

    /// Up to 15 characters drawn from a pool that URL parsers treat specially.
    private static func rawText(_ reader: inout ByteReader) -> String {
        let pool: [Character] = [
            "a", "Z", "0", "-", ".", "%", "@", ":", "[", "]", "/", "?", "#", " ", "ü", "\u{3002}", "\u{0}",
            "\u{200D}", "ß", "İ", "日",
        ]
        return String((0..<Int(reader.next()) % 16).map { _ in pool[Int(reader.next()) % pool.count] })
    }
}

/// The router over `FuzzApp` the navigate fuzzer opens links with. Each route records the
/// ``TargetSpec`` of the target it made, which the harness checks the navigation against.
@MainActor
struct FuzzRouter {
    /// The spec of the last target a route made.
    @MainActor
    private final class Record {
        var spec: TargetSpec?

        func made(_ levels: [LevelSpec]) -> NavigationTarget<FuzzApp> {
            let spec = TargetSpec(levels: levels)
            self.spec = spec
            return TargetBuilder.target(spec)
        }
    }

    private let record: Record
    let router: URLRouter<FuzzApp>

    /// The deepest thread chain a link may ask for.
    static let maximumDepth = 20_000

    init() {
        let record = Record()
        self.record = record
        router = URLRouter(
            schemes: ["fuzz"], universalLinkHosts: LinkSpec.hosts.map(\.unicode),
            routes: [
                Self.threads(record), Self.onboarding(record), Self.announcement(record), Self.inbox(record),
            ])
    }

    /// The target `link` leads to, with the spec its route made; or the router's error.
    func open(_ link: String) -> Result<
        (target: NavigationTarget<FuzzApp>, spec: TargetSpec), URLRoutingError
    > {
        record.spec = nil
        do {
            let target = try router.target(for: link)
            guard let spec = record.spec else {
                return .failure(.noMatchingRoute(url: link, path: "(no spec)"))
            }
            return .success((target, spec))
        } catch {
            return .failure(error)
        }
    }

    private static let mainFeed = [
        LevelSpec(kind: .app, base: SlotSpec(code: 1), next: -1, nextKind: .mainTabs),
        LevelSpec(kind: .mainTabs, base: SlotSpec(code: 0), next: -1, nextKind: .feed),
    ]

    /// `/feed/threads/:depth?then=comments`: a thread inside a thread, `depth` deep.
    private static func threads(_ record: Record) -> URLRoute<FuzzApp> {
        URLRoute("/feed/threads/:depth", query: ["then"]) { parameters in
            let depth = try parameters.int("depth")
            guard (0...maximumDepth).contains(depth) else {
                throw parameters.reject("depth", expected: "0 to \(maximumDepth)")
            }
            let then = parameters.query("then")
            guard then == nil || then == "comments" else {
                throw parameters.reject("then", expected: "comments")
            }
            let thread = LevelSpec(
                kind: .feed, entries: [SlotSpec(code: 4, presentation: .push)], next: 0, nextKind: .feed)
            let last = LevelSpec(
                kind: .feed, entries: then == nil ? [] : [SlotSpec(code: 3, presentation: .push)])
            return record.made(mainFeed + Array(repeating: thread, count: depth) + [last])
        } parameters: { target in
            guard target.destinations(of: FuzzApp.Destinations.self) == [.main],
                target.destinations(of: MainTabs.Destinations.self) == [.feed]
            else { return nil }
            var feed = target.destinations(of: FeedFlow.Destinations.self)
            var parameters: [String: String] = [:]
            if case .comments? = feed.last {
                parameters["then"] = "comments"
                feed.removeLast()
            }
            guard feed.allSatisfy({ if case .thread = $0 { true } else { false } }) else { return nil }
            parameters["depth"] = String(feed.count)
            return parameters
        }
    }

    /// `/onboarding/:step`: welcome, terms or sign-in.
    private static func onboarding(_ record: Record) -> URLRoute<FuzzApp> {
        let steps: [String: [Int]] = ["welcome": [], "terms": [1], "sign-in": [1, 2]]
        return URLRoute("/onboarding/:step") { parameters in
            let step = try parameters.string("step")
            guard let codes = steps[step] else {
                throw parameters.reject("step", expected: "welcome, terms or sign-in")
            }
            return record.made([
                LevelSpec(kind: .app, base: SlotSpec(code: 0), next: -1, nextKind: .onboarding),
                LevelSpec(kind: .onboarding, entries: codes.map { SlotSpec(code: $0, presentation: .push) }),
            ])
        } parameters: { target in
            guard target.destinations(of: FuzzApp.Destinations.self) == [.onboarding] else { return nil }
            let shown = target.destinations(of: OnboardingFlow.Destinations.self)
            return steps.first { step in step.value.map(OnboardingFlow.fuzzDestination) == shown }
                .map { ["step": $0.key] }
        }
    }

    /// `/announcement`: the main screen with the announcement presented.
    private static func announcement(_ record: Record) -> URLRoute<FuzzApp> {
        URLRoute("/announcement") { _ in
            record.made([
                LevelSpec(
                    kind: .app, base: SlotSpec(code: 1), entries: [SlotSpec(code: 2, presentation: .sheet)])
            ])
        } parameters: { target in
            target.destinations(of: FuzzApp.Destinations.self) == [.main, .announcement(id: 7)]
                && target.destinations(of: MainTabs.Destinations.self).isEmpty ? [:] : nil
        }
    }

    /// `/inbox`: a feed asked of the inbox tab, which hosts no child (a part that cannot be
    /// reached, reported).
    private static func inbox(_ record: Record) -> URLRoute<FuzzApp> {
        URLRoute("/inbox") { _ in
            record.made([
                LevelSpec(kind: .app, base: SlotSpec(code: 1), next: -1, nextKind: .mainTabs),
                LevelSpec(kind: .mainTabs, base: SlotSpec(code: 2), next: -1, nextKind: .feed),
            ])
        } parameters: { target in
            target.destinations(of: MainTabs.Destinations.self).first == .inbox ? [:] : nil
        }
    }
}

extension URLRoutingError {
    /// The error's case, with what identifies it apart from the URL's spelling.
    var kind: String {
        switch self {
        case .malformedURL: "malformedURL"
        case .unsupportedScheme(_, let scheme): "unsupportedScheme \(scheme?.lowercased() ?? "-")"
        case .unsupportedHost: "unsupportedHost"
        case .noMatchingRoute(_, let path): "noMatchingRoute \(path)"
        case .missingParameter(_, let name): "missingParameter \(name)"
        case .malformedParameter(_, let name, let value, _): "malformedParameter \(name) \(value)"
        case .routeFailed(_, let pattern, _): "routeFailed \(pattern)"
        case .noRouteForTarget: "noRouteForTarget"
        case .styleNotConfigured(let style): "styleNotConfigured \(style)"
        case .cannotBuildURL(let pattern, _): "cannotBuildURL \(pattern)"
        }
    }
}
