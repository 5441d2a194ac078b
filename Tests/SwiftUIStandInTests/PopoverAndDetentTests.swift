import SwiftUI
import Testing

/// Presents a `SheetItem` in a popover at medium height, logging its content's disappearance
/// and the detents it is dragged to.
private struct PopoverHost: View {
    let log: ActionLog
    @State private var item: SheetItem? = SheetItem(id: "filters")
    @State private var detent = PresentationDetent.medium

    var body: some View {
        let log = log
        Text("Host")
            .popover(item: $item) { item in
                Text("Popover \(item.id)")
                    .onDisappear { log.record("disappeared \(item.id)") }
                    .presentationDetents([.medium, .large], selection: $detent)
                    .interactiveDismissDisabled()
                    .presentationCompactAdaptation(.popover)
            }
    }
}

@Suite("Popovers and presentation settings")
@MainActor
struct PopoverAndDetentTests {
    @Test func aPopoverRecordsItsStyleAndATapOutsideClearsItsItem() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        let popover = renderer.render(PopoverHost(log: log)).first(StandInPresentationNode.self)
        #expect(popover?.style == .popover)
        #expect(popover?.presented?.texts == ["Popover filters"])
        popover?.dismiss()
        #expect(log.entries.isEmpty)
        #expect(
            renderer.render(PopoverHost(log: log)).first(StandInPresentationNode.self)?.isPresented == false)
        // onDisappear runs after the first render without the view, once.
        #expect(log.entries == ["disappeared filters"])
        renderer.render(PopoverHost(log: log))
        #expect(log.entries == ["disappeared filters"])
    }

    @Test func detentsRecordTheirSelectionAndADragWritesIt() throws {
        let renderer = StandInRenderer()
        let tree = renderer.render(PopoverHost(log: ActionLog()))
        let detents = try #require(tree.first(StandInPresentationDetentsNode.self))
        #expect(detents.detents == [.medium, .large])
        #expect(detents.selection == .medium)
        #expect(!detents.select(.fraction(0.3)))
        #expect(detents.select(.large))
        let again = try #require(
            renderer.render(PopoverHost(log: ActionLog())).first(StandInPresentationDetentsNode.self))
        #expect(again.selection == .large)
        #expect(
            tree.find(StandInPresentationSettingNode.self).map(\.summary) == [
                "presentationCompactAdaptation popover", "interactiveDismissDisabled true",
            ])
    }
}
