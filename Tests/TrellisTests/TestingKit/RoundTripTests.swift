import Foundation
import Testing
import Trellis
@testable import TrellisTesting

@MainActor
@Suite("TrellisTesting: round trips")
struct RoundTripTests {
    @Test func aTreeThatSurvivesARelaunchPassesAndRecordsNothing() throws {
        let app = ShopApp.navigatedWithoutExclusions()
        let trip = try #require(expectRoundTrip(of: app) { ShopApp() })
        expectTrue(trip.isLossless)
        expectEqual(trip.originalHierarchy, app.debugHierarchy())
        expectEqual(trip.restored.debugHierarchy(), trip.restoredHierarchy)
        try expectEqual(trip.restored.captureNavigationState(), trip.snapshot)
    }

    @Test func aLossyTreeIsReportedWithTheSkippedRouteAndALineDiff() throws {
        let vault = VaultFlow()
        vault.route(to: .receipt)
        vault.route(to: .payment(cardToken: "tok"))
        vault.route(to: .receipt)
        var trip: RoundTrip?
        let failures = FailureCollector.collecting {
            trip = expectRoundTrip(of: vault) { VaultFlow() }
        }
        expectEqual(
            failures.messages,
            [
                "The restore of VaultFlow skipped:\nentry[1] in VaultFlow: excluded by snapshotPolicy(for:)",
                """
                The restored tree's debugHierarchy() (+) differs from the original's (-):
                - expected, + actual
                  1 1 | VaultFlow [flow]
                  2 2 |   root .home
                  3 3 |   push .receipt
                - 4   |   push .payment(cardToken: "tok")
                - 5   |   push .receipt
                """,
            ])
        expectEqual(trip?.isLossless, false)
    }

    @Test func aLossyRoundTripCanBeCheckedPieceByPiece() throws {
        let vault = VaultFlow()
        vault.route(to: .payment(cardToken: "tok"))
        let trip = try roundTrip(of: vault) { VaultFlow() }
        expectEqual(trip.report.skipped.map(\.path), ["entry[0]"])
        expectFalse(trip.isLossless)
        expectHierarchy(trip.restoredHierarchy, equals: "VaultFlow [flow]\n  root .home")
    }

    @Test func aRestoreIntoAnotherTypeIsRecordedAndGivesNoTrip() {
        let vault = VaultFlow()
        let failures = FailureCollector.collecting {
            expectNil(expectRoundTrip(of: vault) { PaletteFlow() })
        }
        expectEqual(failures.messages.count, 1)
        expectTrue(failures.messages.first?.hasPrefix("The round trip of VaultFlow threw: ") == true)
    }
}

extension ShopApp {
    /// ``navigated()`` without the push its legacy profile flow excludes.
    fileprivate static func navigatedWithoutExclusions() -> ShopApp {
        let app = ShopApp()
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 42))
                catalog.present(.cart)
            }
        }
        app.present(.login)
        return app
    }
}
