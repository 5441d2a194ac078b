import Foundation
import Testing
import Trellis

/// `navigate(to:)` from every state the random sessions reach (issue #18 item 5): each state
/// is navigated to a random target derived from it (a prefix kept, then changed; now and then
/// with parts that cannot be reached), and the result is compared with the reference model
/// (tree, callbacks with causes, layout, report) and with what the call promises (the tree
/// shows the target; the destinations dismissed with `.code` are exactly those not on the
/// target's path; what matched keeps its identity; the same target again changes nothing).
@MainActor
@Suite("Targets: navigate(to:) against the session model")
struct NavigateModelTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    /// `TRELLIS_NAVIGATE_SESSIONS` runs more or fewer sessions (a soak run).
    static let sessionCount = environment["TRELLIS_NAVIGATE_SESSIONS"].flatMap { Int($0) } ?? 100
    static let maximumSteps = RandomSessionTests.maximumSteps
    static let baseSeed: UInt64 = 0x7A_6E7

    @Test func everyReachedStateNavigatesToARandomTarget() {
        let run = SessionRun()
        run.probesTargets = true
        for index in 0..<Self.sessionCount {
            let session = RandomSession(seed: Self.baseSeed &+ UInt64(index), run: run)
            if let failure = session.run(maximumSteps: Self.maximumSteps, checkingTheStart: index == 0) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
        let figures = run.navigation
        Thorough.report(
            "navigate(to:) against the model: \(Self.sessionCount) sessions, \(figures.states) states, "
                + "\(figures.targets) targets (\(figures.partialTargets) partly unreachable, "
                + "\(figures.unchangedTargets) already shown), targets up to \(figures.deepestTarget) coordinators deep, "
                + "\(figures.removals) destinations removed, \(figures.keptSlots) matched slots kept"
        )
        #expect(figures.states >= Self.sessionCount)
        #expect(figures.partialTargets > 0)
        #expect(figures.unchangedTargets > 0)
        // Now and then a deep one (a chain of 12 to 32 new coordinators).
        #expect(figures.deepestTarget >= 12)
    }

    /// `TRELLIS_SESSION_SEED=<seed> swift test --filter replayOneNavigatingSession` replays one
    /// session with its navigation probes, printing each step and the model's tree after it.
    @Test(.enabled(if: environment["TRELLIS_SESSION_SEED"] != nil))
    func replayOneNavigatingSession() throws {
        let seed = try #require(Self.environment["TRELLIS_SESSION_SEED"].flatMap { UInt64($0) })
        let run = SessionRun()
        run.checksEveryLayout = true
        run.probesTargets = true
        let session = RandomSession(seed: seed, run: run, isVerbose: true)
        if let failure = session.run(maximumSteps: Self.maximumSteps) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("Of two tabs showing the target's tab, the first is selected")
    func firstOfTwoTabs() {
        let tabs = SessionTabs()
        tabs.setTabs([.home, .flow, .home])
        tabs.select(index: 2)
        let report = tabs.navigate(to: SessionTabs.target(tab: .home))
        expectTrue(report.isComplete)
        expectEqual(
            tabs.debugHierarchy(),
            """
            SessionTabs [tab]
              tab[0]* .home
              tab[1] .flow → (not yet created)
              tab[2] .home
            """)
    }

    @Test("A navigation from app code in makeChild(for:) is refused and changes nothing")
    func refusedFromMakeChild() {
        let app = SessionApp()
        _ = app.debugHierarchy()
        var report: NavigationTargetReport?
        SessionHooks.duringMakeChild = {
            report = app.navigate(to: SessionApp.target(root: .guest))
        }
        defer { SessionHooks.duringMakeChild = nil }
        let outer = app.navigate(to: SessionApp.target(root: .main))
        expectTrue(outer.isComplete)
        expectEqual(report?.wasRefused, true)
        expectEqual(report?.description, "refused: another navigation change is in progress")
        expectEqual(
            app.debugHierarchy(),
            """
            SessionApp [root]
              root .main → SessionTabs [tab]
                tab[0]* .flow → SessionFlow [flow]
                  root .home
                tab[1] .home → (not yet created)
                tab[2] .seeded → (not yet created)
            """)
    }
}

@MainActor
@Suite("Targets: the places navigate(to:) reports")
struct NavigateReportPlaceTests {
    /// `NavigationTargetReport.Unreachable.place` is documented as "the coordinator type and
    /// the destination, as `debugHierarchy()` prints them"; for a root's child the library
    /// leaves the destination out (`SessionApp root`), unlike entries and tabs.
    @Test func anUnreachableRootChildNamesItsDestination() {
        let app = SessionApp()
        let report = app.navigate(to: SessionApp.target(root: .login, showing: SessionFlow.target()))
        expectEqual(report.unreachable.map(\.place), ["SessionApp root .login"])
        let entry = app.navigate(
            to: SessionApp.target(root: .login, modals: [.present(.home, showing: SessionFlow.target())]))
        expectEqual(
            entry.unreachable.map(\.description), ["SessionApp sheet .home: hosts no child coordinator"])
    }
}
