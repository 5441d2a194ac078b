import Testing
import Trellis

/// `gestureRefused`: a gesture reported through a ``NavigationLayout`` that the tree cannot
/// apply changes nothing and is reported to the tree's observers.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "A path that *grows* from the UI (`NavigationLink(value:)`) is refused with a ``NavigationDiagnostic`` of kind `gestureRefused`" (`NavigationLayer.userDidPop(toCount:)`, PresentationLayout) | `pathThatGrows(_:)` |
/// | "A count equal to the path's changes nothing" | `popToTheSameCount(_:)` |
/// | "The base layer cannot be dismissed: that is refused with a ``NavigationDiagnostic`` of kind `gestureRefused`" | `dismissTheBaseLayer()` |
/// | "The user dismissed this layer […]: its modal entry leaves" | `dismissAModalLayer()` |
/// | "a gesture on a layer that is gone is refused with a diagnostic of kind `gestureRefused`" (PresentationLayout) | `layerThatIsGone()`, `layerThatIsGoneWithItsCoordinator()` |
/// | "A gesture's diagnostics name the coordinator the layout was made of (for a tab's own layout, the tab set)" | `layerThatIsGoneWithItsCoordinator()`, `tabsOwnLayout()` |
/// | "the layer is found again by its identity, so a layout made before a change pops by identity" | `layerFoundAgainAfterAChange()` |
/// | "A tab that is gone is refused with a ``NavigationDiagnostic`` of kind `gestureRefused`" (`TabSetLayout.userDidSelectTab(withID:)`) | `tabThatIsGone()` |
/// | "the tab set selects it wherever it is now" | `tabThatMoved()` |
@MainActor
@Suite("Diagnostics catalogue: gestureRefused")
struct GestureRefusedTests {
    enum Layer: String, CaseIterable, Sendable { case base, plainSheet }

