#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    extension View {
        /// Applies a presented layer's ``NavigationLayer/options`` to the view presented for it:
        /// its detents, with the one it rests at bound to the layer (a drag reports
        /// ``NavigationLayer/userDidSelectDetent(_:)``), its drag indicator, whether the user may
        /// dismiss it, its background interaction and, for a popover, its compact adaptation.
        func presentationOptions(of layer: NavigationLayer) -> some View {
            let options = layer.options
            let detents = options.detents.isEmpty ? [.large] : options.detents
            return
                self
                .presentationDetents(
                    Set(detents.map(\.swiftUI)), selection: selectedDetent(of: layer, among: detents)
                )
                .presentationDragIndicator(options.dragIndicator.swiftUI)
                .interactiveDismissDisabled(options.isInteractiveDismissDisabled)
                .presentationBackgroundInteraction(options.backgroundInteraction.swiftUI)
                .presentationCompactAdaptation(
                    layer.style == .popover ? options.compactAdaptation.swiftUI : .automatic)
        }

        /// The detent `layer` rests at; a detent the user drags it to is reported to the layer.
        private func selectedDetent(of layer: NavigationLayer, among detents: [PresentationOptions.Detent])
            -> Binding<PresentationDetent>
        {
            let selected = (layer.selectedDetent ?? detents[0]).swiftUI
            return Binding(
                get: { selected },
                set: { newValue in
                    guard let detent = detents.first(where: { $0.swiftUI == newValue }) else { return }
                    MainActor.assumeIsolated { layer.userDidSelectDetent(detent) }
                })
        }
    }

    extension PresentationOptions.Detent {
        /// The SwiftUI detent.
        fileprivate var swiftUI: PresentationDetent {
            switch self {
            case .medium: .medium
            case .large: .large
            case .fraction(let fraction): .fraction(fraction)
            case .height(let height): .height(height)
            }
        }
    }

    extension PresentationOptions.DragIndicator {
        /// The SwiftUI visibility.
        fileprivate var swiftUI: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }

    extension PresentationOptions.BackgroundInteraction {
        /// The SwiftUI background interaction.
        fileprivate var swiftUI: PresentationBackgroundInteraction {
            switch self {
            case .automatic: .automatic
            case .disabled: .disabled
            case .enabled: .enabled
            case .enabledUpThrough(let detent): .enabled(upThrough: detent.swiftUI)
            }
        }
    }

    extension PresentationOptions.CompactAdaptation {
        /// The SwiftUI adaptation.
        fileprivate var swiftUI: PresentationAdaptation {
            switch self {
            case .sheet: .sheet
            case .popover: .popover
            }
        }
    }
#endif
