import Testing
import Trellis

/// `awaitRefused`: an await on a destination that hosts another type, or no child.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "If the destination does not host the awaited type, it is not shown and the call resumes with `nil` at once; a ``NavigationDiagnostic`` of kind `awaitRefused` names both types" (ResultsAndEvents) | `awaitOnAnotherType(_:)` |
/// | an await on the awaited type raises nothing | `awaitOnTheAwaitedType(_:)` |
@MainActor
@Suite("Diagnostics catalogue: awaitRefused")
struct AwaitRefusedTests {
    /// A flow's push and a sheet, on a destination hosting another type and on one hosting none.
    enum Case: String, CaseIterable, Sendable {
        case pushOfAnotherType, pushOfAPlainScreen, sheetOfAnotherType, sheetOfAPlainScreen

        var destination: PaletteFlow.Destinations {
            self == .pushOfAnotherType || self == .sheetOfAnotherType ? .nested : .plain
        }
        var found: String { destination == .nested ? "PaletteFlow" : "no child coordinator" }
    }

    @Test(
        "An await on a destination that hosts another type (or none) shows nothing, resumes with nil and says so",
        arguments: Case.allCases)
    func awaitOnAnotherType(_ example: Case) async {
        let palette = PaletteFlow()
        let before = palette.debugHierarchy()
        var diagnostics: [NavigationDiagnostic] = []
        let observation = palette.observeDiagnostics { diagnostics.append($0) }
        let color: String? =
            switch example {
            case .pushOfAnotherType, .pushOfAPlainScreen:
                await palette.route(to: example.destination, awaiting: ColorPicker.self)
            case .sheetOfAnotherType, .sheetOfAPlainScreen:
                await palette.present(example.destination, awaiting: ColorPicker.self)
            }
        observation.cancel()
        expectNil(color)
        expectEqual(
            diagnostics.map(\.line),
            [
                "awaitRefused PaletteFlow: awaited a ColorPicker but the destination hosts \(example.found); "
                    + "it is not shown, resuming with nil"
            ])
        expectEqual(palette.debugHierarchy(), before)
    }

    @Test("An await on the awaited type raises nothing", arguments: [false, true])
    func awaitOnTheAwaitedType(asSheet: Bool) async {
        let palette = PaletteFlow()
        var diagnostics: [NavigationDiagnostic] = []
        let observation = palette.observeDiagnostics { diagnostics.append($0) }
        let finish = { (picker: ColorPicker) in picker.finish(with: "teal") }
        let color =
            asSheet
            ? await palette.present(.picker, awaiting: ColorPicker.self, finish)
            : await palette.route(to: .picker, awaiting: ColorPicker.self, finish)
        observation.cancel()
        expectEqual(color, "teal")
        expectEqual(diagnostics.map(\.line), [])
        expectEqual(palette.debugHierarchy(), "PaletteFlow [flow]\n  root .canvas")
    }
}
