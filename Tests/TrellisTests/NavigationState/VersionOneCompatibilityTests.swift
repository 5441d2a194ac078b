import Foundation
import Testing
import Trellis

@testable import TrellisFuzzSupport

/// Snapshots written by format version 1 (checked in under `Fixtures/v1`, captured by the
/// version-1 writer before version 2 existed) still restore, to the exact tree.
@MainActor
@Suite("Navigation snapshots: version-1 documents")
struct VersionOneCompatibilityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/v1")

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    @Test func fixturesAreVersionOne() throws {
        for name in ["app", "links", "shop", "golden-feed", "golden-modals", "golden-share"] {
            let snapshot = try InspectedSnapshot(data: try Self.fixture("\(name).json"))
            expectEqual(snapshot.formatVersion, 1, "\(name)")
        }
    }

    @Test("URL, Data, Decimal, Date and UUID payloads of a version-1 document restore")
    func specialCasedPayloads() throws {
        let flow = LinkFlow()
        let report = try flow.restoreNavigationState(from: try Self.fixture("links.json"))
        expectTrue(report.isComplete, "\(report)")
        expectEqual(flow.debugHierarchy(), LinkFlow.fixtureTree().debugHierarchy())
        expectEqual(
            flow.debugHierarchy(),
            """
            LinkFlow [flow]
              root .start
              push .web(https://example.com/path/to?x=1)
              push .attachment(name: "a.bin", bytes: 5 bytes)
              sheet .price(19.99, currency: "EUR")
              push .receipt(TrellisTests.LinkFlow.Receipt(link: https://example.com/r/1?q=a%20b, total: 12.3456789012345678, signature: 5 bytes, issued: 2001-01-01 00:02:03 +0000, id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F))
              push .shop → Coordinator [flow]
                root .catalog
                push .item(id: 7)
            """)
    }

    @Test func appTree() throws {
        let app = AppRootCoordinator()
        let report = try app.restoreNavigationState(from: try Self.fixture("app.json"))
        expectTrue(report.isComplete)
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0]* .home → HomeFlowCoordinator [flow]
                  root .home
                  push .detail(id: 42)
                  sheet .compose → ComposeFlowCoordinator [flow]
                    root .editor
                tab[1] .search → (not yet created)
                tab[2] .profile → (not yet created)
            """)
    }

    @Test("omissions and opaque subtrees of a version-1 document are reported as before")
    func shopTree() throws {
        let app = ShopApp()
        let report = try app.restoreNavigationState(from: try Self.fixture("shop.json"))
        expectEqual(
            report.description,
            """
            root/tab[0]/entry[4] in CatalogFlow: excluded by snapshotPolicy(for:)
            root/tab[2]/push[1] in LegacyFlow: Destinations is not Codable; restored at its initial position
            """)
        expectEqual(
            app.debugHierarchy(),
            """
            ShopApp [root]
              root .main → ShopTabs [tab]
                tab[0]* .home → CatalogFlow [flow]
                  root .list
                  push .detail(id: 42)
                  push .reviews(productID: 42, sort: "newest")
                  sheet .cart → CartFlow [flow]
                    root .cart
                    push .checkout(step: "address")
                  fullScreenCover .gallery(index: 3)
                tab[1] .search → (not yet created)
                tab[2] .profile → ProfileFlow [flow]
                  root .profile
                  push .settings
                  push .legacy → LegacyFlow [flow]
                    root .start
            """)
    }

    /// The restore fuzzer's seeds as version 1 wrote them (`Fixtures/v1/corpus`), against the
    /// trees checked in for the current seeds of the same scenarios.
    @Test(arguments: [
        "all-tabs", "busy", "deep-threads", "empty-tabs", "excluded", "feed", "fresh", "modals", "onboarding",
        "reshaped-tabs", "share", "unicode",
    ])
    func fuzzSeedScenarios(_ name: String) throws {
        let data = try Self.fixture("corpus/\(name).json")
        try expectEqual(InspectedSnapshot(data: data).formatVersion, 1)
        let app = FuzzApp()
        _ = try app.restoreNavigationState(from: data)
        let expected = try String(
            contentsOf: FuzzCorpus.directory.appendingPathComponent(
                "Expected/Corpus/restore/\(name).txt"),
            encoding: .utf8)
        expectEqual(app.debugHierarchy(), expected)
    }

    @Test(arguments: GoldenSnapshotTests.goldens)
    func goldenScenarios(_ golden: GoldenSnapshotTests.Golden) throws {
        let app = FuzzApp()
        let report = try app.restoreNavigationState(from: try Self.fixture("golden-\(golden.name).json"))
        expectTrue(report.isComplete)
        expectEqual(app.debugHierarchy(), golden.hierarchy)
    }
}
