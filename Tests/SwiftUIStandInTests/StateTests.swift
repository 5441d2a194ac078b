import SwiftUI
import Testing

@Suite("State")
@MainActor
struct StateTests {
    @Test func persistsAcrossRendersOfTheSameView() {
        let renderer = StandInRenderer()
        renderer.render(Counter()).button(titled: "Count 0")?.tap()
        let tree = renderer.render(Counter())
        #expect(tree.texts == ["Count 1"])
    }

    @Test func resetsWhenTheIDChanges() {
        let renderer = StandInRenderer()
        renderer.render(IdentifiedCounter(id: 1)).button(titled: "Count 0")?.tap()
        #expect(renderer.render(IdentifiedCounter(id: 1)).texts == ["Count 1"])
        #expect(renderer.render(IdentifiedCounter(id: 2)).texts == ["Count 0"])
        #expect(renderer.render(IdentifiedCounter(id: 1)).texts == ["Count 0"])
    }

    @Test func followsForEachElementsByID() {
        struct Row: Identifiable {
            let id: String
        }
        struct Rows: View {
            let rows: [Row]
            var body: some View {
                ForEach(rows) { row in Counter() }
            }
        }
        let renderer = StandInRenderer()
        renderer.render(Rows(rows: [Row(id: "a"), Row(id: "b")])).button(titled: "Count 0")?.tap()
        let tree = renderer.render(Rows(rows: [Row(id: "b"), Row(id: "a")]))
        #expect(tree.texts == ["Count 0", "Count 1"])
    }

    @Test("A state set in the view's initializer keeps its first value; an optional one starts as nil")
    func initialValueFromTheInitializer() {
        final class Model {
            var count: Int
            init(count: Int) { self.count = count }
        }
        struct Seeded: View {
            @State private var model: Model
            @State private var note: String?

            init(start: Int) { _model = State(initialValue: Model(count: start)) }

            var body: some View {
                Text("\(model.count) \(note ?? "none")")
            }
        }
        let renderer = StandInRenderer()
        #expect(renderer.render(Seeded(start: 5)).texts == ["5 none"])
        // A new value from the parent does not replace the kept one, as in SwiftUI.
        #expect(renderer.render(Seeded(start: 9)).texts == ["5 none"])
    }

    @Test func outsideARendererKeepsItsOwnValue() {
        @State var value = 3
        $value.wrappedValue = 4
        #expect(value == 4)
    }
}
