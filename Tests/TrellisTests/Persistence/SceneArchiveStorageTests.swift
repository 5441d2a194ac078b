import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// A flow of plain screens kept in a scene's archive.
@MainActor
private final class WindowFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case inbox
        case message(id: Int)
    }

    let navigation = FlowNavigation<WindowFlow>(root: .inbox)
}

/// `StateStorageMethod.scene(_:)`: each scene's state in an archive the scene keeps, restored
/// when the system recreates the scene from what it kept, and gone with a scene destroyed.
@MainActor
@Suite("Scene archive storage")
struct SceneArchiveStorageTests {
    let clock = ManualClock()

    private func manager(_ archive: SceneStateArchive) -> StateRestorationManager {
        StateRestorationManager(storage: .scene(archive), resumePolicy: .always, clock: clock)
    }

    @Test("A scene recreated from what it kept resumes its own navigation; another scene does not see it")
    func recreatedSceneResumes() {
        let left = SceneStateArchive()
        var kept: Data?
        left.onChange = { kept = $0 }
        let flow = WindowFlow()
        let first = manager(left)
        first.attach(flow)
        flow.route(to: .message(id: 4))
        first.saveNow()
        expectEqual(kept, left.archivedData)

        // The system recreates the scene: a new archive from the kept data, a new tree.
        let recreated = SceneStateArchive(restoring: kept)
        let again = WindowFlow()
        manager(recreated).attach(again)
        expectEqual(
            again.debugHierarchy(),
            """
            WindowFlow [flow]
              root .inbox
              push .message(id: 4)
            """)

        // Another window, or a scene the system destroyed, starts afresh.
        let other = WindowFlow()
        manager(SceneStateArchive()).attach(other)
        expectEqual(other.debugHierarchy(), "WindowFlow [flow]\n  root .inbox")
    }

    @Test("Clearing the state removes it from the archive and tells the scene")
    func clearing() {
        let archive = SceneStateArchive()
        var writes = 0
        archive.onChange = { _ in writes += 1 }
        let flow = WindowFlow()
        let restoration = manager(archive)
        restoration.attach(flow)
        flow.route(to: .message(id: 1))
        restoration.saveNow()
        expectFalse(archive.isEmpty)
        restoration.clearState()
        expectTrue(archive.isEmpty)
        expectTrue(writes >= 2)
    }

    @Test("Data that is not an archive restores as an empty one; a corrupt document is moved aside")
    func unusableData() {
        expectTrue(SceneStateArchive(restoring: Data("not json".utf8)).isEmpty)
        let archive = SceneStateArchive(
            restoring: try? JSONEncoder().encode(["appState": Data("garbage".utf8)]))
        let restoration = manager(archive)
        expectEqual(restoration.lastError?.reason, .corruptDocument)
        expectNil(archive.document(named: "appState"))
    }
}
