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
        expectIdentical(palette.navigation.entries.first?.child, picker)
        picker.finish(with: "teal")
        await expectEqual(pending.value, "teal")
        expectEmpty(palette.navigation.entries)
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
        await expectNil(pending.value)
    }

    @Test func releasingTheWholeTreeResumesWithNil() async throws {
        var outer: PaletteFlow? = PaletteFlow()
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
        expectNil(picker)
    }

    @Test func aDestinationThatHostsNoResultProducerResumesAtOnceAndIsNotShown() async {
        let palette = PaletteFlow()
        let value = await palette.route(to: .plain, awaiting: ColorPicker.self)
        expectNil(value)
        expectEmpty(palette.navigation.entries)
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
        expectEmpty(palette.navigation.entries)
    }

    @Test func siblingAwaitsResumeIndependently() async throws {
        let palette = PaletteFlow()
        let lower = await startAwaiting(ColorPicker.self) {
            await palette.route(to: .picker, awaiting: ColorPicker.self)
        }
        let upper = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        expectEqual(palette.navigation.entries.map(\.child).map { $0 === lower.child }, [true, false])
        let lowerPicker = try #require(lower.child)
        lowerPicker.finish(with: "red")
        await expectEqual(lower.value, "red")
        await expectNil(upper.value)
    }

    @Test func tabAndRootModalsCanBeAwaited() async throws {
        let tabs = ShopTabs()
        let pending = await startAwaiting(CatalogFlow.self) {
            await tabs.present(.home, awaiting: CatalogFlow.self)
        }
        expectIdentical(tabs.navigation.entries.first?.child, pending.child)
        tabs.userDidDismiss(entryAt: 0)
        await expectNil(pending.value)
    }
}

extension CatalogFlow: ResultProducing {
    typealias Result = Int
}
