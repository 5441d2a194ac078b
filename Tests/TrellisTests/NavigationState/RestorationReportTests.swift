import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Navigation snapshots: an actionable restoration report")
struct RestorationReportTests {
    @Test func aSkippedRouteNamesItsStoredCaseAndPayload() throws {
        let old = ShopApp.navigated()
        let data = try old.captureNavigationState()
        let updated = Updated.ShopApp()
        let report = try updated.restoreNavigationState(from: Updated.snapshot(data))
        let entry = try #require(report.skipped.first { $0.path == "root/tab[0]/push[1]" })
        #expect(entry.coordinatorType == "CatalogFlow")
        #expect(entry.storedCase != nil)
        #expect(entry.storedPayload != nil)
        #expect(entry.description.hasSuffix("(stored .\(entry.storedCase ?? ""))"))
        let child = try #require(report.skipped.first { $0.path == "root/tab[0]/sheet[2]" })
        #expect(child.storedCase == nil)
        #expect(child.storedPayload == nil)
    }

    @Test func anEntryExcludedAtCaptureHasNoStoredRouteAndAnEntryPath() throws {
        let catalog = CatalogFlow()
        catalog.route(to: .detail(id: 1))
        catalog.route(to: .payment)
        let report = try CatalogFlow().restoreNavigationState(from: catalog.captureNavigationState())
        #expect(report.description == "entry[1] in CatalogFlow: excluded by snapshotPolicy(for:)")
    }
}
