import Foundation
import Testing
import Trellis

@MainActor
@Suite("Split views: layout in both widths")
struct SplitLayoutTests {
    /// A library with both selections and two pushes in the detail.
    private func navigatedLibrary(preferredCompactColumn: SplitColumn = .sidebar) -> LibrarySplitCoordinator {
        let library = LibrarySplitCoordinator(
            selecting: [.shelf(id: 3)], preferredCompactColumn: preferredCompactColumn)
        library.select(.book(id: 7), in: .content) { (book: BookFlowCoordinator) in
            book.route(to: .reviews)
            book.route(to: .review(id: 1))
        }
        return library
    }

    func regular() throws {
        let library = navigatedLibrary()
        expectEqual(
            library.debugLayout(),
            """
            layer 0: base
              root LibrarySplitCoordinator [split] visibility: automatic, compact: sidebar
                sidebar LibrarySplitCoordinator .shelves
                content LibrarySplitCoordinator .shelf(id: 3)
                detail BookFlowCoordinator .book(id: 7)
                  push BookFlowCoordinator .reviews
                  push BookFlowCoordinator .review(id: 1)
            """)
        let layout = NavigationLayout(of: library)
        let split = try #require(layout.layers.first?.root.splitView)
        expectEqual(split.columns.map(\.column), [.sidebar, .content, .detail])
        expectEqual(split.column(.detail)?.layout?.layers.first?.path.count, 2)
        expectEqual(layout.layers.first?.path.count, 0)
    }

    func compact() {
        let library = navigatedLibrary()
        expectEqual(
            library.debugLayout(width: .compact),
            """
            layer 0: base
              root LibrarySplitCoordinator .shelves
              push LibrarySplitCoordinator .shelf(id: 3)
              push BookFlowCoordinator .book(id: 7)
              push BookFlowCoordinator .reviews
              push BookFlowCoordinator .review(id: 1)
            """)
    }

