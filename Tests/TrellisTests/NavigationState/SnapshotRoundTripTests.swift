import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Navigation snapshots: round trips")
struct SnapshotRoundTripTests {
    @Test func aNavigatedAppRestoresIntoAFreshTree() throws {
        let trip = try roundTrip(of: ShopApp.navigated()) { ShopApp() }
        expectHierarchy(trip.restoredHierarchy, equals: trip.originalHierarchy)
        expectEqual(trip.report.skipped.map(\.path), ["root/tab[2]/push[1]"])
        expectHierarchy(
            trip.restoredHierarchy,
            equals: """
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

    @Test func recaptureIsByteIdentical() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        let fresh = ShopApp()
        try fresh.restoreNavigationState(from: data)
        try expectEqual(fresh.captureNavigationState(), data)
        try expectEqual(ShopApp.navigated().captureNavigationState(), data)
    }

}

@MainActor
@Suite("Navigation snapshots: restoring over a navigated tree")
struct SnapshotReplaceTests {
    @Test func restoringReplacesWhatIsThereAndFiresItsCallbacksOnce() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        let app = ShopApp()
        var dismissed: [String] = []
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 7)) { dismissed.append("detail 7") }
            }
        }
        app.present(.login, as: .fullScreenCover) { dismissed.append("login cover") }
        try app.restoreNavigationState(from: data)
        try app.restoreNavigationState(from: data)
        expectEqual(dismissed, ["login cover", "detail 7"])
        try expectEqual(app.captureNavigationState(), data)
    }

    @Test func aSeededStackDoesNotGetItsSeedTwice() throws {
        let profile = ProfileFlow()
        profile.route(to: .legacy)
        let data = try profile.captureNavigationState()
        try profile.restoreNavigationState(from: data)
        let fresh = ProfileFlow()
        try fresh.restoreNavigationState(from: data)
        let expected = """
            ProfileFlow [flow]
              root .profile
              push .settings
              push .legacy → LegacyFlow [flow]
                root .start
            """
        expectEqual(profile.debugHierarchy(), expected)
        expectEqual(fresh.debugHierarchy(), expected)
    }

    @Test func modalsOfRootAndTabCoordinatorsRoundTrip() throws {
        let app = ShopApp()
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.present(.legacy, as: .fullScreenCover)
            tabs.present(.search)
        }
        app.present(.login)
        // LegacyFlow's destinations are not Codable: it restores at its initial position, and the
        // report says so.
        let trip = try roundTrip(of: app) { ShopApp() }
        expectHierarchy(trip.restoredHierarchy, equals: trip.originalHierarchy)
        expectHierarchy(
            trip.restoredHierarchy,
            equals: """
                ShopApp [root]
                  root .main → ShopTabs [tab]
                    tab[0]* .home → CatalogFlow [flow]
                      root .list
                    tab[1] .search → (not yet created)
                    tab[2] .profile → (not yet created)
                    fullScreenCover .legacy → LegacyFlow [flow]
                      root .start
                    sheet .search → SearchFlow [flow]
                      root .query("", page: 1)
                  sheet .login → LoginFlow [flow]
                    root .welcome
                """)
    }

    @Test func aDeepTreeRoundTrips() throws {
        let top = SnapshotChain()
        var current = top
        for _ in 0..<DeepTreeTests.depth {
            current.route(to: .next) { (next: SnapshotChain) in current = next }
        }
        current.route(to: .screen)
        let trip = try #require(expectRoundTrip(of: top) { SnapshotChain() })
        let lines = trip.restoredHierarchy.split(separator: "\n")
        expectEqual(lines.count, 1 + DeepTreeTests.depth * 2 + 2)
        // Past 32 levels a line keeps level 32's indentation and shows its depth.
        let indent = lines.last.map { $0.prefix { $0 == " " }.count }
        expectEqual(indent, 32 * 2)
        expectEqual(lines.last?.hasSuffix("(depth \(DeepTreeTests.depth + 1)) push .screen"), true)
    }
}
