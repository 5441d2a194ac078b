import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Sensitive form fields")
struct SensitiveFieldTests {
    let clock = ManualClock()

    @Test("sensitive draft fields never reach storage", arguments: StorageKind.allCases)
    func managerNeverWritesSensitiveFields(kind: StorageKind) throws {
        let storage = TestStorage(kind)
        let manager = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        manager.sensitiveKeys = ["password", "cardNumber"]
        manager.saveFormDraft(formID: "signup", key: "email", value: "ada@example.com")
        manager.saveFormDraft(formID: "signup", key: "password", value: "hunter2-secret")
        manager.saveFormDraft(formID: "payment", key: "cardNumber", value: "4111111111111111")
        manager.saveOnBackground()

        expectEqual(manager.formDraftValue(formID: "signup", key: "password"), "hunter2-secret")
        let text = try #require(storage.storedBytes("appState")).text
        #expect(text.contains("ada@example.com"))
        expectFalse(text.contains("hunter2-secret"))
        expectFalse(text.contains("password"))
        expectFalse(text.contains("4111111111111111"))
        expectFalse(text.contains("payment"))

        let relaunched = StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: clock)
        expectEqual(relaunched.formDraftValue(formID: "signup", key: "email"), "ada@example.com")
        expectNil(relaunched.formDraftValue(formID: "signup", key: "password"))
    }

    @Test("marking a key sensitive removes its saved value at the next save")
    func markingLaterRemovesSavedValue() async throws {
        let storage = TestStorage(.file)
        let first = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        first.saveFormDraft(formID: "login", key: "token", value: "abc-123-token")
        first.saveNow()
        #expect(try #require(storage.storedBytes("appState")).text.contains("abc-123-token"))

        first.sensitiveKeys = ["token"]
        await first.debouncer.runPending(on: clock)
        expectFalse((try #require(storage.storedBytes("appState")).text.contains("abc-123-token")))
    }

    /// The promise "values an older build wrote before the key was marked are dropped on load
    /// and removed by the next save", on both ways a manager meets such a document: a load
    /// that already knows the key (`restoreState()`), and a launch that marks it right after.
    @Test(
        "a reloaded state that holds a now-sensitive field is rewritten without it",
        arguments: StorageKind.allCases)
    func reloadedSensitiveFieldIsRewritten(kind: StorageKind) async throws {
        let storage = TestStorage(kind)
        let manager = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        manager.sensitiveKeys = ["token"]
        await manager.debouncer.runPending(on: clock)
        // An older build, which did not mark the key, writes the document meanwhile.
        let older = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        older.saveFormDraft(formID: "login", key: "user", value: "ada")
        older.saveFormDraft(formID: "login", key: "token", value: "abc-123-token")
        older.saveNow()

        manager.restoreState()
        expectNil(manager.formDraftValue(formID: "login", key: "token"))
        expectEqual(manager.formDraftValue(formID: "login", key: "user"), "ada")
        await manager.debouncer.runPending(on: clock)
        let rewritten = try #require(storage.storedBytes("appState")).text
        expectFalse(rewritten.contains("abc-123-token"))
        #expect(rewritten.contains("ada"))

        older.saveFormDraft(formID: "login", key: "token", value: "def-456-token")
        older.saveNow()
        let relaunched = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        relaunched.sensitiveKeys = ["token"]
        await relaunched.debouncer.runPending(on: clock)
        expectFalse((try #require(storage.storedBytes("appState")).text.contains("def-456-token")))
    }

    @Test("a standalone draft keeps sensitive fields in memory only", arguments: StorageKind.allCases)
    func formDraftNeverWritesSensitiveFields(kind: StorageKind) throws {
        let storage = TestStorage(kind)
        let draft = FormDraftManager(
            formID: "signup", storage: storage.method, sensitiveKeys: ["password"], clock: clock)
        draft.save(key: "name", value: "Ada")
        draft.save(key: "password", value: "correct horse battery")
        draft.saveNow()

        expectEqual(draft.value(for: "password"), "correct horse battery")
        expectEqual(draft.draftValues, ["name": "Ada", "password": "correct horse battery"])
        let text = try #require(storage.storedBytes("formDraft-signup")).text
        #expect(text.contains("Ada"))
        expectFalse(text.contains("correct horse battery"))
        expectFalse(text.contains("password"))

        let relaunched = FormDraftManager(formID: "signup", storage: storage.method, clock: clock)
        expectEqual(relaunched.draftValues, ["name": "Ada"])
    }

    @Test("a sensitive value written by an older build is dropped on load and from storage")
    func olderSensitiveValueIsScrubbed() async throws {
        let storage = TestStorage(.file)
        let old = FormDraftManager(formID: "login", storage: storage.method, clock: clock)
        old.save(key: "user", value: "ada")
        old.save(key: "pin", value: "8642")
        old.saveNow()

        let draft = FormDraftManager(
            formID: "login", storage: storage.method, sensitiveKeys: ["pin"], clock: clock)
        expectNil(draft.value(for: "pin"))
        expectEqual(draft.value(for: "user"), "ada")
        await draft.debouncer.runPending(on: clock)
        let text = try #require(storage.storedBytes("formDraft-login")).text
        expectFalse(text.contains("8642"))
        #expect(text.contains("ada"))
    }

    @Test("a draft of only sensitive fields writes nothing")
    func onlySensitiveFieldsWriteNothing() {
        let storage = TestStorage(.file)
        let draft = FormDraftManager(
            formID: "pin", storage: storage.method, sensitiveKeys: ["pin"], clock: clock)
        draft.save(key: "pin", value: "1234")
        draft.saveNow()
        expectTrue(draft.hasDraft)
        expectEqual(draft.documents.writeCount, 0)
        expectEmpty(storage.directory.fileNames)
    }
}
