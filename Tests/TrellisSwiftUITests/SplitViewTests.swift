import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// A split view rendered by the stand-in: `NavigationSplitView` with a column per
/// `SplitViewLayout` column on a regular width, the collapsed stack on a compact one, and the
/// gestures SwiftUI reports (a row tapped in the sidebar, the sidebar button, a back swipe in the
/// collapsed stack) reaching the tree as one change each.
@MainActor
@Suite("CoordinatorView split views")
struct SplitViewTests {
    @Test("A regular width shows the columns side by side, the detail in a stack with its pushes")
    func regularColumns() throws {
        let library = LibrarySplit()
        library.select(.category(2), in: .sidebar)
        library.select(.book(7), in: .content) { (book: BookFlow) in book.route(to: .reviews) }
        let tree = StandInRenderer().render(libraryView(library))
        let split = try #require(tree.first(StandInNavigationSplitViewNode.self))
        #expect(split.summary == "NavigationSplitView regular visibility=automatic compact=sidebar")
        #expect(split.column("sidebar")?.texts == ["sidebar categories selected=category(2)", "category 3"])
        #expect(split.column("content")?.texts == ["content category(2) selected=book(7)", "book 8"])
        let detail = try #require(split.column("detail")?.first(StandInNavigationStackNode.self))
        #expect(detail.texts == ["book book(id: 7)", "book reviews"])
        #expect(detail.path.count == 1)
        // The sidebar and the content column show the split coordinator's own screens: no stack.
        #expect(split.column("sidebar")?.find(StandInNavigationStackNode.self).count == 0)
    }

    @Test("A tap in the sidebar selects through the layout: one change, the old selection leaves with .user")
    func sidebarSelection() throws {
        let library = LibrarySplit()
        var causes: [String] = []
        library.select(.category(2), in: .sidebar, onDismissWithCause: { causes.append("category(2) \($0)") })
        library.select(.book(7), in: .content)
        let renderer = StandInRenderer()
        let tree = renderer.render(libraryView(library))
        try #require(tree.button(titled: "category 3")).tap()
        #expect(causes == ["category(2) user"])
        #expect(
            library.debugHierarchy() == """
                LibrarySplit [split]
                  sidebar .categories
                  content .category(3)
                """)
        let split = try #require(
            renderer.render(libraryView(library)).first(StandInNavigationSplitViewNode.self))
        #expect(split.column("content")?.texts == ["content category(3) selected=nil", "book 8"])
        #expect(split.column("detail")?.texts == [])
    }

    @Test("A List selection binding reads and writes the column's selection")
    func selectionBinding() throws {
        let library = LibrarySplit()
        library.select(.category(2), in: .sidebar)
        let tree = StandInRenderer().render(libraryView(library))
        let field = try #require(tree.first(StandInTextFieldNode.self))
        #expect(field.text == "category(2)")
        field.text = "clear"
        #expect(library.selectedDestination(in: .sidebar) == nil)
    }

    @Test("The sidebar button and SwiftUI's compact column write the tree, one change and event each")
    func visibility() throws {
        let library = LibrarySplit()
        var events: [String] = []
        let observation = library.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }
        let renderer = StandInRenderer()
        let split = try #require(
            renderer.render(libraryView(library)).first(StandInNavigationSplitViewNode.self))
        split.columnVisibility = .detailOnly
        #expect(library.navigation.columnVisibility == .detailOnly)
        split.columnVisibility = .detailOnly
        split.preferredCompactColumn = .detail
        #expect(library.navigation.preferredCompactColumn == .detail)
        split.preferredCompactColumn = .detail
        #expect(events == ["LibrarySplit columnsChanged", "LibrarySplit columnsChanged"])
        let again = try #require(
            renderer.render(libraryView(library)).first(StandInNavigationSplitViewNode.self))
        #expect(again.summary == "NavigationSplitView regular visibility=detailOnly compact=detail")
        #expect(
            library.debugLayout().hasPrefix(
                "layer 0: base\n  root LibrarySplit [split] visibility: detailOnly, compact: detail"))
    }

    @Test("A compact width shows the collapsed stack; a back swipe clears the selections it pops past")
    func collapsedBackGesture() throws {
        let library = LibrarySplit()
        var causes: [String] = []
        library.select(.category(2), in: .sidebar)
        library.select(.book(7), in: .content, onDismissWithCause: { causes.append("book(7) \($0)") })
        library.select(.book(7), in: .content) { (book: BookFlow) in book.route(to: .reviews) }
        let before = try library.captureNavigationState()
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .compact
        let renderer = StandInRenderer(environment: environment)
        let tree = renderer.render(libraryView(library))
        #expect(tree.first(StandInNavigationSplitViewNode.self) == nil)
        let stack = try #require(tree.first(StandInNavigationStackNode.self))
        #expect(
            stack.texts == [
                "sidebar categories selected=category(2)", "category 3",
                "content category(2) selected=book(7)", "book 8",
                "book book(id: 7)",
                "book reviews",
            ])
        // Showing the collapsed stack stores nothing new.
        #expect(try library.captureNavigationState() == before)
        stack.path = Array(stack.path.prefix(1))
        #expect(causes == ["book(7) user"])
        #expect(
            library.debugHierarchy() == """
                LibrarySplit [split]
                  sidebar .categories
                  content .category(2)
                """)
        // A tap in the collapsed sidebar selects too.
        let again = renderer.render(libraryView(library))
        try #require(again.button(titled: "category 3")).tap()
        #expect(library.selectedDestination(in: .sidebar) == .category(3))
    }
}

