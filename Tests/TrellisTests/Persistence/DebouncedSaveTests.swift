import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Debounced saving")
struct DebouncedSaveTests {
    let storage = TestStorage(.file)
    let now = TestNow()
    let clock = ManualClock()

    func makeManager() -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, debounceInterval: .milliseconds(500),
            clock: clock,
            now: now.closure)
    }

    func burstGivesOneWrite() async {
        let manager = makeManager()
        for tab in 1...20 {
            manager.listPosition = tab
            manager.saveScrollPosition(id: "feed", topItemID: "item-\(tab)")
        }
        await clock.waitForSleepers(count: 1)
        expectEqual(clock.sleeperCount, 1)
        clock.advance(by: .milliseconds(499))
        expectEqual(manager.documents.writeCount, 0)

        clock.advance(by: .milliseconds(1))
        await manager.debouncer.waitForPendingRun()
        expectEqual(manager.documents.writeCount, 1)
        expectFalse(manager.debouncer.isPending)
        let relaunched = makeManager()
        expectEqual(relaunched.listPosition, 20)
        expectEqual(relaunched.scrollPosition(for: "feed"), "item-20")
    }

    func changeRestartsTheWait() async {
        let manager = makeManager()
        manager.listPosition = 1
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(400))

        manager.listPosition = 2
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(100))
        expectEqual(manager.documents.writeCount, 0)
        expectTrue(manager.debouncer.isPending)

        clock.advance(by: .milliseconds(400))
        await manager.debouncer.waitForPendingRun()
        expectEqual(manager.documents.writeCount, 1)
        expectEqual(makeManager().listPosition, 2)
    }

    func backgroundFlushWritesNow() async {
        let manager = makeManager()
        manager.listPosition = 3
        await clock.waitForSleepers(count: 1)

        manager.saveOnBackground()
        expectEqual(manager.documents.writeCount, 1)
        expectFalse(manager.debouncer.isPending)
        expectEqual(clock.sleeperCount, 0)
        expectEqual(makeManager().listPosition, 3)

        clock.advance(by: .seconds(10))
        expectEqual(manager.documents.writeCount, 1)
    }

    func unchangedStateIsNotRewritten() async {
        let manager = makeManager()
        manager.listPosition = 1
        manager.saveNow()
        manager.saveNow()
        expectEqual(manager.documents.writeCount, 1)

        manager.listPosition = 2
        manager.listPosition = 1
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)

        now.advance(minutes: 5)
        let relaunched = makeManager()
        relaunched.saveNow()
        expectEqual(relaunched.documents.writeCount, 0)
        expectEqual(relaunched.lastSavedDate, now.date - 300)
        relaunched.saveOnBackground()
        expectEqual(relaunched.documents.writeCount, 1)
        expectEqual(relaunched.lastSavedDate, now.date)
    }

    func sameValueSchedulesNothing() {
        let manager = makeManager()
        manager.navigationState = nil
        manager.saveScrollPosition(id: "feed", topItemID: "a")
        manager.saveNow()
        manager.saveScrollPosition(id: "feed", topItemID: "a")
        manager.sensitiveKeys = []
        expectFalse(manager.debouncer.isPending)
        expectEqual(manager.documents.writeCount, 1)
    }

    /// Applying restored state is not a change to save: it starts no save task, which would
    /// keep the manager alive until the main actor next runs.
    func restoringSchedulesNothing() {
        let writer = makeManager()
        writer.listPosition = 3
        writer.navigationState = Data("snapshot".utf8)
        writer.saveScrollPosition(id: "feed", topItemID: "a")
        writer.saveNow()

        var restored: StateRestorationManager? = makeManager()
        expectEqual(restored?.listPosition, 3)
        expectEqual(restored?.debouncer.isPending, false)
        weak let released = restored
        restored = nil
        expectNil(released)
    }

    func savingAnAttachedTreeSchedulesNothing() throws {
        let app = ShopApp.navigated()
        var manager: StateRestorationManager? = makeManager()
        manager?.attach(app)
        manager?.saveNow()
        expectEqual(manager?.navigationState, (try app.captureNavigationState()))
        expectEqual(manager?.debouncer.isPending, false)
        weak let released = manager
        manager = nil
        expectNil(released)
    }

    func pendingSaveOutlivesManager() async {
        var manager: StateRestorationManager? = makeManager()
        manager?.listPosition = 6
        manager = nil
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(500))
        // The write happens on the main actor once the sleeper resumes.
        while storage.storedBytes("appState") == nil { await Task.yield() }
        expectEqual(makeManager().listPosition, 6)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .burstGivesOneWrite: await burstGivesOneWrite()
        case .changeRestartsTheWait: await changeRestartsTheWait()
        case .backgroundFlushWritesNow: await backgroundFlushWritesNow()
        case .unchangedStateIsNotRewritten: await unchangedStateIsNotRewritten()
        case .sameValueSchedulesNothing: sameValueSchedulesNothing()
        case .restoringSchedulesNothing: restoringSchedulesNothing()
        case .savingAnAttachedTreeSchedulesNothing: try savingAnAttachedTreeSchedulesNothing()
        case .pendingSaveOutlivesManager: await pendingSaveOutlivesManager()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case burstGivesOneWrite = "a burst of changes gives one write, one interval after the last change"
        case changeRestartsTheWait = "each change restarts the wait"
        case backgroundFlushWritesNow = "a background flush writes immediately and cancels the pending save"
        case unchangedStateIsNotRewritten =
            "unchanged state is not rewritten, except to date when the user left"
        case sameValueSchedulesNothing = "setting a value to what it already is schedules nothing"
        case restoringSchedulesNothing = "restoring state schedules nothing"
        case savingAnAttachedTreeSchedulesNothing = "saving an attached tree schedules no second save"
        case pendingSaveOutlivesManager = "a pending save outlives the manager that scheduled it"

        var testDescription: String { rawValue }
    }
}

