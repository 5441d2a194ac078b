import Foundation
import Testing
import Trellis

@testable import TrellisFuzzSupport

/// Snapshot bytes pinned for fixed scenarios (`Tests/Fuzz/Golden/<scenario>.json`, reviewed by
/// eye against the format): capturing the scenario gives exactly those bytes, and restoring
/// them gives the tree written out here by hand.
@MainActor
@Suite("Navigation snapshots: golden bytes")
struct GoldenSnapshotTests {
    struct Golden: CustomTestStringConvertible, Sendable {
        var name: String
        var hierarchy: String
        var testDescription: String { name }
    }

    nonisolated static let goldens = [
        Golden(
            name: "feed",
            hierarchy: """
                FuzzApp [root]
                  root .main → MainTabs [tab]
                    tab[0]* .feed → FeedFlow [flow]
                      root .feed
                      push .article(TrellisFuzzSupport.Article(id: 42, title: "Trellis", tags: ["swift", "nav"], score: Optional(4.5)))
                      push .comments(articleID: 42, page: 3)
                      fullScreenCover .gallery(images: [1, 2, 3], index: 2)
                    tab[1] .search → (not yet created)
                    tab[2] .inbox → (not yet created)
                    tab[3] .settings → (not yet created)
                    tab[4] .account → (not yet created)
                """),
        Golden(
            name: "share",
            hierarchy: """
                FuzzApp [root]
                  root .main → MainTabs [tab]
                    tab[0]* .feed → FeedFlow [flow]
                      root .feed
                      sheet .share(target: "mail") → ShareSwitch [root]
                        root .confirm(target: "mail") → ComposeFlow [flow]
                          root .editor(text: "")
                          push .discard
                        sheet .done(true)
                    tab[1] .search → (not yet created)
                    tab[2] .inbox → (not yet created)
                    tab[3] .settings → (not yet created)
                    tab[4] .account → (not yet created)
                """),
        Golden(
            name: "modals",
            hierarchy: """
                FuzzApp [root]
                  root .main → MainTabs [tab]
                    tab[0]* .feed → FeedFlow [flow]
                      root .feed
                    tab[1] .search → (not yet created)
                    tab[2] .inbox → (not yet created)
                    tab[3] .settings → (not yet created)
                    tab[4] .account → (not yet created)
                    sheet .compose(draftID: Optional(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)) → ComposeFlow [flow]
                      root .editor(text: "")
                      push .attach(kind: TrellisFuzzSupport.ComposeFlow.AttachmentKind.photo)
                      sheet .preview(scale: 1.5)
                    fullScreenCover .alert(message: "Saved \\"draft\\"\\n✓")
                  sheet .announcement(id: 7)
                  fullScreenCover .onboarding → OnboardingFlow [flow]
                    root .welcome
                    push .terms(version: "2024-01")
                """),
    ]

    static func golden(_ name: String) throws -> Data {
        try Data(
            contentsOf: FuzzCorpus.directory.appendingPathComponent("Golden/\(name).json"))
    }

    @Test(arguments: goldens)
    func capturingTheScenarioGivesTheGoldenBytes(_ golden: Golden) throws {
        let scenario = try #require(FuzzScenarios.all.first { $0.name == golden.name })
        let app = FuzzApp()
        scenario.navigate(app, DismissLedger())
        let captured = try app.captureNavigationState()
        expectEqual(
            String(decoding: captured, as: UTF8.self),
            String(decoding: try Self.golden(golden.name), as: UTF8.self))
    }

    @Test(arguments: goldens)
    func restoringTheGoldenBytesGivesTheHandWrittenTree(_ golden: Golden) throws {
        let app = FuzzApp()
        let report = try app.restoreNavigationState(from: try Self.golden(golden.name))
        expectTrue(report.isComplete)
        expectEqual(app.debugHierarchy(), golden.hierarchy)
    }
}
