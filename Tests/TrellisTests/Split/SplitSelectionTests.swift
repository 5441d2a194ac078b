import Testing
import Trellis

@MainActor
@Suite("Split views: selection")
struct SplitSelectionTests {
    @Test("A split coordinator prints its sidebar and the selection each column shows")
    func printsColumns() {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 3), .book(id: 7)])
        expectEqual(
            library.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              content .shelf(id: 3)
              detail .book(id: 7) → BookFlowCoordinator [flow]
                root .book(id: 7)
            """)
        expectEqual(library.madeChildren, [.shelves, .shelf(id: 3), .book(id: 7)])
        expectEqual(library.selectedDestination(in: .sidebar), .shelf(id: 3))
        expectEqual(library.selectedDestination(in: .content), .book(id: 7))
        expectNil(library.selectedDestination(in: .detail))
        expectEqual(library.columns.selection(shownIn: .detail)?.destination, .book(id: 7))
    }

    @Test(
        "Nothing is made before the split coordinator is set up, and a column with no selection prints nothing"
    )
    func lazySetUp() {
        let library = LibrarySplitCoordinator(hasContentColumn: false, selecting: [.book(id: 1)])
        expectEqual(library.madeChildren, [])
        expectNil(library.columns.selection(in: .sidebar)?.child)
        expectEqual(
            library.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              detail .book(id: 1) → BookFlowCoordinator [flow]
                root .book(id: 1)
            """)
        expectEqual(
            LibrarySplitCoordinator().debugHierarchy(), "LibrarySplitCoordinator [split]\n  sidebar .shelves")
    }

    @Test(
        "Selecting in the sidebar replaces the content and clears the detail, each leaving once with cause .code"
    )
    func selectingReplaces() throws {
        let library = LibrarySplitCoordinator()
        let log = DismissLog()
        library.select(.shelf(id: 1), in: .sidebar, onDismissWithCause: log.handler("shelf 1"))
        library.select(.book(id: 5), in: .content, onDismissWithCause: log.handler("book 5"))
        let book = try #require(library.columns.selection(in: .content)?.child as? BookFlowCoordinator)
        book.route(to: .reviews, onDismissWithCause: log.handler("reviews"))
        let events = recordingEvents(of: library) { library.select(.shelf(id: 2), in: .sidebar) }
        expectEqual(log.fired, ["reviews: teardown", "book 5: code", "shelf 1: code"])
        expectEqual(
            events,
            [
                "BookFlowCoordinator dismissed(teardown) push .reviews",
                "BookFlowCoordinator dismissed(teardown) root .book(id: 5)",
                "LibrarySplitCoordinator dismissed(code) detail .book(id: 5)",
                "LibrarySplitCoordinator dismissed(code) content .shelf(id: 1)",
                "LibrarySplitCoordinator selected content .shelf(id: 2)",
            ])
        expectNil(book.parent)
        expectEqual(
            library.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              content .shelf(id: 2)
            """)
    }

    @Test("Selecting an equal destination keeps the selection, its child and the columns after it")
    func equalSelectionIsKept() throws {
        let library = setUp(LibrarySplitCoordinator(selecting: [.shelf(id: 1), .book(id: 5)]))
        let id = try #require(library.columns.selection(in: .sidebar)?.id)
        let book = try #require(library.columns.selection(in: .content)?.child)
        let events = recordingEvents(of: library) {
            library.select(.shelf(id: 1), in: .sidebar)
            library.select(.book(id: 5), in: .content)
        }
        expectEmpty(events)
        expectEqual(library.columns.selection(in: .sidebar)?.id, id)
        expectIdentical(library.columns.selection(in: .content)?.child, book)
    }

    @Test("The typed closure gets the child the next column shows")
    func typedChaining() {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
        library.select(.book(id: 9), in: .content) { (book: BookFlowCoordinator) in book.route(to: .reviews) }
        expectEqual(
            library.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              content .shelf(id: 1)
              detail .book(id: 9) → BookFlowCoordinator [flow]
                root .book(id: 9)
                push .reviews
            """)
    }

    @Test(
        "Selecting where no selection can be made changes nothing and reports it",
        arguments: [
            (SplitColumn.detail, true, NavigationDiagnostic.Kind.indexOutOfRange),
            (.content, false, .indexOutOfRange),
            (.content, true, .destinationNotFound),
        ])
    func refusedSelection(column: SplitColumn, hasContentColumn: Bool, kind: NavigationDiagnostic.Kind) {
        let library = LibrarySplitCoordinator(hasContentColumn: hasContentColumn)
        let before = library.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: library) { library.select(.book(id: 1), in: column) }
        expectEqual(library.debugHierarchy(), before)
        expectEqual(diagnostics.map(\.kind), [kind])
    }

    @Test("Clearing a selection clears the columns after it; the user's clearing has cause .user")
    func clearing() {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 1), .book(id: 2)])
        let events = recordingEvents(of: library) { library.userDidSelect(nil, in: .content) }
        expectEqual(
            events,
            [
                "BookFlowCoordinator dismissed(teardown) root .book(id: 2)",
                "LibrarySplitCoordinator dismissed(user) detail .book(id: 2)",
            ])
        expectTrue(library.clearSelection(in: .sidebar))
        expectFalse(library.clearSelection(in: .sidebar))
        expectEqual(library.debugHierarchy(), "LibrarySplitCoordinator [split]\n  sidebar .shelves")
    }

    @Test("The user's selection replaces what a column showed with cause .user")
    func userSelection() {
        let library = LibrarySplitCoordinator(hasContentColumn: false, selecting: [.book(id: 1)])
        let log = DismissLog()
        library.select(.book(id: 2), in: .sidebar, onDismissWithCause: log.handler("book 2"))
        library.userDidSelect(.book(id: 3), in: .sidebar)
        expectEqual(log.fired, ["book 2: user"])
        expectEqual(library.selectedDestination(in: .sidebar), .book(id: 3))
    }

    @Test("A selection's child dismissing itself clears the selection; the sidebar's child cannot")
    func childDismissal() throws {
        let library = setUp(LibrarySplitCoordinator(selecting: [.shelf(id: 1), .book(id: 2)]))
        let book = try #require(library.columns.selection(in: .content)?.child)
        book.dismissCoordinator()
        expectNil(library.selectedDestination(in: .content))
        expectEqual(library.selectedDestination(in: .sidebar), .shelf(id: 1))
    }

    @Test(
        "Column visibility and the preferred compact column change from code and from the user, one event each"
    )
    func visibility() {
        let library = LibrarySplitCoordinator()
        let events = recordingEvents(of: library) {
            library.setColumnVisibility(.detailOnly)
            library.setColumnVisibility(.detailOnly)
            library.userDidChangeColumnVisibility(.all)
            library.setPreferredCompactColumn(.detail)
        }
        expectEqual(
            events,
            [
                "LibrarySplitCoordinator columnsChanged", "LibrarySplitCoordinator columnsChanged",
                "LibrarySplitCoordinator columnsChanged",
            ])
        expectEqual(library.columns.columnVisibility, .all)
        expectEqual(library.columns.preferredCompactColumn, .detail)
    }

    @Test("Modals are presented over the columns and print after them")
    func modals() {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
        library.present(.compose)
        expectEqual(
            library.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              content .shelf(id: 1)
              sheet .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
    }

    @Test("Releasing the split coordinator tears every column down once")
    func releaseTearsDown() {
        let log = DismissLog()
        var library: LibrarySplitCoordinator? = LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
        library?.select(.book(id: 2), in: .content, onDismissWithCause: log.handler("book"))
        library = nil
        expectEqual(log.fired, ["book: teardown"])
    }

    @Test("setSidebar replaces the sidebar and keeps the selections")
    func setSidebar() {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
        library.setSidebar(.draft)
        expectEqual(library.columns.sidebar, .draft)
        expectEqual(library.selectedDestination(in: .sidebar), .shelf(id: 1))
    }
}
