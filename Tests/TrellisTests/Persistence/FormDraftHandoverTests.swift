import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// Upgrading from a version that kept form drafts in the app state (`formDrafts` in
/// `appState.json`): the manager hands each draft over to its form's own document, where a
/// `FormDraftManager` finds it, and the app state stops holding it; whichever write fails, no
/// draft is lost.
@MainActor
@Suite("Form drafts handed over from an older app state")
struct FormDraftHandoverTests {
    let clock = ManualClock()
    let now = TestNow()

    func launch(_ storage: TestStorage, _ policy: ResumePolicy = .always) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: policy, debounceInterval: .milliseconds(500), clock: clock,
            now: now.closure)
    }

    func form(_ formID: String, in storage: TestStorage) -> FormDraftManager {
        FormDraftManager(formID: formID, storage: storage.method, clock: clock)
    }

    /// An app state saved by an earlier version: a navigated tree, a scroll position and two
    /// forms' drafts.
    func saveOlderState(in storage: TestStorage) throws {
        let older = launch(storage)
        let app = ShopApp()
        older.attach(app)
        app.setRoot(.main)
        older.saveScrollPosition(id: "feed", topItemID: "item-9")
        older.saveOnBackground()
        try storage.addFormDrafts([
            "review-42": ["title": "Sturdy", "rating": "4"], "signup": ["email": "ada@example.com"],
        ])
    }

    /// The drafts the stored app state still holds.
    func draftsInTheAppState(_ storage: TestStorage) throws -> [String: [String: String]] {
        let bytes = try #require(storage.storedBytes("appState"))
        let document = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        return document["formDrafts"] as? [String: [String: String]] ?? [:]
    }

    @Test("an older app state's drafts are available from FormDraftManager", arguments: StorageKind.allCases)
    func draftsReachTheirForms(kind: StorageKind) async throws {
        let storage = TestStorage(kind)
        try saveOlderState(in: storage)

        let manager = launch(storage)
        let app = ShopApp()
        manager.attach(app)
        let expected = ShopApp()
        expected.setRoot(.main)
        expectEqual(app.debugHierarchy(), expected.debugHierarchy())
        expectEqual(manager.scrollPosition(for: "feed"), "item-9")
        expectNil(manager.lastError)
        expectEqual(form("review-42", in: storage).draftValues, ["title": "Sturdy", "rating": "4"])
        expectEqual(form("signup", in: storage).draftValues, ["email": "ada@example.com"])

        // One save writes the app state without them.
        expectTrue(manager.debouncer.isPending)
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, 1)
        try expectEmpty(draftsInTheAppState(storage))

        // A relaunch finds them with the forms, and nothing to hand over.
        let relaunched = launch(storage)
        relaunched.attach(ShopApp())
        expectFalse(relaunched.debouncer.isPending)
        expectEqual(form("review-42", in: storage).value(for: "title"), "Sturdy")
        expectEqual(form("signup", in: storage).value(for: "email"), "ada@example.com")
    }

    func theFormsOwnDraftWins() async throws {
        let storage = TestStorage(.file)
        try saveOlderState(in: storage)
        let typed = form("review-42", in: storage)
        typed.save(key: "title", value: "Sturdy and bright")
        typed.saveNow()

        let manager = launch(storage)
        expectEqual(form("review-42", in: storage).draftValues, ["title": "Sturdy and bright"])
        expectEqual(form("signup", in: storage).draftValues, ["email": "ada@example.com"])
        await manager.debouncer.runPending(on: clock)
        try expectEmpty(draftsInTheAppState(storage))
    }

    func aFailedDraftWriteKeepsTheDraft() async throws {
        let storage = TestStorage(.file)
        try saveOlderState(in: storage)
        // Something that is not a file sits where the form's document goes.
        let blocker = storage.directory.file("formDraft-review-42.json")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)

        let manager = launch(storage)
        expectEqual(manager.lastError?.location, blocker.path)
        expectEqual(form("signup", in: storage).draftValues, ["email": "ada@example.com"])
        // The app state keeps the draft that did not reach its form, and saves it as before.
        manager.saveScrollPosition(id: "feed", topItemID: "item-10")
        await manager.debouncer.runPending(on: clock)
        try expectEqual(draftsInTheAppState(storage), ["review-42": ["title": "Sturdy", "rating": "4"]])

        try FileManager.default.removeItem(at: blocker)
        let relaunched = launch(storage)
        expectNil(relaunched.lastError)
        expectEqual(form("review-42", in: storage).draftValues, ["title": "Sturdy", "rating": "4"])
        await relaunched.debouncer.runPending(on: clock)
        try expectEmpty(draftsInTheAppState(storage))
    }

    func aMissedAppStateSaveLosesNothing() async throws {
        let storage = TestStorage(.file)
        try saveOlderState(in: storage)
        var manager: StateRestorationManager? = launch(storage)
        expectEqual(manager?.debouncer.isPending, true)
        // The process ends before the scheduled save: the app state still holds the drafts.
        manager?.debouncer.cancel()
        manager = nil
        try expectEqual(draftsInTheAppState(storage).keys.sorted(), ["review-42", "signup"])
        // The user goes on typing in the form, whose document is newer than the copy.
        let typed = form("review-42", in: storage)
        typed.save(key: "title", value: "Sturdy and bright")
        typed.saveNow()

        let relaunched = launch(storage)
        expectEqual(
            form("review-42", in: storage).draftValues, ["title": "Sturdy and bright", "rating": "4"])
        expectEqual(form("signup", in: storage).draftValues, ["email": "ada@example.com"])
        await relaunched.debouncer.runPending(on: clock)
        try expectEmpty(draftsInTheAppState(storage))
    }

    func askUserHandsOverOnConfirm() throws {
        let storage = TestStorage(.file)
        try saveOlderState(in: storage)
        let manager = launch(storage, .askUser)
        expectTrue(manager.isAwaitingRestoreConfirmation)
        expectFalse(form("review-42", in: storage).hasDraft)

        manager.confirmRestore()
        expectEqual(form("review-42", in: storage).draftValues, ["title": "Sturdy", "rating": "4"])
        expectTrue(manager.debouncer.isPending)
    }

    func declinedOrExpiredStateHandsNothingOver() throws {
        let storage = TestStorage(.file)
        try saveOlderState(in: storage)
        launch(storage, .askUser).declineRestore()
        expectFalse(form("review-42", in: storage).hasDraft)
        expectNil(storage.storedBytes("appState"))

        try saveOlderState(in: storage)
        now.advance(minutes: 31)
        let expired = launch(storage, .timeLimited(minutes: 30))
        expectNil(expired.scrollPosition(for: "feed"))
        expectFalse(form("review-42", in: storage).hasDraft)
        expectFalse(form("signup", in: storage).hasDraft)
    }

    @Test(
        "a sensitive field of a handed-over draft leaves its form's document when the keys are set",
        arguments: StorageKind.allCases)
    func sensitiveKeysSetAfterTheHandover(kind: StorageKind) throws {
        let storage = TestStorage(kind)
        try saveOlderState(in: storage)
        try storage.addFormDrafts(["signup": ["email": "ada@example.com", "password": "hunter2"]])

        // As the docs say: set the keys right after creating the manager, which has handed the
        // drafts over by then.
        let manager = launch(storage)
        manager.sensitiveKeys = ["password"]
        manager.attach(ShopApp())

        expectEqual(form("signup", in: storage).draftValues, ["email": "ada@example.com"])
        let bytes = try #require(storage.storedBytes("formDraft-signup"))
        expectFalse(String(decoding: bytes, as: UTF8.self).contains("hunter2"))
        expectNil(manager.lastError)

        // A relaunch that knows the keys from the start hands nothing sensitive over either.
        try storage.addFormDrafts(["review-42": ["title": "Sturdy", "password": "hunter2"]])
        let relaunched = launch(storage)
        relaunched.sensitiveKeys = ["password"]
        let review = try #require(storage.storedBytes("formDraft-review-42"))
        expectFalse(String(decoding: review, as: UTF8.self).contains("hunter2"))
        expectEqual(form("review-42", in: storage).draftValues, ["title": "Sturdy"])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .theFormsOwnDraftWins: try await theFormsOwnDraftWins()
        case .aFailedDraftWriteKeepsTheDraft: try await aFailedDraftWriteKeepsTheDraft()
        case .aMissedAppStateSaveLosesNothing: try await aMissedAppStateSaveLosesNothing()
        case .askUserHandsOverOnConfirm: try askUserHandsOverOnConfirm()
        case .declinedOrExpiredStateHandsNothingOver: try declinedOrExpiredStateHandsNothingOver()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case theFormsOwnDraftWins =
            "a form with a draft document of its own keeps it; the app state's copy is dropped"
        case aFailedDraftWriteKeepsTheDraft =
            "a draft whose document can't be written stays in the app state and is handed over later"
        case aMissedAppStateSaveLosesNothing =
            "when the app state is not rewritten after the handover, the next launch drops its stale copy"
        case askUserHandsOverOnConfirm =
            "behind the restore prompt, drafts are handed over when the user resumes"
        case declinedOrExpiredStateHandsNothingOver =
            "drafts of a state the user declines, or that expired, come back no more than before"

        var testDescription: String { rawValue }
    }
}
