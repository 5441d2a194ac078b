import Testing
import Trellis

/// Cancelling the task that awaits a child: the child is dismissed with cause `.code` and the
/// await resumes with `nil`; a task cancelled before the call shows nothing.
@MainActor
@Suite("Cancelling an await")
struct AwaitCancellationTests {
    enum Shown: String, CaseIterable, Sendable {
        case push, sheet, fullScreenCover, tabModal, rootModal
    }

    /// Starts an await of a `ColorPicker` shown as `shown`; returns the probe, the coordinator
    /// it was called on, and that coordinator's tree printout with the picker shown.
    private func startAwait(_ shown: Shown) async -> (AwaitProbe<String?>, any Coordinator) {
        switch shown {
        case .push, .sheet, .fullScreenCover:
            let palette = PaletteFlow()
            let probe = await AwaitProbe.start(until: palette.stack.entries.count == 1) {
                switch shown {
                case .push: await palette.route(to: .picker, awaiting: ColorPicker.self)
                case .sheet: await palette.present(.picker, awaiting: ColorPicker.self)
                default: await palette.present(.picker, as: .fullScreenCover, awaiting: ColorPicker.self)
                }
            }
            return (probe, palette)
        case .tabModal:
            let tabs = PickerTabs()
            let probe = await AwaitProbe.start(until: tabs.tabItems.entries.count == 1) {
                await tabs.present(.picker, awaiting: ColorPicker.self)
            }
            return (probe, tabs)
        case .rootModal:
            let host = PickerHost()
            let probe = await AwaitProbe.start(until: host.root.entries.count == 1) {
                await host.present(.picker, as: .fullScreenCover, awaiting: ColorPicker.self)
            }
            return (probe, host)
        }
    }

    @Test(arguments: Shown.allCases)
    func cancellingWhileShownDismissesTheChildWithCauseCodeAndResumesWithNil(_ shown: Shown) async throws {
        let (probe, owner) = await startAwait(shown)
        let before = owner.debugHierarchy()
        #expect(before.contains("→ ColorPicker [flow]"))
        var events: [String] = []
        let observation = owner.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }

        probe.cancel()

