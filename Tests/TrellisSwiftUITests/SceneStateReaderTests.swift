import Foundation
import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// One window's flow.
@MainActor
private final class MailFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case inbox
        case message(id: Int)
    }

    let navigation = FlowNavigation<MailFlow>(root: .inbox)
}

/// What one window holds: its tree and the manager that keeps it in the scene's archive.
@MainActor
private final class MailWindow {
    let flow = MailFlow()
    let restoration: StateRestorationManager

    init(archive: SceneStateArchive) {
        restoration = StateRestorationManager(storage: .scene(archive), resumePolicy: .always)
        restoration.attach(flow, savesOnNavigation: false)
    }
}

/// The windows a scene made, for the test to look inside.
@MainActor
private final class WindowCache {
    private(set) var window: MailWindow?
    private(set) var made = 0

    func make(_ archive: SceneStateArchive) -> MailWindow {
        made += 1
        let window = MailWindow(archive: archive)
        self.window = window
        return window
    }
}

private struct MailScene: View {
    let cache: WindowCache

    var body: some View {
        SceneStateReader(making: cache.make) { window in
            CoordinatorView(window.flow)
                .screens(for: MailFlow.self) { destination, _ in Text("\(destination)") }
                .savesState(of: window.restoration)
        }
    }
}

@MainActor
@Suite("SceneStateReader")
struct SceneStateReaderTests {
    @Test(
        "A window saved at .inactive resumes its navigation when the system recreates its scene; a new window starts afresh"
    )
    func recreatedSceneResumes() throws {
        var environment = EnvironmentValues()
        environment.scenePhase = .active
        let first = WindowCache()
        let renderer = StandInRenderer(environment: environment)
        renderer.render(MailScene(cache: first))
        let window = try #require(first.window)
        window.flow.route(to: .message(id: 9))
        renderer.environment.scenePhase = .inactive
        renderer.render(MailScene(cache: first))
        // The reader made the window's state once, however often it rendered.
        #expect(first.made == 1)
        #expect(renderer.sceneStorage.values["Trellis.sceneState"] != nil)

        // The system recreates the scene with what it kept.
        let recreated = WindowCache()
        StandInRenderer(environment: environment, sceneStorage: renderer.sceneStorage)
            .render(MailScene(cache: recreated))
        #expect(
            recreated.window?.flow.debugHierarchy() == """
                MailFlow [flow]
                  root .inbox
                  push .message(id: 9)
                """)

        // Another window (or the scene destroyed) starts at the inbox.
        let other = WindowCache()
        StandInRenderer(environment: environment).render(MailScene(cache: other))
        #expect(other.window?.flow.debugHierarchy() == "MailFlow [flow]\n  root .inbox")
    }
}
