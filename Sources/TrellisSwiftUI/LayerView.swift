#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// One layer of the window and, presented over it, the next one: a sheet, a full-screen
    /// cover or a popover, with the options its ``NavigationLayer/options`` give.
    ///
    /// `layers` are the slots of the layers this update hands SwiftUI
    /// (``PresentationStaging/handed``): a presented layer reports that it appeared, a
    /// presentation that went away that it did, so the view plans its next step. Its inputs
    /// compare equal while the staging (the layers' identities and styles) does, so a push
    /// inside a layer leaves it alone.
    struct LayerView: View {
        let layers: [LayerSlot]
        let index: Int
        let staging: PresentationStaging

        var body: some View {
            let layer = layers[index].layer
            let next = layers.indices.contains(index + 1) ? layers[index + 1].layer : nil
            let staging = staging
            StackView(slot: layers[index], layerID: layer.id)
                .question(shownAbove: index)
                .sheet(
                    item: presented(next, as: .sheet), onDismiss: { staging.didDismiss(at: index + 1) },
                    content: { _ in nextLayer }
                )
                // TRELLIS_STANDIN_MACOS: the stand-in's macOS build, so that Linux type-checks this.
                #if os(macOS) || TRELLIS_STANDIN_MACOS
                    // No full-screen covers on macOS: a cover shows as a sheet.
                    .sheet(
                        item: presented(next, as: .fullScreenCover),
                        onDismiss: { staging.didDismiss(at: index + 1) },
                        content: { _ in nextLayer })
                #else
                    .fullScreenCover(
                        item: presented(next, as: .fullScreenCover),
                        onDismiss: { staging.didDismiss(at: index + 1) },
                        content: { _ in nextLayer })
                #endif
                // No popovers on tvOS and watchOS: a popover shows as a sheet.
                #if os(tvOS)
                    .sheet(
                        item: presented(next, as: .popover), onDismiss: { staging.didDismiss(at: index + 1) },
                        content: { _ in nextLayer })
                #elseif os(watchOS)
                    .sheet(
                        item: presented(next, as: .popover), onDismiss: { staging.didDismiss(at: index + 1) },
                        content: { _ in nextLayer })
                #else
                    // Anchored to this layer's stack, which shows the screen it points at. A
                    // popover has no onDismiss: its content going away completes a dismissal step.
                    .popover(
                        item: presented(next, as: .popover),
                        content: { _ in nextLayer.onDisappear { staging.didDismiss(at: index + 1) } }
                    )
                #endif
        }

        /// The layer presented over this one, with its presentation options; its appearance
        /// completes a presentation step.
        private var nextLayer: some View {
            let staging = staging
            return LayerView(layers: layers, index: index + 1, staging: staging)
                .presentationOptions(of: layers[index + 1].layer)
                .onAppear { staging.didAppear() }
        }

        /// The next layer while it is presented with `style`; setting `nil` (the user swiped the
        /// sheet down, closed the cover, tapped outside the popover) dismisses it and every layer above it, unless a step
        /// under way removes it already.
        private func presented(_ next: NavigationLayer?, as style: ModalStyle) -> Binding<NavigationLayer?> {
            let staging = staging
            let depth = index + 1
            return Binding(
                get: { MainActor.assumeIsolated { next?.style == style ? next : nil } },
                set: { value in
                    guard value == nil else { return }
                    MainActor.assumeIsolated {
                        if let next, next.style == style { staging.userDidDismiss(next, at: depth) }
                    }
                })
        }
    }

    /// A layer's `NavigationStack`: its root and path, popped through the layout.
    ///
    /// It reads its layer from `slot` (see ``LayerSlots``) and observes only that layer's
    /// screens; `layerID` makes another layer in the same slot a changed input.
    struct StackView: View {
        let slot: LayerSlot
        let layerID: EntryID
        @Environment(\.screenRegistry) private var screens

        var body: some View {
            let root = slot.layer.root
            let path = slot.layer.path
            let slot = slot
            if (root.tabSet != nil || root.splitView != nil) && path.isEmpty {
                // A tab set or a split view at the bottom of a layer: each tab or column has a
                // stack of its own.
                ScreenView(item: root, dismiss: ScreenDismissal(slot: slot, position: 0))
            } else {
                NavigationStack(path: pathBinding(path)) {
                    (screens?.registry ?? ScreenRegistry()).withLinkDestinations(
                        AnyView(ScreenView(item: root, dismiss: ScreenDismissal(slot: slot, position: 0)))
                    )
                    .navigationDestination(for: LayoutItem.self) { item in
                        ScreenView(
                            item: item,
                            dismiss: ScreenDismissal(
                                slot: slot, position: (path.firstIndex(of: item) ?? 0) + 1))
                    }
                }
            }
        }

        /// The path: the layer's items, and whatever SwiftUI appends. A write goes to the layout
        /// as it is: a shorter path (back button, edge swipe, long-press pop) pops, a link's value
        /// appended (`NavigationLink(value:)`) pushes through the coordinator that owns the top
        /// screen, anything else is refused there with a diagnostic.
        private func pathBinding(_ path: [LayoutItem]) -> Binding<[AnyHashable]> {
            let slot = slot
            return Binding(
                get: { path.map { AnyHashable($0) } },
                set: { newPath in
                    guard newPath != path.map({ AnyHashable($0) }) else { return }
                    // SwiftUI writes a binding on the main actor, where the value stays.
                    nonisolated(unsafe) let written = newPath
                    MainActor.assumeIsolated { slot.layer.userDidChangePath(to: written) }
                })
        }
    }
#endif
