import Foundation
import Testing
import Trellis
import TrellisTesting

/// `SkippedEntryPolicy.cut`: nothing above a skipped entry or root of the same stack is
/// restored (the modals of a root or tab coordinator here; a flow's entries in
/// ``RestorationReportTests``), and a skipped tab cuts nothing.
@MainActor
@Suite("Navigation snapshots: cutting above a skipped entry")
struct SkippedEntryPolicyTests {
    /// Why version 2 cannot decode a stored `.note(id:)`, whose `id` is now a `String`.
    static let noteMessage = "Expected to decode String but found number instead."
    /// Why version 2 cannot decode a stored `.archive`, a case it no longer has.
    static let archiveMessage = "Invalid number of keys found, expected one."

    @Test func cuttingAtASkippedModalOfARootCoordinator() throws {
        let data = try DeskV1.Desk.withNoteBetweenDrafts().captureNavigationState()
        let desk = DeskV2.Desk()
        let report = try desk.restoreNavigationState(from: data, aboveSkippedEntry: .cut)
        expectHierarchy(
            of: desk,
            equals: """
                Desk [root]
                  root .inbox
                  sheet .draft(id: 1) → Pad [flow]
                    root .page
                """)
        expectEqual(
            report,
            RestorationReport(
                skipped: [
                    .init(
                        path: "sheet[1]", coordinatorType: "Desk", reason: .undecodable(Self.noteMessage),
                        storedCase: "note", storedPayload: #"{"id":7}"#),
                    .init(
                        path: "fullScreenCover[2]", coordinatorType: "Desk",
                        reason: .aboveSkippedEntry(path: "sheet[1]"), storedCase: "draft",
                        storedPayload: #"{"id":2}"#),
                ],
                migrated: [DeskV2.renamed("Desk"), DeskV2.renamed("Pad", at: "sheet[0]")]))
    }

    @Test func keepingRestoresTheModalsAboveASkippedOne() throws {
        let data = try DeskV1.Desk.withNoteBetweenDrafts().captureNavigationState()
        let desk = DeskV2.Desk()
        let report = try desk.restoreNavigationState(from: data, aboveSkippedEntry: .keep)
        expectHierarchy(
            of: desk,
            equals: """
                Desk [root]
                  root .inbox
                  sheet .draft(id: 1) → Pad [flow]
                    root .page
                  fullScreenCover .draft(id: 2) → Pad [flow]
                    root .page
                    push .more
                """)
        expectEqual(report.skipped.map(\.path), ["sheet[1]"])
    }

    @Test func cuttingAtASkippedRootOfARootCoordinatorLeavesOutEveryModal() throws {
        let old = DeskV1.Desk()
        old.setRoot(.archive)
        old.present(.draft(id: 1)) { (pad: DeskV1.Pad) in pad.route(to: .more) }
        old.present(.note(id: 7), as: .fullScreenCover)
        let data = try old.captureNavigationState()
        let desk = DeskV2.Desk()
        let report = try desk.restoreNavigationState(from: data, aboveSkippedEntry: .cut)
        expectHierarchy(
            of: desk,
            equals: """
                Desk [root]
                  root .inbox
                """)
        // An entry that would be skipped anyway is reported for its own reason.
        expectEqual(
            report,
            RestorationReport(
                skipped: [
                    .init(
                        path: "root", coordinatorType: "Desk", reason: .undecodable(Self.archiveMessage),
                        storedCase: "archive", storedPayload: "{}"),
                    .init(
                        path: "sheet[0]", coordinatorType: "Desk",
                        reason: .aboveSkippedEntry(path: "root"),
                        storedCase: "draft", storedPayload: #"{"id":1}"#),
                    .init(
                        path: "fullScreenCover[1]", coordinatorType: "Desk",
                        reason: .undecodable(Self.noteMessage), storedCase: "note",
                        storedPayload: #"{"id":7}"#),
                ],
                migrated: [DeskV2.renamed("Desk")]))
    }

    @Test func cuttingAtASkippedModalOfATabCoordinator() throws {
        let old = DeskV1.Tabs()
        old.present(.draft(id: 1))
        old.present(.note(id: 3))
        old.present(.share, as: .fullScreenCover)
        old.present(.draft(id: 2)) { (pad: DeskV1.Pad) in pad.route(to: .more) }
        let tabs = DeskV2.Tabs()
        let report = try tabs.restoreNavigationState(
            from: old.captureNavigationState(), aboveSkippedEntry: .cut)
        expectHierarchy(
            of: tabs,
            equals: """
                Tabs [tab]
                  tab[0]* .feed
                  tab[1] .saved → (not yet created)
                  sheet .draft(id: 1) → Pad [flow]
                    root .page
                """)
        expectEqual(
            report,
            RestorationReport(
                skipped: [
                    .init(
                        path: "sheet[1]", coordinatorType: "Tabs", reason: .undecodable(Self.noteMessage),
                        storedCase: "note", storedPayload: #"{"id":3}"#),
                    .init(
                        path: "fullScreenCover[2]", coordinatorType: "Tabs",
                        reason: .aboveSkippedEntry(path: "sheet[1]"), storedCase: "share",
                        storedPayload: "{}"
                    ),
                    .init(
                        path: "sheet[3]", coordinatorType: "Tabs",
                        reason: .aboveSkippedEntry(path: "sheet[1]"),
                        storedCase: "draft", storedPayload: #"{"id":2}"#),
                ],
                migrated: [DeskV2.renamed("Tabs"), DeskV2.renamed("Pad", at: "sheet[0]")]))
    }

    @Test func aSkippedTabCutsNothing() throws {
        let old = DeskV1.Tabs(tabs: [.feed, .note(id: 4), .saved])
        old.select(index: 2)
        old.present(.share)
        let tabs = DeskV2.Tabs()
        let report = try tabs.restoreNavigationState(
            from: old.captureNavigationState(), aboveSkippedEntry: .cut)
        expectHierarchy(
            of: tabs,
            equals: """
                Tabs [tab]
                  tab[0] .feed
                  tab[1]* .saved
                  sheet .share
                """)
        expectEqual(
            report,
            RestorationReport(
                skipped: [
                    .init(
                        path: "tab[1]", coordinatorType: "Tabs", reason: .undecodable(Self.noteMessage),
                        storedCase: "note", storedPayload: #"{"id":4}"#)
                ],
                migrated: [DeskV2.renamed("Tabs")]))
    }

    @Test func aManagerAttachedWithCutCutsAboveASkippedEntry() throws {
        let storage = TestStorage(.file)
        let clock = ManualClock()
        func makeManager() -> StateRestorationManager {
            StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        }
        // Version 1 saves its desk, as version 2 will read it.
        let saving = makeManager()
        let old = DeskV1.Desk.withNoteBetweenDrafts()
        saving.attach(capture: { try old.captureNavigationState() }, restore: { _ in })
        saving.saveNow()

        let relaunched = makeManager()
        let desk = DeskV2.Desk()
        relaunched.attach(desk, aboveSkippedEntry: .cut)
        expectHierarchy(
            of: desk,
            equals: """
                Desk [root]
                  root .inbox
                  sheet .draft(id: 1) → Pad [flow]
                    root .page
                """)
        expectEqual(
            relaunched.lastRestorationReport?.description,
            """
            sheet[1] in Desk: no longer decodes (\(Self.noteMessage)) (stored .note)
            fullScreenCover[2] in Desk: above the skipped sheet[1], cut (stored .draft)
            (top) in Desk: migrated type TrellisTests.DeskV1.Desk to TrellisTests.DeskV2.Desk
            sheet[0] in Pad: migrated type TrellisTests.DeskV1.Pad to TrellisTests.DeskV2.Pad
            """)
        expectNil(relaunched.lastError)
    }
}
