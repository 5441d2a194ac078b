import Foundation
import Testing

@testable import Trellis

/// Staged presentation on real trees: a layout's shape, and the plans for what issue #30 names —
/// a restore into sheet over sheet over cover, a deep link that swaps a sheet for a cover,
/// dismissing everything and presenting a new sheet, and a swipe down in the middle of a plan.
@MainActor
@Suite("Presentation layout: staged plans on trees")
struct PresentationPlanTreeTests {
    /// The fixture app on its tabs: home presents the compose flow, which presents its
    /// attachments; the tab set covers both with a notice.
    private func appWithThreeLayers() -> (AppRootCoordinator, MainTabCoordinator, HomeFlowCoordinator) {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        home.route(to: .detail(id: 1))
        home.present(.compose) { (compose: ComposeFlowCoordinator) in
            compose.route(to: .preview)
            compose.present(.attachments)
        }
        tabs.present(.notice, as: .fullScreenCover)
        return (app, tabs, home)
    }

    /// The first line of each step's text.
    private func summaries(_ plan: PresentationPlan) -> [String] {
        plan.steps.map { String("\($0)".prefix { $0 != "\n" }) }
    }

    func shapeOfATree() {
        let (app, tabs, _) = appWithThreeLayers()
        let layout = NavigationLayout(of: app)
        let layers = layout.layers
        let tabSet = layers[0].root.tabSet!
        let homeTab = tabSet.tabs[0].layout.layers[0]
        let ids = tabSet.tabs.map(\.id)
        expectEqual(
            layout.shape.description,
            """
            layer 0: base
              root \(layers[0].root.id) [tab]
                tab \(ids[0])*
                  root \(homeTab.root.id)
                  push \(homeTab.path[0].id)
                tab \(ids[1]) (not yet created)
                tab \(ids[2]) (not yet created)
            layer 1: sheet \(layers[1].id)
              root \(layers[1].root.id)
              push \(layers[1].path[0].id)
            layer 2: sheet \(layers[2].id)
              root \(layers[2].root.id)
            layer 3: fullScreenCover \(layers[3].id)
              root \(layers[3].root.id)
            """)
        expectEqual(layers[3].id, tabs.navigation.entries[0].id)
        // Selecting a tab changes the tab set's part of the shape.
        tabs.select(index: 1)
        let selected = NavigationLayout(of: app).shape.tabSets[layers[0].root.id]
        expectEqual(selected?.selectedID, ids[1])
        expectNotNil(selected?.tabs[1].root)
    }

    func restoreIntoThreeLayers() throws {
        let (app, _, _) = appWithThreeLayers()
        let data = try app.captureNavigationState()
        let restored = AppRootCoordinator()
        try restored.restoreNavigationState(from: data)
        let layers = NavigationLayout(of: restored).layers
        let target = NavigationLayout(of: restored).shape
        let plan = PresentationPlan(from: LayoutShape(), to: target)
        expectEqual(
            summaries(plan),
            [
                "present layer 1 (sheet \(layers[1].id))", "present layer 2 (sheet \(layers[2].id))",
                "present layer 3 (fullScreenCover \(layers[3].id))",
            ])
        expectEqual(plan.steps.last?.layout, target)
        // The first step shows the base with its tabs and the home tab's push.
        expectEqual(plan.steps[0].layout.tabSets, target.tabSets)
    }

    func deepLinkSwapsSheetForCover() {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let home =
            (app.navigation.rootChild as! MainTabCoordinator).navigation.tabs[0].child as! HomeFlowCoordinator
        home.present(.compose)
        let shown = NavigationLayout(of: app).shape
        let sheet = shown.layers[1].id
        home.dismissAllModals()
        home.route(to: .detail(id: 2))
        home.present(.settings, as: .fullScreenCover)
        let target = NavigationLayout(of: app).shape
        let plan = PresentationPlan(from: shown, to: target)
        expectEqual(
            summaries(plan),
            ["dismiss layer 1 (sheet \(sheet))", "present layer 1 (fullScreenCover \(target.layers[1].id))"])
        // The home tab's new push comes with the dismissal.
        expectEqual(plan.steps[0].layout, target.prefix(1))
    }

    func dismissAllThenNewSheet() {
        let (app, tabs, home) = appWithThreeLayers()
        let shown = NavigationLayout(of: app).shape
        tabs.dismissAllModals()
        home.dismissAllModals()
        home.present(.settings)
        let target = NavigationLayout(of: app).shape
        expectEqual(
            summaries(PresentationPlan(from: shown, to: target)),
            [
                "dismiss layer 1 (sheet \(shown.layers[1].id)), layer 2 (sheet \(shown.layers[2].id)), "
                    + "layer 3 (fullScreenCover \(shown.layers[3].id))",
                "present layer 1 (sheet \(target.layers[1].id))",
            ])
    }

    func swipeDownInTheMiddle() throws {
        let (app, _, _) = appWithThreeLayers()
        let restored = AppRootCoordinator()
        try restored.restoreNavigationState(from: app.captureNavigationState())
        let plan = PresentationPlan(from: LayoutShape(), to: NavigationLayout(of: restored).shape)
        // The window shows the first step (base and the compose sheet); the user swipes it down,
        // which closes every layer above it in the tree, those not shown yet included.
        var shown = plan.steps[0].layout
        NavigationLayout(of: restored).layers[1].userDidDismiss()
        shown.layers.removeLast()
        let target = NavigationLayout(of: restored).shape
        expectEqual(PresentationPlan(from: shown, to: target).description, "(no steps)")
        // A change while the plan was under way: planned from what the window shows.
        let tabs = restored.navigation.rootChild as! MainTabCoordinator
        tabs.present(.notice)
        let next = NavigationLayout(of: restored).shape
        let again = PresentationPlan(from: shown, to: next)
        expectEqual(summaries(again), ["present layer 1 (sheet \(next.layers[1].id))"])
        expectEqual(again.steps.last?.layout, next)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .shapeOfATree: shapeOfATree()
        case .restoreIntoThreeLayers: try restoreIntoThreeLayers()
        case .deepLinkSwapsSheetForCover: deepLinkSwapsSheetForCover()
        case .dismissAllThenNewSheet: dismissAllThenNewSheet()
        case .swipeDownInTheMiddle: try swipeDownInTheMiddle()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case shapeOfATree = "A layout's shape: its layers' and screens' identities, and the tabs it shows"
        case restoreIntoThreeLayers =
            "A restore into sheet over sheet over cover is three presentations, bottom first"
        case deepLinkSwapsSheetForCover =
            "A deep link that swaps the sheet for a cover: the dismissal, then the cover"
        case dismissAllThenNewSheet =
            "Dismiss everything, then a new sheet: one dismissal step, one presentation"
        case swipeDownInTheMiddle =
            "A swipe down in the middle of a plan: planned again from what the window shows"

        var testDescription: String { rawValue }
    }
}
