#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// One screen: a tab set, a split view, or the app's view of a destination, with its coordinator and a
    /// dismiss action in the environment.
    struct ScreenView: View {
        let item: LayoutItem
        let dismiss: ScreenDismissal
        let registry: ScreenRegistry

        var body: some View {
            if let tabSet = item.tabSet {
                TabSetView(tabSet: tabSet, registry: registry)
                    .id(item.id)
            } else if let split = item.splitView {
                SplitView(split: split, registry: registry)
                    .id(item.id)
            } else {
                registry.screen(for: item)
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
        let tabSet: TabSetLayout
        let registry: ScreenRegistry

        var body: some View {
            let tabSet = tabSet
            TabView(
                selection: Binding(
                    get: { MainActor.assumeIsolated { tabSet.selectedID } },
                    set: { id in
                        guard let id else { return }
                        MainActor.assumeIsolated { tabSet.userDidSelectTab(withID: id) }
                    })
            ) {
                ForEach(tabSet.tabs) { tab in
                    TabStackView(tab: tab, registry: registry)
                        .tabItem { registry.label(for: tab, in: tabSet) }
                        // Tagged by identity: a tab inserted before it does not move the selection.
                        .tag(Optional(tab.id))
                }
            }
        }
    }

    /// One tab's stack; its modals are the window's layers while it is selected.
    struct TabStackView: View {
        let tab: TabLayout
        let registry: ScreenRegistry

        var body: some View {
            if tab.isPrepared, let stack = tab.layout.layers.first {
                StackView(layer: stack, registry: registry)
            } else {
                // A tab never selected has no child yet: a view of its own keeps the tab (and its
                // tab item) in the TabView until it is selected.
                Color.clear
            }
        }
    }
#endif
