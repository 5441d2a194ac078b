import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Restore behaviour")
struct RestoreBehaviorTests {
    let storage = TestStorage(.file)
    let now = TestNow()
    let clock = ManualClock()

    func makeManager(_ behavior: ResumePolicy) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: behavior, clock: clock, now: now.closure)
    }

    /// Saves a state with tab 2 and a scroll position, at the current `now`.
    func saveSomeState() {
        let manager = makeManager(.always)
        manager.listPosition = 2
        manager.saveScrollPosition(id: "feed", topItemID: "item-9")
        manager.saveNow()
    }

    @Test(
        "time-limited restore applies state saved inside the window",
        arguments: [0.0, 29.0, 29.0 + 59.0 / 60.0, 30.0])
    func timeLimitedInsideWindow(minutesLater: Double) {
        saveSomeState()
        let savedAt = now.date
        now.advance(minutes: minutesLater)
        let manager = makeManager(.timeLimited(minutes: 30))
        expectEqual(manager.listPosition, 2)
        expectEqual(manager.scrollPosition(for: "feed"), "item-9")
        expectEqual(manager.lastSavedDate, savedAt)
    }

    @Test(
        "time-limited restore leaves state saved outside the window unapplied",
        arguments: [30.0 + 1.0 / 60.0, 31.0, 60 * 24.0])
    func timeLimitedOutsideWindow(minutesLater: Double) {
        saveSomeState()
        let savedAt = now.date
        let saved = storage.storedBytes("appState")
        now.advance(minutes: minutesLater)
        let manager = makeManager(.timeLimited(minutes: 30))
        expectEqual(manager.listPosition, 0)
        expectNil(manager.scrollPosition(for: "feed"))
        expectEqual(manager.lastSavedDate, savedAt)
        expectNil(manager.lastError)
        expectEqual(storage.storedBytes("appState"), saved)

        manager.saveNow()
        expectEqual(manager.lastSavedDate, now.date)
        expectEqual(makeManager(.always).listPosition, 0)
    }

    func alwaysRestores() {
        saveSomeState()
        now.advance(minutes: 60 * 24 * 365)
        expectEqual(makeManager(.always).listPosition, 2)
    }

    @Test(
        "the decision for a document saved at a given age",
        arguments: [
            (ResumePolicy.always, 1e9, ResumeDecision.apply),
            (.timeLimited(minutes: 30), 1800, .apply),
            (.timeLimited(minutes: 30), 1800.001, .expired),
            (.timeLimited(minutes: 30), -600, .apply),
            (.timeLimited(minutes: 0), 0, .apply),
            (.timeLimited(minutes: -5), 1, .expired),
            (.askUser, 1e9, .ask),
        ])
    func decisionTable(behavior: ResumePolicy, age: TimeInterval, expected: ResumeDecision) {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        expectEqual(behavior.decision(savedAt: now - age, now: now), expected)
    }

    func askUserConfirm() {
        saveSomeState()
        let manager = makeManager(.askUser)
        expectTrue(manager.isAwaitingRestoreConfirmation)
        expectEqual(manager.listPosition, 0)
        expectNil(manager.scrollPosition(for: "feed"))

        manager.confirmRestore()
        expectFalse(manager.isAwaitingRestoreConfirmation)
        expectEqual(manager.listPosition, 2)
        expectEqual(manager.scrollPosition(for: "feed"), "item-9")
        expectFalse(manager.debouncer.isPending)
        expectNotNil(storage.storedBytes("appState"))
    }

    func askUserDecline() {
        saveSomeState()
        let manager = makeManager(.askUser)
        manager.listPosition = 1
        manager.declineRestore()
        expectFalse(manager.isAwaitingRestoreConfirmation)
        expectEqual(manager.listPosition, 1)
        expectNil(manager.lastSavedDate)
        expectNil(storage.storedBytes("appState"))

        manager.confirmRestore()
        expectEqual(manager.listPosition, 1)
        let relaunched = makeManager(.askUser)
        expectFalse(relaunched.isAwaitingRestoreConfirmation)
    }

    func promptBlocksSaves() async {
        saveSomeState()
        let saved = storage.storedBytes("appState")
        let manager = makeManager(.askUser)
        manager.listPosition = 5
        await manager.debouncer.runPending(on: clock)
        manager.saveOnBackground()
        expectEqual(storage.storedBytes("appState"), saved)
        expectEqual(manager.documents.writeCount, 0)

        let relaunched = makeManager(.askUser)
        expectTrue(relaunched.isAwaitingRestoreConfirmation)
        relaunched.confirmRestore()
        expectEqual(relaunched.listPosition, 2)
    }

    func askUserWithNothingSaved() {
        let manager = makeManager(.askUser)
        expectFalse(manager.isAwaitingRestoreConfirmation)
        manager.listPosition = 3
        manager.saveNow()
        expectEqual(manager.documents.writeCount, 1)
    }

    func expiredStateIsReplacedEvenWhenEqual() {
        saveSomeState()
        now.advance(minutes: 45)
        let manager = makeManager(.timeLimited(minutes: 30))
        expectEqual(manager.listPosition, 0)
        manager.listPosition = 2
        manager.saveScrollPosition(id: "feed", topItemID: "item-9")
        manager.saveNow()
        expectEqual(manager.lastSavedDate, now.date)

        now.advance(minutes: 5)
        let relaunched = makeManager(.timeLimited(minutes: 30))
        expectEqual(relaunched.listPosition, 2)
        expectEqual(relaunched.scrollPosition(for: "feed"), "item-9")
    }

    /// The time limit counts from when the user left, not from the last change: going to the
    /// background writes the save date even when nothing changed.
    func backgroundRefreshesTheSaveDate() {
        saveSomeState()
        now.advance(minutes: 20)
        let manager = makeManager(.timeLimited(minutes: 30))
        expectEqual(manager.listPosition, 2)
        manager.saveNow()
        expectEqual(manager.documents.writeCount, 0)
        manager.saveOnBackground()
        expectEqual(manager.documents.writeCount, 1)
        expectEqual(manager.lastSavedDate, now.date)

        now.advance(minutes: 20)
        let relaunched = makeManager(.timeLimited(minutes: 30))
        expectEqual(relaunched.listPosition, 2)
        expectEqual(relaunched.lastSavedDate, now.date - 20 * 60)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .alwaysRestores: alwaysRestores()
        case .askUserConfirm: askUserConfirm()
        case .askUserDecline: askUserDecline()
        case .promptBlocksSaves: await promptBlocksSaves()
        case .askUserWithNothingSaved: askUserWithNothingSaved()
        case .expiredStateIsReplacedEvenWhenEqual: expiredStateIsReplacedEvenWhenEqual()
        case .backgroundRefreshesTheSaveDate: backgroundRefreshesTheSaveDate()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case alwaysRestores = "always restores state of any age"
        case askUserConfirm = "ask-user shows the prompt and applies nothing until the user confirms"
        case askUserDecline =
            "ask-user decline discards the saved state from storage and keeps the current state"
        case promptBlocksSaves = "while the prompt waits, saves leave the offered state in storage"
        case askUserWithNothingSaved = "ask-user with nothing saved shows no prompt"
        case expiredStateIsReplacedEvenWhenEqual =
            "an expired state is replaced by the next save, even when the session rebuilds it"
        case backgroundRefreshesTheSaveDate =
            "going to the background refreshes the save date of an unchanged state"

        var testDescription: String { rawValue }
    }
}
