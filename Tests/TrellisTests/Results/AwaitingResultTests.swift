import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Awaiting a child's result")
struct AwaitingResultTests {
    enum Removal: String, CaseIterable, Sendable {
        case pop, popToRoot, userBackSwipe, userSwipeDown, dismissCoordinator, ancestorTeardown, rootSwitch,
            restore
    }

    @Test func finishingDeliversTheValueAndDismisses() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(pending.child)
        #expect(palette.stack.entries.first?.child === picker)
        picker.finish(with: "teal")
        #expect(await pending.value == "teal")
        #expect(palette.stack.entries.isEmpty)
    }

    @Test(arguments: Removal.allCases)
    func everyOtherRemovalResumesWithNil(_ removal: Removal) async throws {
        let outer = PaletteFlow()
        var inner: PaletteFlow?
        outer.route(to: .nested) { (nested: PaletteFlow) in inner = nested }
        let palette = try #require(inner)
        let snapshot = try outer.captureNavigationState()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        let picker = try #require(pending.child)
        switch removal {
        case .pop: palette.pop()
        case .popToRoot: palette.popToRoot()
        case .userBackSwipe: palette.userDidPop(toEntryCount: 0)
        case .userSwipeDown: palette.userDidDismiss(entryAt: 0)
        case .dismissCoordinator: picker.dismissCoordinator()
        case .ancestorTeardown: outer.pop()
        case .rootSwitch: outer.setRoot(.plain)
        case .restore: try outer.restoreNavigationState(from: snapshot)
        }
        #expect(await pending.value == nil)
    }

    @Test func releasingTheWholeTreeResumesWithNil() async throws {
        var outer: PaletteFlow? = PaletteFlow()
        var inner: PaletteFlow?
        outer?.route(to: .nested) { (nested: PaletteFlow) in inner = nested }
        let pending = await startAwaiting(ColorPicker.self) { [weak inner] in
            await inner?.present(.picker, awaiting: ColorPicker.self)
        }
        weak let picker = pending.child
        #expect(picker != nil)
        inner = nil
        outer = nil
        #expect(await pending.value == nil)
        #expect(picker == nil)
    }

    @Test func aDestinationThatHostsNoResultProducerResumesAtOnce() async {
        let palette = PaletteFlow()
        let value = await palette.route(to: .plain, awaiting: ColorPicker.self)
        #expect(value == nil)
        expectEqual(palette.stack.entries.count, 1)
        palette.pop()
    }

    @Test func theTypedClosureDrivesTheShownChild() async {
        let palette = PaletteFlow()
        var shown: [String] = []
        let value = await palette.present(.picker, awaiting: ColorPicker.self) { picker in
            shown.append(picker.debugHierarchy())
            picker.finish(with: "ochre")
        }
        expectEqual(value, "ochre")
        expectEqual(shown, ["ColorPicker [flow]\n  root .swatches"])
        #expect(palette.stack.entries.isEmpty)
    }

    @Test func siblingAwaitsResumeIndependently() async throws {
        let palette = PaletteFlow()
        let lower = await startAwaiting(ColorPicker.self) {
            await palette.route(to: .picker, awaiting: ColorPicker.self)
        }
        let upper = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        expectEqual(palette.stack.entries.map(\.child).map { $0 === lower.child }, [true, false])
        let lowerPicker = try #require(lower.child)
        lowerPicker.finish(with: "red")
        #expect(await lower.value == "red")
        #expect(await upper.value == nil)
    }

    @Test func tabAndRootModalsCanBeAwaited() async throws {
        let tabs = ShopTabs()
        let pending = await startAwaiting(CatalogFlow.self) {
            await tabs.present(.home, awaiting: CatalogFlow.self)
        }
        #expect(tabs.tabItems.entries.first?.child === pending.child)
        tabs.userDidDismiss(entryAt: 0)
        #expect(await pending.value == nil)
    }
}

extension CatalogFlow: ResultProducing {
    typealias Result = Int
}
