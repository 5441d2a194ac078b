import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Navigation snapshots: graceful skips")
struct SnapshotSkipTests {
    @Test func anAppUpdateSkipsWhatNoLongerDecodes() throws {
        let old = ShopApp.navigated()
        let tabs = try #require(old.navigation.rootChild as? ShopTabs)
        tabs.selectFirstTab(.search)
        tabs.select(index: 0)
        let data = try old.captureNavigationState()
        let updated = Updated.ShopApp()
        let report = try updated.restoreNavigationState(from: data)
        expectHierarchy(
            of: updated,
            equals: """
                ShopApp [root]
                  root .main → ShopTabs [tab]
                    tab[0]* .home → CatalogFlow [flow]
                      root .list
                      push .detail(id: 42)
                      sheet .cart → WishlistFlow [flow]
                        root .wishlist
                      fullScreenCover .gallery(index: 3)
                    tab[1] .profile
                """)
        let items = report.skipped.map { "\($0.path) \($0.coordinatorType)" }
        expectEqual(
            items,
            [
                "root/tab[0]/push[1] CatalogFlow",
                "root/tab[0]/sheet[2] CatalogFlow",
                "root/tab[1] ShopTabs",
            ])
        expectFalse(report.isComplete)
        expectEqual(
            report.skipped[1].reason, .childTypeChanged(captured: "CartFlow", current: "WishlistFlow"))
        if case .undecodable = report.skipped[0].reason {} else { Issue.record("expected undecodable") }
    }

    /// The replay reports a child's type change when it matches the children, after the
    /// coordinator's own skips; the report still lists the slots in order.
    @Test func theReportListsItsItemsInPathOrder() throws {
        let catalog = CatalogFlow()
        catalog.present(.cart) { (cart: CartFlow) in cart.route(to: .checkout(step: "address")) }
        catalog.route(to: .reviews(productID: 42, sort: "newest"))
        let updated = Updated.CatalogFlow()
        let report = try updated.restoreNavigationState(from: catalog.captureNavigationState())
        expectEqual(report.skipped.map(\.path), ["sheet[0]", "push[1]"])
        expectEqual(
            report.skipped.first?.reason, .childTypeChanged(captured: "CartFlow", current: "WishlistFlow"))
        if case .undecodable = report.skipped.last?.reason {} else { Issue.record("expected undecodable") }
    }

    @Test func anExcludedEntryAndEverythingAboveItAreLeftOut() throws {
        let catalog = CatalogFlow()
        catalog.route(to: .detail(id: 1))
        catalog.route(to: .payment)
        catalog.route(to: .detail(id: 2))
        let data = try catalog.captureNavigationState()
        expectFalse(String(decoding: data, as: UTF8.self).contains("payment"))
        let fresh = CatalogFlow()
        let report = try fresh.restoreNavigationState(from: data)
        expectHierarchy(
            of: fresh,
            equals: """
                CatalogFlow [flow]
                  root .list
                  push .detail(id: 1)
                """)
        expectEqual(
            report.skipped, [.init(path: "entry[1]", coordinatorType: "CatalogFlow", reason: .excluded)])
    }

    @Test func aNonCodableChildRestoresAtItsInitialPosition() throws {
        let profile = ProfileFlow()
        profile.route(to: .legacy) { (legacy: LegacyFlow) in legacy.route(to: .page(3)) }
        let data = try profile.captureNavigationState()
        let fresh = ProfileFlow()
        let report = try fresh.restoreNavigationState(from: data)
        expectHierarchy(
            of: fresh,
            equals: """
                ProfileFlow [flow]
                  root .profile
                  push .settings
                  push .legacy → LegacyFlow [flow]
                    root .start
                """)
        expectEqual(
            report.skipped, [.init(path: "push[1]", coordinatorType: "LegacyFlow", reason: .notCodable)])
    }

    @Test func aNonCodableCoordinatorCannotCaptureOrRestoreItself() throws {
        let legacy = LegacyFlow()
        #expect(throws: NavigationStateError.unsupported(coordinatorType: "LegacyFlow")) {
            try legacy.captureNavigationState()
        }
        #expect(throws: NavigationStateError.unsupported(coordinatorType: "LegacyFlow")) {
            try legacy.restoreNavigationState(from: Data("{}".utf8))
        }
    }

    @Test func aDestinationThatFailsToEncodeIsSkippedNotThrown() throws {
        let flow = FragileFlow()
        flow.route(to: Fragile(id: 1))
        flow.route(to: Fragile(id: -1))
        flow.route(to: Fragile(id: 2))
        let data = try flow.captureNavigationState()
        let fresh = FragileFlow()
        let report = try fresh.restoreNavigationState(from: data)
        expectHierarchy(
            of: fresh,
            equals: """
                FragileFlow [flow]
                  root .fragile(0)
                  push .fragile(1)
                  push .fragile(2)
                """)
        expectEqual(report.skipped.count, 1)
        expectEqual(report.skipped.first?.path, "push[1]")
        expectEqual(report.skipped.first?.reason, .unencodable("negative id"))
    }

    @Test func aSkippedSelectedTabFallsBackToTheFirstTab() throws {
        let tabs = ShopTabs()
        tabs.select(index: 1)
        let data = try tabs.captureNavigationState()
        let updated = Updated.ShopTabs()
        try updated.restoreNavigationState(from: data)
        expectEqual(updated.selectedIndex, 0)
        expectHierarchy(
            of: updated,
            equals: """
                ShopTabs [tab]
                  tab[0]* .home → CatalogFlow [flow]
                    root .list
                  tab[1] .profile → (not yet created)
                """)
    }
}
