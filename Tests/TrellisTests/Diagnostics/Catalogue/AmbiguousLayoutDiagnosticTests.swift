import Testing
import Trellis

/// `ambiguousLayout`: the likely mistakes among the trees a window cannot show literally are
/// reported when they arise, on the coordinator that made them; the shapes with one reading are
/// not.
///
/// | Documented sentence (PresentationLayout, the kind) | Test |
/// | --- | --- |
/// | "a push above a modal that hosts a coordinator (push on that coordinator instead?)" | `pushAboveAModalHostingACoordinator(_:)` |
/// | "a modal presented over a modal that a descendant presents" | `modalOverADescendantsModal(_:)` |
/// | "a modal presented under a modal that an ancestor presents (it becomes a layer below that one)" | `modalUnderAnAncestorsModal(_:)` |
/// | "a tab set pushed into a path" | `tabSetPushedIntoAPath()` |
/// | "or followed by pushes" (a tab set at the root of the layer) | `pushAboveATabSetRoot()` |
/// | "a push in an ancestor above a modal that a descendant presents"; "Each applies to sheets and full-screen covers alike" | `ancestorsPushAboveADescendantsModal(_:)` and the `ModalStyle` arguments above |
/// | "reported when they arise" — also when `navigate(to:)` makes the state | `navigateMakesAnAmbiguousState(_:)` |
/// | "Sheet over sheet and pushes inside a sheet are not reported: they have one reading"; a push above a plain modal, a modal with nothing of a relative's around it, a tab set presented | `oneReading(_:)` |
@MainActor
@Suite("Diagnostics catalogue: ambiguousLayout")
struct AmbiguousLayoutDiagnosticTests {
    @Test(
        "A push above a modal that hosts a coordinator is reported on the pushing flow",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func pushAboveAModalHostingACoordinator(_ style: ModalStyle) {
        let home = HomeFlowCoordinator()
        home.present(.compose, as: style)
        let role = style == .sheet ? "sheet" : "fullScreenCover"
        let diagnostics = recordingDiagnostics(of: home) { home.route(to: .detail(id: 1)) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "ambiguousLayout HomeFlowCoordinator: route(to: .detail(id: 1)) pushes above the \(role) that hosts "
                    + "ComposeFlowCoordinator: the window shows it in that \(role)'s layer above "
                    + "ComposeFlowCoordinator's screens, and ComposeFlowCoordinator's later pushes show below it; "
                    + "push on ComposeFlowCoordinator instead?"
            ])
    }

    /// The fixture app at its tabs, with the home tab's flow.
    private static func tabsApp() -> (AppRootCoordinator, MainTabCoordinator, HomeFlowCoordinator) {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        return (app, tabs, tabs.navigation.tabs[0].child as! HomeFlowCoordinator)
    }

