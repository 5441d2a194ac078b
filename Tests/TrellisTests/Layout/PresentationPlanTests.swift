import Testing

@testable import Trellis

/// Staged presentation: the steps from what a window shows to what it should show, one new
/// layer per update, dismissals first and in one step. Shapes written by hand use fixed
/// identities (`#n`), so the plan's exact text is the oracle.
@Suite("Presentation layout: staged plans")
struct PresentationPlanTests {
    private func id(_ number: UInt64) -> EntryID { EntryID(number: number) }

    private func base(_ root: UInt64, _ path: UInt64...) -> LayoutShape.Layer {
        LayoutShape.Layer(id: id(root), style: nil, root: id(root), path: path.map(id))
    }

    private func sheet(_ entry: UInt64, _ root: UInt64, _ path: UInt64...) -> LayoutShape.Layer {
        LayoutShape.Layer(id: id(entry), style: .sheet, root: id(root), path: path.map(id))
    }

    private func cover(_ entry: UInt64, _ root: UInt64, _ path: UInt64...) -> LayoutShape.Layer {
        LayoutShape.Layer(id: id(entry), style: .fullScreenCover, root: id(root), path: path.map(id))
    }

    func noStepAndUpdate() {
        let shown = LayoutShape(layers: [base(1, 2), sheet(10, 11)])
        expectEqual(PresentationPlan(from: shown, to: shown).description, "(no steps)")
        let pushed = LayoutShape(layers: [base(1), sheet(10, 11, 12, 13)])
        expectEqual(
            PresentationPlan(from: shown, to: pushed).description,
            """
            step 1: update
              layer 0: base
                root #1
              layer 1: sheet #10
                root #11
                push #12
                push #13
            """)
    }

    func launchPresentsOneLayerPerStep() {
        let target = LayoutShape(layers: [base(1, 2), sheet(10, 11, 12), sheet(20, 21), cover(30, 31)])
        let plan = PresentationPlan(from: LayoutShape(), to: target)
        expectEqual(
            plan.description,
            """
            step 1: present layer 1 (sheet #10)
              layer 0: base
                root #1
                push #2
              layer 1: sheet #10
                root #11
                push #12
            step 2: present layer 2 (sheet #20)
              layer 0: base
                root #1
                push #2
              layer 1: sheet #10
                root #11
                push #12
              layer 2: sheet #20
                root #21
            step 3: present layer 3 (fullScreenCover #30)
              layer 0: base
                root #1
                push #2
              layer 1: sheet #10
                root #11
                push #12
              layer 2: sheet #20
                root #21
              layer 3: fullScreenCover #30
                root #31
            """)
        expectEqual(plan.steps.last?.layout, target)
    }

    func swapSheetForCover() {
        let shown = LayoutShape(layers: [base(1), sheet(10, 11)])
        let target = LayoutShape(layers: [base(1, 2), cover(12, 13)])
        expectEqual(
            PresentationPlan(from: shown, to: target).description,
            """
            step 1: dismiss layer 1 (sheet #10)
              layer 0: base
                root #1
                push #2
            step 2: present layer 1 (fullScreenCover #12)
              layer 0: base
                root #1
                push #2
              layer 1: fullScreenCover #12
                root #13
            """)
    }

    func sameEntryOtherStyle() {
        let shown = LayoutShape(layers: [base(1), sheet(10, 11)])
        let target = LayoutShape(layers: [base(1), cover(10, 11)])
        expectEqual(
            PresentationPlan(from: shown, to: target).steps.map(\.change),
            [.dismissal([sheet(10, 11)]), .presentation(cover(10, 11))])
    }

    func dismissAllThenNewSheet() {
        let shown = LayoutShape(layers: [base(1), sheet(10, 11), cover(20, 21, 22), sheet(30, 31)])
        let target = LayoutShape(layers: [base(1), sheet(40, 41)])
        expectEqual(
            PresentationPlan(from: shown, to: target).description,
            """
            step 1: dismiss layer 1 (sheet #10), layer 2 (fullScreenCover #20), layer 3 (sheet #30)
              layer 0: base
                root #1
            step 2: present layer 1 (sheet #40)
              layer 0: base
                root #1
              layer 1: sheet #40
                root #41
            """)
    }

