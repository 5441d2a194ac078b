import Testing
import TrellisTesting

@testable import Trellis

/// Gestures reported in layout terms: each is one change across every coordinator it spans,
/// with cause `.user`, one batch of events, each `onDismiss` once and awaited results resumed.
@MainActor
@Suite("Presentation layout: gestures")
struct LayoutGestureTests {
    /// A home flow whose base path runs through a pushed compose flow:
    /// `[detail(1), compose.editor, compose.preview, settings]`, each entry logging its
    /// dismissal cause.
    private func flowAcrossAChild(_ log: DismissLog) -> (HomeFlowCoordinator, ComposeFlowCoordinator) {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1), onDismissWithCause: log.handler("detail"))
        home.route(to: .compose, onDismissWithCause: log.handler("compose"))
        let compose = home.navigation.entries[1].child as! ComposeFlowCoordinator
        compose.route(to: .preview, onDismissWithCause: log.handler("preview"))
        home.route(to: .settings, onDismissWithCause: log.handler("settings"))
        return (home, compose)
    }

    func popAcrossCoordinators() {
        let log = DismissLog()
        let (home, compose) = flowAcrossAChild(log)
        let recorder = NavigationEventRecorder(observing: home)
        NavigationLayout(of: home).layers[0].userDidPop(toCount: 1)
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
            """)
        expectEqual(log.fired, ["settings: user", "preview: user", "compose: user"])
        expectEqual(
            recorder.lines,
            [
                "HomeFlowCoordinator dismissed(user) push .settings",
                "ComposeFlowCoordinator dismissed(user) push .preview",
                "ComposeFlowCoordinator dismissed(teardown) root .editor",
                "HomeFlowCoordinator dismissed(user) push .compose",
            ])
        expectNil(compose.parent)
    }

    func popToTheChildsRoot() {
        let log = DismissLog()
        let (home, compose) = flowAcrossAChild(log)
        NavigationLayout(of: home).layers[0].userDidPop(toCount: 4)
        expectEmpty(log.fired)
        NavigationLayout(of: home).layers[0].userDidPop(toCount: 2)
        expectEqual(log.fired, ["settings: user", "preview: user"])
        expectIdentical(compose.parent, home)
        expectEqual(
            NavigationLayout(of: home).layers[0].path.map(\.id),
            [
                home.navigation.entries[0].id, compose.navigation.rootID,
            ])
    }

    func runOfOneCoordinatorLeavesFromItsLowest() {
        let log = DismissLog()
        let (home, compose) = flowAcrossAChild(log)
        compose.route(to: .attachments, onDismissWithCause: log.handler("attachments"))
        home.route(to: .detail(id: 2), onDismissWithCause: log.handler("detail 2"))
        // The path: detail 1, editor, preview, attachments (compose's screens stand where its
        // entry stands), settings, detail 2.
        expectEqual(NavigationLayout(of: home).layers[0].path.count, 6)
        NavigationLayout(of: home).layers[0].userDidPop(toCount: 2)
        expectEqual(log.fired, ["detail 2: user", "settings: user", "attachments: user", "preview: user"])
        expectEqual(home.navigation.entries.count, 2)
        expectEmpty(compose.navigation.entries)
    }

    func dismissLayerAndAbove() {
        let log = DismissLog()
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        home.present(.compose, onDismissWithCause: log.handler("compose"))
        tabs.present(.notice, onDismissWithCause: log.handler("notice"))
        var batches: [[String]] = [[]]
        let observation = app.observeNavigation { event in
            batches[batches.count - 1].append(event.description)
        }
        defer { observation.cancel() }
        NavigationLayout(of: app).layers[1].userDidDismiss()
        batches.append([])
        expectEqual(log.fired, ["notice: user", "compose: user"])
        expectEqual(NavigationLayout(of: app).layers.count, 1)
        expectEqual(
            batches[0],
            [
                "MainTabCoordinator dismissed(user) sheet .notice",
                "ComposeFlowCoordinator dismissed(teardown) root .editor",
                "HomeFlowCoordinator dismissed(user) sheet .compose",
            ])
    }

    func refusedGestures() {
        let flow = HomeFlowCoordinator()
        flow.present(.settings)
        let layout = NavigationLayout(of: flow)
        let diagnostics = recordingDiagnostics(of: flow) {
            layout.layers[0].userDidDismiss()
            layout.layers[0].userDidPop(toCount: 1)
            layout.layers[0].userDidPop(toCount: -1)
            flow.dismissAllModals()
            layout.layers[1].userDidDismiss()
        }
        expectEqual(
            diagnostics.map(\.kind), [.gestureRefused, .gestureRefused, .indexOutOfRange, .gestureRefused])
        #expect(diagnostics[1].message.contains("userDidChangePath(to:)"))
        expectEqual(flow.debugHierarchy(), "HomeFlowCoordinator [flow]\n  root .home")
    }

    func refusalOfAGoneLayerReachesTheTree() {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        home.present(.compose)
        let layout = NavigationLayout(of: app)
        home.dismissAllModals()
        let diagnostics = recordingDiagnostics(of: app) {
            layout.layers[1].userDidDismiss()
            layout.layers[1].userDidPop(toCount: 0)
        }
        expectEqual(diagnostics.map(\.kind), [.gestureRefused, .gestureRefused])
        expectEqual(diagnostics.map(\.coordinatorType), ["AppRootCoordinator", "AppRootCoordinator"])
        expectEqual(diagnostics.first?.message.contains("no longer shown"), true)
    }

    func staleLayoutActsOnTheCurrentTree() {
        let flow = HomeFlowCoordinator()
        flow.route(to: .detail(id: 1))
        flow.route(to: .detail(id: 2))
        let layout = NavigationLayout(of: flow)
        flow.pop()
        flow.route(to: .detail(id: 3))
        layout.layers[0].userDidPop(toCount: 1)
        expectEqual(flow.navigation.entries.map(\.destination), [.detail(id: 1)])
    }

    func selectTab() {
        let app = AppRootCoordinator(root: .main)
        let tabSet = NavigationLayout(of: app).layers[0].root.tabSet
        tabSet?.userDidSelectTab(at: 2)
        let tabs = app.navigation.rootChild as? MainTabCoordinator
        expectEqual(tabs?.selectedIndex, 2)
        expectTrue(tabs?.navigation.tabs[2].child is ProfileCoordinator)
    }

    func tabSelectionByIdentity() {
        let app = AppRootCoordinator(root: .main)
        let tabSet = NavigationLayout(of: app).layers[0].root.tabSet
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        tabs.insertTab(.inbox, at: 0)
        tabSet?.userDidSelectTab(at: 1)  // .search, as that layout showed it
        expectEqual(tabs.navigation.tabs[tabs.selectedIndex].destination, .search)
        let gone = tabSet?.tabs[2].id
        tabs.removeLastTab(.profile)
        let diagnostics = recordingDiagnostics(of: app) { tabSet?.userDidSelectTab(withID: gone!) }
        expectEqual(diagnostics.map(\.kind), [.gestureRefused])
    }

    func plainCoordinatorHasNoLayers() {
        expectEmpty(NavigationLayout(of: PlainCoordinator()).layers)
        expectEqual(PlainCoordinator().debugLayout(), "")
    }

    func awaitedResultResumes() async throws {
        let palette = PaletteFlow()
        let pending = await startAwaiting(ColorPicker.self) {
            await palette.present(.picker, awaiting: ColorPicker.self)
        }
        _ = try #require(pending.child)
        NavigationLayout(of: palette).layers[1].userDidDismiss()
        await expectNil(pending.value)
    }

    func gestureInsideAChangeIsRefused() {
        let flow = HomeFlowCoordinator()
        flow.route(to: .detail(id: 1))
        var diagnostics: [NavigationDiagnostic] = []
        let observation = flow.observeDiagnostics { diagnostics.append($0) }
        defer { observation.cancel() }
        NavigationChange.perform { NavigationLayout(of: flow).layers[0].userDidPop(toCount: 0) }
        expectEqual(diagnostics.map(\.kind), [.changeInProgress])
        expectEqual(flow.navigation.entries.count, 1)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .popAcrossCoordinators: popAcrossCoordinators()
        case .popToTheChildsRoot: popToTheChildsRoot()
        case .runOfOneCoordinatorLeavesFromItsLowest: runOfOneCoordinatorLeavesFromItsLowest()
        case .dismissLayerAndAbove: dismissLayerAndAbove()
        case .refusedGestures: refusedGestures()
        case .refusalOfAGoneLayerReachesTheTree: refusalOfAGoneLayerReachesTheTree()
        case .staleLayoutActsOnTheCurrentTree: staleLayoutActsOnTheCurrentTree()
        case .selectTab: selectTab()
        case .tabSelectionByIdentity: tabSelectionByIdentity()
        case .plainCoordinatorHasNoLayers: plainCoordinatorHasNoLayers()
        case .awaitedResultResumes: try await awaitedResultResumes()
        case .gestureInsideAChangeIsRefused: gestureInsideAChangeIsRefused()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case popAcrossCoordinators =
            "Popping a path across a pushed child flow removes every screen above the count, top first"
        case popToTheChildsRoot =
            "Popping to the pushed child's root keeps the child; a count equal to the path changes nothing"
        case runOfOneCoordinatorLeavesFromItsLowest =
            "A run of screens of one coordinator leaves from its lowest screen, each with cause .user"
        case dismissLayerAndAbove =
            "Dismissing a layer removes it and every layer above it, top first, as one change"
        case refusedGestures =
            "Refused gestures: the base layer dismissed, a path that grows, a negative count, a layer gone"
        case refusalOfAGoneLayerReachesTheTree =
            "A gesture on a layer that left the tree is reported to the tree the layout was made of"
        case staleLayoutActsOnTheCurrentTree =
            "A gesture acts on the tree as it is now: a stale layout pops by identity, not by old positions"
        case selectTab = "Selecting a tab through the layout selects it and creates its child"
        case tabSelectionByIdentity =
            "A tab tapped in a layout made before a tab was inserted is selected by identity"
        case plainCoordinatorHasNoLayers =
            "A coordinator that is no flow, tab set or root has a layout with no layers"
        case awaitedResultResumes = "A child awaited in a dismissed layer resumes with nil"
        case gestureInsideAChangeIsRefused =
            "A gesture made by app code inside a change is refused like any navigation call"

        var testDescription: String { rawValue }
    }
}

/// A coordinator conforming to `Coordinator` alone, with no container.
@MainActor
final class PlainCoordinator: Coordinator {
    enum Destinations { case only }
}
