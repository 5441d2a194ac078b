import Testing
import Trellis

/// The `ambiguousLayout` checks reach split columns through the split coordinator's slots (the
/// sidebar, the selections, then the modals), with no check of their own (see the Split Views
/// article).
@MainActor
@Suite("Split views: ambiguous layouts around columns")
struct SplitAmbiguousLayoutTests {
    /// A library with a book selected, and the book's flow.
    private func libraryWithBook() throws -> (LibrarySplitCoordinator, BookFlowCoordinator) {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 3), .book(id: 7)])
        _ = library.debugHierarchy()
        let book = try #require(library.navigation.selection(in: .content)?.child as? BookFlowCoordinator)
        return (library, book)
    }

    func columnModalUnderTheSplitViewsModal() throws {
        let (library, book) = try libraryWithBook()
        let diagnostics = recordingDiagnostics(of: library) {
            library.present(.compose)
            book.present(.reviews)
        }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout])
        expectEqual(diagnostics.map(\.coordinatorType), ["BookFlowCoordinator"])
        #expect(
            diagnostics.first?.message.contains(
                "presents under the sheet that LibrarySplitCoordinator presents")
                == true)
    }

    func splitViewsModalOverAColumnModal() throws {
        let (library, book) = try libraryWithBook()
        let diagnostics = recordingDiagnostics(of: library) {
            book.present(.reviews)
            library.present(.compose)
        }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout])
        expectEqual(diagnostics.map(\.coordinatorType), ["LibrarySplitCoordinator"])
        #expect(
            diagnostics.first?.message.contains("presents over the sheet that BookFlowCoordinator presents")
                == true)
    }

    func columnPushesAreAFlowsOwn() throws {
        let (library, book) = try libraryWithBook()
        let diagnostics = recordingDiagnostics(of: library) {
            book.route(to: .reviews)
            library.select(.shelf(id: 4), in: .sidebar)
            library.select(.book(id: 8), in: .content)
        }
        expectEmpty(diagnostics.map(\.kind))
    }

    @Test(arguments: Example.allCases)
    func example(_ example: Example) throws {
        switch example {
        case .columnModalUnderTheSplitViewsModal: try columnModalUnderTheSplitViewsModal()
        case .splitViewsModalOverAColumnModal: try splitViewsModalOverAColumnModal()
        case .columnPushesAreAFlowsOwn: try columnPushesAreAFlowsOwn()
        }
    }

    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case columnModalUnderTheSplitViewsModal =
            "A column's child presenting while the split view presents becomes a layer under it: reported"
        case splitViewsModalOverAColumnModal =
            "The split view presenting over a column's child's modal: reported"
        case columnPushesAreAFlowsOwn = "Pushes in a column's flow and selections raise no warning"

        var testDescription: String { rawValue }
    }
}