    func layerMovingDownIsPresentedAgain() {
        let shown = LayoutShape(layers: [base(1), sheet(10, 11), cover(20, 21)])
        let target = LayoutShape(layers: [base(1), cover(20, 21)])
        expectEqual(
            PresentationPlan(from: shown, to: target).steps.map(\.change),
            [.dismissal([sheet(10, 11), cover(20, 21)]), .presentation(cover(20, 21))])
    }

    func keptLayersChangeInTheFirstStep() {
        let shown = LayoutShape(layers: [base(1, 2, 3), sheet(10, 11)])
        let target = LayoutShape(layers: [base(1), sheet(10, 11, 12), sheet(20, 21)])
        let plan = PresentationPlan(from: shown, to: target)
        expectEqual(plan.steps.map(\.change), [.presentation(sheet(20, 21))])
        expectEqual(plan.steps.first?.layout, target)
    }

    func baseIsTheWindow() {
        let target = LayoutShape(layers: [base(1)])
        expectEqual(PresentationPlan(from: LayoutShape(), to: target).steps.map(\.change), [.update])
        expectEqual(PresentationPlan(from: target, to: LayoutShape()).steps.map(\.change), [.update])
        let newRoot = LayoutShape(layers: [base(5), sheet(10, 11)])
        expectEqual(
            PresentationPlan(from: LayoutShape(layers: [base(1), sheet(10, 11)]), to: newRoot).steps.map(
                \.change),
            [.update])
        expectEqual(
            PresentationPlan(from: LayoutShape(layers: [base(1), sheet(10, 11)]), to: LayoutShape())
                .description,
            """
            step 1: dismiss layer 1 (sheet #10)
              (nothing shown)
            """)
    }

    func tabSwitchClosesTheTabsSheet() {
        let tabs = { (selected: UInt64, homePath: [UInt64]) in
            LayoutShape.TabSet(
                selectedID: self.id(selected),
                tabs: [
                    LayoutShape.Tab(id: self.id(2), root: self.id(4), path: homePath.map(self.id)),
                    LayoutShape.Tab(id: self.id(3), root: nil),
                ])
        }
        let shown = LayoutShape(layers: [base(1), sheet(10, 11)], tabSets: [id(1): tabs(2, [5])])
        let target = LayoutShape(layers: [base(1)], tabSets: [id(1): tabs(3, [])])
        expectEqual(
            PresentationPlan(from: shown, to: target).description,
            """
            step 1: dismiss layer 1 (sheet #10)
              layer 0: base
                root #1 [tab]
                  tab #2
                    root #4
                  tab #3* (not yet created)
            """)
    }

    func stepsDropTheTabSetsOfLaterLayers() {
        let tabSet = LayoutShape.TabSet(selectedID: id(12), tabs: [LayoutShape.Tab(id: id(12), root: id(12))])
        let target = LayoutShape(
            layers: [base(1), sheet(10, 11, 15), sheet(20, 21)], tabSets: [id(15): tabSet])
        let plan = PresentationPlan(from: LayoutShape(layers: [base(1)]), to: target)
        expectEqual(plan.steps.map(\.layout.tabSets.count), [1, 1])
        let withoutTabs = LayoutShape(layers: [base(1), sheet(10, 11)], tabSets: [id(15): tabSet])
        expectEqual(PresentationPlan(from: LayoutShape(), to: withoutTabs).steps.first?.layout.tabSets, [:])
    }

    func cyclicTabSetPrintsOnce() {
        let loop = LayoutShape.TabSet(selectedID: id(2), tabs: [LayoutShape.Tab(id: id(2), root: id(1))])
        expectEqual(
            LayoutShape(layers: [base(1)], tabSets: [id(1): loop]).description,
            """
            layer 0: base
              root #1 [tab]
                tab #2*
                  root #1 [tab]
            """)
    }

