import Foundation
import Testing
import Trellis

@MainActor
@Suite("Split views: capture and restore")
struct SplitSnapshotTests {
    /// A library with both selections, a push in the detail, a modal, and changed columns.
    private func navigatedLibrary() -> LibrarySplitCoordinator {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 3)])
        library.select(.book(id: 7), in: .content) { (book: BookFlowCoordinator) in book.route(to: .reviews) }
        library.present(.compose)
        library.setColumnVisibility(.doubleColumn)
        library.setPreferredCompactColumn(.detail)
        return library
    }

    private let navigatedText = """
        LibrarySplitCoordinator [split]
          sidebar .shelves
          content .shelf(id: 3)
          detail .book(id: 7) → BookFlowCoordinator [flow]
            root .book(id: 7)
            push .reviews
          sheet .compose → ComposeFlowCoordinator [flow]
            root .editor
        """

    func roundTrip() throws {
        let data = try navigatedLibrary().captureNavigationState()
        let restored = LibrarySplitCoordinator()
        let report = try restored.restoreNavigationState(from: data)
        expectTrue(report.isComplete)
        expectEqual(restored.debugHierarchy(), navigatedText)
        expectEqual(restored.navigation.columnVisibility, .doubleColumn)
        expectEqual(restored.navigation.preferredCompactColumn, .detail)
        expectEqual(try restored.captureNavigationState(), data)
        // A fresh tree is built once, from the snapshot.
        expectEqual(restored.madeChildren, [.shelves, .shelf(id: 3), .book(id: 7), .compose])
    }

    func restoreOnNavigatedTree() throws {
        let data = try navigatedLibrary().captureNavigationState()
        let live = setUp(LibrarySplitCoordinator(selecting: [.shelf(id: 3), .book(id: 1)]))
        let log = DismissLog()
        let shelf = try #require(live.navigation.selection(in: .sidebar)?.id)
        live.select(.book(id: 2), in: .content, onDismissWithCause: log.handler("book 2"))
        try live.restoreNavigationState(from: data)
        expectEqual(log.fired, ["book 2: restore"])
        expectEqual(live.navigation.selection(in: .sidebar)?.id, shelf)
        expectEqual(live.debugHierarchy(), navigatedText)
    }

    func undecodableSelection() throws {
        let data = try navigatedLibrary().captureNavigationState()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"{"shelf":{"id":3}}"#))
        let changed = Data(
            text.replacingOccurrences(of: #"{"shelf":{"id":3}}"#, with: #"{"lost":{"id":3}}"#).utf8)
        let restored = LibrarySplitCoordinator()
        let report = try restored.restoreNavigationState(from: changed)
        expectEqual(
            restored.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              sheet .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
        expectEqual(report.skipped.map(\.path), ["content", "detail"])
        let first = try #require(report.skipped.first)
        expectEqual(first.storedCase, "lost")
        guard case .undecodable = first.reason else {
            Issue.record("expected undecodable, got \(first.reason)")
            return
        }
        expectEqual(report.skipped[1].reason, .afterSkippedSelection(path: "content"))
        expectEqual(report.skipped[1].storedCase, "book")
        expectEqual(
            report.skipped[1].description,
            "detail in LibrarySplitCoordinator: selected in the column the skipped content showed (stored .book)"
        )
        expectEqual(restored.navigation.columnVisibility, .doubleColumn)
    }

    func migratedSelections() throws {
        let text = String(decoding: try navigatedLibrary().captureNavigationState(), as: UTF8.self)
        let renamed = text.replacingOccurrences(of: #"{"shelf":{"id":3}}"#, with: #"{"shelved":{"id":3}}"#)
        let restored = LibrarySplitCoordinator()
        let report = try restored.restoreNavigationState(from: Data(renamed.utf8))
        expectEqual(restored.debugHierarchy(), navigatedText)
        expectEqual(report.migrated.map(\.path), ["content"])
        expectEmpty(report.skipped)

        let burned = text.replacingOccurrences(of: #"{"book":{"id":7}}"#, with: #"{"burned":{"id":7}}"#)
        let dropped = LibrarySplitCoordinator()
        let droppedReport = try dropped.restoreNavigationState(from: Data(burned.utf8))
        expectEqual(droppedReport.skipped.map(\.path), ["detail"])
        expectEqual(droppedReport.skipped.first?.reason, .droppedByMigration)
        expectNil(dropped.selectedDestination(in: .content))
        expectEqual(dropped.selectedDestination(in: .sidebar), .shelf(id: 3))
    }

    @Test(
        "An excluded selection is not written: its column and the ones after it show nothing after a restore")
    func excludedSelection() throws {
        let library = LibrarySplitCoordinator(selecting: [.draft, .book(id: 1)])
        let data = try library.captureNavigationState()
        expectFalse(String(decoding: data, as: UTF8.self).contains("book"))
        let restored = LibrarySplitCoordinator()
        let report = try restored.restoreNavigationState(from: data)
        expectEqual(restored.debugHierarchy(), "LibrarySplitCoordinator [split]\n  sidebar .shelves")
        expectEqual(
            report.skipped.map(\.description),
            ["content in LibrarySplitCoordinator: excluded by snapshotPolicy(for:)"])
    }

    func excludedSidebar() throws {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
        library.setRoot(.draft)
        let data = try library.captureNavigationState()
        let restored = LibrarySplitCoordinator(selecting: [.shelf(id: 2)])
        let report = try restored.restoreNavigationState(from: data)
        expectEqual(
            report.skipped.map(\.description),
            ["sidebar in LibrarySplitCoordinator: excluded by snapshotPolicy(for:)"])
        expectEqual(restored.selectedDestination(in: .sidebar), .shelf(id: 2))
    }

    func fewerColumns() throws {
        let data = try navigatedLibrary().captureNavigationState()
        let restored = LibrarySplitCoordinator(hasContentColumn: false)
        let report = try restored.restoreNavigationState(from: data)
        expectEqual(
            report.skipped.map(\.description),
            [
                "selection[1] in LibrarySplitCoordinator: the split view has no column to show it now (stored .book)"
            ])
        expectEqual(restored.selectedDestination(in: .sidebar), .shelf(id: 3))
    }

    func insideATree() throws {
        let app = setUp(LibraryAppCoordinator())
        let library = try #require(app.navigation.rootChild as? LibrarySplitCoordinator)
        library.select(.shelf(id: 4), in: .sidebar)
        let data = try app.captureNavigationState()
        let restored = LibraryAppCoordinator()
        try restored.restoreNavigationState(from: data)
        expectEqual(restored.debugHierarchy(), app.debugHierarchy())
        let inspected = try InspectedSnapshot(data: data)
        expectEqual(
            inspected.coordinators[1].destinations.map { "\($0.role) \($0.text ?? "-")" },
            ["sidebar .shelves", "content .shelf(id: 4)"])
    }

    func invalidRecords() throws {
        let library = LibrarySplitCoordinator(hasContentColumn: false, selecting: [.book(id: 1)])
        let text = String(decoding: try library.captureNavigationState(), as: UTF8.self)
        let tooMany = text.replacingOccurrences(
            of: #""selections":["#, with: #""selections":[{"shelf":{"id":1}},"#)
        let noSidebar = text.replacingOccurrences(of: #""root":{"shelves":{}},"#, with: "")
        // By the forward-compatibility rule each costs only what holds it: the selection with
        // no column, and the sidebar, which is the initial one.
        for (damaged, expected) in [
            (
                tooMany,
                "selection[1] in LibrarySplitCoordinator: the split view has no column to show it now (stored .book)"
            ),
            (noSidebar, "sidebar in LibrarySplitCoordinator: root is missing"),
        ] {
            #expect(damaged != text)
            let target = LibrarySplitCoordinator(hasContentColumn: false)
            let report = try target.restoreNavigationState(from: Data(damaged.utf8))
            expectEqual(report.description.components(separatedBy: "\n").first, expected)
        }
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .roundTrip: try roundTrip()
        case .restoreOnNavigatedTree: try restoreOnNavigatedTree()
        case .undecodableSelection: try undecodableSelection()
        case .migratedSelections: try migratedSelections()
        case .excludedSidebar: try excludedSidebar()
        case .fewerColumns: try fewerColumns()
        case .insideATree: try insideATree()
        case .invalidRecords: try invalidRecords()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case roundTrip = "Selections, columns and every column's subtree round-trip into a fresh tree"
        case restoreOnNavigatedTree =
            "A restore on a navigated split view replaces what differs with cause .restore and keeps what matches"
        case undecodableSelection =
            "A selection that no longer decodes leaves its column empty, and the report says why"
        case migratedSelections =
            "Migrations see stored selections: a replaced one is restored and listed, a dropped one empties its column"
        case excludedSidebar =
            "An excluded sidebar leaves the split view out; it restores at its initial position"
        case fewerColumns =
            "A three-column snapshot restored into two columns reports the selection with no column"
        case insideATree =
            "A split view inside an app round-trips, and the inspected snapshot shows its columns"
        case invalidRecords = "Damaged split records restore what they can and report the rest"

        var testDescription: String { rawValue }
    }
}
