import SwiftUI
import Testing

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
