import Trellis

/// The example tree of DESIGN.md: the app root showing the main tabs, the home flow with a
/// push and a presented compose flow, the profile tab not yet created.
@MainActor
func makeSeedTree() -> AppRootCoordinator {
    let app = AppRootCoordinator(mainTabs: [.home, .profile])
    app.setRoot(.main) { (tabs: MainTabCoordinator) in
        tabs.selectFirstTab(.home) { (home: HomeFlowCoordinator) in
            home.route(to: .detail(id: 42))
            home.present(.compose)
        }
    }
    return app
}

/// The exact `debugHierarchy()` of ``makeSeedTree()``, as printed in DESIGN.md.
let seedTreeHierarchy = """
    AppRootCoordinator [root]
      root .main → MainTabCoordinator [tab]
        tab[0]* .home → HomeFlowCoordinator [flow]
          root .home
          push .detail(id: 42)
          sheet .compose → ComposeFlowCoordinator [flow]
            root .editor
        tab[1] .profile → (not yet created)
    """