    @Test(
        "A column with nothing selected shows as empty; a split view inside an app is one item of its layer")
    func emptyColumnsInsideAnApp() throws {
        let app = LibraryAppCoordinator()
        let library = try #require(setUp(app).navigation.rootChild as? LibrarySplitCoordinator)
        library.setColumnVisibility(.doubleColumn)
        library.present(.compose)
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root LibraryAppCoordinator .library → LibrarySplitCoordinator [split] visibility: doubleColumn, compact: sidebar
                sidebar LibrarySplitCoordinator .shelves
                content (empty)
                detail (empty)
            layer 1: sheet
              root ComposeFlowCoordinator .editor
            """)
        expectEqual(
            app.debugLayout(width: .compact),
            """
            layer 0: base
              root LibrarySplitCoordinator .shelves
            layer 1: sheet
              root ComposeFlowCoordinator .editor
            """)
    }

    func collapsedBackGesture() throws {
        let library = navigatedLibrary()
        let log = DismissLog()
        library.select(.book(id: 7), in: .content, onDismissWithCause: log.handler("kept"))
        let layer = try #require(NavigationLayout(of: library, width: .compact).layers.first)
        let events = recordingEvents(of: library) { layer.userDidPop(toCount: 1) }
        expectEqual(
            events,
            [
                "BookFlowCoordinator dismissed(user) push .review(id: 1)",
                "BookFlowCoordinator dismissed(user) push .reviews",
                "BookFlowCoordinator dismissed(teardown) root .book(id: 7)",
                "LibrarySplitCoordinator dismissed(user) detail .book(id: 7)",
            ])
        expectEqual(
            library.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              content .shelf(id: 3)
            """)
        NavigationLayout(of: library, width: .compact).layers[0].userDidPop(toCount: 0)
        expectEqual(library.debugHierarchy(), "LibrarySplitCoordinator [split]\n  sidebar .shelves")
    }

    func regularColumnPop() throws {
        let library = navigatedLibrary()
        let split = try #require(NavigationLayout(of: library).layers.first?.root.splitView)
        let detail = try #require(split.column(.detail)?.layout?.layers.first)
        detail.userDidPop(toCount: 0)
        expectEqual(
            library.debugLayout(),
            """
            layer 0: base
              root LibrarySplitCoordinator [split] visibility: automatic, compact: sidebar
                sidebar LibrarySplitCoordinator .shelves
                content LibrarySplitCoordinator .shelf(id: 3)
                detail BookFlowCoordinator .book(id: 7)
            """)
    }

    func layoutGestures() throws {
        let library = navigatedLibrary()
        let split = try #require(NavigationLayout(of: library).layers.first?.root.splitView)
        let events = recordingEvents(of: library) {
            split.userDidSelect(LibrarySplitCoordinator.Destinations.shelf(id: 4), in: .sidebar)
            split.userDidChangeColumnVisibility(.detailOnly)
        }
        expectEqual(
            events,
            [
                "BookFlowCoordinator dismissed(teardown) push .review(id: 1)",
                "BookFlowCoordinator dismissed(teardown) push .reviews",
                "BookFlowCoordinator dismissed(teardown) root .book(id: 7)",
                "LibrarySplitCoordinator dismissed(user) detail .book(id: 7)",
                "LibrarySplitCoordinator dismissed(user) content .shelf(id: 3)",
                "LibrarySplitCoordinator selected content .shelf(id: 4)",
                "LibrarySplitCoordinator columnsChanged",
            ])
        let diagnostics = recordingDiagnostics(of: library) {
            split.userDidSelect("not a destination", in: .sidebar)
        }
        expectEqual(diagnostics.map(\.kind), [.gestureRefused])
    }

    func preferredCompactColumnGesture() throws {
        let library = navigatedLibrary()
        let split = try #require(NavigationLayout(of: library).layers.first?.root.splitView)
        let compactBefore = library.debugLayout(width: .compact)
        let events = recordingEvents(of: library) {
            split.userDidChangePreferredCompactColumn(.detail)
            // SwiftUI writing the same column again changes nothing.
            split.userDidChangePreferredCompactColumn(.detail)
        }
        expectEqual(events, ["LibrarySplitCoordinator columnsChanged"])
        expectEqual(library.navigation.preferredCompactColumn, .detail)
        expectEqual(
            library.debugLayout(),
            """
            layer 0: base
              root LibrarySplitCoordinator [split] visibility: automatic, compact: detail
                sidebar LibrarySplitCoordinator .shelves
                content LibrarySplitCoordinator .shelf(id: 3)
                detail BookFlowCoordinator .book(id: 7)
                  push BookFlowCoordinator .reviews
                  push BookFlowCoordinator .review(id: 1)
            """)
        // The collapsed stack is what the selections decide, whichever column is preferred.
        expectEqual(library.debugLayout(width: .compact), compactBefore)
        // A snapshot keeps the column.
        let restored = LibrarySplitCoordinator()
        _ = try restored.restoreNavigationState(from: try library.captureNavigationState())
        expectEqual(restored.navigation.preferredCompactColumn, .detail)
        expectEqual(restored.debugLayout(), library.debugLayout())
        expectEqual(
            restored.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              content .shelf(id: 3)
              detail .book(id: 7) → BookFlowCoordinator [flow]
                root .book(id: 7)
                push .reviews
                push .review(id: 1)
            """)
        // The coordinator's own entry point, for a UI without the layout.
        let more = recordingEvents(of: library) { library.userDidChangePreferredCompactColumn(.content) }
        expectEqual(more, ["LibrarySplitCoordinator columnsChanged"])
        expectEqual(library.navigation.preferredCompactColumn, .content)
    }

    @Test("Collapsing and expanding changes no stored byte", arguments: [SplitColumn.sidebar, .detail])
    func collapseRoundTripStoresNothing(preferredCompactColumn: SplitColumn) throws {
        let library = navigatedLibrary(preferredCompactColumn: preferredCompactColumn)
        library.present(.compose)
        let before = try library.captureNavigationState()
        let hierarchy = library.debugHierarchy()
        _ = library.debugLayout(width: .compact)
        _ = NavigationLayout(of: library, width: .compact).layers.map(\.path)
        _ = library.debugLayout(width: .regular)
        _ = library.debugLayout(width: .compact)
        expectEqual(try library.captureNavigationState(), before)
        expectEqual(library.debugHierarchy(), hierarchy)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .regular: try regular()
        case .compact: compact()
        case .collapsedBackGesture: try collapsedBackGesture()
        case .regularColumnPop: try regularColumnPop()
        case .layoutGestures: try layoutGestures()
        case .preferredCompactColumnGesture: try preferredCompactColumnGesture()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case regular =
            "On a regular width the split view is one screen with a layout per column, each column's pushes flattened"
        case compact =
            "On a compact width the columns collapse into one stack: sidebar, content, detail and its pushes"
        case collapsedBackGesture =
            "A back gesture in the collapsed stack clears the selections it pops past, as one change with cause .user"
        case regularColumnPop = "A pop inside a regular-width column pops that column's flow only"
        case layoutGestures =
            "Selecting and changing visibility through the layout are one change each with cause .user"
        case preferredCompactColumnGesture =
            "The UI's preferred compact column is stored as one change with one event, and a snapshot keeps it"

        var testDescription: String { rawValue }
    }
}
