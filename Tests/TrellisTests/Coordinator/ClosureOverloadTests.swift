import Testing
import Trellis

/// Which overload each plausible trailing-closure call resolves to. A closure with no
/// parameters is `onDismiss`; a closure with a parameter is the child: typed when it names the
/// type, `any Coordinator` for `{ _ in … }`. `onDismissWithCause:` is reached only by its label.
@MainActor
@Suite("Trailing closures after route and present")
struct ClosureOverloadTests {
    func routeWithoutParameters() {
        let home = HomeFlowCoordinator()
        var ran = 0
        home.route(to: .compose) { ran += 1 }
        expectEqual(ran, 0)
        home.pop()
        expectEqual(ran, 1)
    }

    func routeTyped() {
        let home = HomeFlowCoordinator()
        var handed: ComposeFlowCoordinator?
        home.route(to: .compose) { (child: ComposeFlowCoordinator) in handed = child }
        expectNotNil(handed)
        expectIdentical(handed, home.navigation.entries.last?.child)
        home.pop()
        expectEmpty(home.navigation.entries)
    }

    func untypedClosures() {
        var log: [String] = []
        let home = HomeFlowCoordinator()
        home.route(to: .compose) { _ in log.append("route") }
        home.present(.compose) { child in log.append("present \(type(of: child))") }
        let tabs = MainTabCoordinator()
        tabs.present(.compose) { _ in log.append("tabs") }
        let app = AppRootCoordinator()
        app.present(.compose, as: .fullScreenCover) { _ in log.append("root") }
        expectEqual(log, ["route", "present ComposeFlowCoordinator", "tabs", "root"])

        // Leaving calls nothing more: none of them was a dismissal handler.
        home.popToRoot()
        tabs.dismissAllModals()
        app.dismissAllModals()
        expectEqual(log.count, 4)
    }

    func routeWithCause() {
        let home = HomeFlowCoordinator()
        var causes: [DismissalCause] = []
        home.route(to: .compose, onDismissWithCause: { causes.append($0) })
        home.present(.settings, onDismissWithCause: { causes.append($0) })
        expectEmpty(causes)
        home.userDidDismiss(entryAt: 1)
        home.pop()
        expectEqual(causes, [.user, .code])
    }

    func presentEverywhere() {
        var log: [String] = []
        let home = HomeFlowCoordinator()
        home.present(.compose) { log.append("flow dismissed") }
        home.present(.compose) { (child: ComposeFlowCoordinator) in log.append("flow child") }
        let tabs = MainTabCoordinator()
        tabs.present(.compose) { log.append("tabs dismissed") }
        tabs.present(.compose) { (child: ComposeFlowCoordinator) in log.append("tabs child") }
        let app = AppRootCoordinator()
        app.present(.compose, as: .fullScreenCover) { log.append("root dismissed") }
        app.present(.compose) { (child: ComposeFlowCoordinator) in log.append("root child") }
        expectEqual(log, ["flow child", "tabs child", "root child"])

        home.dismissAllModals()
        tabs.dismissAllModals()
        app.dismissAllModals()
        expectEqual(
            log,
            [
                "flow child", "tabs child", "root child", "flow dismissed", "tabs dismissed",
                "root dismissed",
            ])
    }

    func typedMismatch() {
        let home = HomeFlowCoordinator()
        var ran = false
        let diagnostics = recordingDiagnostics(of: home) {
            home.route(to: .compose) { (child: HomeFlowCoordinator) in ran = true }
        }
        expectFalse(ran)
        expectEqual(diagnostics.map(\.kind), [.deepLinkSkipped])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .routeWithoutParameters: routeWithoutParameters()
        case .routeTyped: routeTyped()
        case .untypedClosures: untypedClosures()
        case .routeWithCause: routeWithCause()
        case .presentEverywhere: presentEverywhere()
        case .typedMismatch: typedMismatch()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case routeWithoutParameters =
            "route(to:) { } is onDismiss: it runs when the destination leaves, not when it is shown"
        case routeTyped = "route(to:) { (child: T) in } hands over the child at once"
        case untypedClosures =
            "route(to:) { _ in } and present(_:) { _ in } hand over the child at once, on every kind"
        case routeWithCause = "onDismissWithCause: receives the cause when the destination leaves"
        case presentEverywhere =
            "present(_:) { } and present(_:) { (child: T) in } on flows, tab sets and roots"
        case typedMismatch = "A typed closure naming the wrong type does not run, and says so"

        var testDescription: String { rawValue }
    }
}
