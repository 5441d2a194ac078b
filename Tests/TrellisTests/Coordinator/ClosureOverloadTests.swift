import Testing
import Trellis

/// Which overload each plausible trailing-closure call resolves to. A closure with no
/// parameters is `onDismiss`; one that names a coordinator type is the typed child closure;
/// `onDismissWithCause:` is only ever reached by its label. (`{ _ in … }` does not compile;
/// that is checked with the documentation's must-not-compile snippets.)
@MainActor
@Suite("Trailing closures after route and present")
struct ClosureOverloadTests {
    @Test("route(to:) { } is onDismiss: it runs when the destination leaves, not when it is shown")
    func routeWithoutParameters() {
        let home = HomeFlowCoordinator()
        var ran = 0
        home.route(to: .compose) { ran += 1 }
        #expect(ran == 0)
        home.pop()
        #expect(ran == 1)
    }

    @Test("route(to:) { (child: T) in } hands over the child at once")
    func routeTyped() {
        let home = HomeFlowCoordinator()
        var handed: ComposeFlowCoordinator?
        home.route(to: .compose) { (child: ComposeFlowCoordinator) in handed = child }
        #expect(handed != nil)
        #expect(handed === home.stack.entries.last?.child)
        home.pop()
        #expect(home.stack.entries.isEmpty)
    }

    @Test("onDismissWithCause: receives the cause when the destination leaves")
    func routeWithCause() {
        let home = HomeFlowCoordinator()
        var causes: [DismissalCause] = []
        home.route(to: .compose, onDismissWithCause: { causes.append($0) })
        home.present(.settings, onDismissWithCause: { causes.append($0) })
        #expect(causes.isEmpty)
        home.userDidDismiss(entryAt: 1)
        home.pop()
        #expect(causes == [.user, .code])
    }

    @Test("present(_:) { } and present(_:) { (child: T) in } on flows, tab sets and roots")
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
        #expect(log == ["flow child", "tabs child", "root child"])

        home.dismissAllModals()
        tabs.dismissAllModals()
        app.dismissAllModals()
        #expect(
            log == [
                "flow child", "tabs child", "root child", "flow dismissed", "tabs dismissed",
                "root dismissed",
            ])
    }

    @Test("A typed closure naming the wrong type does not run, and says so")
    func typedMismatch() {
        let home = HomeFlowCoordinator()
        var ran = false
        let diagnostics = recordingDiagnostics {
            home.route(to: .compose) { (child: HomeFlowCoordinator) in ran = true }
        }
        #expect(!ran)
        #expect(diagnostics.map(\.kind) == [.deepLinkSkipped])
    }
}
