import Testing

@testable import Trellis

/// The layout of the shapes a window shows: layers, paths flattened across pushed child flows,
/// tab sets with a layout per tab, root switches, and the canonical order for trees a window
/// can't show literally. The oracle is the layout's exact text.
@MainActor
@Suite("Presentation layout: shapes")
struct LayoutShapeTests {
    /// The fixture app on its tab set, with the home tab's flow handed to `body`.
    private func mainApp(_ body: (MainTabCoordinator, HomeFlowCoordinator) -> Void) -> AppRootCoordinator {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        body(tabs, tabs.navigation.tabs[0].child as! HomeFlowCoordinator)
        return app
    }

    func rootSwitchAndPath() {
        let app = AppRootCoordinator()
        app.setRoot(.login) { (login: LoginFlowCoordinator) in login.route(to: .forgotPassword) }
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root LoginFlowCoordinator .credentials
              push LoginFlowCoordinator .forgotPassword
            """)
        app.setRoot(.onboarding)
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root AppRootCoordinator .onboarding
            """)
    }

    func tabsAndPushedChildFlow() {
        let app = mainApp { tabs, home in
            home.route(to: .detail(id: 1))
            home.route(to: .compose) { (compose: ComposeFlowCoordinator) in compose.route(to: .preview) }
            home.route(to: .settings)
            tabs.select(index: 1)
        }
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root AppRootCoordinator .main → MainTabCoordinator [tab]
                tab[0] HomeFlowCoordinator .home
                  push HomeFlowCoordinator .detail(id: 1)
                  push ComposeFlowCoordinator .editor
                  push ComposeFlowCoordinator .preview
                  push HomeFlowCoordinator .settings
                tab[1]* SearchFlowCoordinator .query
                tab[2] MainTabCoordinator .profile → (not yet created)
            """)
        let base = NavigationLayout(of: app).layers[0]
        expectEmpty(base.path)
        let tabSet = base.root.tabSet
        expectEqual(tabSet?.selectedIndex, 1)
        let homePath = tabSet?.tabs[0].layout.layers[0].path ?? []
        expectEqual(homePath.map(\.presentation), Array(repeating: .push, count: 4))
        expectEqual(homePath[1].role, .root)
        expectTrue(homePath[1].owner is ComposeFlowCoordinator)
        expectEqual(homePath[1].destination(as: ComposeFlowCoordinator.Destinations.self), .editor)
        expectNil(homePath[0].destination(as: ComposeFlowCoordinator.Destinations.self))
    }

    func modalsOpenLayers() {
        let flow = HomeFlowCoordinator()
        flow.present(.detail(id: 1), as: .fullScreenCover)
        flow.route(to: .detail(id: 2))
        flow.present(.settings)
        flow.present(.detail(id: 3))
        expectEqual(
            flow.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
            layer 1: fullScreenCover
              root HomeFlowCoordinator .detail(id: 1)
              push HomeFlowCoordinator .detail(id: 2)
            layer 2: sheet
              root HomeFlowCoordinator .settings
            layer 3: sheet
              root HomeFlowCoordinator .detail(id: 3)
            """)
        let layers = NavigationLayout(of: flow).layers
        expectEqual(layers.map(\.style), [nil, .fullScreenCover, .sheet, .sheet])
        expectEqual(
            layers.dropFirst().map(\.id),
            flow.navigation.entries.filter { $0.presentation != .push }.map(\.id))
        expectEqual(layers[0].id, flow.navigation.rootID)
        expectEqual(layers[1].root.presentation, .fullScreenCover)
        expectNil(layers[0].root.presentation)
        expectIdentical(layers[1].presenter, flow)
    }

    func pushesAboveAModalHostingAFlow() {
        let flow = HomeFlowCoordinator()
        flow.route(to: .detail(id: 1))
        flow.present(.compose) { (compose: ComposeFlowCoordinator) in compose.route(to: .attachments) }
        flow.route(to: .settings)
        expectEqual(
            flow.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push HomeFlowCoordinator .detail(id: 1)
            layer 1: sheet
              root ComposeFlowCoordinator .editor
              push ComposeFlowCoordinator .attachments
              push HomeFlowCoordinator .settings
            """)
    }

    func modalsAtSeveralLevels() {
        let app = mainApp { tabs, home in
            home.route(to: .detail(id: 1))
            home.present(.compose)
            tabs.present(.notice)
        }
        app.present(.announcement, as: .fullScreenCover)
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root AppRootCoordinator .main → MainTabCoordinator [tab]
                tab[0]* HomeFlowCoordinator .home
                  push HomeFlowCoordinator .detail(id: 1)
                tab[1] MainTabCoordinator .search → (not yet created)
                tab[2] MainTabCoordinator .profile → (not yet created)
            layer 1: sheet
              root ComposeFlowCoordinator .editor
            layer 2: sheet
              root MainTabCoordinator .notice
            layer 3: fullScreenCover
              root AppRootCoordinator .announcement
            """)
    }

    func unselectedTabModals() {
        let app = mainApp { tabs, home in
            home.present(.detail(id: 5))
            tabs.select(index: 1)
        }
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root AppRootCoordinator .main → MainTabCoordinator [tab]
                tab[0] HomeFlowCoordinator .home
                  layer 1: sheet
                    root HomeFlowCoordinator .detail(id: 5)
                tab[1]* SearchFlowCoordinator .query
                tab[2] MainTabCoordinator .profile → (not yet created)
            """)
        (app.navigation.rootChild as! MainTabCoordinator).select(index: 0)
        expectEqual(NavigationLayout(of: app).layers.count, 2)
    }

    func topTabSetAndTransparentRoot() {
        let tabs = MainTabCoordinator(tabs: [.inbox, .home])
        tabs.present(.notice)
        expectEqual(
            tabs.debugLayout(),
            """
            layer 0: base
              root MainTabCoordinator [tab]
                tab[0]* MainTabCoordinator .inbox
                tab[1] MainTabCoordinator .home → (not yet created)
            layer 1: sheet
              root MainTabCoordinator .notice
            """)
        let flow = HomeFlowCoordinator(root: .compose)
        flow.route(to: .detail(id: 1))
        expectEqual(
            flow.debugLayout(),
            """
            layer 0: base
              root ComposeFlowCoordinator .editor
              push HomeFlowCoordinator .detail(id: 1)
            """)
    }

    func identityAcrossReplacement() {
        let flow = HomeFlowCoordinator()
        flow.route(to: .detail(id: 42))
        let before = NavigationLayout(of: flow).layers[0].path[0]
        expectEqual(NavigationLayout(of: flow).layers[0].path[0], before)
        flow.popToRoot()
        flow.route(to: .detail(id: 42))
        let after = NavigationLayout(of: flow).layers[0].path[0]
        #expect(after != before)
        expectEqual(after.destination(as: HomeFlowCoordinator.Destinations.self), .detail(id: 42))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .rootSwitchAndPath: rootSwitchAndPath()
        case .tabsAndPushedChildFlow: tabsAndPushedChildFlow()
        case .modalsOpenLayers: modalsOpenLayers()
        case .pushesAboveAModalHostingAFlow: pushesAboveAModalHostingAFlow()
        case .modalsAtSeveralLevels: modalsAtSeveralLevels()
        case .unselectedTabModals: unselectedTabModals()
        case .topTabSetAndTransparentRoot: topTabSetAndTransparentRoot()
        case .identityAcrossReplacement: identityAcrossReplacement()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case rootSwitchAndPath =
            "A root switch shows its current root; a flow's pushes form the base layer's path"
        case tabsAndPushedChildFlow =
            "Tabs: one layout per tab with its own path; a pushed child flow continues the path"
        case modalsOpenLayers =
            "Each modal opens a layer: sheet over sheet on one flow, a cover first, pushes inside a sheet"
        case pushesAboveAModalHostingAFlow =
            "Pushes above a modal that hosts a flow continue that modal's layer, above the child's screens"
        case modalsAtSeveralLevels =
            "A tab set's modal shows above the selected tab's sheet, and a root's cover above both"
        case unselectedTabModals =
            "An unselected tab's modals are not the window's: they show under the tab, and as layers once selected"
        case topTabSetAndTransparentRoot =
            "A tab set at the top of a tree, and a flow whose root hosts a flow"
        case identityAcrossReplacement =
            "Identity: an equal destination pushed again is a new item, so a UI shows a new screen"

        var testDescription: String { rawValue }
    }
}
