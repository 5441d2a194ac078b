import Foundation
import Testing

@testable import Trellis

/// The states a window can't show literally that are likely mistakes are reported when they
/// arise; the canonical order itself (sheet over sheet on one flow, say) is not.
@MainActor
@Suite("Presentation layout: ambiguous states")
struct AmbiguousLayoutTests {
    func pushAboveAModalHostingAFlow() {
        let flow = HomeFlowCoordinator()
        flow.present(.compose)
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .detail(id: 1)) }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout])
        expectEqual(diagnostics.first?.message.contains("push on ComposeFlowCoordinator instead?"), true)
    }

    func modalOverADescendantsModal() {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        let diagnostics = recordingDiagnostics(of: app) {
            home.present(.settings)
            tabs.present(.notice)
            app.present(.announcement, as: .fullScreenCover)
        }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout, .ambiguousLayout])
        expectEqual(diagnostics.map(\.coordinatorType), ["MainTabCoordinator", "AppRootCoordinator"])
        expectEqual(
            diagnostics.first?.message.contains("over the sheet that HomeFlowCoordinator presents"), true)
    }

    func tabSetInAPath() {
        let flow = TabHostingFlow()
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .tabs) }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout])
        expectEqual(
            flow.debugLayout(),
            """
            layer 0: base
              root TabHostingFlow .start
              push TabHostingFlow .tabs → MainTabCoordinator [tab]
                tab[0]* HomeFlowCoordinator .home
                tab[1] MainTabCoordinator .search → (not yet created)
                tab[2] MainTabCoordinator .profile → (not yet created)
            """)
    }

    @Test(
        "A push in an ancestor above a descendant's modal is reported, for sheets and covers",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func pushInAnAncestorAboveADescendantsModal(style: ModalStyle) {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = home.navigation.entries[0].child as! ComposeFlowCoordinator
        compose.route(to: .preview)
        compose.present(.attachments, as: style)
        let diagnostics = recordingDiagnostics(of: home) { home.route(to: .detail(id: 3)) }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout])
        expectEqual(diagnostics.map(\.coordinatorType), ["HomeFlowCoordinator"])
        expectEqual(
            diagnostics.first?.message,
            "route(to: .detail(id: 3)) pushes above the \(style.presentation) that ComposeFlowCoordinator "
                + "presents: the window shows it in that \(style.presentation)'s layer, and closing the "
                + "\(style.presentation) removes it; dismiss it first, or push on ComposeFlowCoordinator?")
    }

    @Test(
        "A modal presented under an ancestor's modal is reported, for sheets and covers",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func modalUnderAnAncestorsModal(style: ModalStyle) {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        app.present(.announcement, as: style)
        let diagnostics = recordingDiagnostics(of: app) { home.present(.settings) }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout])
        expectEqual(diagnostics.map(\.coordinatorType), ["HomeFlowCoordinator"])
        expectEqual(
            diagnostics.first?.message,
            "present(.settings) presents under the \(style.presentation) that AppRootCoordinator presents: "
                + "the window shows it as a layer below that one, which stays on top")
    }

    func pushAboveATabSetRoot() {
        let flow = TabRootFlow()
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .start) }
        expectEqual(diagnostics.map(\.kind), [.ambiguousLayout])
        expectEqual(diagnostics.first?.message.contains("pushes above a tab set (MainTabCoordinator)"), true)
    }

    func pushAboveAPushedTabSet() {
        let flow = TabHostingFlow()
        flow.route(to: .tabs)
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .start) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "ambiguousLayout TabHostingFlow: route(to: .start) pushes above a tab set (MainTabCoordinator) "
                    + "pushed into the path: a window cannot nest the tabs' NavigationStacks in a path; present it "
                    + "instead?"
            ])
    }

    @Test(
        "A push on a flow whose root child presents a modal is reported, for sheets and covers",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func pushAboveARootChildsModal(style: ModalStyle) {
        let flow = ComposeRootFlow()
        flow.prepareNavigation()
        let compose = flow.navigation.rootChild as! ComposeFlowCoordinator
        compose.present(.attachments, as: style)
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .start) }
        expectEqual(diagnostics.map(\.coordinatorType), ["ComposeRootFlow"])
        expectEqual(
            diagnostics.first?.message,
            "route(to: .start) pushes above the \(style.presentation) that ComposeFlowCoordinator presents: the "
                + "window shows it in that \(style.presentation)'s layer, and closing the \(style.presentation) "
                + "removes it; dismiss it first, or push on ComposeFlowCoordinator?")
        // Without the modal, the push is the root's next screen: nothing to report.
        compose.dismissAllModals()
        expectEmpty(recordingDiagnostics(of: flow) { flow.route(to: .start) })
    }

    /// Each level's second push stands above a child whose subtree shows the sheet at the
    /// bottom; the child's answer is remembered for the navigation, so every level warns as
    /// `route(to:)` would on that tree (`LayoutScalingTests` times it 2,000 levels deep).
    func pushesAboveDeepChildrenBelowASheet() {
        let levels = 100
        let top = ChainFlow()
        let diagnostics = recordingDiagnostics(of: top) {
            top.navigate(to: DeepTargets.pushesAboveChildren(levels: levels, bottom: .present(.end)))
        }
        let warning =
            "ambiguousLayout ChainFlow: navigate(to:)'s push .end pushes above the sheet that ChainFlow "
            + "presents: the window shows it in that sheet's layer, and closing the sheet removes it; "
            + "dismiss it first, or push on ChainFlow?"
        expectEqual(diagnostics.map(\.line), Array(repeating: warning, count: levels))
        // The same push, made again by a call: the same warning.
        top.pop()
        let again = recordingDiagnostics(of: top) { top.route(to: .end) }
        expectEqual(
            again.map(\.line),
            [warning.replacingOccurrences(of: "navigate(to:)'s push .end", with: "route(to: .end)")])
        // With no sheet at the bottom, no level warns.
        let quiet = ChainFlow()
        expectEmpty(
            recordingDiagnostics(of: quiet) {
                quiet.navigate(to: DeepTargets.pushesAboveChildren(levels: levels, bottom: .push(.end)))
            })
    }

    func canonicalShapesAreQuiet() {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        let diagnostics = recordingDiagnostics(of: app) {
            home.route(to: .detail(id: 1))
            home.present(.settings)
            home.route(to: .detail(id: 2))
            home.present(.detail(id: 3))
            home.dismissAllModals()
            tabs.present(.notice)
            tabs.present(.compose)
        }
        expectEmpty(diagnostics)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .pushAboveAModalHostingAFlow: pushAboveAModalHostingAFlow()
        case .modalOverADescendantsModal: modalOverADescendantsModal()
        case .tabSetInAPath: tabSetInAPath()
        case .pushAboveATabSetRoot: pushAboveATabSetRoot()
        case .pushAboveAPushedTabSet: pushAboveAPushedTabSet()
        case .pushesAboveDeepChildrenBelowASheet: pushesAboveDeepChildrenBelowASheet()
        case .canonicalShapesAreQuiet: canonicalShapesAreQuiet()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case pushAboveAModalHostingAFlow = "A push above a modal that hosts a flow is reported"
        case modalOverADescendantsModal =
            "A tab set's modal over the selected tab's sheet, and a root's cover over both, are reported"
        case tabSetInAPath = "A tab set pushed into a path is reported"
        case pushAboveATabSetRoot = "A push above a flow's root that is a tab set is reported"
        case pushAboveAPushedTabSet = "A push above a pushed tab set is reported, as above one at the root"
        case pushesAboveDeepChildrenBelowASheet =
            "navigate(to:) pushing above a deep child at every level warns at every level below a sheet"
        case canonicalShapesAreQuiet =
            "Shapes with one reading are not reported: sheet over sheet, pushes in a sheet, modals of a tab set alone"

        var testDescription: String { rawValue }
    }
}

/// A flow that can push a tab set.
@MainActor
final class TabHostingFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case start, tabs }
    let navigation = FlowNavigation<TabHostingFlow>(root: .start)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .tabs ? MainTabCoordinator() : nil
    }
}

/// A flow whose root is a tab set.
@MainActor
final class TabRootFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case tabs, start }
    let navigation = FlowNavigation<TabRootFlow>(root: .tabs)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .tabs ? MainTabCoordinator() : nil
    }
}

/// A flow whose root is a compose flow.
@MainActor
final class ComposeRootFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case compose, start }
    let navigation = FlowNavigation<ComposeRootFlow>(root: .compose)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .compose ? ComposeFlowCoordinator() : nil
    }
}