@MainActor
@Suite("Debouncer")
struct DebouncerTests {
    let clock = ManualClock()

    @Test("runs the last scheduled action once, after the interval")
    func runsLastActionOnce() async {
        let debouncer = Debouncer(interval: .seconds(1), clock: clock)
        var runs: [Int] = []
        for value in 1...5 { debouncer.schedule { runs.append(value) } }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(1))
        await debouncer.waitForPendingRun()
        expectEqual(runs, [5])
    }

    @Test("cancel drops the pending action")
    func cancelDropsAction() async {
        let debouncer = Debouncer(interval: .seconds(1), clock: clock)
        var ran = false
        debouncer.schedule { ran = true }
        await clock.waitForSleepers(count: 1)
        debouncer.cancel()
        expectEqual(clock.sleeperCount, 0)
        clock.advance(by: .seconds(5))
        await debouncer.waitForPendingRun()
        expectFalse(ran)
        expectFalse(debouncer.isPending)
    }

    /// A superseded or cancelled run must do nothing even on a clock whose sleep does not end
    /// early when its task is cancelled: only the debouncer's own bookkeeping stops it.
    @Test("a superseded or cancelled wait that ends anyway runs nothing", arguments: [false, true])
    func supersededWaitOnACancellationBlindClock(cancelling: Bool) async {
        let blind = CancellationBlindClock(clock)
        let debouncer = Debouncer(interval: .seconds(1), clock: blind)
        var runs: [String] = []
        debouncer.schedule { runs.append("first") }
        await clock.waitForSleepers(count: 1)
        if cancelling {
            debouncer.cancel()
        } else {
            debouncer.schedule { runs.append("second") }
            await clock.waitForSleepers(count: 2)
        }
        clock.advance(by: .seconds(1))
        await blind.waitForWakeUps(cancelling ? 1 : 2)
        await debouncer.waitForPendingRun()
        // The superseded task resumes on the main actor after its wake-up: give it every chance.
        for _ in 0..<200 { await Task.yield() }
        expectEqual(runs, (cancelling ? [] : ["second"]))
        expectFalse(debouncer.isPending)
    }
}

/// A clock whose sleep ignores cancellation: it wakes at its deadline on the manual clock
/// whether or not its task was cancelled meanwhile.
final class CancellationBlindClock: Clock, @unchecked Sendable {
    typealias Instant = ManualClock.Instant
    let base: ManualClock
    private let lock = NSLock()
    private var wakeUps = 0

    init(_ base: ManualClock) {
        self.base = base
    }

    var now: Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let base = base
        // A detached task does not inherit the caller's cancellation.
        try? await Task.detached { try await base.sleep(until: deadline) }.value
        lock.withLock { wakeUps += 1 }
    }

    /// Returns once `count` sleeps have ended.
    func waitForWakeUps(_ count: Int) async {
        while lock.withLock({ wakeUps < count }) { await Task.yield() }
    }
}
