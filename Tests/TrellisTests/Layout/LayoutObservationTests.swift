import Testing

@testable import Trellis

/// Observation that scales: each part of a layout a UI reads (a tab's path, a layer's root,
/// a modal layer's path, the chain of layers) observes only the coordinators it runs through,
/// so a change in one flow invalidates only the parts it changes.
@MainActor
@Suite("Presentation layout: observation")
struct LayoutObservationTests {
    /// The parts of a layout a SwiftUI adapter reads in separate views, each with its own
    /// observer.
    private struct Observers {
        let homeTabPath = ChangeCounter()
        let searchTabPath = ChangeCounter()
        let baseRoot = ChangeCounter()
        let modalLayerPath = ChangeCounter()
        let chain = ChangeCounter()

        @MainActor
        init(_ app: AppRootCoordinator) {
            let layout = NavigationLayout(of: app)
            let base = layout.layers[0]
            let modal = layout.layers[1]
            let tabs = base.root.tabSet!.tabs
            homeTabPath.track { _ = tabs[0].layout.layers[0].path }
            searchTabPath.track { _ = tabs[1].layout.layers[0].path }
            baseRoot.track { _ = base.root.tabSet?.tabs.map(\.id) }
            modalLayerPath.track { _ = modal.path }
            chain.track { _ = NavigationLayout(of: app).layers.map(\.id) }
        }

        var fired: [String] {
            [
                ("home tab path", homeTabPath), ("search tab path", searchTabPath), ("base root", baseRoot),
                ("modal layer path", modalLayerPath), ("chain", chain),
            ].filter { $0.1.count > 0 }.map(\.0)
        }
    }

    /// The app on its tabs, the search tab selected, home and search holding pushes, and a
    /// compose flow presented over everything by the root coordinator.
    private func app() -> (AppRootCoordinator, home: HomeFlowCoordinator, search: SearchFlowCoordinator) {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        home.route(to: .detail(id: 1))
        tabs.select(index: 1)
        let search = tabs.navigation.tabs[1].child as! SearchFlowCoordinator
        search.route(to: .results(term: "a"))
        app.present(.compose)
        return (app, home, search)
    }

    func pushInSelectedTab() {
        let (app, _, search) = app()
        let observers = Observers(app)
        search.route(to: .results(term: "b"))
        expectEqual(observers.fired, ["search tab path", "chain"])
    }

    func popInUnselectedTab() {
        let (app, home, _) = app()
        let observers = Observers(app)
        home.pop()
        expectEqual(observers.fired, ["home tab path"])
    }

    func pushInModalLayer() {
        let (app, _, _) = app()
        let observers = Observers(app)
        let compose = app.navigation.entries[0].child as! ComposeFlowCoordinator
        compose.route(to: .preview)
        expectEqual(observers.fired, ["modal layer path", "chain"])
    }

    func tabSelection() {
        let (app, _, _) = app()
        let observers = Observers(app)
        (app.navigation.rootChild as! MainTabCoordinator).select(index: 0)
        expectEqual(observers.fired, ["base root", "chain"])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .pushInSelectedTab: pushInSelectedTab()
        case .popInUnselectedTab: popInUnselectedTab()
        case .pushInModalLayer: pushInModalLayer()
        case .tabSelection: tabSelection()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case pushInSelectedTab =
            "A push in the selected tab's flow invalidates that tab's path and the chain only"
        case popInUnselectedTab = "A pop in an unselected tab invalidates that tab's path only"
        case pushInModalLayer =
            "A push inside the modal layer invalidates that layer's path and the chain only"
        case tabSelection =
            "Selecting another tab invalidates the base root's tab set and the chain, not the tabs' paths"

        var testDescription: String { rawValue }
    }
}
