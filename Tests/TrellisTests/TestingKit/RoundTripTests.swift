import Foundation
import Testing
import Trellis
import TrellisTesting

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
        let recorded = RecordedComments()
        var trip: RoundTrip?
        withKnownIssue {
            trip = expectRoundTrip(of: vault) { VaultFlow() }
        } matching: { issue in
            recorded.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        expectEqual(
            recorded.all,
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
        withKnownIssue {
            expectNil(expectRoundTrip(of: vault) { PaletteFlow() })
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("The round trip of VaultFlow threw: ") == true
        }
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

/// The comments of the issues a `withKnownIssue` matcher saw, which may run on any thread.
final class RecordedComments: @unchecked Sendable {
    private let lock = NSLock()
    private var comments: [String] = []

    var all: [String] { lock.withLock { comments } }

    func append(_ comment: String) {
        lock.withLock { comments.append(comment) }
    }
}
