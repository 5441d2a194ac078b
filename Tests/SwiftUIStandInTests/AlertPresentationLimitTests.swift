import SwiftUI
import Testing

/// Alerts and confirmation dialogs are presentations too, on plain views (no Trellis): one in
/// the update that presents a sheet, or while a sheet is being dismissed, is dropped with a
/// runtime warning and never shows (UIKit refuses it; see the README's "One new presentation per
/// update").
@Suite("Alerts: one new presentation per update, none while a sheet is dismissed")
@MainActor
struct AlertPresentationLimitTests {
    /// A sheet's item and an alert's flag, both on the base view.
    @MainActor
    final class Screen {
        var sheet: SheetItem?
        var isAlertShown = false
    }

    struct Base: View {
        let screen: Screen

        var body: some View {
            let screen = screen
            Text("Base")
                .sheet(
                    item: Binding(
                        get: { MainActor.assumeIsolated { screen.sheet } },
                        set: { value in MainActor.assumeIsolated { screen.sheet = value } })
                ) { item in
                    Text("Sheet \(item.id)")
                }
                .alert(
                    "Saved",
                    isPresented: Binding(
                        get: { MainActor.assumeIsolated { screen.isAlertShown } },
                        set: { value in MainActor.assumeIsolated { screen.isAlertShown = value } })
                ) {
                    Button("OK") {}
                }
        }
    }

    private func alert(_ tree: StandInNode) -> String? {
        tree.first(StandInAlertNode.self)?.summary
    }

    @Test("An alert in the update that presents a sheet is dropped, and stays dropped while it is set")
    func alertWithASheetIsDropped() {
        let screen = Screen()
        let renderer = StandInRenderer()
        renderer.render(Base(screen: screen))
        screen.sheet = SheetItem(id: "a")
        screen.isAlertShown = true
        let tree = renderer.render(Base(screen: screen))
        #expect(tree.first(StandInPresentationNode.self)?.isPresented == true)
        #expect(alert(tree) == #"alert "Saved" isPresented=true (dropped)"#)
        #expect(tree.first(StandInAlertNode.self)?.actions == nil)
        #expect(renderer.runtimeWarnings.count == 1)
        #expect(renderer.runtimeWarnings.first?.contains(#"Attempt to present alert "Saved""#) == true)
        #expect(alert(renderer.render(Base(screen: screen))) == #"alert "Saved" isPresented=true (dropped)"#)
    }

    @Test("An alert while a sheet is being dismissed is dropped; once the dismissal is over it shows")
    func alertWhileASheetIsDismissedIsDropped() {
        let screen = Screen()
        screen.sheet = SheetItem(id: "a")
        let renderer = StandInRenderer()
        renderer.render(Base(screen: screen))
        // Dismiss and alert in one update: the alert never shows.
        screen.sheet = nil
        screen.isAlertShown = true
        #expect(alert(renderer.render(Base(screen: screen))) == #"alert "Saved" isPresented=true (dropped)"#)
        #expect(renderer.runtimeWarnings.last?.contains("while sheet (item a) is being dismissed") == true)
        // The app tries again while the sheet still animates away: dropped again.
        screen.isAlertShown = false
        renderer.render(Base(screen: screen))
        screen.isAlertShown = true
        #expect(alert(renderer.render(Base(screen: screen))) == #"alert "Saved" isPresented=true (dropped)"#)
        // After the dismissal, in an update of its own, it shows.
        renderer.finishTransitions()
        screen.isAlertShown = false
        renderer.render(Base(screen: screen))
        screen.isAlertShown = true
        let tree = renderer.render(Base(screen: screen))
        #expect(alert(tree) == #"alert "Saved" isPresented=true"#)
        #expect(tree.first(StandInAlertNode.self)?.actions?.button(titled: "OK") != nil)
        #expect(renderer.runtimeWarnings.count == 2)
    }

    @Test("An alert alone shows; a sheet in the update that presents an alert is dropped")
    func sheetWithAnAlertIsDropped() {
        let screen = Screen()
        let renderer = StandInRenderer()
        renderer.render(Base(screen: screen))
        screen.isAlertShown = true
        screen.sheet = SheetItem(id: "b")
        let tree = renderer.render(Base(screen: screen))
        // Which of the two SwiftUI applies is not documented; only one shows, with a warning.
        let presented =
            tree.find(StandInPresentationNode.self).filter(\.isPresented).count
            + tree.find(StandInAlertNode.self).filter { $0.isPresented && !$0.isDropped }.count
        #expect(presented == 1)
        #expect(renderer.runtimeWarnings.count == 1)
    }
}
