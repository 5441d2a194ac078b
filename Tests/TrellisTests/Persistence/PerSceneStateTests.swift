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

        expectNotNil(storage.storedBytes("appState-left"))
        expectNotNil(storage.storedBytes("appState-right"))
        expectNotNil(storage.storedBytes("appState"))
        expectEqual(makeManager(storage, scene: "left").listPosition, 1)
        expectEqual(makeManager(storage, scene: "left").scrollPosition(for: "feed"), "L")
        expectEqual(makeManager(storage, scene: "right").listPosition, 2)
        expectEqual(makeManager(storage, scene: "right").scrollPosition(for: "feed"), "R")
        expectEqual(makeManager(storage, scene: nil).listPosition, 3)
        expectEqual(makeManager(storage, scene: "new").listPosition, 0)
    }

    @Test("the scene's file name is escaped and stays in the storage directory")
    func sceneFileNames() {
        let storage = TestStorage(.file)
        let manager = makeManager(storage, scene: "../window/1")
        expectEqual(manager.sceneID, "../window/1")
        manager.listPosition = 1
        manager.saveNow()
        expectEqual(storage.directory.fileNames, ["appState-..%2Fwindow%2F1.json"])
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
        expectEqual(storage.directory.fileNames, ["appState-b.json"])
        expectEqual(makeManager(storage, scene: "b").listPosition, 2)
    }
}
