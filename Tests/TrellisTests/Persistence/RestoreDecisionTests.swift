import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// `onRestoreDecision`: app code hears how the user answered the `.askUser` prompt, once the
/// answer is carried out, and may navigate from there.
@MainActor
@Suite("The restore prompt's decision")
struct RestoreDecisionTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()

    func makeManager(_ policy: ResumePolicy = .askUser) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: policy, debounceInterval: .milliseconds(500), clock: clock)
    }

    private static let browsed = """
        ShopApp [root]
          root .main → ShopTabs [tab]
            tab[0]* .home → CatalogFlow [flow]
              root .list
              push .detail(id: 42)
            tab[1] .search → (not yet created)
            tab[2] .profile → (not yet created)
        """

    private static let signedOut = """
        ShopApp [root]
          root .login → LoginFlow [flow]
            root .welcome
        """

    /// Saves ``browsed``, as a previous launch left it.
    private func saveBrowsedSession() {
        let manager = makeManager(.always)
        let app = ShopApp()
        manager.attach(app, savesOnNavigation: false)
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in catalog.route(to: .detail(id: 42)) }
        }
        manager.saveNow()
    }

    /// A gate holding product links until the prompt is answered; following one shows the
    /// product in the catalog tab, signing in first if needed.
    private func productLinks(for app: ShopApp) -> LinkGate<Int> {
        LinkGate { [weak app] id in
            app?.setRoot(.main) { (tabs: ShopTabs) in
                tabs.select(index: 0) { (catalog: CatalogFlow) in catalog.route(to: .detail(id: id)) }
            }
        }
    }

    func confirmed() {
        saveBrowsedSession()
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        var decisions: [RestoreDecision] = []
        var treeAtDecision: String?
        manager.onRestoreDecision = { decision in
            decisions.append(decision)
            treeAtDecision = app.debugHierarchy()
        }
        expectTrue(manager.isAwaitingRestoreConfirmation)
        expectEmpty(decisions)

        manager.confirmRestore()
        expectEqual(decisions, [.confirmed(RestorationReport())])
        expectEqual(treeAtDecision, Self.browsed)
        expectEqual(manager.lastRestorationReport, RestorationReport())

        manager.confirmRestore()  // no prompt waits any more
        expectEqual(decisions.count, 1)
    }

    func confirmedWithSkips() throws {
        let old = ShopApp.navigated()
        let first = makeManager(.always)
        first.attach(old, savesOnNavigation: false)
        first.saveNow()
        let expected = try ShopApp().restoreNavigationState(from: old.captureNavigationState())
        expectEqual(
            expected.skipped,
            [
                .init(path: "root/tab[2]/push[1]", coordinatorType: "LegacyFlow", reason: .notCodable)
            ])

        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        var decisions: [RestoreDecision] = []
        manager.onRestoreDecision = { decisions.append($0) }
        manager.confirmRestore()
        expectEqual(decisions, [.confirmed(expected)])
        expectEqual(manager.lastRestorationReport, expected)
    }

    func declined() {
        saveBrowsedSession()
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        app.present(.main)
        var decisions: [RestoreDecision] = []
        var treeAtDecision: String?
        manager.onRestoreDecision = { decision in
            decisions.append(decision)
            treeAtDecision = app.debugHierarchy()
        }

        manager.declineRestore()
        expectEqual(decisions, [.declined])
        expectEqual(treeAtDecision?.hasPrefix(Self.signedOut + "\n  sheet .main → ShopTabs [tab]"), true)
        expectNil(storage.storedBytes("appState"))
    }

    @Test(
        "a link held while the prompt waited is followed from the callback, and saved",
        arguments: [true, false])
    func heldLinkFollowsTheAnswer(resumes: Bool) async throws {
        saveBrowsedSession()
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        let links = productLinks(for: app)
        links.receive(7)  // arrives while the prompt is up: held
        expectEqual(links.heldLink, 7)
        var diagnostics: [NavigationDiagnostic] = []
        let observation = app.observeDiagnostics { diagnostics.append($0) }
        defer { observation.cancel() }
        manager.onRestoreDecision = { _ in links.open() }

        if resumes { manager.confirmRestore() } else { manager.declineRestore() }
        let expected =
            resumes
            ? Self.browsed.replacingOccurrences(
                of: "push .detail(id: 42)", with: "push .detail(id: 42)\n      push .detail(id: 7)")
            : """
            ShopApp [root]
              root .main → ShopTabs [tab]
                tab[0]* .home → CatalogFlow [flow]
                  root .list
                  push .detail(id: 7)
                tab[1] .search → (not yet created)
                tab[2] .profile → (not yet created)
            """
        expectHierarchy(of: app, equals: expected)
        expectNil(links.heldLink)
        expectEmpty(diagnostics)  // nothing was refused: the callback runs outside any change

        // The link's navigation schedules a save like any other.
        try #require(manager.debouncer.isPending)
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(500))
        await manager.waitForPendingSave()
        let relaunched = ShopApp()
        makeManager(.always).attach(relaunched)
        expectHierarchy(of: relaunched, equals: expected)
    }

    func afterTheRestoresCallbacks() {
        saveBrowsedSession()
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        var log: [String] = []
        app.present(.login, onDismissWithCause: { log.append("sheet dismissed (\($0))") })
        let observation = app.observeNavigation { log.append("event: \($0.action)") }
        defer { observation.cancel() }
        manager.onRestoreDecision = { _ in log.append("decision") }

        manager.confirmRestore()
        expectEqual(log.last, "decision")
        #expect(log.contains("sheet dismissed (restore)"))
        expectEqual(log.firstIndex(of: "decision"), log.count - 1)
    }

    func noDecisionWithoutAPrompt() {
        saveBrowsedSession()
        var decisions: [RestoreDecision] = []

        let always = makeManager(.always)
        always.onRestoreDecision = { decisions.append($0) }
        always.confirmRestore()
        always.declineRestore()  // no prompt was waiting: nothing is removed
        expectEmpty(decisions)
        expectTrue(makeManager().isAwaitingRestoreConfirmation)  // the saved state is still offered

        saveBrowsedSession()
        let cleared = makeManager()
        cleared.onRestoreDecision = { decisions.append($0) }
        expectTrue(cleared.isAwaitingRestoreConfirmation)
        cleared.clearState()
        cleared.confirmRestore()
        expectEmpty(decisions)

        saveBrowsedSession()
        let reread = makeManager()
        reread.onRestoreDecision = { decisions.append($0) }
        reread.restoreState()  // offers the state again, unanswered
        expectTrue(reread.isAwaitingRestoreConfirmation)
        expectEmpty(decisions)
        reread.declineRestore()
        reread.declineRestore()
        expectEqual(decisions, [.declined])
    }

    func confirmedBeforeAttach() {
        saveBrowsedSession()
        let manager = makeManager()
        var decisions: [RestoreDecision] = []
        manager.onRestoreDecision = { decisions.append($0) }
        manager.confirmRestore()
        expectEqual(decisions, [.confirmed(nil)])
        expectNil(manager.lastRestorationReport)

        let app = ShopApp()
        manager.attach(app)
        expectHierarchy(of: app, equals: Self.browsed)
        expectEqual(manager.lastRestorationReport, RestorationReport())
        expectEqual(decisions.count, 1)
    }

    func closuresCarryNoReport() {
        saveBrowsedSession()
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(
            capture: { [weak app] in try app?.captureNavigationState() },
            restore: { [weak app] data in try app?.restoreNavigationState(from: data) })
        var decisions: [RestoreDecision] = []
        manager.onRestoreDecision = { decisions.append($0) }
        manager.confirmRestore()
        expectEqual(decisions, [.confirmed(nil)])
        expectHierarchy(of: app, equals: Self.browsed)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .confirmed: confirmed()
        case .confirmedWithSkips: try confirmedWithSkips()
        case .declined: declined()
        case .afterTheRestoresCallbacks: afterTheRestoresCallbacks()
        case .noDecisionWithoutAPrompt: noDecisionWithoutAPrompt()
        case .confirmedBeforeAttach: confirmedBeforeAttach()
        case .closuresCarryNoReport: closuresCarryNoReport()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case confirmed = "resuming hands the app the replay's report, once the tree is restored"
        case confirmedWithSkips =
            "the report of a replay that skipped something is the one the decision carries"
        case declined = "starting over is heard as declined, with the tree as the user left it meanwhile"
        case afterTheRestoresCallbacks = "the callback comes after the restore's own callbacks"
        case noDecisionWithoutAPrompt =
            "no prompt, no decision: another policy, an answer twice, an offer withdrawn"
        case confirmedBeforeAttach =
            "resuming before a tree is attached carries no report; the attach replays and reports"
        case closuresCarryNoReport = "a tree bound with closures gets no report"

        var testDescription: String { rawValue }
    }
}