    @Test(
        "A modal over a modal that a descendant presents is reported on the presenting ancestor",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func modalOverADescendantsModal(_ style: ModalStyle) {
        let (app, tabs, home) = Self.tabsApp()
        home.present(.settings, as: style)
        let role = style == .sheet ? "sheet" : "fullScreenCover"
        let diagnostics = recordingDiagnostics(of: app) {
            tabs.present(.notice)
            app.present(.announcement, as: .fullScreenCover)
        }
        expectEqual(
            diagnostics.map(\.line),
            [
                "ambiguousLayout MainTabCoordinator: present(.notice) presents over the \(role) that HomeFlowCoordinator "
                    + "presents: the window shows it as the layer above; dismissing HomeFlowCoordinator's \(role) "
                    + "dismisses it too",
                "ambiguousLayout AppRootCoordinator: present(.announcement) presents over the sheet that "
                    + "MainTabCoordinator presents: the window shows it as the layer above; dismissing "
                    + "MainTabCoordinator's sheet dismisses it too",
            ])
    }

    @Test(
        "A modal under a modal that an ancestor presents is reported on the presenting descendant",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func modalUnderAnAncestorsModal(_ style: ModalStyle) {
        let (app, tabs, home) = Self.tabsApp()
        tabs.present(.notice, as: style)
        let role = style == .sheet ? "sheet" : "fullScreenCover"
        let diagnostics = recordingDiagnostics(of: app) { home.present(.settings) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "ambiguousLayout HomeFlowCoordinator: present(.settings) presents under the \(role) that "
                    + "MainTabCoordinator presents: the window shows it as a layer below that one, which stays on top"
            ])
    }

    @Test("A tab set pushed into a path is reported on the pushing flow")
    func tabSetPushedIntoAPath() {
        let flow = TabHostingFlow()
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .tabs) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "ambiguousLayout TabHostingFlow: route(to: .tabs) pushes a tab set (MainTabCoordinator) into a path: "
                    + "a window cannot nest the tabs' NavigationStacks in a path; present it or make it a root instead"
            ])
    }

    @Test("A push above a tab set at the root of the layer is reported on the pushing flow")
    func pushAboveATabSetRoot() {
        let flow = TabSetRootFlow()
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .screen) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "ambiguousLayout TabSetRootFlow: route(to: .screen) pushes above a tab set (MainTabCoordinator) at the "
                    + "root of the layer: a window cannot nest the tabs' NavigationStacks in a path; present it instead?"
            ])
    }

    @Test(
        "An ancestor's push above a descendant's modal is reported on the ancestor",
        arguments: [ModalStyle.sheet, .fullScreenCover])
    func ancestorsPushAboveADescendantsModal(_ style: ModalStyle) throws {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = try #require(home.navigation.entries[0].child as? ComposeFlowCoordinator)
        compose.route(to: .attachments)
        compose.present(.preview, as: style)
        let role = style == .sheet ? "sheet" : "fullScreenCover"
        let diagnostics = recordingDiagnostics(of: home) { home.route(to: .detail(id: 3)) }
        expectEqual(diagnostics.map(\.summary), ["ambiguousLayout HomeFlowCoordinator"])
        expectEqual(
            diagnostics.first?.message.hasPrefix(
                "route(to: .detail(id: 3)) pushes above the \(role) that ComposeFlowCoordinator presents"),
            true)
    }

    /// A state with a warning, made once by the calls and once by `navigate(to:)` on a fresh
    /// tree.
    enum NavigatedShape: String, CaseIterable, Sendable {
        case pushAboveAModalHostingACoordinator, modalOverADescendantsModal, modalUnderAnAncestorsModal
        case tabSetPushedIntoAPath, pushAboveATabSetRoot, ancestorsPushAboveADescendantsModal

        /// How the warning names the call that shows the entry, and how it names `navigate(to:)`.
        var subjects: (call: String, navigate: String) {
            switch self {
            case .pushAboveAModalHostingACoordinator:
                ("route(to: .detail(id: 1))", "navigate(to:)'s push .detail(id: 1)")
            case .modalOverADescendantsModal:
                ("present(.announcement)", "navigate(to:)'s fullScreenCover .announcement")
            case .modalUnderAnAncestorsModal: ("present(.settings)", "navigate(to:)'s sheet .settings")
            case .tabSetPushedIntoAPath: ("route(to: .tabs)", "navigate(to:)'s push .tabs")
            case .pushAboveATabSetRoot: ("route(to: .screen)", "navigate(to:)'s push .screen")
            case .ancestorsPushAboveADescendantsModal:
                ("route(to: .detail(id: 3))", "navigate(to:)'s push .detail(id: 3)")
            }
        }

        /// Makes the state on a fresh tree, through the calls or through one navigation;
        /// returns the tree and the diagnostics of the step that makes it.
        @MainActor
        func make(navigating: Bool) throws -> (tree: any Coordinator, diagnostics: [NavigationDiagnostic]) {
            switch self {
            case .pushAboveAModalHostingACoordinator:
                let home = HomeFlowCoordinator()
                let diagnostics = recordingDiagnostics(of: home) {
                    if navigating {
                        home.navigate(
                            to: HomeFlowCoordinator.target(path: [.present(.compose), .push(.detail(id: 1))]))
                    } else {
                        home.present(.compose)
                        home.route(to: .detail(id: 1))
                    }
                }
                return (home, diagnostics)
            case .modalOverADescendantsModal:
                let app = AppRootCoordinator(root: .main)
                app.prepareNavigation()
                let diagnostics = recordingDiagnostics(of: app) {
                    if navigating {
                        app.navigate(
                            to: AppRootCoordinator.target(
                                root: .main,
                                showing: MainTabCoordinator.target(
                                    tab: .home,
                                    showing: HomeFlowCoordinator.target(path: [.present(.settings)])),
                                modals: [.present(.announcement, as: .fullScreenCover)]))
                    } else {
                        let tabs = app.navigation.rootChild as? MainTabCoordinator
                        (tabs?.navigation.tabs[0].child as? HomeFlowCoordinator)?.present(.settings)
                        app.present(.announcement, as: .fullScreenCover)
                    }
                }
                return (app, diagnostics)
            case .modalUnderAnAncestorsModal:
                let (app, tabs, home) = AmbiguousLayoutDiagnosticTests.tabsApp()
                tabs.present(.notice)
                let diagnostics = recordingDiagnostics(of: app) {
                    if navigating {
                        home.navigate(to: HomeFlowCoordinator.target(path: [.present(.settings)]))
                    } else {
                        home.present(.settings)
                    }
                }
                return (app, diagnostics)
            case .tabSetPushedIntoAPath:
                let flow = TabHostingFlow()
                let diagnostics = recordingDiagnostics(of: flow) {
                    if navigating {
                        flow.navigate(to: TabHostingFlow.target(path: [.push(.tabs)]))
                    } else {
                        flow.route(to: .tabs)
                    }
                }
                return (flow, diagnostics)
            case .pushAboveATabSetRoot:
                let flow = TabSetRootFlow()
                let diagnostics = recordingDiagnostics(of: flow) {
                    if navigating {
                        flow.navigate(to: TabSetRootFlow.target(path: [.push(.screen)]))
                    } else {
                        flow.route(to: .screen)
                    }
                }
                return (flow, diagnostics)
            case .ancestorsPushAboveADescendantsModal:
                let home = HomeFlowCoordinator()
                let diagnostics = try recordingDiagnostics(of: home) {
                    if navigating {
                        let compose = ComposeFlowCoordinator.target(path: [
                            .push(.attachments), .present(.preview),
                        ])
                        home.navigate(
                            to: HomeFlowCoordinator.target(path: [
                                .push(.compose, showing: compose), .push(.detail(id: 3)),
                            ]))
                    } else {
                        home.route(to: .compose)
                        let compose = try #require(
                            home.navigation.entries[0].child as? ComposeFlowCoordinator)
                        compose.route(to: .attachments)
                        compose.present(.preview)
                        home.route(to: .detail(id: 3))
                    }
                }
                return (home, diagnostics)
            }
        }
    }

    @Test(
        "A state made by navigate(to:) is reported as when the calls make it, naming navigate(to:)",
        arguments: NavigatedShape.allCases)
    func navigateMakesAnAmbiguousState(_ shape: NavigatedShape) throws {
        let (called, callDiagnostics) = try shape.make(navigating: false)
        let (navigated, navigateDiagnostics) = try shape.make(navigating: true)
        expectEqual(navigated.debugHierarchy(), called.debugHierarchy())
        let (call, navigate) = shape.subjects
        let message = try #require(callDiagnostics.first?.message)
        expectEqual(callDiagnostics.count, 1)
        #expect(message.hasPrefix(call + " "), "\(message)")
        expectEqual(navigateDiagnostics.map(\.summary), callDiagnostics.map(\.summary))
        expectEqual(navigateDiagnostics.map(\.message), [navigate + message.dropFirst(call.count)])
    }

    enum Shape: String, CaseIterable, Sendable {
        case sheetOverSheet, pushesInsideASheet, pushAbovePlainModal, modalsOfATabSetAlone, tabSetPresented
        case modalAfterTheAncestorsModalLeft, pushAbovePushedChildWithoutModals
    }

    @Test("Shapes with one reading raise nothing", arguments: Shape.allCases)
    func oneReading(_ shape: Shape) throws {
        let (app, tabs, home) = Self.tabsApp()
        let flow = TabHostingFlow()
        let diagnostics = try recordingDiagnostics(of: app, flow) {
            switch shape {
            case .sheetOverSheet:
                home.present(.settings)
                home.present(.detail(id: 3), as: .fullScreenCover)
            case .pushesInsideASheet:
                home.present(.compose)
                let compose = try #require(home.navigation.entries[0].child as? ComposeFlowCoordinator)
                compose.route(to: .attachments)
            case .pushAbovePlainModal:
                home.present(.settings)
                home.route(to: .detail(id: 2))
            case .modalsOfATabSetAlone:
                tabs.present(.notice)
                tabs.present(.compose, as: .fullScreenCover)
            case .tabSetPresented:
                flow.present(.tabs)
            case .modalAfterTheAncestorsModalLeft:
                tabs.present(.notice)
                tabs.dismissAllModals()
                home.present(.settings)
            case .pushAbovePushedChildWithoutModals:
                home.route(to: .compose)
                let compose = try #require(home.navigation.entries[0].child as? ComposeFlowCoordinator)
                compose.route(to: .attachments)
                home.route(to: .detail(id: 3))
            }
        }
        expectEqual(diagnostics.map(\.line), [])
    }
}

/// A flow whose root is a tab set.
@MainActor
final class TabSetRootFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case tabs, screen }
    let navigation = FlowNavigation<TabSetRootFlow>(root: .tabs)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .tabs ? MainTabCoordinator() : nil
    }
}