    func acceptsUserDismissal() {
        let shown = LayoutShape(layers: [base(1), sheet(10, 11), cover(30, 31)])
        let same = PresentationPlan(from: shown, to: shown)
        expectTrue(same.acceptsUserDismissal(of: id(10), at: 1))
        expectTrue(same.acceptsUserDismissal(of: id(30), at: 2))
        expectFalse(same.acceptsUserDismissal(of: id(1), at: 0))  // the base is the window
        expectFalse(same.acceptsUserDismissal(of: id(30), at: 1))  // another layer there
        expectFalse(same.acceptsUserDismissal(of: id(30), at: 3))  // not shown
        expectFalse(same.acceptsUserDismissal(of: id(10), at: -1))
        // The sheet went by code and the cover moves down: the step dismisses both.
        let movedDown = PresentationPlan(from: shown, to: LayoutShape(layers: [base(1), cover(30, 31)]))
        expectFalse(movedDown.acceptsUserDismissal(of: id(10), at: 1))
        expectFalse(movedDown.acceptsUserDismissal(of: id(30), at: 2))
        // The cover went by code: the sheet under it is the user's still.
        let coverGone = PresentationPlan(from: shown, to: LayoutShape(layers: [base(1), sheet(10, 11)]))
        expectTrue(coverGone.acceptsUserDismissal(of: id(10), at: 1))
        expectFalse(coverGone.acceptsUserDismissal(of: id(30), at: 2))
        // A layer the plan presents is not shown yet.
        let presenting = PresentationPlan(from: LayoutShape(layers: [base(1)]), to: shown)
        expectFalse(presenting.acceptsUserDismissal(of: id(10), at: 1))
        // A layer that stays in another style is dismissed and presented again.
        let restyled = PresentationPlan(from: shown, to: LayoutShape(layers: [base(1), cover(10, 11)]))
        expectFalse(restyled.acceptsUserDismissal(of: id(10), at: 1))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .noStepAndUpdate: noStepAndUpdate()
        case .launchPresentsOneLayerPerStep: launchPresentsOneLayerPerStep()
        case .swapSheetForCover: swapSheetForCover()
        case .sameEntryOtherStyle: sameEntryOtherStyle()
        case .dismissAllThenNewSheet: dismissAllThenNewSheet()
        case .layerMovingDownIsPresentedAgain: layerMovingDownIsPresentedAgain()
        case .keptLayersChangeInTheFirstStep: keptLayersChangeInTheFirstStep()
        case .baseIsTheWindow: baseIsTheWindow()
        case .tabSwitchClosesTheTabsSheet: tabSwitchClosesTheTabsSheet()
        case .stepsDropTheTabSetsOfLaterLayers: stepsDropTheTabSetsOfLaterLayers()
        case .cyclicTabSetPrintsOnce: cyclicTabSetPrintsOnce()
        case .acceptsUserDismissal: acceptsUserDismissal()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case noStepAndUpdate = "Nothing changed: no step; only pushes changed: one update"
        case launchPresentsOneLayerPerStep =
            "A launch into sheet over sheet over cover presents one layer per step, bottom first"
        case swapSheetForCover =
            "A sheet swapped for a cover: the dismissal, with the base's new pushes, then the cover"
        case sameEntryOtherStyle = "The same entry in another style is a dismissal and a presentation"
        case dismissAllThenNewSheet = "Dismiss all, then a new sheet: every layer closes in one step"
        case layerMovingDownIsPresentedAgain =
            "A layer whose layer below closed is presented again, one depth lower"
        case keptLayersChangeInTheFirstStep =
            "Layers that stay take their new pushes in the first step, whatever it does"
        case baseIsTheWindow =
            "The base layer is never presented or dismissed: a window that shows nothing gets one"
        case tabSwitchClosesTheTabsSheet =
            "A tab switch that closes the old tab's sheet; the tabs change in the dismissal step"
        case stepsDropTheTabSetsOfLaterLayers = "A step's layout shows only the tab sets of its layers"
        case cyclicTabSetPrintsOnce = "A shape written by hand with a tab set inside itself prints it once"
        case acceptsUserDismissal =
            "A user's dismissal is accepted for a shown modal layer no step removes, only"

        var testDescription: String { rawValue }
    }
}
