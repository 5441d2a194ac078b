import Foundation
import Testing
import Trellis

@MainActor
@Suite("Split views: deep links")
struct SplitDeepLinkTests {
    typealias Library = LibrarySplitCoordinator

    private func reviewsOfBook(_ book: Int, onShelf shelf: Int) -> NavigationTarget<Library> {
        Library.target(selecting: [
            .select(.shelf(id: shelf)),
            .select(.book(id: book), showing: BookFlowCoordinator.target(path: [.push(.reviews)])),
        ])
    }

    func selectsAndContinues() {
        let library = Library()
        let report = library.navigate(to: reviewsOfBook(7, onShelf: 3))
        expectTrue(report.isComplete)
        expectEqual(
            library.debugHierarchy(),
            """
            LibrarySplitCoordinator [split]
              sidebar .shelves
              content .shelf(id: 3)
              detail .book(id: 7) → BookFlowCoordinator [flow]
                root .book(id: 7)
                push .reviews
            """)
    }

    func smallestChange() throws {
        let library = setUp(Library(selecting: [.shelf(id: 3), .book(id: 7)]))
        let shelf = try #require(library.navigation.selection(in: .sidebar)?.id)
        let book = try #require(library.navigation.selection(in: .content)?.child)
        let events = recordingEvents(of: library) { library.navigate(to: reviewsOfBook(7, onShelf: 3)) }
        expectEqual(events, ["BookFlowCoordinator pushed push .reviews"])
        expectEqual(library.navigation.selection(in: .sidebar)?.id, shelf)
        expectIdentical(library.navigation.selection(in: .content)?.child, book)

        let next = recordingEvents(of: library) {
            library.navigate(
                to: Library.target(selecting: [.select(.shelf(id: 3))], modals: [.present(.compose)]))
        }
        expectEqual(
            next,
            [
                "BookFlowCoordinator dismissed(teardown) push .reviews",
                "BookFlowCoordinator dismissed(teardown) root .book(id: 7)",
                "LibrarySplitCoordinator dismissed(code) detail .book(id: 7)",
                "LibrarySplitCoordinator presented sheet .compose",
            ])
        expectEqual(library.navigation.selection(in: .sidebar)?.id, shelf)
    }

    func unreachableParts() {
        let library = Library(hasContentColumn: false)
        let report = library.navigate(
            to: Library.target(selecting: [
                .select(.shelf(id: 1), showing: BookFlowCoordinator.target(path: [.push(.reviews)])),
                .select(.book(id: 2)),
            ]))
        expectEqual(
            report.unreachable.map(\.description),
            [
                "LibrarySplitCoordinator selection[1] .book(id: 2): the split view has no column to show it",
                "LibrarySplitCoordinator detail .shelf(id: 1): hosts no child coordinator",
            ])
        expectEqual(library.selectedDestination(in: .sidebar), .shelf(id: 1))
    }

    func throughTheTreeAndURLs() throws {
        let route = URLRoute<LibraryAppCoordinator>("/shelf/:shelf/book/:book") { parameters in
            try LibraryAppCoordinator.target(
                root: .library,
                showing: Library.target(selecting: [
                    .select(.shelf(id: parameters.int("shelf"))), .select(.book(id: parameters.int("book"))),
                ]))
        } parameters: { target in
            let library = target.destinations(of: Library.Destinations.self)
            guard library.count == 2, case .shelf(let shelf) = library[0], case .book(let book) = library[1]
            else {
                return nil
            }
            return ["shelf": String(shelf), "book": String(book)]
        }
        let router = URLRouter(schemes: ["library"], routes: [route])
        let app = LibraryAppCoordinator()
        let target = try router.target(for: "library://shelf/2/book/5")
        expectTrue(app.navigate(to: target).isComplete)
        expectEqual(
            app.debugHierarchy(),
            """
            LibraryAppCoordinator [root]
              root .library → LibrarySplitCoordinator [split]
                sidebar .shelves
                content .shelf(id: 2)
                detail .book(id: 5) → BookFlowCoordinator [flow]
                  root .book(id: 5)
            """)
        expectEqual(
            try router.url(for: target, style: .customScheme).absoluteString, "library://shelf/2/book/5")
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .selectsAndContinues: selectsAndContinues()
        case .smallestChange: try smallestChange()
        case .unreachableParts: unreachableParts()
        case .throughTheTreeAndURLs: try throughTheTreeAndURLs()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case selectsAndContinues = "A target selects in each column and goes on into the detail's child"
        case smallestChange = "A matching selection is kept with its child; only what differs changes"
        case unreachableParts =
            "A selection with no column, or a child of another type, is reported and the rest is applied"
        case throughTheTreeAndURLs =
            "A target reaches a split view inside an app, and a URL route reaches it too"

        var testDescription: String { rawValue }
    }
}
