import SwiftUI
import Trellis
import TrellisSwiftUI

// A tree for counting body evaluations: five tabs, each a flow with its root and pushed
// screens, every screen a plain view. trellis-bench measures the same tree
// (Benchmarks/TrellisBench/BodyEvaluations.swift).

@MainActor
final class CountedTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case tab(Int) }
    let navigation = TabNavigation<CountedTabs>(tabs: (0..<5).map { .tab($0) })

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        CountedFlow()
    }

    /// The flow of tab `index`.
    func flow(_ index: Int) -> CountedFlow? {
        navigation.tabs[index].child as? CountedFlow
    }

    /// A tree of `screens` screens, spread evenly over the five tabs (each tab's root and
    /// pushes), with tab 0 selected; every tab has been selected once, so each has its child.
    static func make(screens: Int) -> CountedTabs {
        let tabs = CountedTabs()
        for index in (0..<5).reversed() {
            tabs.select(index: index)
        }
        for index in 0..<5 {
            for screen in 1..<(screens / 5) {
                tabs.flow(index)?.route(to: .screen(screen))
            }
        }
        return tabs
    }
}

@MainActor
final class CountedFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case screen(Int), sheet }
    let navigation = FlowNavigation<CountedFlow>(root: .screen(0))
}

/// One screen: its destination, as text.
struct CountedScreen: View {
    let destination: CountedFlow.Destinations
    let flow: CountedFlow

    var body: some View {
        Text(verbatim: "\(destination)")
    }
}

/// The app: a `CoordinatorView` over the tabs, as an app's `WindowGroup` holds it.
struct CountedApp: View {
    let tabs: CountedTabs

    var body: some View {
        CoordinatorView(tabs)
            .screens(for: CountedFlow.self) { destination, flow in
                CountedScreen(destination: destination, flow: flow)
            }
    }
}
