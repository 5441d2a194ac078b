import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisFuzzSupport

/// Oracles that can disagree with the library: each restore seed and regression input
/// restores to the tree the scenario that produced it describes, checked in as
/// `Tests/Fuzz/Expected/<folder>/<name>.txt` (reviewed by eye against the scenario), or, for
/// the seeds too large to print, an outline worked out here from the scenario's shape.
@MainActor
@Suite("Reliability: fuzz inputs restore to their expected trees")
struct FuzzExpectedTreeTests {
    static let directory = FuzzCorpus.directory

    @Test(
        arguments: FuzzRegressionTests.inputs(in: "Corpus/restore")
            + FuzzRegressionTests.inputs(in: "Regressions/restore"))
    func inputRestoresToItsExpectedTree(_ path: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(path))
        let app = FuzzApp()
        _ = try? app.restoreNavigationState(from: data)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if let outline = Self.largeSeedOutlines[name] {
            expectHierarchy(TreeOutline.of(app), equals: outline())
            return
        }
        let expectedPath = "Expected/" + path.replacingOccurrences(of: ".json", with: ".txt")
        let expected = try String(
            contentsOf: Self.directory.appendingPathComponent(expectedPath), encoding: .utf8)
        expectHierarchy(of: app, equals: expected)  // the argument names the file
    }

    @Test func theWrittenChainIsRefusedAsTooDeep() throws {
        let data = try Data(
            contentsOf: Self.directory.appendingPathComponent("Corpus/restore/chain-10000-written.json"))
        #expect(throws: NavigationStateError.tooDeep(depth: 2_049, limit: 2_048)) {
            try FuzzApp().restoreNavigationState(from: data)
        }
    }

    /// Outlines (``TreeOutline``) of the seeds whose `debugHierarchy()` is too large to check in.
    static let largeSeedOutlines: [String: @MainActor () -> String] = [
        "tabs-10000": tenThousandTabs, "chain-10000": chainOfTenThousand,
    ]

    /// ``FuzzScenarios/tenThousandTabs(_:_:)``: 10,000 tabs cycling through the five kinds, the
    /// first (materialised by `setTabs`, which keeps index 0 selected) and the 9,996th (a feed
    /// with one push, selected) hosting feeds.
    static func tenThousandTabs() -> String {
        let kinds = ["feed", "search", "inbox", "settings", "account"]
        var lines = ["0 FuzzApp [root]", "1 root .main → MainTabs [tab]", "2 MainTabs [tab]"]
        for index in 0..<10_000 {
            let star = index == 9_995 ? "*" : ""
            let kind = kinds[index % 5]
            switch index {
            case 0:
                lines += ["3 tab[0] .feed → FeedFlow [flow]", "4 FeedFlow [flow]", "5 root .feed"]
            case 9_995:
                lines += [
                    "3 tab[9995]\(star) .feed → FeedFlow [flow]", "4 FeedFlow [flow]", "5 root .feed",
                    "5 push .author(name: \"tab 9995\")",
                ]
            default:
                lines.append("3 tab[\(index)] .\(kind)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// ``FuzzScenarios/chainOfTenThousand(_:_:)`` as a snapshot holds it: the levels down to
    /// ``NavigationSnapshotLimits/maximumDepth`` below the app (the app, its tabs, and 2,047
    /// feeds), the deepest feed without the push whose child lay deeper.
    static func chainOfTenThousand() -> String {
        var lines = ["0 FuzzApp [root]", "1 root .main → MainTabs [tab]", "2 MainTabs [tab]"]
        lines.append("3 tab[0]* .feed → FeedFlow [flow]")
        let feeds = NavigationSnapshotLimits.maximumDepth - 1
        for level in 1...feeds {
            lines += ["\(2 + 2 * level) FeedFlow [flow]", "\(3 + 2 * level) root .feed"]
            if level < feeds { lines.append("\(3 + 2 * level) push .thread(id: \(level)) → FeedFlow [flow]") }
        }
        lines += ["3 tab[1] .search", "3 tab[2] .inbox", "3 tab[3] .settings", "3 tab[4] .account"]
        return lines.joined(separator: "\n")
    }
}
