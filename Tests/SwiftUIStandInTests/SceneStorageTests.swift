import Foundation
import SwiftUI
import Testing

/// A view that keeps a value in the scene and another in `@State`.
private struct SceneNote: View {
    @SceneStorage("note") private var note: Data?
    @State private var taps = 0

    var body: some View {
        Text("note \(note.map { String(decoding: $0, as: UTF8.self) } ?? "none"), taps \(taps)")
        Button("Write") {
            note = Data("kept".utf8)
            taps += 1
        }
    }
}

@Suite("SceneStorage")
@MainActor
struct SceneStorageTests {
    @Test func aRecreatedSceneGetsItsValueBackAndANewSceneDoesNot() {
        let renderer = StandInRenderer()
        renderer.render(SceneNote()).button(titled: "Write")?.tap()
        #expect(renderer.render(SceneNote()).texts.first == "note kept, taps 1")
        // The system recreates the scene: scene storage comes back, view state does not.
        let recreated = StandInRenderer(sceneStorage: renderer.sceneStorage)
        #expect(recreated.render(SceneNote()).texts.first == "note kept, taps 0")
        // Another window, or the scene destroyed: nothing comes back.
        #expect(StandInRenderer().render(SceneNote()).texts.first == "note none, taps 0")
    }

    @Test func outsideARendererItKeepsItsOwnValue() {
        let storage = SceneStorage<Data?>("free")
        storage.wrappedValue = Data([1])
        #expect(storage.projectedValue.wrappedValue == Data([1]))
    }
}
