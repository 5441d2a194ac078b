import Foundation
import Testing
import Trellis

@MainActor
@Suite("Navigation snapshots: round trips")
struct SnapshotRoundTripTests {
    @Test func aNavigatedAppRestoresIntoAFreshTree() throws {
        let app = ShopApp.navigated()
        let data = try app.captureNavigationState()
        let fresh = ShopApp()
        let report = try fresh.restoreNavigationState(from: data)
        #expect(fresh.debugHierarchy() == app.debugHierarchy())
        #expect(report.skipped.map(\.path) == ["root/tab[2]/push[1]"])
        #expect(
            fresh.debugHierarchy() == """
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
        #expect(try fresh.captureNavigationState() == data)
        #expect(try ShopApp.navigated().captureNavigationState() == data)
    }

}
