import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// `waitForPendingSave()`: a test that wakes a debounced save on a manual clock awaits the
/// write, without polling, before it reads storage or relaunches.
/// Set by a task when it gets past a point, for a test to check that it did not yet.
@MainActor
private final class Flag {
    var isSet = false
}

@MainActor
@Suite("Waiting for a pending save")
struct WaitingForASaveTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()
    let now = TestNow()

    func makeManager(_ policy: ResumePolicy = .timeLimited(minutes: 30)) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: policy, debounceInterval: .milliseconds(500), clock: clock,
            // Held strongly: a save that outlives the test (when the wait is broken) still has a date.
            now: { [now] in now.date })
    }

    /// Suspends the test many times over, so that a wait that returned too early (after a
    /// yield or a few) would have returned by now. A correct wait cannot return while a save
    /// is pending, however often the test suspends: this is not a poll for a result.
    private static func giveOtherTasksTheirTurns() async {
        for _ in 0..<200 { await Task.yield() }
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

    /// Navigates `app` to ``browsed``.
    private func browse(_ app: ShopApp) {
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in catalog.route(to: .detail(id: 42)) }
        }
    }

    func theWaitReturnsAfterTheWrite() async throws {
        let manager = makeManager()
        let app = ShopApp()
        manager.attach(app)
        browse(app)
        try #require(manager.debouncer.isPending)
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(500))
        // The save runs in a task of its own, which has not had its turn yet.
        expectNil(storage.storedBytes("appState"))
        expectNil(manager.lastSavedDate)

        await manager.waitForPendingSave()
        // Checked with no suspension in between: the write happened before the wait returned.
        expectEqual(manager.lastSavedDate, now.date)
        expectEqual(manager.documents.writeCount, 1)
        expectNotNil(storage.storedBytes("appState"))

        let relaunched = ShopApp()
        makeManager().attach(relaunched)
        expectEqual(relaunched.debugHierarchy(), Self.browsed)
    }

    func nothingPending() async {
        let manager = makeManager()
        await manager.waitForPendingSave()
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(clock.sleeperCount, 0)
    }

    func aLaterSaveIsWaitedFor() async {
        let manager = makeManager()
        manager.listPosition = 1
        await clock.waitForSleepers(count: 1)
        let finished = Flag()
        let waiter = Task { @MainActor in
            await manager.waitForPendingSave()
            finished.isSet = true
        }
        manager.listPosition = 2  // cancels the first save and schedules another
        await clock.waitForSleepers(count: 1)
        await Self.giveOtherTasksTheirTurns()
        // The second save is still asleep: the wait cannot have returned.
        expectFalse(finished.isSet)
        expectEqual(manager.documents.writeCount, 0)

        clock.advance(by: .milliseconds(500))
        await waiter.value
        expectTrue(finished.isSet)
        expectEqual(manager.documents.writeCount, 1)
        expectEqual(makeManager().listPosition, 2)
    }

    func savingNowEndsTheWait() async {
        let manager = makeManager()
        manager.listPosition = 3
        await clock.waitForSleepers(count: 1)
        let finished = Flag()
        let waiter = Task { @MainActor in
            await manager.waitForPendingSave()
            finished.isSet = true
        }
        await Self.giveOtherTasksTheirTurns()
        expectFalse(finished.isSet)  // the save sleeps: the wait goes on
        manager.saveNow()
        await waiter.value
        expectTrue(finished.isSet)
        expectEqual(manager.documents.writeCount, 1)
        expectEqual(clock.now.offset, .zero)
        expectEqual(makeManager().listPosition, 3)
    }

    func formDraft() async {
        let draft = FormDraftManager(
            formID: "review", storage: storage.method, debounceInterval: .seconds(1), clock: clock)
        draft.save(key: "title", value: "Great shoes")
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(1))
        expectNil(storage.storedBytes("formDraft-review"))

        await draft.waitForPendingSave()
        expectNotNil(storage.storedBytes("formDraft-review"))
        let relaunched = FormDraftManager(formID: "review", storage: storage.method)
        expectEqual(relaunched.value(for: "title"), "Great shoes")
    }

    /// The Testing section of the Resuming article, step by step: navigate, wake the debounce,
    /// wait for the write, relaunch within the time limit (the tree comes back) and after it
    /// (it does not).
    func theArticlesExample() async throws {
        let app = ShopApp()
        let restoration = makeManager()
        restoration.attach(app)
        browse(app)
        try #require(restoration.debouncer.isPending)
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(500))
        await restoration.waitForPendingSave()

        now.advance(minutes: 10)
        let relaunchedApp = ShopApp()
        let relaunched = makeManager()
        relaunched.attach(relaunchedApp)
        expectEqual(relaunchedApp.debugHierarchy(), Self.browsed)

        now.advance(minutes: 31)
        let tooLate = ShopApp()
        let expired = makeManager()
        expired.attach(tooLate)
        expectEqual(
            tooLate.debugHierarchy(),
            """
            ShopApp [root]
              root .login → LoginFlow [flow]
                root .welcome
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .theWaitReturnsAfterTheWrite: try await theWaitReturnsAfterTheWrite()
        case .nothingPending: await nothingPending()
        case .aLaterSaveIsWaitedFor: await aLaterSaveIsWaitedFor()
        case .savingNowEndsTheWait: await savingNowEndsTheWait()
        case .formDraft: await formDraft()
        case .theArticlesExample: try await theArticlesExample()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case theWaitReturnsAfterTheWrite =
            "waking the debounce writes nothing yet; the wait returns once the state is written"
        case nothingPending = "with nothing pending, the wait returns at once"
        case aLaterSaveIsWaitedFor = "a save scheduled while the wait waits is waited for too"
        case savingNowEndsTheWait = "saving now ends the wait without the clock moving"
        case formDraft = "a form draft's debounced save is awaited the same way"
        case theArticlesExample =
            "the Resuming article's test: save, advance, wait, relaunch, and see the tree again"

        var testDescription: String { rawValue }
    }
}
