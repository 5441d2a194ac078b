import Testing
import Trellis

/// `debugHierarchy()` keeps each destination's text once made; printing again gives the same
/// text, and a destination that is an object is described afresh each time.
@MainActor
@Suite("debugHierarchy: destination texts")
struct DebugHierarchyTextTests {
    /// A destination type that is a class whose description changes.
    final class Page: Codable, CustomStringConvertible {
        var title: String
        init(_ title: String) { self.title = title }
        var description: String { "page(\(title))" }
    }

    @MainActor
    final class PagesFlow: FlowCoordinator {
        typealias Destinations = Page
        let stack = FlowStack<PagesFlow>(root: Page("home"))
    }

    @Test func printingAgainGivesTheSameText() {
        let app = ShopApp.navigated()
        let first = app.debugHierarchy()
        #expect(app.debugHierarchy() == first)
        #expect(app.debugHierarchy() == first)
    }

    @Test func anObjectDestinationIsDescribedOnEveryPrint() {
        let flow = PagesFlow()
        let page = Page("draft")
        flow.route(to: page)
        #expect(flow.debugHierarchy().hasSuffix("push .page(draft)"))
        page.title = "final"
        #expect(flow.debugHierarchy().hasSuffix("push .page(final)"))
    }
}
