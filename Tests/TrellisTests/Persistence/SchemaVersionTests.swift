import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Schema versions and migration")
struct SchemaVersionTests {
    let storage = TestStorage(.file)
    let now = TestNow()

    func makeManager(schema: StateSchema = StateSchema()) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: ManualClock(), now: now.closure,
            schema: schema)
    }

    func storeDocument(_ json: String) throws {
        try storage.store(Data(json.utf8), as: "appState")
    }

    var savedAt: Double { now.date.timeIntervalSince1970 }

    @Test("an older document is migrated by the app's hook, applied, and rewritten at the new version")
    func migratesOlderDocument() throws {
        try storeDocument(
            """
            {"formatVersion": 1, "stateVersion": 1, "savedAt": \(savedAt), "selectedTab": 1,
             "scrollPositions": {"inbox": "mail-7"}}
            """)
        var seenVersions: [Int] = []
        let schema = StateSchema(version: 3) { state, storedVersion in
            seenVersions.append(storedVersion)
            if storedVersion < 2 {
                state.scrollPositions["mail"] = state.scrollPositions.removeValue(forKey: "inbox")
            }
            if storedVersion < 3, state.selectedTab >= 1 {
                state.selectedTab += 1
            }
        }
        let manager = makeManager(schema: schema)

        #expect(seenVersions == [1])
        #expect(manager.stateVersion == 3)
        #expect(manager.selectedTab == 2)
        #expect(manager.scrollPosition(for: "mail") == "mail-7")
        #expect(manager.scrollPosition(for: "inbox") == nil)
        #expect(manager.lastError == nil)

        manager.saveOnBackground()
        #expect(manager.documents.writeCount == 1)
        let object = try JSONSerialization.jsonObject(with: try #require(storage.storedBytes("appState")))
        #expect((object as? [String: Any])?["stateVersion"] as? Int == 3)
        #expect(makeManager(schema: schema).selectedTab == 2)
        #expect(seenVersions == [1])
    }

    @Test("an older document without newer fields decodes with their defaults")
    func olderDocumentGetsDefaults() throws {
        try storeDocument(#"{"formatVersion": 1, "stateVersion": 1, "savedAt": \#(savedAt)}"#)
        let manager = makeManager()
        #expect(manager.lastError == nil)
        #expect(manager.selectedTab == 0)
        #expect(manager.navigationState == nil)
        #expect(manager.lastSavedDate == now.date)
    }

    @Test("unknown fields are ignored")
    func unknownFieldsAreIgnored() throws {
        try storeDocument(
            #"{"formatVersion": 1, "stateVersion": 1, "savedAt": \#(savedAt), "selectedTab": 4, "future": [1]}"#
        )
        #expect(makeManager().selectedTab == 4)
    }

    @Test(
        "a document from a newer version is left untouched, not applied and not overwritten",
        arguments: [
            (
                #"{"formatVersion": 1, "stateVersion": 7, "savedAt": 0, "selectedTab": 3}"#,
                PersistenceError.Reason.newerStateVersion(stored: 7, supported: 1)
            ),
            (
                #"{"formatVersion": 2, "stateVersion": 1, "tabs": {"selected": "three"}}"#,
                .newerFormatVersion(stored: 2, supported: 1)
            ),
        ])
    func newerDocumentIsLeftUntouched(json: String, reason: PersistenceError.Reason) async throws {
        try storeDocument(json)
        let clock = ManualClock()
        let manager = StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: clock, now: now.closure)

        #expect(manager.selectedTab == 0)
        #expect(manager.lastSavedDate == nil)
        #expect(manager.lastError?.reason == reason)
        #expect(manager.lastError?.operation == .load)

        manager.selectedTab = 1
        await manager.debouncer.runPending(on: clock)
        manager.saveOnBackground()
        #expect(manager.lastError?.reason == .writeSuspended)
        #expect(manager.lastError?.operation == .save)
        #expect(storage.storedBytes("appState") == Data(json.utf8))
        #expect(storage.directory.fileNames == ["appState.json"])
    }

    @Test("clearState discards a newer document on request, and saving resumes")
    func clearStateDiscardsNewerDocument() throws {
        try storeDocument(#"{"formatVersion": 1, "stateVersion": 9, "savedAt": 0}"#)
        let manager = makeManager()
        manager.clearState()
        #expect(storage.storedBytes("appState") == nil)
        manager.selectedTab = 2
        manager.saveNow()
        #expect(manager.lastError == nil)
        #expect(makeManager().selectedTab == 2)
    }

    @Test("a migration hook that throws moves the document aside and reports it")
    func throwingMigrationQuarantines() throws {
        struct Unmigratable: Error {}
        try storeDocument(
            #"{"formatVersion": 1, "stateVersion": 1, "savedAt": \#(savedAt), "selectedTab": 2}"#)
        let manager = makeManager(schema: StateSchema(version: 2) { _, _ in throw Unmigratable() })

        #expect(manager.selectedTab == 0)
        let error = try #require(manager.lastError)
        #expect(error.reason == .migrationFailed)
        #expect(error.underlyingError is Unmigratable)
        #expect(error.movedAsideTo != nil)
        #expect(storage.directory.fileNames == ["appState.corrupt-20231114T221320Z.json"])
    }

    @Test("a document at the current version is not passed to the hook")
    func currentVersionIsNotMigrated() throws {
        var calls = 0
        let schema = StateSchema(version: 2) { _, _ in calls += 1 }
        let first = makeManager(schema: schema)
        first.selectedTab = 1
        first.saveNow()
        _ = makeManager(schema: schema)
        #expect(calls == 0)
    }
}
