import Testing

@testable import Trellis

/// The layout of the shapes a window shows: layers, paths flattened across pushed child flows,
/// tab sets with a layout per tab, root switches, and the canonical order for trees a window
/// can't show literally. The oracle is the layout's exact text.
@MainActor
@Suite("Presentation layout: shapes")
struct LayoutShapeTests {
    @Test("A root switch shows its current root; a flow's pushes form the base layer's path")
    func rootSwitchAndPath() {
        let app = AppRootCoordinator()
        let login = app.root.rootChild as? LoginFlowCoordinator ?? { app.prepareNavigation(); return app.root.rootChild as! LoginFlowCoordinator }()
        login.route(to: .forgotPassword)
        #expect(
            app.debugLayout() == """
                layer 0: base
                  root LoginFlowCoordinator .credentials
                  push LoginFlowCoordinator .forgotPassword
                """)
    }

    @Test("Tabs: one layout per tab, each with its own path; pushed child flows continue the path")
    func tabs() {
        let app = AppRootCoordinator(root: .main)
        app.setRoot(.main) { (tabs: MainTabCoordinator) in
            tabs.select(index: 0) { (home: HomeFlowCoordinator) in
                home.route(to: .detail(id: 1))
                home.route(to: .compose) { (compose: ComposeFlowCoordinator) in compose.route(to: .preview) }
                home.route(to: .settings)
            }
            tabs.select(index: 1)
            tabs.present(.notice)
        }
        print(app.debugLayout())
        print(app.debugHierarchy())
    }
}
