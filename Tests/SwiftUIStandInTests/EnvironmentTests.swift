import SwiftUI
import Testing

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
