#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// The app's views per coordinator type: a value the views pass down, so coordinators stay
    /// free of views (the same coordinators run headless in tests and in trellis-demo).
    struct ScreenRegistry {
        private var screens: [ObjectIdentifier: @MainActor (LayoutItem) -> AnyView?] = [:]
        private var tabLabels: [ObjectIdentifier: @MainActor (TabLayout) -> AnyView?] = [:]

        mutating func addScreens<C: Coordinator, Content: View>(
            for type: C.Type, _ content: @escaping @MainActor (C.Destinations, C) -> Content
        ) {
            screens[ObjectIdentifier(type)] = { item in
                guard let owner = item.owner as? C,
                    let destination = item.destination(as: C.Destinations.self)
                else {
                    return nil
                }
                return AnyView(content(destination, owner))
            }
        }

        mutating func addTabLabels<C: TabCoordinator, Label: View>(
            for type: C.Type, _ label: @escaping @MainActor (C.Destinations) -> Label
        ) {
            tabLabels[ObjectIdentifier(type)] = { tab in
                tab.destination(as: C.Destinations.self).map { AnyView(label($0)) }
            }
        }

        /// The app's view of a screen, or a placeholder naming what has no view.
        @MainActor
        func screen(for item: LayoutItem) -> AnyView {
            screens[ObjectIdentifier(type(of: item.owner))]?(item)
                ?? AnyView(
                    Text(verbatim: "No screen for \(type(of: item.owner)) .\(item.destinationDescription)"))
        }

        /// The label of a tab of `tabSet`.
        @MainActor
        func label(for tab: TabLayout, in tabSet: TabSetLayout) -> AnyView {
            tabLabels[ObjectIdentifier(type(of: tabSet.owner))]?(tab)
                ?? AnyView(Text(verbatim: tab.destinationDescription))
        }
    }
#endif
