import Testing
import Trellis

@MainActor
@Suite("Split views: selection")
struct SplitSelectionTests {
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
        expectEqual(library.navigation.selection(shownIn: .detail)?.destination, .book(id: 7))
    }

    func lazySetUp() {
        let library = LibrarySplitCoordinator(hasContentColumn: false, selecting: [.book(id: 1)])
        expectEqual(library.madeChildren, [])
        expectNil(library.navigation.selection(in: .sidebar)?.child)
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

    func selectingReplaces() throws {
        let library = LibrarySplitCoordinator()
        let log = DismissLog()
        library.select(.shelf(id: 1), in: .sidebar, onDismissWithCause: log.handler("shelf 1"))
        library.select(.book(id: 5), in: .content, onDismissWithCause: log.handler("book 5"))
        let book = try #require(library.navigation.selection(in: .content)?.child as? BookFlowCoordinator)
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

    func equalSelectionIsKept() throws {
        let library = setUp(LibrarySplitCoordinator(selecting: [.shelf(id: 1), .book(id: 5)]))
        let id = try #require(library.navigation.selection(in: .sidebar)?.id)
        let book = try #require(library.navigation.selection(in: .content)?.child)
        let events = recordingEvents(of: library) {
            library.select(.shelf(id: 1), in: .sidebar)
            library.select(.book(id: 5), in: .content)
        }
        expectEmpty(events)
        expectEqual(library.navigation.selection(in: .sidebar)?.id, id)
        expectIdentical(library.navigation.selection(in: .content)?.child, book)
    }

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

    func userSelection() {
        let library = LibrarySplitCoordinator(hasContentColumn: false, selecting: [.book(id: 1)])
        let log = DismissLog()
        library.select(.book(id: 2), in: .sidebar, onDismissWithCause: log.handler("book 2"))
        library.userDidSelect(.book(id: 3), in: .sidebar)
        expectEqual(log.fired, ["book 2: user"])
        expectEqual(library.selectedDestination(in: .sidebar), .book(id: 3))
    }

    func childDismissal() throws {
        let library = setUp(LibrarySplitCoordinator(selecting: [.shelf(id: 1), .book(id: 2)]))
        let book = try #require(library.navigation.selection(in: .content)?.child)
        book.dismissCoordinator()
        expectNil(library.selectedDestination(in: .content))
        expectEqual(library.selectedDestination(in: .sidebar), .shelf(id: 1))
    }

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
        expectEqual(library.navigation.columnVisibility, .all)
        expectEqual(library.navigation.preferredCompactColumn, .detail)
    }

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

    func releaseTearsDown() {
        let log = DismissLog()
        var library: LibrarySplitCoordinator? = LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
        library?.select(.book(id: 2), in: .content, onDismissWithCause: log.handler("book"))
        library = nil
        expectEqual(log.fired, ["book: teardown"])
    }

    func setRoot() {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
        library.setRoot(.draft)
        expectEqual(library.navigation.root, .draft)
        expectEqual(library.selectedDestination(in: .sidebar), .shelf(id: 1))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .printsColumns: printsColumns()
        case .lazySetUp: lazySetUp()
        case .selectingReplaces: try selectingReplaces()
        case .equalSelectionIsKept: try equalSelectionIsKept()
        case .typedChaining: typedChaining()
        case .clearing: clearing()
        case .userSelection: userSelection()
        case .childDismissal: try childDismissal()
        case .visibility: visibility()
        case .modals: modals()
        case .releaseTearsDown: releaseTearsDown()
        case .setRoot: setRoot()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case printsColumns = "A split coordinator prints its sidebar and the selection each column shows"
        case lazySetUp =
            "Nothing is made before the split coordinator is set up, and a column with no selection prints nothing"
        case selectingReplaces =
            "Selecting in the sidebar replaces the content and clears the detail, each leaving once with cause .code"
        case equalSelectionIsKept =
            "Selecting an equal destination keeps the selection, its child and the columns after it"
        case typedChaining = "The typed closure gets the child the next column shows"
        case clearing =
            "Clearing a selection clears the columns after it; the user's clearing has cause .user"
        case userSelection = "The user's selection replaces what a column showed with cause .user"
        case childDismissal =
            "A selection's child dismissing itself clears the selection; the sidebar's child cannot"
        case visibility =
            "Column visibility and the preferred compact column change from code and from the user, one event each"
        case modals = "Modals are presented over the columns and print after them"
        case releaseTearsDown = "Releasing the split coordinator tears every column down once"
        case setRoot = "setRoot replaces the sidebar and keeps the selections"

        var testDescription: String { rawValue }
    }
}
