import SwiftUI
import Testing

@Suite("Sheets and alerts")
@MainActor
struct PresentationTests {
    @Test func rendersTheSheetWhileItsItemIsSet() {
        let tree = StandInRenderer().render(SheetHost(log: ActionLog()))
        let sheet = tree.first(StandInPresentationNode.self)
        #expect(sheet?.style == .sheet)
        #expect(sheet?.itemID == AnyHashable("first"))
        #expect(sheet?.presented?.texts == ["Sheet first", "Next"])
    }

    @Test func dismissClearsTheItemAndOnDismissRunsAfterTheNextRender() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        renderer.render(SheetHost(log: log)).first(StandInPresentationNode.self)?.dismiss()
        #expect(log.entries.isEmpty)
        let sheet = renderer.render(SheetHost(log: log)).first(StandInPresentationNode.self)
        #expect(sheet?.isPresented == false)
        #expect(log.entries == ["dismissed"])
        renderer.render(SheetHost(log: log))
        #expect(log.entries == ["dismissed"])
    }

    @Test func replacingTheItemDismissesThePreviousOne() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        renderer.render(SheetHost(log: log)).button(titled: "Next")?.tap()
        let sheet = renderer.render(SheetHost(log: log)).first(StandInPresentationNode.self)
        #expect(sheet?.presented?.texts.first == "Sheet second")
        #expect(log.entries == ["dismissed"])
    }

    @Test func fullScreenCoverRecordsItsStyle() {
        let tree = StandInRenderer().render(
            Text("Host").fullScreenCover(item: .constant(SheetItem(id: "x"))) { _ in Text("Cover") })
        #expect(tree.first(StandInPresentationNode.self)?.style == .fullScreenCover)
        #expect(tree.dump().contains("fullScreenCover content:"))
    }

    @Test func alertActionsAreTappableWhilePresented() {
        struct AlertHost: View {
            let log: ActionLog
            @State var isPresented = true
            var body: some View {
                Text("Host").alert("Delete?", isPresented: $isPresented) {
                    Button("Delete") { log.record("deleted") }
                } message: {
                    Text("This cannot be undone.")
                }
            }
        }
        let log = ActionLog()
        let renderer = StandInRenderer()
        let alert = renderer.render(AlertHost(log: log)).first(StandInAlertNode.self)
        #expect(alert?.texts == ["Host", "Delete", "This cannot be undone."])
        #expect(alert?.tapAction(titled: "Delete") == true)
        #expect(log.entries == ["deleted"])
        #expect(renderer.render(AlertHost(log: log)).first(StandInAlertNode.self)?.actions == nil)
    }
}
