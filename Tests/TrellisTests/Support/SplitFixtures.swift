import Trellis

// The split view used by the Split suites: a library with shelves in the sidebar, a shelf's
// books in the content column and a book in the detail column.

/// The fixture split coordinator. `.shelves` (the sidebar) and `.shelf` are plain screens,
/// `.book` hosts a ``BookFlowCoordinator``, `.compose` a ``ComposeFlowCoordinator`` (meant to be
/// presented), and `.draft` is a plain screen its snapshot policy excludes.
@MainActor
final class LibrarySplitCoordinator: SplitCoordinator {
    enum Destinations: Codable, Hashable {
        case shelves
        case shelf(id: Int)
        case book(id: Int)
        case compose
        case draft
    }

    let navigation: SplitNavigation<LibrarySplitCoordinator>
    private(set) var madeChildren: [Destinations] = []

    init(
        hasContentColumn: Bool = true, selecting: [Destinations] = [],
        columnVisibility: SplitColumnVisibility = .automatic, preferredCompactColumn: SplitColumn = .sidebar
    ) {
        navigation = SplitNavigation(
            root: .shelves, hasContentColumn: hasContentColumn, selecting: selecting,
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        madeChildren.append(destination)
        switch destination {
        case .book(let id): return BookFlowCoordinator(id: id)
        case .compose: return ComposeFlowCoordinator()
        case .shelves, .shelf, .draft: return nil
        }
    }

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        destination == .draft ? .exclude : .include
    }
}

/// Version 2 of the library renamed `.shelved(id:)` to `.shelf(id:)` and removed `.burned`.
extension LibrarySplitCoordinator: MigratingCoordinator {
    static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations> {
        switch stored.caseName {
        case "shelved": .replace(.shelf(id: try stored.decodePayload(Int.self, forKey: "id")))
        case "burned": .drop
        default: .keep
        }
    }
}

/// The detail column's flow: a book, its reviews and a review.
@MainActor
final class BookFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case book(id: Int)
        case reviews
        case review(id: Int)
    }

    let navigation: FlowNavigation<BookFlowCoordinator>

    init(id: Int) {
        navigation = FlowNavigation(root: .book(id: id))
    }
}

/// An app whose main screen is the library, for split views inside a tree.
@MainActor
final class LibraryAppCoordinator: RootCoordinator {
    enum Destinations: Codable, Hashable {
        case library
        case welcome
    }

    let navigation = RootNavigation<LibraryAppCoordinator>(root: .library)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .library ? LibrarySplitCoordinator() : nil
    }
}
