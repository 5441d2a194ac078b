import Testing
import Trellis

/// `deepLinkSkipped`: a typed closure that found no child of its type, a target part that could
/// not be reached. (An await on a destination that hosts another type is `awaitRefused`: see
/// ``AwaitRefusedTests``.)
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "If the destination hosts no child or another type, the closure does not run and a ``NavigationDiagnostic`` of kind `deepLinkSkipped` names both types" (DeepLinks) | `typedClosureSkipped(_:)` |
/// | the closure "runs once the change has landed, and only if the destination hosts a `T`; it also runs when the call changed nothing" | `typedClosureRuns(_:)` |
/// | "A destination that hosts no child, or a child of another type, and a tab that no tab shows […] each is a […] `deepLinkSkipped` too, raised on the coordinator that shows the place, with the report's line as its message" | `unreachableTargetPart(_:)` |
/// | "a target reached everywhere raises none" | `reachedTarget()` |
@MainActor
@Suite("Diagnostics catalogue: deepLinkSkipped")
struct DeepLinkSkippedTests {
    /// Every call with a typed closure, on a destination that hosts another type or none.
    enum Call: String, CaseIterable, Sendable {
        case route, routePlain, presentOnAFlow, setRootOfAFlow, popToFirst, popToLastWhere
        case select, selectFirstTab, selectLastTabWhere, appendTab, insertTab, presentOnTabs
        case setRootOfARoot, setRootOfARootPlain, presentOnARoot
    }

    /// Makes the call with a closure expecting a `T`; returns the coordinator it was made on
    /// and the diagnostics the call raised.
    private static func make<T: Coordinator>(
        _ call: Call, expecting _: T.Type, ran: @escaping () -> Void
    ) -> (tree: any Coordinator, diagnostics: [NavigationDiagnostic]) {
        let closure: (T) -> Void = { _ in ran() }
        switch call {
        case .route:
            let home = HomeFlowCoordinator()
            return recorded(home) { home.route(to: .compose, closure) }
        case .routePlain:
            let home = HomeFlowCoordinator()
            return recorded(home) { home.route(to: .settings, closure) }
        case .presentOnAFlow:
            let home = HomeFlowCoordinator()
            return recorded(home) { home.present(.compose, closure) }
        case .setRootOfAFlow:
            let home = HomeFlowCoordinator()
            return recorded(home) { home.setRoot(.compose, closure) }
        case .popToFirst:
            let home = HomeFlowCoordinator(pushing: [.compose, .settings])
            return recorded(home) { home.popToFirst(.compose, closure) }
        case .popToLastWhere:
            let home = HomeFlowCoordinator(pushing: [.compose, .settings])
            return recorded(home) { home.popToLast(where: { $0 == .compose }, closure) }
        case .select:
            let tabs = MainTabCoordinator()
            return recorded(tabs) { tabs.select(index: 1, closure) }
        case .selectFirstTab:
            let tabs = MainTabCoordinator()
            return recorded(tabs) { tabs.selectFirstTab(.search, closure) }
        case .selectLastTabWhere:
            let tabs = MainTabCoordinator()
            return recorded(tabs) { tabs.selectLastTab(where: { $0 == .profile }, closure) }
        case .appendTab:
            let tabs = MainTabCoordinator()
            return recorded(tabs) { tabs.appendTab(.compose, closure) }
        case .insertTab:
            let tabs = MainTabCoordinator()
            return recorded(tabs) { tabs.insertTab(.compose, at: 1, closure) }
        case .presentOnTabs:
            let tabs = MainTabCoordinator()
            return recorded(tabs) { tabs.present(.compose, closure) }
        case .setRootOfARoot:
            let app = AppRootCoordinator()
            return recorded(app) { app.setRoot(.main, closure) }
        case .setRootOfARootPlain:
            let app = AppRootCoordinator()
            return recorded(app) { app.setRoot(.onboarding, closure) }
        case .presentOnARoot:
            let app = AppRootCoordinator()
            return recorded(app) { app.present(.compose, closure) }
        }
    }

    private static func recorded(
        _ tree: any Coordinator, _ call: () -> Void
    ) -> (tree: any Coordinator, diagnostics: [NavigationDiagnostic]) {
        (tree, recordingDiagnostics(of: tree, during: call))
    }

    /// What each call's destination hosts.
    nonisolated private static func hosted(by call: Call) -> String {
        switch call {
        case .route, .presentOnAFlow, .setRootOfAFlow, .popToFirst, .popToLastWhere, .appendTab, .insertTab,
            .presentOnTabs, .presentOnARoot:
            "ComposeFlowCoordinator"
        case .select, .selectFirstTab: "SearchFlowCoordinator"
        case .selectLastTabWhere: "ProfileCoordinator"
        case .setRootOfARoot: "MainTabCoordinator"
        case .routePlain, .setRootOfARootPlain: "no child coordinator"
        }
    }

