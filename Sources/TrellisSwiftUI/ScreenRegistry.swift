#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// The app's views per coordinator type: a value `CoordinatorView` collects, so coordinators
    /// stay free of views (the same coordinators run headless in tests and in trellis-demo).
    ///
    /// Its closures are never equal to the last render's, so no view takes it as an input: the
    /// views below read it from the environment, through a ``ScreenRegistryReference`` that stays
    /// the same object for the life of the `CoordinatorView`.
    struct ScreenRegistry {
        private var screens: [ObjectIdentifier: @MainActor (LayoutItem) -> AnyView?] = [:]
        private var tabLabels: [ObjectIdentifier: @MainActor (TabLayout) -> AnyView?] = [:]
        /// A `navigationDestination(for:)` per registered coordinator's `Destinations` type that is
        /// `Hashable`, so SwiftUI activates a `NavigationLink(value:)` of one; keyed by the type,
        /// as a stack takes one registration per type.
        private var linkDestinations: [ObjectIdentifier: @MainActor (AnyView) -> AnyView] = [:]

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
            if let hashable = C.Destinations.self as? any Hashable.Type {
                linkDestinations[ObjectIdentifier(C.Destinations.self)] = Self.linkDestination(for: hashable)
            }
        }

        /// Registers `D` with a stack, for links whose value is a `D`. The value never shows:
        /// the path binding hands it to the layout, which pushes it through its coordinator, and the
        /// path then holds the new screen's layout item instead.
        private static func linkDestination<D: Hashable>(for type: D.Type) -> @MainActor (AnyView) -> AnyView
        {
            { root in AnyView(root.navigationDestination(for: D.self) { _ in Color.clear }) }
        }

        /// `root` with a destination for the values of every registered coordinator's
        /// destinations, in a stable order.
        @MainActor
        func withLinkDestinations(_ root: AnyView) -> AnyView {
            linkDestinations.sorted { "\($0.key)" < "\($1.key)" }.reduce(root) { view, entry in
                entry.value(view)
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

    /// The registry of the `CoordinatorView` above, as one object: the same instance for as long
    /// as that view lives, so SwiftUI sees an unchanged environment value (compared by identity)
    /// while the app's closures are handed in afresh with every `CoordinatorView` value.
    @MainActor
    final class ScreenRegistryReference {
        /// The registry of the last evaluated `CoordinatorView` body.
        var registry = ScreenRegistry()

        nonisolated init() {}
    }

    extension EnvironmentValues {
        /// The screens of the `CoordinatorView` above; `nil` outside one.
        var screenRegistry: ScreenRegistryReference? {
            get { self[ScreenRegistryKey.self] }
            set { self[ScreenRegistryKey.self] = newValue }
        }
    }

    private struct ScreenRegistryKey: EnvironmentKey {
        static var defaultValue: ScreenRegistryReference? { nil }
    }
#endif