        #expect(await probe.hasResumed())
        #expect(await probe.settledValue() == .some(nil))
        let ownerType = String(describing: type(of: owner))
        let role =
            shown == .push ? "push" : shown == .sheet || shown == .tabModal ? "sheet" : "fullScreenCover"
        let expectedTree: String =
            switch shown {
            case .push, .sheet, .fullScreenCover: "PaletteFlow [flow]\n  root .canvas"
            case .tabModal: "PickerTabs [tab]\n  tab[0]* .first"
            case .rootModal: "PickerHost [root]\n  root .start"
            }
        #expect(owner.debugHierarchy() == expectedTree)
        #expect(
            events == [
                "ColorPicker dismissed(teardown) root .swatches",
                "\(ownerType) dismissed(code) \(role) .picker",
            ])
        if case .pending = probe.outcome { cleanUp(owner) }
    }

    @Test func cancellingTakesWhatStandsAboveTheChildWithIt() async throws {
        let palette = PaletteFlow()
        let probe = await AwaitProbe.start(until: palette.stack.entries.count == 1) {
            await palette.route(to: .picker, awaiting: ColorPicker.self)
        }
        var causes: [DismissalCause] = []
        palette.present(.plain) { cause in causes.append(cause) }
        probe.cancel()
        #expect(await probe.settledValue() == .some(nil))
        #expect(palette.debugHierarchy() == "PaletteFlow [flow]\n  root .canvas")
        #expect(causes == [.code])
        if case .pending = probe.outcome { palette.popToRoot() }
    }

    @Test func aTaskCancelledBeforeTheCallShowsNothingAndResumesWithNil() async {
        let palette = PaletteFlow()
        var events: [String] = []
        let observation = palette.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }
        var bodyRuns = 0
        let probe = await AwaitProbe.start(until: true) {
            withUnsafeCurrentTask { $0?.cancel() }
            return await palette.present(.picker, awaiting: ColorPicker.self) { _ in bodyRuns += 1 }
        }
        #expect(await probe.settledValue() == .some(nil))
        #expect(palette.debugHierarchy() == "PaletteFlow [flow]\n  root .canvas")
        #expect(events.isEmpty)
        #expect(bodyRuns == 0)
        if case .pending = probe.outcome { palette.popToRoot() }
    }

    @Test func cancellingAfterTheChildFinishedChangesNothing() async throws {
        let palette = PaletteFlow()
        let probe = await AwaitProbe.start(until: palette.stack.entries.count == 1) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(palette.stack.entries.first?.child as? ColorPicker)
        picker.finish(with: "teal")
        #expect(await probe.settledValue() == "teal")
        palette.route(to: .plain)
        var events: [String] = []
        let observation = palette.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }

        probe.cancel()
        for _ in 0..<10 { await Task.yield() }

        #expect(palette.debugHierarchy() == "PaletteFlow [flow]\n  root .canvas\n  push .plain")
        #expect(events.isEmpty)
    }

    @Test func aFinishBeforeTheCancellationIsHandledWinsAndResumesOnce() async throws {
        let palette = PaletteFlow()
        let probe = await AwaitProbe.start(until: palette.stack.entries.count == 1) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(palette.stack.entries.first?.child as? ColorPicker)
        probe.cancel()
        picker.finish(with: "teal")  // before the cancellation reaches the main actor
        #expect(await probe.settledValue() == "teal")
        for _ in 0..<10 { await Task.yield() }
        picker.finish(with: "again")  // no parent any more: changes nothing, resumes nothing
        #expect(palette.debugHierarchy() == "PaletteFlow [flow]\n  root .canvas")
    }

    @Test func anAwaitKeepsTheCoordinatorItWasCalledOnAliveUntilItsTaskIsCancelled() async throws {
        var palette: PaletteFlow? = PaletteFlow()
        weak let weakPalette = palette
        let probe = await AwaitProbe.start(until: weakPalette?.stack.entries.count == 1) { [palette] in
            await palette?.present(.picker, awaiting: ColorPicker.self)
        }
        weak let picker = weakPalette?.stack.entries.first?.child
        palette = nil

        // The call retains the top coordinator: releasing the app's reference ends nothing.
        for _ in 0..<10 { await Task.yield() }
        #expect(weakPalette != nil)
        #expect(picker != nil)
        #expect(await probe.hasResumed() == false)

        // Cancelling the task ends the await, dismisses the picker and lets the tree go.
        probe.cancel()
        #expect(await probe.settledValue() == .some(nil))
        for _ in 0..<10 where weakPalette != nil { await Task.yield() }
        #expect(picker == nil)
        #expect(weakPalette == nil)
        if case .pending = probe.outcome, let weakPalette { weakPalette.popToRoot() }
    }

    @Test func anAwaitInsideATreeTheAppReleasesResumesWithNil() async throws {
        var outer: PaletteFlow? = PaletteFlow()
        weak let weakOuter = outer
        var inner: PaletteFlow?
        outer?.route(to: .nested) { (nested: PaletteFlow) in inner = nested }
        let probe = await AwaitProbe.start(until: inner?.stack.entries.count == 1) { [weak inner] in
            await inner?.present(.picker, awaiting: ColorPicker.self)
        }
        weak let picker = inner?.stack.entries.first?.child
        inner = nil
        outer = nil
        #expect(await probe.settledValue() == .some(nil))
        #expect(weakOuter == nil)
        #expect(picker == nil)
    }

    /// Dismisses whatever an await that did not resume left shown, so its task ends.
    private func cleanUp(_ owner: any Coordinator) {
        switch owner {
        case let flow as PaletteFlow: flow.popToRoot()
        case let tabs as PickerTabs: tabs.userDidDismiss(entryAt: 0)
        case let host as PickerHost: host.userDidDismiss(entryAt: 0)
        default: break
        }
    }
}
