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

    @Test func dismissClearsTheItemAndOnDismissRunsWhenTheDismissalEnds() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        renderer.render(SheetHost(log: log)).first(StandInPresentationNode.self)?.dismiss()
        #expect(log.entries.isEmpty)
        let sheet = renderer.render(SheetHost(log: log)).first(StandInPresentationNode.self)
        #expect(sheet?.isPresented == false)
        #expect(log.entries.isEmpty)
        renderer.finishTransitions()
        #expect(log.entries == ["dismissed"])
        renderer.render(SheetHost(log: log))
        renderer.finishTransitions()
        #expect(log.entries == ["dismissed"])
    }

    @Test func replacingTheItemDismissesThePreviousOne() {
        let log = ActionLog()
        let renderer = StandInRenderer()
        renderer.render(SheetHost(log: log)).button(titled: "Next")?.tap()
        let sheet = renderer.render(SheetHost(log: log)).first(StandInPresentationNode.self)
        #expect(sheet?.presented?.texts.first == "Sheet second")
        #expect(renderer.dismissalsInProgress == ["sheet (item first)"])
        renderer.finishTransitions()
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

    @Test func confirmationDialogShowsItsTitleVisibilityRolesAndMessageWhilePresented() {
        struct DialogHost: View {
            let log: ActionLog
            @State var isPresented = true
            var body: some View {
                Text("Host")
                    .confirmationDialog("Remove?", isPresented: $isPresented, titleVisibility: .visible) {
                        Button("Remove", role: .destructive) { log.record("removed") }
                        Button("Keep", role: .cancel) { log.record("kept") }
                        Button("Later") { log.record("later") }
                    } message: {
                        Text("The lamp leaves the cart.")
                    }
            }
        }
        let log = ActionLog()
        let renderer = StandInRenderer()
        let tree = renderer.render(DialogHost(log: log))
        #expect(
            tree.dump() == """
                Root
                  DialogHost
                    confirmationDialog "Remove?" titleVisibility=visible isPresented=true
                      Text "Host"
                      confirmationDialog actions:
                        Button "Remove" role=destructive
                          Text "Remove"
                        Button "Keep" role=cancel
                          Text "Keep"
                        Button "Later"
                          Text "Later"
                      confirmationDialog message:
                        Text "The lamp leaves the cart."
                """)
        #expect(tree.first(StandInAlertNode.self)?.tapAction(titled: "Keep") == true)
        #expect(log.entries == ["kept"])
        let dismissed = renderer.render(DialogHost(log: log)).first(StandInAlertNode.self)
        #expect(dismissed?.style == .confirmationDialog(.visible))
        #expect(dismissed?.isPresented == false && dismissed?.actions == nil)
    }

    @Test func aDialogsTitleVisibilityIsAutomaticByDefault() {
        struct DialogHost: View {
            @State var isPresented = false
            var body: some View {
                Text("Host").confirmationDialog("Options", isPresented: $isPresented) {
                    Button("One") {}
                } message: {
                    EmptyView()
                }
            }
        }
        #expect(
            StandInRenderer().render(DialogHost()).first(StandInAlertNode.self)?.summary
                == #"confirmationDialog "Options" titleVisibility=automatic isPresented=false"#)
    }

    @Test func aButtonWithARoleRunsItsActionAndRecordsItsRole() {
        let log = ActionLog()
        let tree = StandInRenderer().render(
            Group {
                Button("Delete", role: .destructive) { log.record("delete") }
                Button("Back", role: nil) { log.record("back") }
            })
        #expect(tree.find(StandInButtonNode.self).map(\.role) == ["destructive", nil])
        tree.button(titled: "Delete")?.tap()
        #expect(log.entries == ["delete"])
        #expect(ButtonRole.cancel != ButtonRole.destructive)
    }

    @Test func aBackgroundRendersItsViewsAfterTheContentKeepingTheirState() {
        struct BackgroundHost: View {
            var body: some View {
                Text("Front").background(alignment: .center) { Counter() }
            }
        }
        let renderer = StandInRenderer()
        renderer.render(BackgroundHost()).button(titled: "Count 0")?.tap()
        #expect(
            renderer.render(BackgroundHost()).dump() == """
                Root
                  BackgroundHost
                    Text "Front"
                    background:
                      Counter
                        Button "Count 1"
                          Text "Count 1"
                """)
    }
}
