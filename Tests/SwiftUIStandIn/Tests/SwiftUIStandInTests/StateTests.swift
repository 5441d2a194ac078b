import SwiftUI
import Testing

@Suite("Binding")
@MainActor
struct BindingTests {
    @Test func readsAndWritesThroughItsClosures() {
        let box = StateCellBox(value: 1)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.wrappedValue = 5
        #expect(box.value == 5)
        #expect(binding.projectedValue.wrappedValue == 5)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
    }

    @Test func dynamicMemberReachesAProperty() {
        struct Pair { var left = 1, right = 2 }
        @State var pair = Pair()
        let right = $pair.right
        right.wrappedValue = 7
        #expect(pair.right == 7)
        #expect(pair.left == 1)
    }
}

/// A value bindings in these tests share; the tests touch it from the main actor only.
private final class StateCellBox: @unchecked Sendable {
    var value: Int

    init(value: Int) {
        self.value = value
    }
}

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

    @Test func outsideARendererKeepsItsOwnValue() {
        @State var value = 3
        $value.wrappedValue = 4
        #expect(value == 4)
    }
}

@Suite("Environment")
@MainActor
struct EnvironmentTests {
    @Test func readsDefaultsWithoutAValue() {
        #expect(StandInRenderer().render(EnvironmentReader()).texts == ["theme plain, phase active"])
    }

    @Test func propagatesValuesSetAboveAndTheRenderersOwn() {
        let renderer = StandInRenderer()
        renderer.environment.scenePhase = .background
        let tree = renderer.render(Group { EnvironmentReader() }.environment(\.theme, "dark"))
        #expect(tree.texts == ["theme dark, phase background"])
    }
}
