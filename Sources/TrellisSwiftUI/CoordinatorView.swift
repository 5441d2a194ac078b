#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// Shows everything a coordinator tree shows, from its ``NavigationLayout``: one
    /// `NavigationStack` per layer, sheets and full-screen covers chained layer over layer, a
    /// `TabView` with a stack per tab, a `NavigationSplitView` with a stack per column that needs
    /// one (collapsed into the layer's stack on a compact width), and root switches that reset
    /// state by identity.
    ///
    /// The app supplies the view of each destination per coordinator type, and the user's
    /// gestures (back swipe, swipe down, tab tap) reach the tree through the layout's entry
    /// points as one change each. A change that opens several sheets and covers, or swaps one
    /// for another, reaches SwiftUI one presentation per update, the steps of a
    /// ``PresentationPlan`` (see "Several layers in one change" in Connecting a UI).
    ///
    /// ```swift
    /// CoordinatorView(app)
    ///     .screens(for: LoginCoordinator.self) { destination, login in LoginScreen(destination, login) }
    ///     .screens(for: HomeCoordinator.self) { destination, home in HomeScreen(destination, home) }
    ///     .tabItems(for: MainTabCoordinator.self) { destination in Text("\(destination)") }
    /// ```
    public struct CoordinatorView: View {
        private let coordinator: any Coordinator
        private var registry = ScreenRegistry()
        /// The layers the window shows, as SwiftUI reported them (see ``PresentationStaging``).
        @State private var shown = LayoutShape()
        /// The layers handed away whose dismissal has not ended (see ``PresentationStaging``).
        @State private var leaving = LeavingLayers()
        /// Counts the dismissals that ended, so that each one updates the view.
        @State private var dismissalsEnded = 0
        /// The registry the views below read, one object for the life of the view.
        @State private var screens = ScreenRegistryReference()
        /// The window's layers, one slot each (see ``LayerSlots``).
        @State private var slots = LayerSlots()
        // TRELLIS_STANDIN_MACOS: the stand-in's macOS build, so that Linux type-checks this.
        #if os(macOS) || TRELLIS_STANDIN_MACOS
            /// A Mac window shows a split view's columns side by side.
            private var width: LayoutWidth { .regular }
        #else
            @Environment(\.horizontalSizeClass) private var sizeClass
            /// A compact window (an iPhone, Slide Over) collapses a split view into one stack.
            private var width: LayoutWidth { sizeClass == .compact ? .compact : .regular }
        #endif

        /// A view of the tree below `coordinator` (the app's top coordinator, typically). It sets
        /// the tree up on first display, as every call that hands a tree to something does.
        public init(_ coordinator: any Coordinator) {
            self.coordinator = coordinator
        }

        /// Shows `C`'s destinations with `content`, which receives the destination and the
        /// coordinator.
        public func screens<C: Coordinator, Content: View>(
            for type: C.Type, @ViewBuilder _ content: @escaping @MainActor (C.Destinations, C) -> Content
        ) -> CoordinatorView {
            var view = self
            view.registry.addScreens(for: type, content)
            return view
        }

        /// Labels the tabs of `C`'s tab sets with `label`; without one, a tab shows its
        /// destination's text.
        public func tabItems<C: TabCoordinator, Label: View>(
            for type: C.Type, @ViewBuilder _ label: @escaping @MainActor (C.Destinations) -> Label
        ) -> CoordinatorView {
            var view = self
            view.registry.addTabLabels(for: type, label)
            return view
        }

        public var body: some View {
            // The chain of layers observes every container on the window's path; each layer's
            // own view observes only its stack (see the layout's Observation section), and gets
            // inputs that compare equal unless its layer changed (see "What a change
            // re-evaluates" in the TrellisSwiftUI article).
            // SwiftUI presents one new layer per update: hand it the plan's first step.
            // Read here, so that each dismissal's end updates this view.
            let _ = dismissalsEnded
            let layout = NavigationLayout(of: coordinator, width: width)
            let staging = PresentationStaging(
                layout, of: coordinator, shown: $shown, leaving: leaving, dismissalsEnded: $dismissalsEnded)
            let layers = handOver(Array(layout.layers.prefix(staging.handed.layers.count)))
            LayerView(layers: layers, index: 0, staging: staging)
                // The question waits while layers come and go (see PresentationStaging).
                .windowQuestion(staging.isSettled ? layout.question : nil)
                .environment(\.screenRegistry, screens)
        }

        /// Leaves this evaluation's registry and `layers` where the views below read them, and
        /// returns the layers' slots.
        private func handOver(_ layers: [NavigationLayer]) -> [LayerSlot] {
            screens.registry = registry
            return slots.fill(with: layers)
        }
    }
#endif
