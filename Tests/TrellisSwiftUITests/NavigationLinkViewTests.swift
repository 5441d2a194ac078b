import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// A catalog whose `.reviews` hosts a ``ReviewsFlow``.
@MainActor
private final class CatalogFlow: FlowCoordinator {
    enum Destinations: Hashable {
        case list
        case product(Int)
        case reviews
    }

    let navigation = FlowNavigation<CatalogFlow>(root: .list)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .reviews ? ReviewsFlow() : nil
    }
}

/// A flow pushed by the catalog: its screens continue the catalog's path.
@MainActor
private final class ReviewsFlow: FlowCoordinator {
    enum Destinations: Hashable {
        case all
        case review(Int)
    }

    let navigation = FlowNavigation<ReviewsFlow>(root: .all)
}

/// Screens that push with `NavigationLink(value:)`, as List rows do.
@MainActor
private func catalogView(_ catalog: CatalogFlow) -> some View {
    CoordinatorView(catalog)
        .screens(for: CatalogFlow.self) { destination, _ in
            switch destination {
            case .list:
                List {
                    NavigationLink(value: CatalogFlow.Destinations.product(1)) { Text("Product 1") }
                    NavigationLink(value: CatalogFlow.Destinations.reviews) { Text("Reviews") }
                }
            case .product(let id): Text("product \(id)")
            case .reviews: Text("reviews")
            }
        }
        .screens(for: ReviewsFlow.self) { destination, _ in
            switch destination {
            case .all:
                List {
                    NavigationLink(value: ReviewsFlow.Destinations.review(7)) { Text("Review 7") }
                    NavigationLink(value: CatalogFlow.Destinations.product(2)) { Text("Catalog product 2") }
                }
            case .review(let id): Text("review \(id)")
            }
        }
}

@MainActor
@Suite("CoordinatorView: NavigationLink")
struct NavigationLinkViewTests {
    private func link(_ title: String, in tree: StandInNode) throws -> StandInNavigationLinkNode {
        try #require(tree.find(StandInNavigationLinkNode.self).first { $0.texts == [title] })
    }

    @Test("A tapped link pushes through the coordinator that owns the screen, as route(to:) does")
    func linkPushesThroughItsCoordinator() throws {
        let catalog = CatalogFlow()
        var events: [String] = []
        let observation = catalog.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }
        let renderer = StandInRenderer()
        try link("Product 1", in: renderer.render(catalogView(catalog))).tap()
        #expect(events == ["CatalogFlow pushed push .product(1)"])
        #expect(
            catalog.debugHierarchy() == """
                CatalogFlow [flow]
                  root .list
                  push .product(1)
                """)
        let stack = try #require(renderer.render(catalogView(catalog)).first(StandInNavigationStackNode.self))
        #expect(stack.path == [AnyHashable(NavigationLayout(of: catalog).layers[0].path[0])])
        #expect(stack.pushed.map(\.texts) == [["product 1"]])
        #expect(renderer.runtimeWarnings.isEmpty)
    }

    @Test("Inside a pushed child flow, a link pushes on the child; a value of the parent's type is refused")
    func linkInsideAPushedChildFlow() throws {
        let catalog = CatalogFlow()
        let renderer = StandInRenderer()
        try link("Reviews", in: renderer.render(catalogView(catalog))).tap()
        let reviews = try #require(catalog.navigation.entries.first?.child as? ReviewsFlow)
        var events: [String] = []
        var diagnostics: [String] = []
        let observation = catalog.observeNavigation { events.append($0.description) }
        let diagnosticObservation = catalog.observeDiagnostics { diagnostics.append("\($0.kind)") }
        defer {
            observation.cancel()
            diagnosticObservation.cancel()
        }
        let tree = renderer.render(catalogView(catalog))
        try link("Review 7", in: tree).tap()
        try link("Catalog product 2", in: tree).tap()
        #expect(events == ["ReviewsFlow pushed push .review(7)"])
        #expect(diagnostics == ["gestureRefused"])
        #expect(reviews.navigation.entries.count == 1)
        #expect(
            catalog.debugHierarchy() == """
                CatalogFlow [flow]
                  root .list
                  push .reviews → ReviewsFlow [flow]
                    root .all
                    push .review(7)
                """)
        let stack = try #require(renderer.render(catalogView(catalog)).first(StandInNavigationStackNode.self))
        #expect(stack.pushed.map(\.texts) == [["Review 7", "Catalog product 2"], ["review 7"]])
        // A back swipe pops it again, with cause .user.
        stack.popGesture(toCount: 1)
        #expect(events.last == "ReviewsFlow dismissed(user) push .review(7)")
    }
}
