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
        /// The layers this update hands SwiftUI: the plan's first step, or the tree's layers.
        let handed: LayoutShape
        /// The coordinator whose tree the view shows.
        let coordinator: any Coordinator

        /// The staging of `layout`, `coordinator`'s, from what `shown` says the window shows.
        init(_ layout: NavigationLayout, of coordinator: any Coordinator, shown: Binding<LayoutShape>) {
            self.coordinator = coordinator
            self.shown = shown
            let target = Self.layers(of: layout)
            let plan = PresentationPlan(from: shown.wrappedValue, to: target)
            handed = plan.steps.first?.layout ?? target
            isSettled = plan.steps.allSatisfy { $0.change == .update }
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

        /// SwiftUI showed what this update handed it: a presented layer appeared, or a
        /// dismissed one went away. Plans again from there.
        func didApply() {
            shown.wrappedValue = handed
        }

        /// The popover at `depth` went away (its content disappeared: a popover has no
        /// `onDismiss`): the window shows the layers below it. Read from what the window shows
        /// now, not from the update that presented the popover, whose handed layers are stale.
        func popoverDidDisappear(at depth: Int) {
            let shown = shown.wrappedValue
            guard shown.layers.count > depth else { return }
            self.shown.wrappedValue = LayoutShape(layers: Array(shown.layers.prefix(depth)))
        }

        /// The user dismissed `layer` at `depth` (swiped a sheet down, closed a cover): the tree
        /// hears it when the window shows the layer and no step under way removes it
        /// (``PresentationPlan/acceptsUserDismissal(of:at:)``). The window then shows the layers
        /// below it.
        func userDidDismiss(_ layer: NavigationLayer, at depth: Int) {
            let shown = shown.wrappedValue
            let target = Self.layers(of: NavigationLayout(of: coordinator))
            let plan = PresentationPlan(from: shown, to: target)
            guard plan.acceptsUserDismissal(of: layer.id, at: depth) else { return }
            layer.userDidDismiss()
            let after = Self.layers(of: NavigationLayout(of: coordinator))
            // A refused dismissal leaves the layer shown.
            guard !after.layers.indices.contains(depth) || after.layers[depth].id != layer.id else { return }
            self.shown.wrappedValue = LayoutShape(layers: Array(shown.layers.prefix(depth)))
        }
    }
#endif
