import Testing
import Trellis

/// `dismissalRefused`: a dismissal that has nothing to leave, or may not leave, changes nothing
/// and names the coordinator asked to leave.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "a tab's child is not dismissable […] nothing changes and a ``NavigationDiagnostic`` of kind `dismissalRefused` is reported" (CoordinatorsAndTheTree, `dismissCoordinator()`) | `refused(_:)` `.tabsChild` |
/// | "a coordinator without a parent has nothing to leave: nothing changes and a […] diagnostic is reported" | `refused(_:)` `.parentless`, `.topOfTheTree` |
/// | "`pop()` on a flow with nothing above its root dismisses the flow the same way" | `refused(_:)` `.popOnABareTabsChild`, `.popOnABareParentless` |
/// | "the root child of a flow dismisses that flow in turn" (reaching a tab's child) | `refused(_:)` `.rootChildOfATabsChild` |
/// | a pushed or presented child, a modal of a tab set or root, `pop()` with entries: no diagnostic | `accepted(_:)` |
@MainActor
@Suite("Diagnostics catalogue: dismissalRefused")
struct DismissalRefusedTests {
    enum Refusal: String, CaseIterable, Sendable {
        case tabsChild, parentless, topOfTheTree, popOnABareTabsChild, popOnABareParentless
        case rootChildOfATabsChild
    }

    private static let tabsChildMessage =
        "a tab's child coordinator is not dismissable; remove the tab from MainTabCoordinator instead"
    private static let parentlessMessage =
        "dismissCoordinator() on a coordinator without a parent changes nothing"

    @Test(
        "A refused dismissal changes nothing and names the coordinator asked to leave",
        arguments: Refusal.allCases)
    func refused(_ refusal: Refusal) throws {
        let tabs = MainTabCoordinator()
        tabs.prepareNavigation()
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tree: any Coordinator
        let action: () -> Void
        let expected: String
        switch refusal {
        case .tabsChild:
            (tree, action, expected) = (
                tabs, { home.dismissCoordinator() }, "HomeFlowCoordinator: \(Self.tabsChildMessage)"
            )
        case .parentless:
            let flow = HomeFlowCoordinator(pushing: [.settings])
            (tree, action, expected) = (
                flow, { flow.dismissCoordinator() }, "HomeFlowCoordinator: \(Self.parentlessMessage)"
            )
        case .topOfTheTree:
            (tree, action, expected) = (
                app, { app.dismissCoordinator() }, "AppRootCoordinator: \(Self.parentlessMessage)"
            )
        case .popOnABareTabsChild:
            (tree, action, expected) = (tabs, { home.pop() }, "HomeFlowCoordinator: \(Self.tabsChildMessage)")
        case .popOnABareParentless:
            let flow = HomeFlowCoordinator()
            (tree, action, expected) = (
                flow, { flow.pop() }, "HomeFlowCoordinator: \(Self.parentlessMessage)"
            )
        case .rootChildOfATabsChild:
            home.setRoot(.compose)
            let compose = try #require(home.navigation.rootChild)
            (tree, action, expected) = (
                tabs, { compose.dismissCoordinator() }, "HomeFlowCoordinator: \(Self.tabsChildMessage)"
            )
        }
        let before = tree.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: tree, during: action)
        expectEqual(diagnostics.map(\.line), ["dismissalRefused \(expected)"])
        expectEqual(tree.debugHierarchy(), before)
    }

    enum Dismissal: String, CaseIterable, Sendable {
        case pushedChild, presentedChild, tabSetsModal, rootsModal, popWithAnEntry, popOnABarePushedFlow
        case rootChildOfAPushedFlow, rootChildOfTheRoot
    }

    @Test("The nearest dismissals that may leave raise nothing", arguments: Dismissal.allCases)
    func accepted(_ dismissal: Dismissal) throws {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        let action: () -> Void
        let after: String
        switch dismissal {
        case .pushedChild:
            home.route(to: .compose)
            let compose = try #require(home.navigation.entries.last?.child)
            (action, after) = ({ compose.dismissCoordinator() }, "root .home")
        case .presentedChild:
            home.present(.compose)
            let compose = try #require(home.navigation.entries.last?.child)
            (action, after) = ({ compose.dismissCoordinator() }, "root .home")
        case .tabSetsModal:
            tabs.present(.compose)
            let compose = try #require(tabs.navigation.entries.last?.child)
            (action, after) = ({ compose.dismissCoordinator() }, "root .home")
        case .rootsModal:
            app.present(.compose, as: .fullScreenCover)
            let compose = try #require(app.navigation.entries.last?.child)
            (action, after) = ({ compose.dismissCoordinator() }, "root .home")
        case .popWithAnEntry:
            home.route(to: .settings)
            (action, after) = ({ home.pop() }, "root .home")
        case .popOnABarePushedFlow:
            home.route(to: .compose)
            let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
            (action, after) = ({ compose.pop() }, "root .home")
        case .rootChildOfAPushedFlow:
            // The pushed flow leaves in turn, with the entry hosting it.
            let palette = PaletteFlow()
            palette.route(to: .nested)
            let nested = try #require(palette.navigation.entries.last?.child as? PaletteFlow)
            nested.setRoot(.picker)
            let picker = try #require(nested.navigation.rootChild)
            let diagnostics = recordingDiagnostics(of: palette) { picker.dismissCoordinator() }
            expectEqual(diagnostics.map(\.line), [])
            expectEqual(palette.debugHierarchy(), "PaletteFlow [flow]\n  root .canvas")
            return
        case .rootChildOfTheRoot:
            // The root child of a root coordinator dismisses that coordinator in turn: the top
            // of the tree, which has no parent, so that one is refused.
            let login = AppRootCoordinator()
            login.prepareNavigation()
            let flow = try #require(login.navigation.rootChild)
            let diagnostics = recordingDiagnostics(of: login) { flow.dismissCoordinator() }
            expectEqual(
                diagnostics.map(\.line), ["dismissalRefused AppRootCoordinator: \(Self.parentlessMessage)"])
            return
        }
        let diagnostics = recordingDiagnostics(of: app, during: action)
        expectEqual(diagnostics.map(\.line), [])
        expectEqual(home.debugHierarchy(), "HomeFlowCoordinator [flow]\n  \(after)")
    }
}
