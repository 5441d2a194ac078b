import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Sensitive form fields")
struct SensitiveFieldTests {
    let clock = ManualClock()

    /// A document an earlier version saved, with drafts in the app state (`formDrafts`); its
    /// build marked no key sensitive.
    private func saveOlderState(in storage: TestStorage, drafts: [String: [String: String]]) throws {
        let older = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        older.saveScrollPosition(id: "feed", topItemID: "item-1")
        older.saveNow()
        try storage.addFormDrafts(drafts)
    }

    @Test(
        "sensitive fields of an older state's drafts never reach the forms' documents",
        arguments: StorageKind.allCases)
    func handedOverDraftsLeaveSensitiveFieldsOut(kind: StorageKind) async throws {
        let storage = TestStorage(kind)
        let manager = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        manager.sensitiveKeys = ["password", "cardNumber"]
        try saveOlderState(
            in: storage,
            drafts: [
                "signup": ["email": "ada@example.com", "password": "hunter2-secret"],
                "payment": ["cardNumber": "4111111111111111"],
            ])

        manager.restoreState()
        let signup = try #require(storage.storedBytes("formDraft-signup")).text
        #expect(signup.contains("ada@example.com"))
        expectFalse(signup.contains("hunter2-secret"))
        expectFalse(signup.contains("password"))
        expectNil(storage.storedBytes("formDraft-payment"))
        await manager.debouncer.runPending(on: clock)
        let text = try #require(storage.storedBytes("appState")).text
        expectFalse(text.contains("hunter2-secret"))
        expectFalse(text.contains("4111111111111111"))
        expectFalse(text.contains("ada@example.com"))
        expectEqual(
            FormDraftManager(formID: "signup", storage: storage.method, clock: clock).draftValues,
            ["email": "ada@example.com"])
    }

    func markingLaterRemovesAHeldDraftsValue() async throws {
        let storage = TestStorage(.file)
        try saveOlderState(in: storage, drafts: ["login": ["user": "ada", "token": "abc-123-token"]])
        // The form's document is from a newer version: the draft stays in the app state.
        try storage.store(
            Data(#"{"formatVersion": 2, "formID": "login", "values": {}}"#.utf8), as: "formDraft-login")
        let manager = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        expectEqual(manager.lastError?.reason, .newerFormatVersion(stored: 2, supported: 1))
        manager.saveScrollPosition(id: "feed", topItemID: "item-2")
        manager.saveNow()
        #expect(try #require(storage.storedBytes("appState")).text.contains("abc-123-token"))

        manager.sensitiveKeys = ["token"]
        await manager.debouncer.runPending(on: clock)
        let text = try #require(storage.storedBytes("appState")).text
        expectFalse(text.contains("abc-123-token"))
        #expect(text.contains("ada"))

        // An older build writes the field again; re-reading storage drops it and rewrites.
        try storage.addFormDrafts(["login": ["user": "ada", "token": "def-456-token"]])
        manager.restoreState()
        await manager.debouncer.runPending(on: clock)
        expectFalse(try #require(storage.storedBytes("appState")).text.contains("def-456-token"))
    }

    /// An older state whose draft holds a field the app now marks sensitive: a load that knows
    /// the key (`restoreState()`) hands the draft over without it; a launch that hands it over
    /// before the key is marked leaves it to the form's manager, which drops it on load and
    /// rewrites its document without it.
    @Test(
        "an older state's now-sensitive draft field is dropped on the way to the form",
        arguments: StorageKind.allCases)
    func olderSensitiveDraftFieldIsDropped(kind: StorageKind) async throws {
        let storage = TestStorage(kind)
        let manager = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        manager.sensitiveKeys = ["token"]
        try saveOlderState(in: storage, drafts: ["login": ["user": "ada", "token": "abc-123-token"]])
        manager.restoreState()
        expectFalse(try #require(storage.storedBytes("formDraft-login")).text.contains("abc-123-token"))
        await manager.debouncer.runPending(on: clock)
        expectFalse(try #require(storage.storedBytes("appState")).text.contains("abc-123-token"))

        FormDraftManager(formID: "login", storage: storage.method, clock: clock).clearDraft()
        try saveOlderState(in: storage, drafts: ["login": ["user": "ada", "token": "def-456-token"]])
        let relaunched = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        relaunched.sensitiveKeys = ["token"]
        await relaunched.debouncer.runPending(on: clock)
        expectFalse((try #require(storage.storedBytes("appState")).text.contains("def-456-token")))
        let form = FormDraftManager(
            formID: "login", storage: storage.method, sensitiveKeys: ["token"], clock: clock)
        expectEqual(form.draftValues, ["user": "ada"])
        form.saveNow()
        expectFalse(try #require(storage.storedBytes("formDraft-login")).text.contains("def-456-token"))
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

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .markingLaterRemovesAHeldDraftsValue: try await markingLaterRemovesAHeldDraftsValue()
        case .olderSensitiveValueIsScrubbed: try await olderSensitiveValueIsScrubbed()
        case .onlySensitiveFieldsWriteNothing: onlySensitiveFieldsWriteNothing()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case markingLaterRemovesAHeldDraftsValue =
            "marking a key sensitive removes it from the drafts the app state still holds"
        case olderSensitiveValueIsScrubbed =
            "a sensitive value written by an older build is dropped on load and from storage"
        case onlySensitiveFieldsWriteNothing = "a draft of only sensitive fields writes nothing"

        var testDescription: String { rawValue }
    }
}
