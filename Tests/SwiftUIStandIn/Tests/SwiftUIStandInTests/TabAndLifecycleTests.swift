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

@Suite("onChange and onAppear")
@MainActor
struct LifecycleTests {
    @Test func onChangeRunsWhenTheValueDiffersFromTheLastRender() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        renderer.render(ChangeWatcher(value: 1, log: log))
        #expect(log.entries == ["1->1"])
        renderer.render(ChangeWatcher(value: 1, log: log))
        #expect(log.entries == ["1->1"])
        renderer.render(ChangeWatcher(value: 2, log: log))
        // Actions run in tree order: the outer (later-applied) modifier first.
        #expect(log.entries == ["1->1", "changed", "1->2"])
    }

    @Test func onAppearRunsWhenAViewJoinsTheTree() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        renderer.render(AppearHost(isShown: true, log: log))
        renderer.render(AppearHost(isShown: true, log: log))
        #expect(log.entries == ["appeared"])
        renderer.render(AppearHost(isShown: false, log: log))
        renderer.render(AppearHost(isShown: true, log: log))
        #expect(log.entries == ["appeared", "appeared"])
    }
}

@Suite("Controls, scrolling and scenes")
@MainActor
struct ControlsTests {
    @Test func textFieldsAndTogglesWriteTheirBindings() {
        struct FormHost: View {
            @State var name = ""
            @State var isOn = false
            var body: some View {
                Form {
                    TextField("Name", text: $name)
                    Toggle("On", isOn: $isOn)
                    Text(verbatim: "\(name) \(isOn)")
                }
            }
        }
        let renderer = StandInRenderer()
        let tree = renderer.render(FormHost())
        tree.first(StandInTextFieldNode.self)?.text = "Ada"
        tree.first(StandInToggleNode.self)?.isOn = true
        #expect(renderer.render(FormHost()).texts == ["Ada true"])
    }

    @Test func scrollPositionWritesItsBinding() {
        struct ScrollHost: View {
            @State var position: Int?
            var body: some View {
                ScrollView {
                    ForEach(0..<3) { Text("Row \($0)") }
                        .scrollTargetLayout()
                }
                .scrollPosition(id: $position, anchor: .top)
            }
        }
        let renderer = StandInRenderer()
        let node = renderer.render(ScrollHost()).first(StandInScrollPositionNode.self)
        #expect(node?.anchor == .top)
        #expect(node?.scroll(to: 2) == true)
        #expect(renderer.render(ScrollHost()).first(StandInScrollPositionNode.self)?.id == AnyHashable(2))
    }

    @Test func appMainEvaluatesTheBody() {
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup { Text("Hello") }
            }
        }
        DemoApp.main()
        #expect(
            StandInRenderer().render(scene: DemoApp().body).dump() == """
                Root
                  WindowGroup:
                    Text "Hello"
                """)
    }
}
