#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// One layer of the window and, presented over it, the next one: a sheet, a full-screen
    /// cover or a popover, with the options its ``NavigationLayer/options`` give.
    ///
    /// `layers` are the layers this update hands SwiftUI (``PresentationStaging/handed``): a
    /// presented layer reports that it appeared, a presentation that went away that it did,
    /// so the view plans its next step.
    struct LayerView: View {
        let layers: [NavigationLayer]
        let index: Int
        let registry: ScreenRegistry
        let staging: PresentationStaging

        var body: some View {
            let layer = layers[index]
            let next = layers.indices.contains(index + 1) ? layers[index + 1] : nil
            let staging = staging
            StackView(layer: layer, registry: registry)
                .question(shownAbove: index)
                .sheet(
                    item: presented(next, as: .sheet), onDismiss: { staging.didApply() },
                    content: { _ in nextLayer }
                )
                // TRELLIS_STANDIN_MACOS: the stand-in's macOS build, so that Linux type-checks this.
                #if os(macOS) || TRELLIS_STANDIN_MACOS
                    // No full-screen covers on macOS: a cover shows as a sheet.
                    .sheet(
                        item: presented(next, as: .fullScreenCover), onDismiss: { staging.didApply() },
                        content: { _ in nextLayer })
                #else
                    .fullScreenCover(
                        item: presented(next, as: .fullScreenCover), onDismiss: { staging.didApply() },
                        content: { _ in nextLayer })
                #endif
                // No popovers on tvOS and watchOS: a popover shows as a sheet.
                #if os(tvOS)
                    .sheet(
                        item: presented(next, as: .popover), onDismiss: { staging.didApply() },
                        content: { _ in nextLayer })
                #elseif os(watchOS)
                    .sheet(
                        item: presented(next, as: .popover), onDismiss: { staging.didApply() },
                        content: { _ in nextLayer })
                #else
                    // Anchored to this layer's stack, which shows the screen it points at. A
                    // popover has no onDismiss: its content going away completes a dismissal step.
                    .popover(
                        item: presented(next, as: .popover),
                        content: { _ in nextLayer.onDisappear { staging.popoverDidDisappear(at: index + 1) } }
                    )
                #endif
        }

        /// The layer presented over this one, with its presentation options; its appearance
        /// completes a presentation step.
        private var nextLayer: some View {
            let staging = staging
            return LayerView(layers: layers, index: index + 1, registry: registry, staging: staging)
                .presentationOptions(of: layers[index + 1])
                .onAppear { staging.didApply() }
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
    struct StackView: View {
        let layer: NavigationLayer
        let registry: ScreenRegistry

        var body: some View {
            let root = layer.root
            let path = layer.path
            if (root.tabSet != nil || root.splitView != nil) && path.isEmpty {
                // A tab set or a split view at the bottom of a layer: each tab or column has a
                // stack of its own.
                ScreenView(
                    item: root, dismiss: ScreenDismissal(layer: layer, position: 0), registry: registry)
            } else {
                NavigationStack(path: pathBinding(path)) {
                    registry.withLinkDestinations(
                        AnyView(
                            ScreenView(
                                item: root, dismiss: ScreenDismissal(layer: layer, position: 0),
                                registry: registry)
                        )
                    )
                    .navigationDestination(for: LayoutItem.self) { item in
                        ScreenView(
                            item: item,
                            dismiss: ScreenDismissal(
                                layer: layer, position: (path.firstIndex(of: item) ?? 0) + 1),
                            registry: registry)
                    }
                }
            }
        }

        /// The path: the layer's items, and whatever SwiftUI appends. A write goes to the layout
        /// as it is: a shorter path (back button, edge swipe, long-press pop) pops, a link's value
        /// appended (`NavigationLink(value:)`) pushes through the coordinator that owns the top
        /// screen, anything else is refused there with a diagnostic.
        private func pathBinding(_ path: [LayoutItem]) -> Binding<[AnyHashable]> {
            let layer = layer
            return Binding(
                get: { path.map { AnyHashable($0) } },
                set: { newPath in
                    guard newPath != path.map({ AnyHashable($0) }) else { return }
                    // SwiftUI writes a binding on the main actor, where the value stays.
                    nonisolated(unsafe) let written = newPath
                    MainActor.assumeIsolated { layer.userDidChangePath(to: written) }
                })
        }
    }
#endif
