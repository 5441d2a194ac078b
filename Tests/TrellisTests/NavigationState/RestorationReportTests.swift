import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Navigation snapshots: an actionable restoration report")
struct RestorationReportTests {
    @Test func aSkippedDestinationNamesItsStoredCaseAndPayload() throws {
        let old = ShopApp.navigated()
        let data = try old.captureNavigationState()
        let updated = Updated.ShopApp()
        let report = try updated.restoreNavigationState(from: data)
        let entry = try #require(report.skipped.first { $0.path == "root/tab[0]/push[1]" })
        expectEqual(entry.coordinatorType, "CatalogFlow")
        expectEqual(entry.storedCase, "reviews")
        expectEqual(entry.storedPayload, #"{"productID":42,"sort":"newest"}"#)
        expectEqual(
            entry.description,
            "root/tab[0]/push[1] in CatalogFlow: no longer decodes (Invalid number of keys found, expected one.) (stored .reviews)"
        )
        let child = try #require(report.skipped.first { $0.path == "root/tab[0]/sheet[2]" })
        expectNil(child.storedCase)
        expectNil(child.storedPayload)
    }

    @Test func aDestinationWhoseValueNoLongerDecodesNamesItsStoredCaseAndPayload() throws {
        let data = try DeskV1.Desk.withNoteBetweenDrafts().captureNavigationState()
        let report = try DeskV2.Desk().restoreNavigationState(from: data)
        let item = try #require(report.skipped.first)
        expectEqual(report.skipped.count, 1)
        expectEqual(item.path, "sheet[1]")
        expectEqual(item.storedCase, "note")
        expectEqual(item.storedPayload, #"{"id":7}"#)
        expectEqual(
            item.description,
            "sheet[1] in Desk: no longer decodes (Expected to decode String but found number instead.) (stored .note)"
        )
    }

    @Test func anEntryExcludedAtCaptureHasNoStoredDestinationAndAnEntryPath() throws {
        let catalog = CatalogFlow()
        catalog.route(to: .detail(id: 1))
        catalog.route(to: .payment)
        let report = try CatalogFlow().restoreNavigationState(from: catalog.captureNavigationState())
        expectEqual(report.description, "entry[1] in CatalogFlow: excluded by snapshotPolicy(for:)")
    }

    @Test func cuttingAtAGapLeavesOutTheEntriesAboveAndReportsThem() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        let kept = Updated.ShopApp()
        let keptReport = try kept.restoreNavigationState(from: data)
        let cut = Updated.ShopApp()
        let report = try cut.restoreNavigationState(from: data, aboveSkippedEntry: .cut)
        expectHierarchy(
            of: cut,
            equals: """
                ShopApp [root]
                  root .main → ShopTabs [tab]
                    tab[0]* .home → CatalogFlow [flow]
                      root .list
                      push .detail(id: 42)
                    tab[1] .profile
                """)
        expectEqual(
            report.skipped.map(\.path),
            [
                "root/tab[0]/push[1]", "root/tab[0]/sheet[2]", "root/tab[0]/fullScreenCover[3]",
                "root/tab[1]",
            ])
        expectEqual(report.skipped[1].reason, .aboveSkippedEntry(path: "root/tab[0]/push[1]"))
        expectEqual(report.skipped[1].storedCase, "cart")
        expectEqual(
            keptReport.skipped.map(\.path), ["root/tab[0]/push[1]", "root/tab[0]/sheet[2]", "root/tab[1]"])
    }

    @Test func keepIsTheDefaultAndRestoresAsBefore() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        let byDefault = Updated.ShopApp()
        let kept = Updated.ShopApp()
        let defaultReport = try byDefault.restoreNavigationState(from: data)
        let keptReport = try kept.restoreNavigationState(from: data, aboveSkippedEntry: .keep)
        expectEqual(defaultReport, keptReport)
        expectEqual(byDefault.debugHierarchy(), kept.debugHierarchy())
    }

    @Test func aDestinationWithNoCaseNameIsDescribedByItsPayload() {
        let item = RestorationReport.Item(
            path: "push[0]", coordinatorType: "LinkFlow", reason: .undecodable("gone"),
            storedPayload: #""https://example.com/a""#)
        expectEqual(
            item.description,
            #"push[0] in LinkFlow: no longer decodes (gone) (stored "https://example.com/a")"#)
        expectEqual(
            RestorationReport.Reason.aboveSkippedEntry(path: "push[1]").description,
            "above the skipped push[1], cut")
    }
}
