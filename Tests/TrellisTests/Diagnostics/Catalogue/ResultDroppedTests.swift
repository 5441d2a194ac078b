import Testing
import Trellis
import TrellisTesting

/// `resultDropped`: a result ``ResultProducing/finish(with:)`` gives that no call receives.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "A second `finish(with:)` reports `resultDropped` and changes nothing" (ResultsAndEvents) | `secondFinish()` |
/// | "A coordinator shown without an await, or restored at a launch (an await does not outlive its process), reports `resultDropped` when it finishes, and is dismissed" (ResultsAndEvents) | `finishWithoutAnAwait(_:)` |
/// | a finish an await receives raises nothing | `AwaitRefusedTests.awaitOnTheAwaitedType(asSheet:)` |
@MainActor
@Suite("Diagnostics catalogue: resultDropped")
struct ResultDroppedTests {
    /// The second call is made on a coordinator the first dismissed: the diagnostic reaches the
    /// picker's own observers (and ``NavigationDiagnostic/handler``), no longer its parent's.
    @Test("A second finish(with:) is reported and changes nothing; the await has the first result")
    func secondFinish() async throws {
        let palette = PaletteFlow()
        var diagnostics: [NavigationDiagnostic] = []
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(pending.child)
        let observations = [palette, picker as any Coordinator].map {
            $0.observeDiagnostics { diagnostics.append($0) }
        }
        picker.finish(with: "teal")
        picker.finish(with: "plum")
        await expectEqual(pending.value, "teal")
        for observation in observations { observation.cancel() }
        expectEqual(
            diagnostics.map(\.line),
            [
                "resultDropped ColorPicker: finish(with:) again: ColorPicker already finished with a result; "
                    + "this one is dropped"
            ])
        expectEqual(palette.debugHierarchy(), "PaletteFlow [flow]\n  root .canvas")
    }

    /// How the picker came to be shown without a call awaiting it.
    enum Origin: String, CaseIterable, Sendable {
        case pushedWithoutAnAwait, presentedWithoutAnAwait, restored
    }

    @Test("A finish no await receives is reported, and dismisses", arguments: Origin.allCases)
    func finishWithoutAnAwait(_ origin: Origin) throws {
        var palette = PaletteFlow()
        switch origin {
        case .pushedWithoutAnAwait: palette.route(to: .picker)
        case .presentedWithoutAnAwait: palette.present(.picker)
        case .restored:
            palette.present(.picker)
            let snapshot = try palette.captureNavigationState()
            palette = PaletteFlow()
            try palette.restoreNavigationState(from: snapshot)
        }
        let picker = try #require(palette.navigation.entries.first?.child as? ColorPicker)
        var diagnostics: [NavigationDiagnostic] = []
        let observation = palette.observeDiagnostics { diagnostics.append($0) }
        picker.finish(with: "teal")
        observation.cancel()
        expectEqual(
            diagnostics.map(\.line),
            [
                "resultDropped ColorPicker: finish(with:): no call awaits ColorPicker's result (an await "
                    + "does not outlive its process: a restored coordinator has none); the result is dropped"
            ])
        expectEqual(palette.debugHierarchy(), "PaletteFlow [flow]\n  root .canvas")
    }
}
