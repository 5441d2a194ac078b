import SwiftUI
import Testing

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

    @Test func lazyVStackRendersEveryChildInsideTheScrollView() {
        struct LazyHost: View {
            @State var position: String?
            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                        ForEach(["a", "b"], id: \.self) { Text($0).id($0) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
            }
        }
        let renderer = StandInRenderer()
        #expect(renderer.render(LazyHost()).first(StandInScrollPositionNode.self)?.scroll(to: "b") == true)
        #expect(
            renderer.render(LazyHost()).dump() == """
                Root
                  LazyHost
                    scrollPosition id=b
                      ScrollView
                        LazyVStack
                          id a
                            Text "a"
                          id b
                            Text "b"
                """)
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
