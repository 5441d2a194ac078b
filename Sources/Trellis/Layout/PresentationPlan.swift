/// The steps a UI applies, one per update, to go from the layers a window shows to the layers
/// it should show, when the UI presents at most one new layer per update.
///
/// SwiftUI applies one new presentation per update: a sheet presented from a view that is
/// itself being presented in the same update is dropped, and a layer can't be dismissed and
/// another presented in one update. Since iOS 17 several layers can be dismissed at once. A
/// plan stages a change accordingly:
///
/// 1. the dismissals first, all in one step (when a layer closes);
/// 2. then one new layer per step, bottom first, each with all its pushes.
///
/// The layers that stay take their new screens (pushes, pops, a new root, a tab selected) in
/// the first step. A change that closes and opens no layer is one ``PresentationStep/Change/update``;
/// no change is no step. The plan is pure and total: any two shapes have one, and it is never
/// longer than that.
///
/// ```swift
/// var shown = LayoutShape()                       // the window shows nothing yet
/// let plan = PresentationPlan(from: shown, to: NavigationLayout(of: app).shape)
/// if let step = plan.steps.first {
///     shown = step.layout                         // once the UI has shown it, plan again
/// }
/// ```
///
/// A layer *stays* when it is at the same depth, opened by the same modal entry
/// (``LayoutShape/Layer/id``) with the same style, over layers that all stay; the base layer
/// always stays. Any other layer of the shown shape is dismissed, and any other layer of the
/// target presented. A modal entry whose layer moves to another depth (a layer below it closed)
/// is dismissed and presented again, since the layer below presents it. If the user dismisses
/// a layer or the tree changes before the plan is done, plan again from what the window shows
/// then: every plan starts from whatever a window shows.
public struct PresentationPlan: Hashable, Sendable {
    /// What the window shows before the first step.
    public let shown: LayoutShape
    /// What the window shows after the last step.
    public let target: LayoutShape
    /// The steps, in order; empty when the window already shows the target.
    public let steps: [PresentationStep]

    /// The steps from `shown` to `target`.
    ///
    /// - Parameters:
    ///   - shown: What the window shows now (``LayoutShape/init(layers:tabSets:)`` with no layers
    ///     before the first update).
    ///   - target: What it should show, typically `NavigationLayout(of: app).shape`.
    public init(from shown: LayoutShape, to target: LayoutShape) {
        self.shown = shown
        self.target = target
        let kept = Self.keptLayerCount(from: shown, to: target)
        // The base layer is never presented or dismissed: it is the window.
        let firstModal = max(kept, 1)
        var steps: [PresentationStep] = []
        if shown.layers.count > firstModal {
            steps.append(
                PresentationStep(
                    change: .dismissal(Array(shown.layers[firstModal...])), layout: target.prefix(kept)))
        }
        for index in target.layers.indices where index >= firstModal {
            steps.append(
                PresentationStep(
                    change: .presentation(target.layers[index]), layout: target.prefix(index + 1)))
        }
        if steps.isEmpty && shown != target {
            steps.append(PresentationStep(change: .update, layout: target))
        }
        self.steps = steps
    }

    /// Whether the user's dismissal of the layer `id` at `depth` (a sheet swiped down, a cover
    /// closed) is one to report to the tree: the window shows that layer there (in ``shown``),
    /// it is not the base, and no step dismisses it.
    ///
    /// A UI may hear of a layer going away that the tree removed already, or that a step is
    /// taking away (SwiftUI can clear the binding of a layer it dismisses by code, or of one
    /// above it); reporting that as the user's would dismiss a layer the tree keeps elsewhere
    /// (a layer moving to another depth) or report a refused gesture.
    ///
    /// ```swift
    /// let plan = PresentationPlan(from: shown, to: NavigationLayout(of: app).shape)
    /// if plan.acceptsUserDismissal(of: layer.id, at: depth) {
    ///     layer.userDidDismiss()
    /// }
    /// ```
    public func acceptsUserDismissal(of id: EntryID, at depth: Int) -> Bool {
        // The layers kept are exactly the shown layers no step dismisses.
        depth >= 1 && depth < Self.keptLayerCount(from: shown, to: target) && shown.layers[depth].id == id
    }

    /// How many layers, from the base up, `target` keeps of `shown`: the base (when both have
    /// one), then each layer opened by the same entry with the same style at the same depth.
    static func keptLayerCount(from shown: LayoutShape, to target: LayoutShape) -> Int {
        let common = min(shown.layers.count, target.layers.count)
        guard common > 0 else { return 0 }
        var kept = 1
        while kept < common, shown.layers[kept].id == target.layers[kept].id,
            shown.layers[kept].style == target.layers[kept].style
        {
            kept += 1
        }
        return kept
    }
}

/// One step of a ``PresentationPlan``: what changes in one update, and what the window shows
/// after it.
public struct PresentationStep: Hashable, Sendable {
    /// What a step changes.
    public enum Change: Hashable, Sendable {
        /// No layer opens or closes; screens of the layers change (pushes, pops, roots, tabs).
        case update
        /// These layers close, bottom first, all in this update; the layers that stay take
        /// their new screens.
        case dismissal([LayoutShape.Layer])
        /// This layer opens over the layers below, with all its screens; when it is the plan's
        /// first step, the layers below take their new screens too.
        case presentation(LayoutShape.Layer)
    }

    /// What the step changes.
    public let change: Change
    /// What the window shows once the step is applied: the target's layers up to the step's,
    /// each exactly as in the target.
    public let layout: LayoutShape
}

extension PresentationPlan: CustomStringConvertible {
    /// The steps as text, each numbered from 1 with what it changes and, indented, the shape
    /// the window shows after it (see ``PresentationStep/description``); `(no steps)` when the
    /// window already shows the target. Deterministic, no trailing newline.
    ///
    /// ```
    /// step 1: dismiss layer 1 (sheet #7)
    ///   layer 0: base
    ///     root #1
    /// step 2: present layer 1 (fullScreenCover #9)
    ///   layer 0: base
    ///     root #1
    ///   layer 1: fullScreenCover #9
    ///     root #10
    /// ```
    public var description: String {
        guard !steps.isEmpty else { return "(no steps)" }
        return steps.enumerated().map { "step \($0.offset + 1): \($0.element)" }.joined(separator: "\n")
    }
}

extension PresentationStep: CustomStringConvertible {
    /// What the step changes (`update`, `dismiss layer 2 (sheet #7), …` bottom first, or
    /// `present layer 1 (fullScreenCover #9)`), then the shape after it, indented.
    public var description: String {
        ([summary] + layout.lines(indent: 1)).joined(separator: "\n")
    }

    /// The first line of ``description``.
    private var summary: String {
        switch change {
        case .update:
            return "update"
        case .dismissal(let layers):
            // The dismissed layers stood right above the ones that stay (the base at least).
            let first = max(layout.layers.count, 1)
            let names = layers.enumerated().map { offset, layer in
                "layer \(first + offset) (\(layer.style.map { "\($0)" } ?? "base") \(layer.id))"
            }
            return "dismiss " + names.joined(separator: ", ")
        case .presentation(let layer):
            let index = layout.layers.count - 1
            return "present layer \(index) (\(layer.style.map { "\($0)" } ?? "base") \(layer.id))"
        }
    }
}