    /// A flow with two pushes, and a sheet showing a plain screen with one push, when asked.
    private static func flow(_ layer: Layer) -> (HomeFlowCoordinator, NavigationLayer) {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1), .detail(id: 2)])
        if layer == .plainSheet {
            home.present(.settings)
            home.route(to: .detail(id: 3))
        }
        let layers = NavigationLayout(of: home).layers
        return (home, layers[layer == .base ? 0 : 1])
    }

    @Test("A path that grows from the UI is refused and changes nothing", arguments: Layer.allCases)
    func pathThatGrows(_ which: Layer) {
        let (home, layer) = Self.flow(which)
        let before = home.debugHierarchy()
        let count = layer.path.count
        let diagnostics = recordingDiagnostics(of: home) { layer.userDidPop(toCount: count + 1) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "gestureRefused HomeFlowCoordinator: the UI grew layer \(layer.id)'s path from \(count) to "
                    + "\(count + 1) screens; a count has no destination to push (a path that grows goes to "
                    + "userDidChangePath(to:))"
            ])
        expectEqual(home.debugHierarchy(), before)
    }

    @Test(
        "A pop to the path's own length changes nothing and raises nothing; a shorter one pops",
        arguments: Layer.allCases)
    func popToTheSameCount(_ which: Layer) {
        let (home, layer) = Self.flow(which)
        let before = home.debugHierarchy()
        let count = layer.path.count
        let same = recordingDiagnostics(of: home) { layer.userDidPop(toCount: count) }
        expectEqual(same.map(\.line), [])
        expectEqual(home.debugHierarchy(), before)
        let shorter = recordingDiagnostics(of: home) { layer.userDidPop(toCount: count - 1) }
        expectEqual(shorter.map(\.line), [])
        expectEqual(home.navigation.entries.count, (which == .base ? 1 : 3))
    }

    func dismissTheBaseLayer() {
        let (home, layer) = Self.flow(.base)
        let diagnostics = recordingDiagnostics(of: home) { layer.userDidDismiss() }
        expectEqual(
            diagnostics.map(\.line),
            [
                "gestureRefused HomeFlowCoordinator: the base layer cannot be dismissed"
            ])
        expectEqual(home.navigation.entries.count, 2)
    }

    func dismissAModalLayer() {
        let (home, layer) = Self.flow(.plainSheet)
        let diagnostics = recordingDiagnostics(of: home) { layer.userDidDismiss() }
        expectEqual(diagnostics.map(\.line), [])
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1), .detail(id: 2)])
    }

    func layerThatIsGone() {
        let (home, layer) = Self.flow(.plainSheet)
        home.dismissAllModals()
        home.present(.settings)
        let before = home.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: home) {
            layer.userDidDismiss()
            layer.userDidPop(toCount: 0)
        }
        expectEqual(
            diagnostics.map(\.line),
            [
                "gestureRefused HomeFlowCoordinator: userDidDismiss() on layer \(layer.id), which is no longer shown; "
                    + "nothing changed",
                "gestureRefused HomeFlowCoordinator: userDidPop(toCount:) on layer \(layer.id), which is no longer "
                    + "shown; nothing changed",
            ])
        expectEqual(home.debugHierarchy(), before)
    }

    func layerThatIsGoneWithItsCoordinator() throws {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.present(.compose)
        let layer = NavigationLayout(of: app).layers[1]
        home.dismissAllModals()
        let diagnostics = recordingDiagnostics(of: app) { layer.userDidDismiss() }
        expectEqual(
            diagnostics.map(\.line),
            [
                "gestureRefused AppRootCoordinator: userDidDismiss() on layer \(layer.id), which is no longer "
                    + "shown; nothing changed"
            ])
        expectEmpty(home.navigation.entries)
    }

    func tabsOwnLayout() throws {
        let tabs = MainTabCoordinator()
        let tabSet = try #require(NavigationLayout(of: tabs).layers[0].root.tabSet)
        let layer = tabSet.tabs[0].layout.layers[0]
        let diagnostics = recordingDiagnostics(of: tabs) { layer.userDidDismiss() }
        expectEqual(
            diagnostics.map(\.line),
            [
                "gestureRefused MainTabCoordinator: the base layer cannot be dismissed"
            ])
    }

    func layerFoundAgainAfterAChange() {
        let (home, layer) = Self.flow(.plainSheet)
        home.route(to: .detail(id: 4))
        let diagnostics = recordingDiagnostics(of: home) { layer.userDidPop(toCount: 0) }
        expectEqual(diagnostics.map(\.line), [])
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1), .detail(id: 2), .settings])
    }

    func tabThatIsGone() throws {
        let tabs = MainTabCoordinator()
        let tabSet = try #require(NavigationLayout(of: tabs).layers[0].root.tabSet)
        let search = tabSet.tabs[1].id
        tabs.removeFirstTab(.search)
        let diagnostics = recordingDiagnostics(of: tabs) { tabSet.userDidSelectTab(withID: search) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "gestureRefused MainTabCoordinator: userDidSelectTab(withID: \(search)): the tab is no longer there"
            ])
        expectEqual(tabs.selectedIndex, 0)
    }

    func tabThatMoved() throws {
        let tabs = MainTabCoordinator()
        let tabSet = try #require(NavigationLayout(of: tabs).layers[0].root.tabSet)
        tabs.insertTab(.inbox, at: 0)
        let diagnostics = recordingDiagnostics(of: tabs) {
            tabSet.userDidSelectTab(withID: tabSet.tabs[2].id)
        }
        expectEqual(diagnostics.map(\.line), [])
        expectEqual(tabs.selectedIndex, 3)
        expectEqual(tabs.navigation.tabs[3].destination, .profile)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .dismissTheBaseLayer: dismissTheBaseLayer()
        case .dismissAModalLayer: dismissAModalLayer()
        case .layerThatIsGone: layerThatIsGone()
        case .layerThatIsGoneWithItsCoordinator: try layerThatIsGoneWithItsCoordinator()
        case .tabsOwnLayout: try tabsOwnLayout()
        case .layerFoundAgainAfterAChange: layerFoundAgainAfterAChange()
        case .tabThatIsGone: try tabThatIsGone()
        case .tabThatMoved: try tabThatMoved()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case dismissTheBaseLayer = "Dismissing the base layer is refused and changes nothing"
        case dismissAModalLayer = "Dismissing a modal layer dismisses it and raises nothing"
        case layerThatIsGone = "A gesture on a layer that is gone is refused and changes nothing"
        case layerThatIsGoneWithItsCoordinator =
            "A gesture on a layer that left with its coordinator is heard by the tree's observers"
        case tabsOwnLayout = "A gesture refused on a tab's own layout names the tab set"
        case layerFoundAgainAfterAChange =
            "A layout made before a change still finds its layer by identity, silently"
        case tabThatIsGone = "Selecting a tab that is gone is refused and changes nothing"
        case tabThatMoved = "Selecting a tab that moved selects it where it is now, silently"

        var testDescription: String { rawValue }
    }
}
