import SwiftUI
import Testing

@Suite("onChange, onAppear and task")
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

    @Test func taskStartsWhenAViewJoinsTheTreeAndIsCancelledWhenItLeaves() async {
        let (events, continuation) = AsyncStream<String>.makeStream()
        var received = events.makeAsyncIterator()
        let renderer = StandInRenderer()
        renderer.render(TaskHost(isShown: true, events: continuation))
        #expect(await received.next() == "started")
        renderer.render(TaskHost(isShown: true, events: continuation))  // still shown: no new task
        renderer.render(TaskHost(isShown: false, events: continuation))
        #expect(await received.next() == "cancelled")
        renderer.render(TaskHost(isShown: true, events: continuation))
        #expect(await received.next() == "started")
    }
}
