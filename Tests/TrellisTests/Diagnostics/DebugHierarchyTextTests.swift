import Testing
import Trellis

/// `debugHierarchy()` keeps each destination's text once made when the destination reaches no
/// object; printing again gives the same text, and a destination that is an object or holds one
/// is described afresh each time.
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
        let navigation = FlowNavigation<PagesFlow>(root: Page("home"))
    }

    /// A value destination whose payloads hold an object, directly or inside a struct's array.
    enum Screen: CustomStringConvertible {
        case home
        case page(Page)
        case album(Album)
        case article(id: Int, tags: [String])

        var description: String {
            switch self {
            case .home: "home"
            case .page(let page): "page(\(page.title))"
            case .album(let album): "album(\(album.pages.map(\.title).joined(separator: ", ")))"
            case .article(let id, let tags): "article(\(id), \(tags.joined(separator: ", ")))"
            }
        }
    }

    struct Album {
        var pages: [Page]
    }

    @MainActor
    final class ScreensFlow: FlowCoordinator {
        typealias Destinations = Screen
        let navigation = FlowNavigation<ScreensFlow>(root: .home)
    }

    @Test func printingAgainGivesTheSameText() {
        let app = ShopApp.navigated()
        let first = app.debugHierarchy()
        expectEqual(app.debugHierarchy(), first)
        expectEqual(app.debugHierarchy(), first)
    }

    @Test func anObjectDestinationIsDescribedOnEveryPrint() {
        let flow = PagesFlow()
        let page = Page("draft")
        flow.route(to: page)
        #expect(flow.debugHierarchy().hasSuffix("push .page(draft)"))
        page.title = "final"
        #expect(flow.debugHierarchy().hasSuffix("push .page(final)"))
    }

    @Test func aPayloadHoldingAnObjectPrintsTheObjectsCurrentState() {
        let flow = ScreensFlow()
        let page = Page("draft")
        flow.route(to: .page(page))
        #expect(flow.debugHierarchy().hasSuffix("push .page(draft)"))
        page.title = "review"
        #expect(flow.debugHierarchy().hasSuffix("push .page(review)"))
        page.title = "final"
        #expect(flow.debugHierarchy().hasSuffix("push .page(final)"))
        #expect(flow.debugHierarchy().hasSuffix("push .page(final)"))
    }

    @Test func anObjectInsideAStructPayloadIsDescribedAfresh() {
        let flow = ScreensFlow()
        let cover = Page("cover")
        flow.route(to: .album(Album(pages: [Page("intro"), cover])))
        #expect(flow.debugHierarchy().hasSuffix("push .album(intro, cover)"))
        cover.title = "back"
        #expect(flow.debugHierarchy().hasSuffix("push .album(intro, back)"))
        cover.title = "end"
        #expect(flow.debugHierarchy().hasSuffix("push .album(intro, end)"))
    }

    @Test func equalValueTreesPrintIdentically() {
        func navigated() -> ScreensFlow {
            let flow = ScreensFlow()
            flow.route(to: .article(id: 7, tags: ["swift", "linux"]))
            flow.route(to: .article(id: 8, tags: []))
            return flow
        }
        let first = navigated()
        let second = navigated()
        let text = first.debugHierarchy()
        #expect(text.hasSuffix("push .article(7, swift, linux)\n  push .article(8, )"))
        for _ in 0..<3 {
            expectEqual(first.debugHierarchy(), text)
            expectEqual(second.debugHierarchy(), text)
        }
    }
}
