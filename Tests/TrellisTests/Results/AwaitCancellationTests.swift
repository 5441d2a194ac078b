import Testing
import Trellis
import TrellisTesting

/// Cancelling the task that awaits a child: the child is dismissed with cause `.code` and the
/// await resumes with `nil`; a task cancelled before the call shows nothing.
///
/// No time limit: the main actor is shared with every other suite, whose long synchronous
/// tests can keep an await's task waiting for a minute when the whole suite runs on two cores.
@MainActor
@Suite("Cancelling an await")
struct AwaitCancellationTests {
    enum Shown: String, CaseIterable, Sendable {
        case push, sheet, fullScreenCover, tabModal, rootModal
    }

    /// Starts an await of a `ColorPicker` shown as `shown`; returns it and the coordinator it
    /// was called on.
    private func startAwait(_ shown: Shown) async -> (PendingResult<ColorPicker, String?>, any Coordinator) {
        switch shown {
        case .push, .sheet, .fullScreenCover:
            let palette = PaletteFlow()
            let pending = await startAwaiting(ColorPicker.self) {
                switch shown {
                case .push: await palette.route(to: .picker, awaiting: ColorPicker.self)
                case .sheet: await palette.present(.picker, awaiting: ColorPicker.self)
                default: await palette.present(.picker, as: .fullScreenCover, awaiting: ColorPicker.self)
                }
            }
            return (pending, palette)
        case .tabModal:
            let tabs = PickerTabs()
            let pending = await startAwaiting(ColorPicker.self) {
                await tabs.present(.picker, awaiting: ColorPicker.self)
            }
            return (pending, tabs)
        case .rootModal:
            let host = PickerHost()
            let pending = await startAwaiting(ColorPicker.self) {
                await host.present(.picker, as: .fullScreenCover, awaiting: ColorPicker.self)
            }
            return (pending, host)
        }
    }

    @Test(arguments: Shown.allCases)
    func cancellingWhileShownDismissesTheChildWithCauseCodeAndResumesWithNil(_ shown: Shown) async throws {
        let (pending, owner) = await startAwait(shown)
        expectNotNil(pending.child)
        #expect(owner.debugHierarchy().contains("→ ColorPicker [flow]"))
        let recorder = NavigationEventRecorder(observing: owner)

        pending.cancel()

        await expectNil(pending.value)
        let ownerType = String(describing: type(of: owner))
        let role =
            shown == .push ? "push" : shown == .sheet || shown == .tabModal ? "sheet" : "fullScreenCover"
        let expectedTree: String =
            switch shown {
            case .push, .sheet, .fullScreenCover: "PaletteFlow [flow]\n  root .canvas"
            case .tabModal: "PickerTabs [tab]\n  tab[0]* .first"
            case .rootModal: "PickerHost [root]\n  root .start"
            }
        expectHierarchy(of: owner, equals: expectedTree)
        expectEqual(
            recorder.lines,
            [
                "ColorPicker dismissed(teardown) root .swatches",
                "\(ownerType) dismissed(code) \(role) .picker",
            ])
    }

    @Test func cancellingTakesWhatStandsAboveTheChildWithIt() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.route(to: .picker, awaiting: ColorPicker.self)
        }
        var causes: [DismissalCause] = []
        palette.present(.plain) { cause in causes.append(cause) }
        pending.cancel()
        await expectNil(pending.value)
        expectHierarchy(of: palette, equals: "PaletteFlow [flow]\n  root .canvas")
        expectEqual(causes, [.code])
    }

    @Test func aTaskCancelledBeforeTheCallShowsNothingAndResumesWithNil() async {
        let palette = PaletteFlow()
        let recorder = NavigationEventRecorder(observing: palette)
        var bodyRuns = 0
        let pending = await startAwaiting(ColorPicker.self) {
            withUnsafeCurrentTask { $0?.cancel() }
            return await palette.present(.picker, awaiting: ColorPicker.self) { _ in bodyRuns += 1 }
        }
        expectNil(pending.child)
        expectTrue(pending.hasReturned)
        await expectNil(pending.value)
        expectHierarchy(of: palette, equals: "PaletteFlow [flow]\n  root .canvas")
        expectEmpty(recorder.events)
        expectEqual(bodyRuns, 0)
    }

    @Test func cancellingAfterTheChildFinishedChangesNothing() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(pending.child)
        picker.finish(with: "teal")
        await expectEqual(pending.value, "teal")
        palette.route(to: .plain)
        let recorder = NavigationEventRecorder(observing: palette)

        pending.cancel()
        for _ in 0..<10 { await Task.yield() }  // time for a (wrong) cancellation to land

        expectHierarchy(of: palette, equals: "PaletteFlow [flow]\n  root .canvas\n  push .plain")
        expectEmpty(recorder.events)
    }

    @Test func aFinishBeforeTheCancellationIsHandledWinsAndResumesOnce() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(pending.child)
        pending.cancel()
        picker.finish(with: "teal")  // before the cancellation reaches the main actor
        await expectEqual(pending.value, "teal")
        for _ in 0..<10 { await Task.yield() }
        picker.finish(with: "again")  // no parent any more: changes nothing, resumes nothing
        expectHierarchy(of: palette, equals: "PaletteFlow [flow]\n  root .canvas")
    }

    @Test func anAwaitKeepsTheCoordinatorItWasCalledOnAliveUntilItsTaskIsCancelled() async throws {
        var palette: PaletteFlow? = PaletteFlow()
        weak let weakPalette = palette
        let pending = await startAwaiting(ColorPicker.self) { [palette] in
            await palette?.present(.picker, awaiting: ColorPicker.self)
        }
        weak let picker = pending.child
        palette = nil

        // The call retains the top coordinator: releasing the app's reference ends nothing.
        for _ in 0..<10 { await Task.yield() }
        expectNotNil(weakPalette)
        expectNotNil(picker)
        expectFalse(pending.hasReturned)

        // Cancelling the task ends the await, dismisses the picker and lets the tree go.
        pending.cancel()
        await expectNil(pending.value)
        for _ in 0..<10 where weakPalette != nil { await Task.yield() }
        expectNil(picker)
        expectNil(weakPalette)
    }

    @Test func anAwaitInsideATreeTheAppReleasesResumesWithNil() async throws {
        var outer: PaletteFlow? = PaletteFlow()
        weak let weakOuter = outer
        var inner: PaletteFlow?
        outer?.route(to: .nested) { (nested: PaletteFlow) in inner = nested }
        let pending = await startAwaiting(ColorPicker.self) { [weak inner] in
            await inner?.present(.picker, awaiting: ColorPicker.self)
        }
        weak let picker = pending.child
        expectNotNil(picker)
        inner = nil
        outer = nil
        await expectNil(pending.value)
        expectNil(weakOuter)
        expectNil(picker)
    }
}
