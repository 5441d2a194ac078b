#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// What `CoordinatorView` stages: the layers the window shows, the layers this update hands
    /// SwiftUI, and how SwiftUI's reports move the first towards the second.
    ///
    /// SwiftUI presents one new layer per update (see the layout article's "Staged
    /// presentation"), so the view hands it the first step of a ``PresentationPlan`` from the
    /// layers it has shown to the layers the tree shows, and plans again when SwiftUI reports
    /// the step done: a presented layer's root appeared, or a dismissed layer's `onDismiss` ran.
    /// Only layers are staged: the shapes here carry each layer's identity and style, not its
    /// screens, which every layer shown takes from the tree at once (so the view observes the
    /// chain of layers, not every stack). The window's question waits for the layers: it is
    /// handed to SwiftUI only once no step is planned or under way (``isSettled``).
    @MainActor
    struct PresentationStaging {
        /// The layers the window shows, as far as SwiftUI has reported.
        let shown: Binding<LayoutShape>
        /// The dismissals handed to SwiftUI that have not ended (one object for the life of the
        /// view).
        let leaving: LeavingLayers
        /// How many dismissals have ended: `CoordinatorView`'s body reads it, so that the end of a
        /// dismissal that leaves the shown layers as they were still updates the view.
        let dismissalsEnded: Binding<Int>
        /// The layers this update hands SwiftUI: the plan's first step, or the tree's layers.
        let handed: LayoutShape
        /// The coordinator whose tree the view shows.
        let coordinator: any Coordinator

        /// The staging of `layout`, `coordinator`'s, from what `shown` says the window shows.
        init(
            _ layout: NavigationLayout, of coordinator: any Coordinator, shown: Binding<LayoutShape>,
            leaving: LeavingLayers, dismissalsEnded: Binding<Int>
        ) {
            self.coordinator = coordinator
            self.shown = shown
            self.leaving = leaving
            self.dismissalsEnded = dismissalsEnded
            let target = Self.layers(of: layout)
            // Layers handed away are gone from SwiftUI although their dismissal has not ended:
            // plan from the layers below them (one that comes back is presented afresh), and
            // present nothing, and no question, until the dismissal has ended.
            var from = shown.wrappedValue
            let isAwaitingDismissal = !leaving.depths.isEmpty
            if let depth = leaving.depths.min(), from.layers.count > depth {
                from = LayoutShape(layers: Array(from.layers.prefix(depth)))
            }
            let plan = PresentationPlan(from: from, to: target)
            if let first = plan.steps.first, case .dismissal = first.change {
                handed = first.layout
                // SwiftUI removes these layers in this update: gone from it from now on.
                leaving.depths.insert(max(first.layout.layers.count, 1))
            } else if isAwaitingDismissal {
                // The layers SwiftUI still shows, which the tree keeps; nothing new.
                handed = LayoutShape(layers: Array(target.layers.prefix(from.layers.count)))
            } else {
                handed = plan.steps.first?.layout ?? target
            }
            isSettled = !isAwaitingDismissal && plan.steps.allSatisfy { $0.change == .update }
            leaving.latestHanded = handed
        }

        /// Whether the window shows the tree's layers: no presentation or dismissal is planned or
        /// under way (SwiftUI has reported each one done). Only then is the window's question
        /// presented: UIKit refuses an alert in the update that presents or dismisses a sheet, or
        /// while a dismissal animates, and the alert never shows.
        let isSettled: Bool

        /// `layout`'s layers as a shape without screens: a layer's root stands for its own
        /// identity, since reading the screens would observe every stack.
        static func layers(of layout: NavigationLayout) -> LayoutShape {
            LayoutShape(
                layers: layout.layers.map { LayoutShape.Layer(id: $0.id, style: $0.style, root: $0.id) })
        }

        /// SwiftUI showed what this update handed it: the presented layer appeared (its
        /// `onAppear`, right after the update that presented it). Plans again from there.
        func didAppear() {
            // The layers the latest update handed, not this closure's: an `onAppear` that comes
            // late must not bring back layers a later update took away.
            shown.wrappedValue = leaving.latestHanded
        }

        /// The sheet or cover at `depth` finished its dismissal (its `onDismiss`), or the popover
        /// there went away with the layers presented from it (its content disappeared: a popover
        /// has no `onDismiss`): the window shows the layers below it.
        ///
        /// Read from what the window shows now, never from the update whose closure runs: a
        /// dismissal can end long after its update, when other dismissals have ended and the
        /// window's layers have changed, so an older update's layers would bring back layers
        /// that are gone (and the plan would wait for their dismissal forever).
        func didDismiss(at depth: Int) {
            // Only this dismissal ends here: one that began above it, earlier, ends with its own
            // `onDismiss` (SwiftUI runs it once that layer's animation is over, its presenter
            // gone or not).
            if leaving.depths.remove(depth) != nil { dismissalsEnded.wrappedValue &+= 1 }
            let layers = shown.wrappedValue.layers
            guard layers.count > depth else { return }
            shown.wrappedValue = LayoutShape(layers: Array(layers.prefix(depth)))
        }

        /// The user dismissed `layer` at `depth` (swiped a sheet down, closed a cover, tapped
        /// outside a popover): the tree hears it when the window shows the layer and no step
        /// under way removes it (``PresentationPlan/acceptsUserDismissal(of:at:)``).
        ///
        /// The window shows the layers below only once the dismissal has ended, as for a
        /// dismissal by code: the layer's `onDismiss` (a popover's content disappearing)
        /// records it. Until then the plan's first step is that dismissal, so nothing new is
        /// presented and no question shown while the layer animates away.
        func userDidDismiss(_ layer: NavigationLayer, at depth: Int) {
            // A layer already handed away is not the user's to dismiss.
            if let leavingDepth = leaving.depths.min(), depth >= leavingDepth { return }
            let target = Self.layers(of: NavigationLayout(of: coordinator))
            let plan = PresentationPlan(from: shown.wrappedValue, to: target)
            guard plan.acceptsUserDismissal(of: layer.id, at: depth) else { return }
            layer.userDidDismiss()
        }
    }

    /// The dismissals SwiftUI was handed and has not reported ended: for each, the depth of the
    /// first layer it removed, until that layer's `onDismiss` runs (or a popover's content
    /// disappears). Empty when no dismissal is under way.
    @MainActor
    final class LeavingLayers {
        var depths: Set<Int> = []
        /// The layers the latest update handed SwiftUI (what a presented layer's `onAppear`
        /// confirms).
        var latestHanded = LayoutShape()
    }
#endif
