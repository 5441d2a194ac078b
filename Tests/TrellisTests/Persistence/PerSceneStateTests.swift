import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Per-scene state")
struct PerSceneStateTests {
    let clock = ManualClock()

    func makeManager(_ storage: TestStorage, scene: String?) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: clock, sceneID: scene)
    }

    @Test("each scene keeps its own state, apart from the app-wide state", arguments: StorageKind.allCases)
    func scenesAreSeparate(kind: StorageKind) {
        let storage = TestStorage(kind)
        let left = makeManager(storage, scene: "left")
        let right = makeManager(storage, scene: "right")
        let shared = makeManager(storage, scene: nil)
        left.listPosition = 1
        left.saveScrollPosition(id: "feed", topItemID: "L")
        right.listPosition = 2
        right.saveScrollPosition(id: "feed", topItemID: "R")
        shared.listPosition = 3
        for manager in [left, right, shared] { manager.saveOnBackground() }

        #expect(storage.storedBytes("appState-left") != nil)
        #expect(storage.storedBytes("appState-right") != nil)
        #expect(storage.storedBytes("appState") != nil)
        #expect(makeManager(storage, scene: "left").listPosition == 1)
        #expect(makeManager(storage, scene: "left").scrollPosition(for: "feed") == "L")
        #expect(makeManager(storage, scene: "right").listPosition == 2)
        #expect(makeManager(storage, scene: "right").scrollPosition(for: "feed") == "R")
        #expect(makeManager(storage, scene: nil).listPosition == 3)
        #expect(makeManager(storage, scene: "new").listPosition == 0)
    }

    @Test("the scene's file name is escaped and stays in the storage directory")
    func sceneFileNames() {
        let storage = TestStorage(.file)
        let manager = makeManager(storage, scene: "../window/1")
        #expect(manager.sceneID == "../window/1")
        manager.listPosition = 1
        manager.saveNow()
        #expect(storage.directory.fileNames == ["appState-..%2Fwindow%2F1.json"])
    }

    @Test("clearing one scene leaves the others")
    func clearingOneScene() {
        let storage = TestStorage(.file)
        let first = makeManager(storage, scene: "a")
        let second = makeManager(storage, scene: "b")
        first.listPosition = 1
        second.listPosition = 2
        first.saveNow()
        second.saveNow()
        first.clearState()
        #expect(storage.directory.fileNames == ["appState-b.json"])
        #expect(makeManager(storage, scene: "b").listPosition == 2)
    }
}
