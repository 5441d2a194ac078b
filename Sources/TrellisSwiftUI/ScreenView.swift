#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// One screen: a tab set, a split view, or the app's view of a destination, with its coordinator and a
    /// dismiss action in the environment.
    ///
    /// Its inputs are the item (equal while its entry stays) and where it stands in its layer, so
    /// a push or a pop elsewhere in the stack leaves it alone.
    struct ScreenView: View {
        let item: LayoutItem
        let dismiss: ScreenDismissal
        @Environment(\.screenRegistry) private var screens

        var body: some View {
            if let tabSet = item.tabSet {
                TabSetView(tabSet: TabSetInput(tabSet))
                    .id(item.id)
            } else if let split = item.splitView {
                SplitView(split: split)
                    .id(item.id)
            } else {
                (screens?.registry ?? ScreenRegistry()).screen(for: item)
                    .environment(\.coordinator, item.owner)
                    .environment(\.dismissScreen, DismissScreenAction(dismiss))
                    .environment(\.splitSelection, SplitSelectionAction(item: item))
                    // A replaced entry is a new screen, even for an equal destination.
                    .id(item.id)
            }
        }
    }

    /// A tab set: `TabView(selection:)` with a stack per tab.
    struct TabSetView: View {
        let tabSet: TabSetInput
        @Environment(\.screenRegistry) private var screens

        var body: some View {
            let tabSet = tabSet.layout
            let registry = screens?.registry ?? ScreenRegistry()
            TabView(
                selection: Binding(
                    get: { MainActor.assumeIsolated { tabSet.selectedID } },
                    set: { id in
                        guard let id else { return }
                        MainActor.assumeIsolated { tabSet.userDidSelectTab(withID: id) }
                    })
            ) {
                ForEach(tabSet.tabs) { tab in
                    TabStackView(tab: TabInput(tab))
                        .tabItem { registry.label(for: tab, in: tabSet) }
                        // Tagged by identity: a tab inserted before it does not move the selection.
                        .tag(Optional(tab.id))
                }
            }
        }
    }

    /// One tab's stack; its modals are the window's layers while it is selected.
    ///
    /// It reads the tab's layers (every container the tab's screens run through), so it runs
    /// again after a change in its tab, and fills the slot its stack reads (see ``LayerSlots``).
    struct TabStackView: View {
        let tab: TabInput
        @State private var slots = LayerSlots()

        var body: some View {
            if tab.layout.isPrepared, let stack = tab.layout.layout.layers.first {
                StackView(slot: slots.fill(with: [stack])[0], layerID: stack.id)
            } else {
                // A tab never selected has no child yet: a view of its own keeps the tab (and its
                // tab item) in the TabView until it is selected.
                Color.clear
            }
        }
    }

    /// A tab set as a view input: equal while its coordinator, its selection and its tabs (their
    /// identities and whether each has its child) are, whatever its tabs' screens do.
    struct TabSetInput: Equatable {
        let layout: TabSetLayout

        init(_ layout: TabSetLayout) {
            self.layout = layout
        }

        nonisolated static func == (lhs: TabSetInput, rhs: TabSetInput) -> Bool {
            MainActor.assumeIsolated {
                lhs.layout.owner === rhs.layout.owner && lhs.layout.selectedIndex == rhs.layout.selectedIndex
                    && lhs.layout.tabs.map(TabInput.init) == rhs.layout.tabs.map(TabInput.init)
            }
        }
    }

    /// A tab as a view input: equal while its identity, its position and whether its child exists
    /// are; its screens are its stack's to observe.
    struct TabInput: Equatable {
        let layout: TabLayout

        init(_ layout: TabLayout) {
            self.layout = layout
        }

        nonisolated static func == (lhs: TabInput, rhs: TabInput) -> Bool {
            MainActor.assumeIsolated {
                lhs.layout.id == rhs.layout.id && lhs.layout.index == rhs.layout.index
                    && lhs.layout.isPrepared == rhs.layout.isPrepared
            }
        }
    }
#endif
