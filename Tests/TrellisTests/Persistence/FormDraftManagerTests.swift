import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Form draft manager")
struct FormDraftManagerTests {
    let clock = ManualClock()

    func makeDraft(_ storage: TestStorage, formID: String = "compose") -> FormDraftManager {
        FormDraftManager(formID: formID, storage: storage.method, debounceInterval: .seconds(1), clock: clock)
    }

    @Test("a draft survives a relaunch", arguments: StorageKind.allCases)
    func draftSurvivesRelaunch(kind: StorageKind) {
        let storage = TestStorage(kind)
        let draft = makeDraft(storage)
        expectFalse(draft.hasDraft)
        draft.save(key: "title", value: "Hello")
        draft.save(key: "body", value: "Line 1\nLine 2")
        draft.saveNow()
        expectNil(draft.lastError)

        let relaunched = makeDraft(storage)
        expectTrue(relaunched.hasDraft)
        expectEqual(relaunched.value(for: "title"), "Hello")
        expectNil(relaunched.value(for: "missing"))
        expectEqual(relaunched.draftValues, ["title": "Hello", "body": "Line 1\nLine 2"])
    }

    func typingGivesOneWrite() async {
        let storage = TestStorage(.file)
        let draft = makeDraft(storage)
        for length in 1...30 { draft.save(key: "body", value: String(repeating: "a", count: length)) }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(999))
        expectEqual(draft.documents.writeCount, 0)
        clock.advance(by: .milliseconds(1))
        await draft.debouncer.waitForPendingRun()
        expectEqual(draft.documents.writeCount, 1)
        expectEqual(makeDraft(storage).value(for: "body")?.count, 30)
    }

    func saveNowFlushes() async {
        let storage = TestStorage(.file)
        let draft = makeDraft(storage)
        draft.save(key: "title", value: "x")
        draft.saveNow()
        expectEqual(draft.documents.writeCount, 1)
        expectFalse(draft.debouncer.isPending)
        draft.saveNow()
        draft.save(key: "title", value: "x")
        expectFalse(draft.debouncer.isPending)
        expectEqual(draft.documents.writeCount, 1)
        expectEqual(makeDraft(storage).documents.writeCount, 0)
    }

    @Test("clearing on submit removes the draft from storage", arguments: StorageKind.allCases)
    func clearDraftOnSubmit(kind: StorageKind) {
        let storage = TestStorage(kind)
        let draft = makeDraft(storage)
        draft.save(key: "title", value: "Sent")
        draft.saveNow()
        expectNotNil(storage.storedBytes("formDraft-compose"))
        draft.save(key: "title", value: "Sent!")

        draft.clearDraft()
        expectFalse(draft.hasDraft)
        expectEmpty(draft.draftValues)
        expectFalse(draft.debouncer.isPending)
        expectNil(storage.storedBytes("formDraft-compose"))
        expectFalse(makeDraft(storage).hasDraft)
    }

    func oneFilePerForm() {
        let storage = TestStorage(.file)
        let compose = makeDraft(storage, formID: "compose")
        let reply = makeDraft(storage, formID: "reply/42")
        compose.save(key: "t", value: "a")
        reply.save(key: "t", value: "b")
        compose.saveNow()
        reply.saveNow()
        expectEqual(storage.directory.fileNames, ["formDraft-compose.json", "formDraft-reply%2F42.json"])
        compose.clearDraft()
        expectEqual(makeDraft(storage, formID: "reply/42").value(for: "t"), "b")
    }

    func newerDraftIsUntouched() throws {
        let storage = TestStorage(.file)
        let newer = Data(#"{"formatVersion": 5, "fields": []}"#.utf8)
        try storage.store(newer, as: "formDraft-compose")
        let draft = makeDraft(storage)
        expectFalse(draft.hasDraft)
        expectEqual(draft.lastError?.reason, .newerFormatVersion(stored: 5, supported: 1))
        draft.save(key: "t", value: "new")
        draft.saveNow()
        expectEqual(draft.lastError?.reason, .writeSuspended)
        expectEqual(storage.storedBytes("formDraft-compose"), newer)

        draft.clearDraft()
        draft.save(key: "t", value: "new")
        draft.saveNow()
        expectNil(draft.lastError)
        expectEqual(makeDraft(storage).value(for: "t"), "new")
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .typingGivesOneWrite: await typingGivesOneWrite()
        case .saveNowFlushes: await saveNowFlushes()
        case .oneFilePerForm: oneFilePerForm()
        case .newerDraftIsUntouched: try newerDraftIsUntouched()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case typingGivesOneWrite = "typing gives one debounced write"
        case saveNowFlushes =
            "saveNow writes at once and cancels the pending save; unchanged drafts are not rewritten"
        case oneFilePerForm = "each form has its own file"
        case newerDraftIsUntouched = "a draft from a newer format is left untouched and not overwritten"

        var testDescription: String { rawValue }
    }
}
