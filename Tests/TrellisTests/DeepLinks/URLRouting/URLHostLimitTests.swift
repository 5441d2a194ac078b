import Foundation
import Testing

@testable import Trellis

/// Hosts at and past the DNS limits, as products of them: label lengths around 63 bytes, label
/// counts around 127, ASCII and internationalized labels, each spelled as `xn--`, in Unicode
/// and in capitals. Whatever the router does with a host, it does the same in every spelling;
/// when it routes a link, its own URL for the target routes back to the same target; when it
/// refuses one, the error is `unsupportedHost` and names the link; nothing crashes.
@MainActor
@Suite("URL routing: hosts at the DNS limits")
struct URLHostLimitTests {
    private typealias App = AppRootCoordinator

    /// Label lengths (in bytes of the ASCII spelling, about) and label counts; a thorough run
    /// (Scripts/thorough-tests) tries more of each.
    static let lengths =
        Thorough.isEnabled ? [1, 2, 30, 61, 62, 63, 64, 65, 127, 255, 1_000] : [1, 63, 64]
    static let counts = Thorough.isEnabled ? [1, 2, 3, 63, 126, 127, 128, 500] : [1, 127, 128]

    @Test("Products of the limits: one outcome in every spelling within them; routed links route back")
    func productsOfTheLimits() throws {
        var routed = 0
        var past = 0
        for length in Self.lengths {
            for count in Self.counts {
                for isUnicode in [false, true] {
                    let host = GeneratedHost(
                        labels: Array(repeating: Self.label(length, isUnicode), count: count) + ["example"])
                    let outcomes = try host.spellings.map { spelling in
                        try outcome(of: "https://\(spelling)/home/detail/7", configured: host.ascii)
                    }
                    let context = "\(length) × \(count), Unicode: \(isUnicode): \(outcomes)"
                    if Self.isWithinTheLimits(host.ascii) || !isUnicode {
                        expectEqual(Set(outcomes).count, 1, "\(context)")
                    } else {
                        // Past the limits, Foundation refuses a Unicode spelling as malformed (it
                        // cannot convert it); the `xn--` spellings compare as written.
                        past += 1
                        let unicode = [2, 3, 6].map { outcomes[$0] }
                        #expect(unicode.allSatisfy { $0 != .routed }, "\(context)")
                        expectEqual(Set([0, 1, 5].map { outcomes[$0] }).count, 1, "\(context)")
                    }
                    if outcomes.first == .routed { routed += 1 }
                }
            }
        }
        #expect(routed > 0)
        #expect(past > 0)
    }

    /// Whether an ASCII host keeps to the DNS limits: labels of 1 to 63 bytes, 253 in all.
    private static func isWithinTheLimits(_ host: String) -> Bool {
        host.utf8.count <= 253 && host.split(separator: ".").allSatisfy { (1...63).contains($0.utf8.count) }
    }

    /// A host one label longer than the configured one is another host: refused, in every
    /// spelling, with an error naming the link.
    @Test("A longer host is another host")
    func aLongerHostIsAnotherHost() throws {
        for isUnicode in [false, true] {
            let configured = GeneratedHost(labels: [Self.label(62, isUnicode), "example"])
            let longer = GeneratedHost(labels: [
                Self.label(62, isUnicode), Self.label(62, isUnicode), "example",
            ])
            let router = URLRouter<App>(universalLinkHosts: [configured.ascii], routes: ShopLinks.routes)
            for spelling in longer.spellings {
                let link = "https://\(spelling)/home/detail/7"
                do {
                    _ = try router.target(for: link)
                    Issue.record("\(link) routed on \(configured.ascii)")
                } catch {
                    guard case .unsupportedHost(let url, _) = error else {
                        Issue.record("\(link): \(error), not unsupportedHost")
                        continue
                    }
                    expectEqual(url, link)
                }
            }
        }
    }

    /// A label of about `length` bytes: ASCII letters and digits, or Unicode letters with ASCII
    /// ones (an `xn--` label of about that length).
    private static func label(_ length: Int, _ isUnicode: Bool) -> String {
        let ascii = Array("abcdefghij0123456789")
        var label = String((0..<length).map { ascii[$0 % ascii.count] })
        if isUnicode {
            label = "ü" + label.dropFirst(min(label.count, 8))
        }
        return label
    }

    enum Outcome: Hashable { case routed, unsupportedHost, malformed }

    /// What the router does with the link: when it routes, its own URL for the target routes
    /// back to the same target; a refusal names the link.
    private func outcome(of link: String, configured: String) throws -> Outcome {
        let router = URLRouter<App>(universalLinkHosts: [configured], routes: ShopLinks.routes)
        let target: NavigationTarget<App>
        do {
            target = try router.target(for: link)
        } catch {
            switch error {
            case .unsupportedHost(let url, _):
                expectEqual(url, link)
                return .unsupportedHost
            case .malformedURL(let url):
                expectEqual(url, link)
                return .malformed
            default:
                Issue.record("\(link): \(error), not unsupportedHost or malformedURL")
                return .malformed
            }
        }
        let built = try router.url(for: target, style: .universalLink)
        expectEqual(TargetShape(try router.target(for: built)), TargetShape(target), "\(built)")
        return .routed
    }
}