// MARK: - Fixtures

/// A library: categories in the sidebar, a category's books in the content column, a book
/// (with its reviews) in the detail column.
@MainActor
private final class LibrarySplit: SplitCoordinator {
    enum Destinations: Codable, Hashable {
        case categories
        case category(Int)
        case book(Int)
    }

    let navigation = SplitNavigation<LibrarySplit>(root: .categories, hasContentColumn: true)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        if case .book(let id) = destination { BookFlow(id: id) } else { nil }
    }
}

@MainActor
private final class BookFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case book(id: Int)
        case reviews
    }

    let navigation: FlowNavigation<BookFlow>

    init(id: Int) {
        navigation = FlowNavigation(root: .book(id: id))
    }
}

/// A column screen: its title, the selection it sees, a row per item it can select, and a field
/// bound to the selection (`clear` clears it).
private struct ColumnScreen: View {
    let title: String
    let rows: [(String, LibrarySplit.Destinations)]
    @Environment(\.splitSelection) private var selection

    var body: some View {
        let selected = selection.selected(as: LibrarySplit.Destinations.self)
        Text(verbatim: "\(title) selected=\(selected.map { "\($0)" } ?? "nil")")
        ForEach(rows, id: \.0) { row in
            Button(row.0) { selection(row.1) }
        }
        if selection.column == .sidebar {
            let binding = selection.binding(as: LibrarySplit.Destinations.self)
            TextField(
                "selection",
                text: Binding(
                    get: { MainActor.assumeIsolated { binding.wrappedValue.map { "\($0)" } ?? "" } },
                    set: { text in
                        MainActor.assumeIsolated { if text == "clear" { binding.wrappedValue = nil } }
                    }))
        }
    }
}

@MainActor
private func libraryView(_ library: LibrarySplit) -> CoordinatorView {
    CoordinatorView(library)
        .screens(for: LibrarySplit.self) { destination, _ in
            switch destination {
            case .categories:
                ColumnScreen(title: "sidebar categories", rows: [("category 3", .category(3))])
            case .category(let id):
                ColumnScreen(title: "content category(\(id))", rows: [("book 8", .book(8))])
            case .book(let id):
                ColumnScreen(title: "book \(id)", rows: [])
            }
        }
        .screens(for: BookFlow.self) { destination, _ in Text(verbatim: "book \(destination)") }
}
