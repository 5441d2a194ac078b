import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("TrellisTesting: event recorder")
struct NavigationEventRecorderTests {
    @Test func recordsTheSubtreesEventsInOrderAsEventsAndLines() {
        let outer = PaletteFlow()
        var inner: PaletteFlow?
        outer.route(to: .nested) { (nested: PaletteFlow) in inner = nested }
        let recorder = NavigationEventRecorder(observing: outer)
        inner?.present(.plain)
        outer.popToRoot()
        expectEqual(
            recorder.lines,
            [
                "PaletteFlow presented sheet .plain",
                "PaletteFlow dismissed(teardown) sheet .plain",
                "PaletteFlow dismissed(teardown) root .canvas",
                "PaletteFlow dismissed(code) push .nested",
            ])
        expectEqual(recorder.events.map(\.description), recorder.lines)
    }

    @Test func removeAllForgetsWhatWasRecordedAndGoesOn() {
        let palette = PaletteFlow()
        let recorder = NavigationEventRecorder(observing: palette)
        palette.route(to: .plain)
        recorder.removeAll()
        expectEmpty(recorder.events)
        palette.pop()
        expectEqual(recorder.lines, ["PaletteFlow dismissed(code) push .plain"])
    }

    @Test func stopEndsTheRecordingAndKeepsTheEvents() {
        let palette = PaletteFlow()
        let recorder = NavigationEventRecorder(observing: palette)
        palette.route(to: .plain)
        recorder.stop()
        palette.pop()
        expectEqual(recorder.lines, ["PaletteFlow pushed push .plain"])
    }

    @Test func aReleasedRecorderStopsObserving() {
        let palette = PaletteFlow()
        weak var released: NavigationEventRecorder?
        do {
            let recorder = NavigationEventRecorder(observing: palette)
            released = recorder
        }
        expectNil(released)
        palette.route(to: .plain)  // nothing left to deliver to
        expectNil(released)
    }
}
