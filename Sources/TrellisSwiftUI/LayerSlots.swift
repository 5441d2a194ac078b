#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// Where a view that computed layers (``CoordinatorView``, a tab's or a column's host) leaves
    /// them for the views below: one ``LayerSlot`` per layer, the same objects for the life of
    /// the view, refreshed each time its body runs.
    ///
    /// A view below takes its slot as an input, compared by identity, instead of the layer
    /// value: a `NavigationLayer` describes one moment, and SwiftUI keeps a view's old inputs
    /// when the new ones compare equal, so a stack that updates because its path changed would
    /// otherwise read a layer from before the change. The view that fills the slots reads every
    /// container the layers run through, so it runs again (first, from the top) after any change
    /// that can make a slot's layer stale.
    @MainActor
    final class LayerSlots {
        private var slots: [LayerSlot] = []

        nonisolated init() {}

        /// Keeps `layers`, the first in slot 0 and so on, and returns their slots.
        @discardableResult
        func fill(with layers: [NavigationLayer]) -> [LayerSlot] {
            while slots.count < layers.count {
                slots.append(LayerSlot(layers[slots.count]))
            }
            for (slot, layer) in zip(slots, layers) {
                slot.layer = layer
            }
            return Array(slots.prefix(layers.count))
        }
    }

    /// One layer, as the last evaluation of the view above computed it.
    @MainActor
    final class LayerSlot {
        /// The layer, as fresh as the last body that filled it.
        var layer: NavigationLayer

        init(_ layer: NavigationLayer) {
            self.layer = layer
        }
    }
#endif
