import Testing
import Trellis
import TrellisTesting

/// No time limit, as for the await suites: the operation's task waits for the main actor,
/// which the whole suite's long synchronous tests can keep busy for more than a minute.
@MainActor
@Suite("TrellisTesting: awaiting a child's result")
struct PendingResultTests {
    @Test func theChildIsInTheTreeWhenStartReturnsAndItsResultIsTheValue() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(pending.child)
        expectIdentical(palette.navigation.entries.first?.child, picker)
        expectHierarchy(
            of: palette,
            equals: """
                PaletteFlow [flow]
                  root .canvas
                  sheet .picker → ColorPicker [flow]
                    root .swatches
                """)
        expectFalse(pending.hasReturned)

        picker.finish(with: "teal")

        await expectEqual(pending.value, "teal")
        expectTrue(pending.hasReturned)
        expectHierarchy(of: palette, equals: "PaletteFlow [flow]\n  root .canvas")
    }

    @Test func aChildDismissedAnotherWayGivesNil() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.route(to: .picker, awaiting: ColorPicker.self)
        }
        expectNotNil(pending.child)
        palette.userDidPop(toEntryCount: 0)
        await expectNil(pending.value)
        expectNil(pending.child)  // the tree let it go
    }

    @Test func cancellingDismissesTheChildWithCauseCodeAndGivesNil() async throws {
        let palette = PaletteFlow()
        let recorder = NavigationEventRecorder(observing: palette)
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        recorder.removeAll()

        pending.cancel()

        await expectNil(pending.value)
        expectEqual(
            recorder.lines,
            [
                "ColorPicker dismissed(teardown) root .swatches",
                "PaletteFlow dismissed(code) sheet .picker",
            ])
    }

    @Test func anOperationCancelledBeforeItShowsAnythingReturnsWithoutAChild() async {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            withUnsafeCurrentTask { $0?.cancel() }
            return await palette.present(.picker, awaiting: ColorPicker.self)
        }
        expectNil(pending.child)
        expectTrue(pending.hasReturned)
        await expectNil(pending.value)
        expectHierarchy(of: palette, equals: "PaletteFlow [flow]\n  root .canvas")
    }

    @Test func anAppMethodThatAwaitsAChildHandsThatChildOver() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) { await palette.pickShoutedColor() }
        let picker = try #require(pending.child)
        picker.finish(with: "teal")
        await expectEqual(pending.value, "TEAL")
    }

    @Test func aDestinationHostingAnotherTypeReturnsWithoutAChild() async {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.route(to: .nested, awaiting: ColorPicker.self)
        }
        expectNil(pending.child)
        await expectNil(pending.value)
    }

    @Test func cancellingTheTestsWaitCancelsTheOperation() async {
        let clock = ManualClock()
        let waiting = Task { @MainActor in
            await startAwaiting(ColorPicker.self) {
                (try? await clock.sleep(for: .seconds(1))) == nil ? "cancelled" : "slept"
            }
        }
        await clock.waitForSleepers(count: 1)
        waiting.cancel()
        let pending = await waiting.value
        expectNil(pending.child)
        await expectEqual(pending.value, "cancelled")
    }
}

extension PaletteFlow {
    /// An app method that awaits a picker and transforms its result.
    fileprivate func pickShoutedColor() async -> String? {
        await present(.picker, awaiting: ColorPicker.self)?.uppercased()
    }
}
