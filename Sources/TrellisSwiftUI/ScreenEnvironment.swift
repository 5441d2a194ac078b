#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    extension EnvironmentValues {
        /// The coordinator whose destination the current screen shows, set by ``CoordinatorView``.
        ///
        /// ```swift
        /// @Environment(\.coordinator) private var coordinator
        /// Button("Settings") { (coordinator as? HomeCoordinator)?.route(to: .settings) }
        /// ```
        public var coordinator: (any Coordinator)? {
            get { self[CoordinatorKey.self] }
            set { self[CoordinatorKey.self] = newValue }
        }

        /// Dismisses the current screen as the user would: pops a pushed screen (with the screens
        /// above it), dismisses a modal layer from its root. Does nothing at the window's base.
        public var dismissScreen: DismissScreenAction {
            get { self[DismissScreenKey.self] }
            set { self[DismissScreenKey.self] = newValue }
        }
    }

    /// Dismisses the screen it was made for; call it as a function.
    ///
    /// ```swift
    /// @Environment(\.dismissScreen) private var dismissScreen
    /// Button("Done") { dismissScreen() }
    /// ```
    public struct DismissScreenAction {
        private let dismissal: ScreenDismissal?

        init(_ dismissal: ScreenDismissal?) {
            self.dismissal = dismissal
        }

        /// Dismisses the screen, with cause `.user`.
        @MainActor
        public func callAsFunction() {
            dismissal?.perform()
        }
    }

    /// Where a screen stands in its layer: 0 for the root, `i + 1` for path element `i`.
    struct ScreenDismissal {
        /// The layer of the screen, read when the user dismisses (see ``LayerSlots``).
        let slot: LayerSlot
        let position: Int

        @MainActor
        func perform() {
            let layer = slot.layer
            if position > 0 {
                layer.userDidPop(toCount: position - 1)
            } else if layer.style != nil {
                layer.userDidDismiss()
            }
        }
    }

    private struct CoordinatorKey: EnvironmentKey {
        static var defaultValue: (any Coordinator)? { nil }
    }

    private struct DismissScreenKey: EnvironmentKey {
        static var defaultValue: DismissScreenAction { DismissScreenAction(nil) }
    }
#endif
