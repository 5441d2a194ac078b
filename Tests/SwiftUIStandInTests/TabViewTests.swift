import SwiftUI
import Testing

@Suite("TabView")
@MainActor
struct TabViewTests {
    @Test func recordsTagsAndWritesTheSelection() {
        let renderer = StandInRenderer()
        let tabs = renderer.render(TabsHost()).first(StandInTabViewNode.self)
        #expect(tabs?.tags == [AnyHashable("home"), AnyHashable("settings")])
        #expect(tabs?.selection == AnyHashable("home"))
        #expect(tabs?.select(42) == false)
        #expect(tabs?.select("settings") == true)
        #expect(
            renderer.render(TabsHost()).first(StandInTabViewNode.self)?.selection == AnyHashable("settings"))
    }

    @Test func tabItemsHoldTheirLabels() {
        let tree = StandInRenderer().render(TabsHost())
        #expect(tree.find(StandInTabItemNode.self).map(\.label.texts) == [["Home"], ["Settings"]])
        #expect(
            tree.first(StandInTabViewNode.self)?.tab(tagged: "settings")?.texts == ["Count 0", "Settings"])
    }
}
