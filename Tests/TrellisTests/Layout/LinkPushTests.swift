import Testing
import TrellisTesting

@testable import Trellis

/// A path that grows from the UI (`NavigationLink(value:)`): one value appended on a layer's top
/// screen pushes through the coordinator that owns that screen, as its `route(to:)` would.
@MainActor
@Suite("Presentation layout: pushes from links")
struct LinkPushTests {
    /// A home flow with a pushed compose flow showing `.preview`: the base path is
    /// `[compose.editor, compose.preview]`, both compose's.
    private func homeAcrossCompose() -> (HomeFlowCoordinator, ComposeFlowCoordinator) {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = home.navigation.entries[0].child as! ComposeFlowCoordinator
        compose.route(to: .preview)
        return (home, compose)
    }

    /// The layer's path as a path binding holds it, with `values` appended.
    private func written(_ layer: NavigationLayer, appending values: AnyHashable...) -> [AnyHashable] {
        layer.path.map { AnyHashable($0) } + values
    }

    @Test("A link on a pushed child flow's screen pushes on that child flow, with its events")
    func pushOnTheChildFlowThatOwnsTheTopScreen() {
        let (home, compose) = homeAcrossCompose()
        let recorder = NavigationEventRecorder(observing: home)
        let layer = NavigationLayout(of: home).layers[0]
        layer.userDidChangePath(
            to: written(layer, appending: ComposeFlowCoordinator.Destinations.attachments))
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .compose → ComposeFlowCoordinator [flow]
                root .editor
                push .preview
                push .attachments
            """)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push ComposeFlowCoordinator .editor
              push ComposeFlowCoordinator .preview
              push ComposeFlowCoordinator .attachments
            """)
        expectEqual(recorder.lines, ["ComposeFlowCoordinator pushed push .attachments"])
        expectEqual(compose.navigation.entries.count, 2)
    }

    @Test("A destination of the parent flow, on the child's top screen, is refused: the owner decides")
    func parentsDestinationOnTheChildsScreenIsRefused() {
        let (home, _) = homeAcrossCompose()
        let layer = NavigationLayout(of: home).layers[0]
        let diagnostics = recordingDiagnostics(of: home) {
            layer.userDidChangePath(
                to: written(layer, appending: HomeFlowCoordinator.Destinations.detail(id: 2)))
        }
        expectEqual(
            diagnostics.map(\.description),
            [
                "HomeFlowCoordinator: NavigationLink(value: .detail(id: 2)) on layer \(layer.id): "
                    + "ComposeFlowCoordinator, which owns the top screen .preview, has no destination of type "
                    + "Destinations; nothing pushed"
            ])
        expectEqual(home.navigation.entries.count, 1)
    }

    @Test(
        "A link on the pushed child's root pushes on the child; popping the child's screens goes back to the parent"
    )
    func childsRootThenParent() {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = home.navigation.entries[0].child as! ComposeFlowCoordinator
        var layer = NavigationLayout(of: home).layers[0]
        layer.userDidChangePath(to: written(layer, appending: ComposeFlowCoordinator.Destinations.preview))
        expectEqual(compose.navigation.entries.map(\.destination), [.preview])
        // Back to home's root (the child leaves with cause .user), then a link of home's own.
        layer = NavigationLayout(of: home).layers[0]
        let recorder = NavigationEventRecorder(observing: home)
        layer.userDidChangePath(to: [])
        layer = NavigationLayout(of: home).layers[0]
        layer.userDidChangePath(to: written(layer, appending: HomeFlowCoordinator.Destinations.settings))
        expectEqual(
            recorder.lines,
            [
                "ComposeFlowCoordinator dismissed(user) push .preview",
                "ComposeFlowCoordinator dismissed(teardown) root .editor",
                "HomeFlowCoordinator dismissed(user) push .compose",
                "HomeFlowCoordinator pushed push .settings",
            ])
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push HomeFlowCoordinator .settings
            """)
    }

    @Test(
        "A link to a destination that hosts a flow makes its child with makeChild(for:), as route(to:) does")
    func linkMakesTheChild() {
        let home = HomeFlowCoordinator()
        let layer = NavigationLayout(of: home).layers[0]
        layer.userDidChangePath(to: [HomeFlowCoordinator.Destinations.compose])
        expectEqual(home.madeChildren, [.home, .compose])
        expectTrue(home.navigation.entries[0].child is ComposeFlowCoordinator)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push ComposeFlowCoordinator .editor
            """)
    }

    @Test(
        "A link in a sheet pushes on the coordinator that owns the sheet's top screen, in the sheet's layer")
    func linkInASheet() {
        let home = HomeFlowCoordinator()
        home.present(.settings)
        let sheet = NavigationLayout(of: home).layers[1]
        sheet.userDidChangePath(to: [HomeFlowCoordinator.Destinations.detail(id: 4)])
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
            layer 1: sheet
              root HomeFlowCoordinator .settings
              push HomeFlowCoordinator .detail(id: 4)
            """)
    }

    @Test("A path written shorter pops as userDidPop(toCount:); an unchanged one changes nothing")
    func shorterPathPops() {
        let (home, compose) = homeAcrossCompose()
        let layer = NavigationLayout(of: home).layers[0]
        let path = layer.path.map { AnyHashable($0) }
        let recorder = NavigationEventRecorder(observing: home)
        layer.userDidChangePath(to: path)
        expectEmpty(recorder.lines)
        layer.userDidChangePath(to: Array(path.prefix(1)))
        expectEqual(recorder.lines, ["ComposeFlowCoordinator dismissed(user) push .preview"])
        expectEmpty(compose.navigation.entries)
    }

    @Test(
        "Refused: several values, a value of another type, a screen not shown, a reordered path, a covered screen"
    )
    func refusedWrites() {
        let (home, compose) = homeAcrossCompose()
        let layer = NavigationLayout(of: home).layers[0]
        let path = layer.path.map { AnyHashable($0) }
        let before = home.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: home) {
            let two: [ComposeFlowCoordinator.Destinations] = [.attachments, .preview]
            layer.userDidChangePath(to: path + two.map { AnyHashable($0) })
            layer.userDidChangePath(to: path + [AnyHashable(7)])
            layer.userDidChangePath(to: path + [path[0]])
            layer.userDidChangePath(to: [
                path[0], AnyHashable(ComposeFlowCoordinator.Destinations.attachments),
            ])
            layer.userDidChangePath(to: [path[1], path[0]])
        }
        let change = "HomeFlowCoordinator: userDidChangePath(to:) on layer \(layer.id): "
        let link = "HomeFlowCoordinator: NavigationLink(value: 7) on layer \(layer.id): "
        let expected: [String] = [
            change + "the UI grew the path from 2 to 4 screens; a link pushes one destination at a time; "
                + "nothing changed",
            link
                + "ComposeFlowCoordinator, which owns the top screen .preview, has no destination of type Int; "
                + "nothing pushed",
            change + "the path would hold a screen it does not show there (ComposeFlowCoordinator .editor); "
                + "nothing changed",
            change
                + "it removes or reorders screens of the path and adds values in one write; nothing changed",
            change + "the path would hold a screen it does not show there (ComposeFlowCoordinator .preview); "
                + "nothing changed",
        ]
        expectEqual(diagnostics.map(\.description), expected)
        expectEqual(home.debugHierarchy(), before)
        // Covered: compose presents a sheet; its `.preview` screen is no longer its top entry.
        compose.present(.attachments)
        let covered = NavigationLayout(of: home).layers[0]
        let refused = recordingDiagnostics(of: home) {
            covered.userDidChangePath(
                to: written(covered, appending: ComposeFlowCoordinator.Destinations.editor))
        }
        expectEqual(
            refused.map(\.description),
            [
                "HomeFlowCoordinator: NavigationLink(value: .editor) on layer \(covered.id): ComposeFlowCoordinator shows "
                    + ".preview below an entry of its own (a modal above it); nothing pushed"
            ])
        expectEqual(compose.navigation.entries.count, 2)
    }

    @Test("Refused: a top screen whose coordinator is not a flow, and a tab set at the top")
    func notAFlow() {
        let app = AppRootCoordinator(root: .onboarding)
        let layer = NavigationLayout(of: app).layers[0]
        let diagnostics = recordingDiagnostics(of: app) {
            layer.userDidChangePath(to: [AppRootCoordinator.Destinations.announcement])
        }
        expectEqual(
            diagnostics.map(\.description),
            [
                "AppRootCoordinator: NavigationLink(value: .announcement) on layer \(layer.id): the top screen "
                    + ".onboarding belongs to AppRootCoordinator, which is not a flow (only a flow pushes); "
                    + "nothing pushed"
            ])
        let tabs = MainTabCoordinator()
        let tabLayer = NavigationLayout(of: tabs).layers[0]
        let refused = recordingDiagnostics(of: tabs) {
            tabLayer.userDidChangePath(to: [MainTabCoordinator.Destinations.notice])
        }
        expectEqual(refused.map(\.kind), [.gestureRefused])
        expectTrue(refused[0].message.contains("tab set or split view"))
    }
}
