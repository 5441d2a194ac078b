// Body evaluations per change: TrellisSwiftUI's CoordinatorView in the SwiftUI stand-in's
// renderer, which models when SwiftUI evaluates a body (Sources/SwiftUIStandIn/README.md, "Body
// re-evaluation"). The tree is TrellisSwiftUITests' (Support/CountedTree.swift): five tabs, each
// a flow, every screen a plain view. The target is O(1): the same counts at 50 and 500 screens.
// Linux only: on Apple hosts the package has no stand-in, and the figures are Instruments'.
#if os(Linux)
    import SwiftUI
    import Trellis
    import TrellisSwiftUI

    @MainActor
    enum BodyEvaluations {
        static let flag = "--body-evaluations"
        static let sizes = [50, 500]

        /// The changes measured, in the order they are reported.
        enum Change: String, CaseIterable {
            case push, pop, present, dismiss, tabSwitch = "tab_switch", unrelatedTab = "unrelated_tab"

            @MainActor func prepare(_ tabs: CountedBenchTabs) {
                if self == .dismiss { tabs.flow(0)?.present(.sheet) }
            }

            @MainActor func make(on tabs: CountedBenchTabs) {
                switch self {
                case .push: tabs.flow(0)?.route(to: .screen(1000))
                case .pop: tabs.flow(0)?.pop()
                case .present: tabs.flow(0)?.present(.sheet)
                case .dismiss: tabs.flow(0)?.dismissAllModals()
                case .tabSwitch: tabs.select(index: 2)
                case .unrelatedTab: tabs.flow(3)?.route(to: .screen(1000))
                }
            }
        }

        /// The bodies each change evaluates, until the window settles, at each size.
        static func counts() -> [(change: Change, screens: Int, bodies: Int)] {
            Change.allCases.flatMap { change in
                sizes.map { screens in
                    let tabs = CountedBenchTabs.make(screens: screens)
                    change.prepare(tabs)
                    let renderer = StandInRenderer()
                    renderer.render(CountedBenchApp(tabs: tabs))
                    renderer.settle()
                    change.make(on: tabs)
                    renderer.settle()
                    return (change, screens, renderer.bodyEvaluations.pathsSinceMark.count)
                }
            }
        }

        /// The table and the `key=value` lines.
        static func report() -> String {
            let counts = counts()
            var lines = ["Body evaluations per change (stand-in renderer, 5 tabs)"]
            for change in Change.allCases {
                let row = counts.filter { $0.change == change }
                lines.append(
                    "  \(change.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0))"
                        + row.map { "\($0.screens) screens: \($0.bodies)" }.joined(separator: "   "))
            }
            let flat = Change.allCases.allSatisfy { change in
                Set(counts.filter { $0.change == change }.map(\.bodies)).count == 1
            }
            lines.append(
                "  target O(1) (same counts at \(sizes.map(String.init).joined(separator: " and "))): \(flat ? "met" : "MISSED")"
            )
            lines += counts.map { "body_evals_\($0.change.rawValue)_\($0.screens)=\($0.bodies)" }
            return lines.joined(separator: "\n")
        }
    }

    @MainActor
    final class CountedBenchTabs: TabCoordinator {
        enum Destinations: Codable, Hashable { case tab(Int) }
        let navigation = TabNavigation<CountedBenchTabs>(tabs: (0..<5).map { .tab($0) })

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            CountedBenchFlow()
        }

        func flow(_ index: Int) -> CountedBenchFlow? {
            navigation.tabs[index].child as? CountedBenchFlow
        }

        /// `screens` screens over five tabs, every tab materialised, tab 0 selected.
        static func make(screens: Int) -> CountedBenchTabs {
            let tabs = CountedBenchTabs()
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
    final class CountedBenchFlow: FlowCoordinator {
        enum Destinations: Codable, Hashable { case screen(Int), sheet }
        let navigation = FlowNavigation<CountedBenchFlow>(root: .screen(0))
    }

    struct CountedBenchScreen: View {
        let destination: CountedBenchFlow.Destinations
        let flow: CountedBenchFlow

        var body: some View {
            Text(verbatim: "\(destination)")
        }
    }

    struct CountedBenchApp: View {
        let tabs: CountedBenchTabs

        var body: some View {
            CoordinatorView(tabs)
                .screens(for: CountedBenchFlow.self) { destination, flow in
                    CountedBenchScreen(destination: destination, flow: flow)
                }
        }
    }
#endif
