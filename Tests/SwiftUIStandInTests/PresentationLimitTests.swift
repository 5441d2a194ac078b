import SwiftUI
import Testing

/// What SwiftUI does with several presentations in one update, on plain views (no Trellis): at
/// most one new presentation is applied, a second is dropped with a runtime warning, and several
/// layers can be dismissed at once (iOS 17 and later). See the stand-in's README.
@Suite("Sheets: one new presentation per update")
@MainActor
struct PresentationLimitTests {
    /// The items of a sheet presented over the base and of a sheet presented from that sheet.
    @MainActor
    final class Layers {
        var first: SheetItem?
        var second: SheetItem?
        let log = ActionLog()
    }

    /// A base with a sheet, and a sheet presented from inside that sheet.
    struct NestedSheets: View {
        let layers: Layers

        var body: some View {
            let layers = layers
            Text("Base")
                .sheet(
                    item: Binding(
                        get: { MainActor.assumeIsolated { layers.first } },
                        set: { value in MainActor.assumeIsolated { layers.first = value } }),
                    onDismiss: firstDismissed
                ) { item in
                    Text("First \(item.id)")
                        .sheet(
                            item: Binding(
                                get: { MainActor.assumeIsolated { layers.second } },
                                set: { value in MainActor.assumeIsolated { layers.second = value } }),
                            onDismiss: secondDismissed
                        ) { item in
                            Text("Second \(item.id)")
                        }
                }
        }

        private func firstDismissed() {
            layers.log.record("first dismissed")
        }

        private func secondDismissed() {
            layers.log.record("second dismissed")
        }
    }

    private func sheets(_ tree: StandInNode) -> [String] {
        tree.find(StandInPresentationNode.self).map(\.summary)
    }

    @Test("A sheet presented from a sheet presented in the same update is dropped, with a warning")
    func secondPresentationInOneUpdateIsDropped() {
        let layers = Layers()
        layers.first = SheetItem(id: "a")
        layers.second = SheetItem(id: "b")
        let renderer = StandInRenderer()
        var tree = renderer.render(NestedSheets(layers: layers))
        #expect(sheets(tree) == ["sheet item=a", "sheet item=b (dropped)"])
        #expect(tree.texts == ["Base", "First a"])
        #expect(
            renderer.runtimeWarnings == [
                "Attempt to present sheet (item b) at /NestedSheets/sheet/a in the update that "
                    + "presents sheet (item a): the presentation is dropped."
            ])
        // It stays dropped while its item stays, as on a device; a new item presents it.
        tree = renderer.render(NestedSheets(layers: layers))
        #expect(sheets(tree) == ["sheet item=a", "sheet item=b (dropped)"])
        #expect(renderer.runtimeWarnings.count == 1)
        layers.second = SheetItem(id: "c")
        tree = renderer.render(NestedSheets(layers: layers))
        #expect(sheets(tree) == ["sheet item=a", "sheet item=c"])
        #expect(tree.texts == ["Base", "First a", "Second c"])
        #expect(layers.log.entries.isEmpty)
    }

    @Test("One new presentation per update: sheet over sheet takes two updates")
    func onePresentationPerUpdate() {
        let layers = Layers()
        let renderer = StandInRenderer()
        layers.first = SheetItem(id: "a")
        renderer.render(NestedSheets(layers: layers))
        layers.second = SheetItem(id: "b")
        let tree = renderer.render(NestedSheets(layers: layers))
        #expect(sheets(tree) == ["sheet item=a", "sheet item=b"])
        #expect(renderer.runtimeWarnings.isEmpty)
    }

    @Test("Several layers are dismissed in one update")
    func severalDismissalsInOneUpdate() {
        let layers = Layers()
        let renderer = StandInRenderer()
        layers.first = SheetItem(id: "a")
        renderer.render(NestedSheets(layers: layers))
        layers.second = SheetItem(id: "b")
        renderer.render(NestedSheets(layers: layers))
        layers.first = nil
        layers.second = nil
        let tree = renderer.render(NestedSheets(layers: layers))
        #expect(sheets(tree) == ["sheet item=nil"])
        #expect(tree.texts == ["Base"])
        // The inner sheet's modifier left with the outer sheet's content: one onDismiss, when the
        // dismissal ends.
        #expect(renderer.dismissalsInProgress == ["sheet (item a)"])
        renderer.finishTransitions()
        #expect(layers.log.entries == ["first dismissed"])
        #expect(renderer.runtimeWarnings.isEmpty)
    }
}
