import Testing

@testable import Trellis

/// The plan's promises on random pairs of shapes, made by structure from seeds
/// (``LayoutShapeGenerator``): every step presents at most one new layer and never dismisses
/// and presents at once; the steps end in the target; there are exactly as many as needed (one
/// for the dismissals if a layer closes, one per new layer, one update if only screens change);
/// and the same holds when a change or a gesture in the middle of a plan plans again from the
/// step the window shows.
@Suite("Presentation layout: staged plans on random shapes")
struct PresentationPlanPropertyTests {
    /// The layers `to` keeps of `from`, counted here independently of the plan: the base when
    /// both show one, then the layers equal in identity and style, at the same depth, up to the
    /// first that differs.
    private func keptLayers(from: LayoutShape, to: LayoutShape) -> Int {
        guard !from.layers.isEmpty, !to.layers.isEmpty else { return 0 }
        let common = min(from.layers.count, to.layers.count)
        let differing = (1..<common).first { depth in
            from.layers[depth].id != to.layers[depth].id || from.layers[depth].style != to.layers[depth].style
        }
        return differing ?? common
    }

    /// The number of layers past the base that `to` shows and `from` doesn't keep, and the
    /// number `from` shows that `to` doesn't keep.
    private func changes(from: LayoutShape, to: LayoutShape) -> (presented: Int, dismissed: Int) {
        let kept = max(keptLayers(from: from, to: to), 1)
        return (max(to.layers.count - kept, 0), max(from.layers.count - kept, 0))
    }

    /// Checks every promise of the plan from `shown` to `target`; returns the plan.
    @discardableResult
    private func checkPlan(
        from shown: LayoutShape, to target: LayoutShape, _ context: @escaping @autoclosure () -> String
    ) -> PresentationPlan {
        let plan = PresentationPlan(from: shown, to: target)
        expectEqual(PresentationPlan(from: shown, to: target), plan, "pure: \(context())")
        expectEqual(plan.steps.last?.layout ?? shown, target, "ends in the target: \(context())")
        let (presented, dismissed) = changes(from: shown, to: target)
        let needed = presented + (dismissed > 0 ? 1 : 0)
        expectEqual(
            plan.steps.count, needed == 0 && shown != target ? 1 : needed, "length: \(context())\n\(plan)")
        var previous = shown
        var presentedDepth = 0
        for (index, step) in plan.steps.enumerated() {
            let place = { "step \(index + 1) of \(context())\n\(plan)" }
            let (new, closed) = changes(from: previous, to: step.layout)
            expectEqual(
                step.layout, target.prefix(step.layout.layers.count), "shows the target's layers: \(place())"
            )
            switch step.change {
            case .update:
                expectEqual([new, closed], [0, 0], "an update opens and closes nothing: \(place())")
            case .dismissal(let layers):
                expectEqual(index, 0, "the dismissals come first: \(place())")
                expectEqual(new, 0, "a dismissal presents nothing: \(place())")
                expectEqual(
                    layers, Array(previous.layers.suffix(closed)), "dismisses what closes: \(place())")
                expectFalse(layers.isEmpty, "dismisses something: \(place())")
            case .presentation(let layer):
                expectEqual([new, closed], [1, 0], "one presentation, no dismissal: \(place())")
                expectEqual(step.layout.layers.last, layer, "presents its layer on top: \(place())")
                #expect(step.layout.layers.count > presentedDepth, "bottom first: \(place())")
                presentedDepth = step.layout.layers.count
            }
            previous = step.layout
        }
        return plan
    }

    @Test(
        "Random pairs: one new layer per step, dismissals first, ends in the target, no step too many",
        arguments: [1, 2, 3, 4] as [UInt64])
    func randomPairs(seed: UInt64) {
        var generator = LayoutShapeGenerator(seed: seed)
        for pair in 0..<500 {
            let shown = generator.shape()
            let target = generator.variant(of: shown)
            checkPlan(
                from: shown, to: target, "seed \(seed), pair \(pair)\nshown:\n\(shown)\ntarget:\n\(target)")
        }
    }

    @Test(
        "Planning again from any step, after a new change or a gesture, keeps every promise",
        arguments: [11, 12, 13, 14] as [UInt64])
    func replanningFromTheMiddle(seed: UInt64) {
        var generator = LayoutShapeGenerator(seed: seed)
        for pair in 0..<150 {
            let shown = generator.shape()
            let target = generator.variant(of: shown)
            let plan = PresentationPlan(from: shown, to: target)
            for (index, step) in plan.steps.enumerated() {
                let context = "seed \(seed), pair \(pair), from step \(index + 1)"
                // A new change while the step shows: plan from the step to the new target.
                let changed = generator.variant(of: target)
                checkPlan(from: step.layout, to: changed, "\(context), new change\nto:\n\(changed)")
                // The user swiped a layer down or popped: plan from what the window shows then.
                let touched = generator.gesture(on: step.layout)
                checkPlan(from: touched, to: target, "\(context), gesture\nshown:\n\(touched)")
                checkPlan(from: touched, to: changed, "\(context), gesture and change")
            }
        }
    }

    @Test("The generator makes every kind of step and of pair")
    func generatorCoversTheCases() {
        var generator = LayoutShapeGenerator(seed: 1)
        var seen: Set<String> = []
        for _ in 0..<500 {
            let shown = generator.shape()
            let target = generator.variant(of: shown)
            let changes = PresentationPlan(from: shown, to: target).steps.map(\.change)
            if changes.isEmpty { seen.insert("no step") }
            if changes == [.update] { seen.insert("update") }
            if case .dismissal(let layers)? = changes.first {
                seen.insert(layers.count > 1 ? "several dismissals" : "one dismissal")
                if changes.count > 1 { seen.insert("dismissal then presentation") }
            }
            if changes.count >= 3 { seen.insert("three steps or more") }
            if !target.tabSets.isEmpty { seen.insert("tab sets") }
            if target.layers.isEmpty || shown.layers.isEmpty { seen.insert("nothing shown") }
            let kept = keptLayers(from: shown, to: target)
            if kept < min(shown.layers.count, target.layers.count),
                shown.layers[kept].id == target.layers[kept].id
            {
                seen.insert("same entry, other style")
            }
            if target.layers.dropFirst().contains(where: { layer in
                shown.layers.firstIndex(of: layer).map { $0 != target.layers.firstIndex(of: layer) } ?? false
            }) {
                seen.insert("moved down")
            }
        }
        expectEqual(
            seen.sorted(),
            [
                "dismissal then presentation", "moved down", "no step", "nothing shown", "one dismissal",
                "same entry, other style", "several dismissals", "tab sets", "three steps or more", "update",
            ])
    }
}