    @Test(
        "A typed closure on another type (or none) does not run, and the diagnostic names both types",
        arguments: Call.allCases)
    func typedClosureSkipped(_ call: Call) {
        var runs = 0
        let (tree, diagnostics) = Self.make(call, expecting: LoginFlowCoordinator.self) { runs += 1 }
        let owner = String(describing: type(of: tree))
        expectEqual(runs, 0)
        expectEqual(
            diagnostics.map(\.line),
            [
                "deepLinkSkipped \(owner): expected a LoginFlowCoordinator but the destination hosts "
                    + "\(Self.hosted(by: call)); the closure did not run"
            ])
    }

    @Test(
        "A typed closure on its own type runs once and raises nothing",
        arguments: Call.allCases.filter {
            Self.hosted(by: $0) != "no child coordinator"
        })
    func typedClosureRuns(_ call: Call) {
        var runs = 0
        let made =
            switch Self.hosted(by: call) {
            case "SearchFlowCoordinator": Self.make(call, expecting: SearchFlowCoordinator.self) { runs += 1 }
            case "ProfileCoordinator": Self.make(call, expecting: ProfileCoordinator.self) { runs += 1 }
            case "MainTabCoordinator": Self.make(call, expecting: MainTabCoordinator.self) { runs += 1 }
            default: Self.make(call, expecting: ComposeFlowCoordinator.self) { runs += 1 }
            }
        expectEqual(runs, 1)
        expectEqual(made.diagnostics.map(\.line), [])
    }

    func typedClosureOnAnUnchangedTree() {
        let tabs = MainTabCoordinator()
        let app = AppRootCoordinator(root: .main)
        var runs = 0
        let diagnostics = recordingDiagnostics(of: tabs, app) {
            tabs.select(index: 0) { (_: HomeFlowCoordinator) in runs += 1 }
            app.setRoot(.main) { (_: MainTabCoordinator) in runs += 1 }
        }
        expectEqual(runs, 2)
        expectEqual(diagnostics.map(\.line), [])
    }

    enum Part: String, CaseIterable, Sendable {
        case hostsNoChild, hostsAnotherType, noTabShowsIt
    }

    @Test(
        "An unreachable target part is a deepLinkSkipped on the coordinator showing it",
        arguments: Part.allCases)
    func unreachableTargetPart(_ part: Part) throws {
        let app = AppRootCoordinator()
        let target: NavigationTarget<AppRootCoordinator>
        let expected: String
        switch part {
        case .hostsNoChild:
            target = AppRootCoordinator.target(
                root: .main,
                showing: MainTabCoordinator.target(
                    tab: .home,
                    showing: HomeFlowCoordinator.target(path: [
                        .push(.detail(id: 7), showing: ComposeFlowCoordinator.target(path: [.push(.preview)]))
                    ])))
            expected =
                "HomeFlowCoordinator: navigate(to:): HomeFlowCoordinator push .detail(id: 7): hosts no child coordinator"
        case .hostsAnotherType:
            target = AppRootCoordinator.target(
                root: .main,
                showing: MainTabCoordinator.target(
                    tab: .home,
                    showing: HomeFlowCoordinator.target(path: [
                        .present(
                            .compose,
                            showing: SearchFlowCoordinator.target(path: [.push(.results(term: "a"))]))
                    ])))
            expected =
                "HomeFlowCoordinator: navigate(to:): HomeFlowCoordinator sheet .compose: hosts ComposeFlowCoordinator, "
                + "not SearchFlowCoordinator"
        case .noTabShowsIt:
            target = AppRootCoordinator.target(root: .main, showing: MainTabCoordinator.target(tab: .inbox))
            expected = "MainTabCoordinator: navigate(to:): MainTabCoordinator tab .inbox: no tab shows it"
        }
        var report: NavigationTargetReport?
        let diagnostics = recordingDiagnostics(of: app) { report = app.navigate(to: target) }
        expectEqual(diagnostics.map(\.line), ["deepLinkSkipped \(expected)"])
        let unreachable = try #require(report?.unreachable)
        expectEqual(diagnostics.map(\.message), unreachable.map { "navigate(to:): \($0)" })
    }

    func reachedTarget() {
        let app = AppRootCoordinator()
        let target = AppRootCoordinator.target(
            root: .main,
            showing: MainTabCoordinator.target(
                tab: .home,
                showing: HomeFlowCoordinator.target(path: [
                    .push(.detail(id: 7)),
                    .present(.compose, showing: ComposeFlowCoordinator.target(path: [.push(.preview)])),
                ])))
        var report: NavigationTargetReport?
        let diagnostics = recordingDiagnostics(of: app) { report = app.navigate(to: target) }
        expectEqual(diagnostics.map(\.line), [])
        expectEqual(report?.isComplete, true)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) {
        switch example {
        case .typedClosureOnAnUnchangedTree: typedClosureOnAnUnchangedTree()
        case .reachedTarget: reachedTarget()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case typedClosureOnAnUnchangedTree =
            "A typed closure also runs, silently, when the call changed nothing"
        case reachedTarget = "A target reached everywhere raises nothing"

        var testDescription: String { rawValue }
    }
}
