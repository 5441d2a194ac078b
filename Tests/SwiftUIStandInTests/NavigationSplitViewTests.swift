import SwiftUI
import Testing

@Suite("NavigationSplitView")
@MainActor
struct NavigationSplitViewTests {
    @Test func rendersColumnsSideBySideAndWritesTheBindings() {
        let renderer = StandInRenderer()
        let split = renderer.render(SplitHost()).first(StandInNavigationSplitViewNode.self)
        #expect(split?.isCollapsed == false)
        #expect(split?.column("sidebar")?.texts == ["Sidebar"])
        #expect(split?.column("content")?.texts == ["Content"])
        #expect(split?.column("detail")?.texts == ["Detail"])
        split?.columnVisibility = .detailOnly
        split?.preferredCompactColumn = .detail
        let again = renderer.render(SplitHost()).first(StandInNavigationSplitViewNode.self)
        #expect(again?.summary == "NavigationSplitView regular visibility=detailOnly compact=detail")
    }

    @Test func collapsesOnACompactWidth() {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .compact
        let tree = StandInRenderer(environment: environment).render(SplitHost(hasContent: false))
        let split = tree.first(StandInNavigationSplitViewNode.self)
        #expect(split?.isCollapsed == true)
        #expect(split?.column("content") == nil)
        #expect(split?.texts == ["Sidebar", "Detail"])
    }
}

private struct SplitHost: View {
    var hasContent = true
    @State private var visibility = NavigationSplitViewVisibility.automatic
    @State private var column = NavigationSplitViewColumn.sidebar

    var body: some View {
        if hasContent {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                Text("Sidebar")
            } content: {
                Text("Content")
            } detail: {
                Text("Detail")
            }
        } else {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
        }
    }
}
