import SwiftUI
import Testing

/// When SwiftUI runs a sheet's `onDismiss`, on plain views (no Trellis): once the dismissal is
/// over, which in the stand-in is `finishTransitions()`, so updates can come between the write
/// that cleared the item and `onDismiss`. See the README's "Links, pops and dismissals".
@Suite("Sheets: onDismiss once the dismissal ends")
@MainActor
struct DismissalTimingTests {
    /// A sheet over a button that counts taps, logging each body evaluation, each write of the
    /// sheet's binding and `onDismiss`, in one log.
    struct LoggedSheetHost: View {
        let log: ActionLog
        @State private var item: SheetItem? = SheetItem(id: "first")
        @State private var taps = 0

        var body: some View {
            let _ = log.record("body item=\(item?.id ?? "nil") taps=\(taps)")
            let log = log
            let item = $item
            Button("Tap") { taps += 1 }
                .sheet(
                    item: Binding(
                        get: { item.wrappedValue },
                        set: { value in
                            MainActor.assumeIsolated { log.record("write \(value?.id ?? "nil")") }
                            item.wrappedValue = value
                        }),
                    onDismiss: { log.record("onDismiss") },
                    content: { item in Text("Sheet \(item.id)") })
        }
    }

    @Test("A swipe down: the binding is written, the views update, then onDismiss runs")
    func swipeDownThenUpdatesThenOnDismiss() throws {
        let log = ActionLog()
        let renderer = StandInRenderer()
        let tree = renderer.render(LoggedSheetHost(log: log))
        try #require(tree.first(StandInPresentationNode.self)).dismiss()
        let removed = renderer.update()
        #expect(removed.first(StandInPresentationNode.self)?.isPresented == false)
        #expect(renderer.dismissalsInProgress == ["sheet (item first)"])
        // An update while the dismissal animates: the user taps the view below.
        removed.button(titled: "Tap")?.tap()
        renderer.update()
        #expect(
            log.entries == [
                "body item=first taps=0", "write nil", "body item=nil taps=0", "body item=nil taps=1",
            ])
        renderer.finishTransitions()
        #expect(log.entries.last == "onDismiss")
        #expect(log.entries.count == 5)
        #expect(renderer.dismissalsInProgress.isEmpty)
        // Finished once: neither another update nor another end of transitions runs it again.
        renderer.update()
        renderer.finishTransitions()
        #expect(log.entries.count == 5)
    }

    @Test(
        "settle() updates and ends the animations until nothing changes: the dismissal ends, onDismiss runs once"
    )
    func settleEndsTheDismissal() throws {
        let log = ActionLog()
        let renderer = StandInRenderer()
        let tree = renderer.render(LoggedSheetHost(log: log))
        try #require(tree.first(StandInPresentationNode.self)).dismiss()
        let evaluated = renderer.settle()
        #expect(evaluated == ["LoggedSheetHost": 1])
        #expect(log.entries == ["body item=first taps=0", "write nil", "body item=nil taps=0", "onDismiss"])
        #expect(renderer.dismissalsInProgress.isEmpty)
        #expect(renderer.settle() == [:])
    }

    @Test("Without an update in between, the next end of transitions runs nothing")
    func nothingDismissingNothingRuns() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        renderer.render(LoggedSheetHost(log: log))
        renderer.finishTransitions()
        #expect(log.entries == ["body item=first taps=0"])
        #expect(renderer.dismissalsInProgress.isEmpty)
    }

    @Test("Two sheets dismissed in different updates finish in the order they went away")
    func dismissalsFinishInOrder() {
        let layers = PresentationLimitTests.Layers()
        let renderer = StandInRenderer()
        layers.first = SheetItem(id: "a")
        renderer.render(PresentationLimitTests.NestedSheets(layers: layers))
        layers.second = SheetItem(id: "b")
        renderer.render(PresentationLimitTests.NestedSheets(layers: layers))
        layers.second = nil
        renderer.render(PresentationLimitTests.NestedSheets(layers: layers))
        layers.first = nil
        renderer.render(PresentationLimitTests.NestedSheets(layers: layers))
        #expect(renderer.dismissalsInProgress == ["sheet (item b)", "sheet (item a)"])
        #expect(layers.log.entries.isEmpty)
        renderer.finishTransitions()
        #expect(layers.log.entries == ["second dismissed", "first dismissed"])
    }
}
