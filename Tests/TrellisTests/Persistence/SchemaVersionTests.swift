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

    /// The draft value a form's own manager finds, where the drafts of an older app state go.
    func draftValue(formID: String, key: String) -> String? {
        FormDraftManager(formID: formID, storage: storage.method, clock: ManualClock()).value(for: key)
    }

    func migratesOlderDocument() throws {
        try storeDocument(
            """
            {"formatVersion": 1, "stateVersion": 1, "savedAt": \(savedAt),
             "scrollPositions": {"inbox": "mail-7"}, "formDrafts": {"feedback": {"title": "Sturdy"}}}
            """)
        var seenVersions: [Int] = []
        let schema = StateSchema(version: 3) { state, storedVersion in
            seenVersions.append(storedVersion)
            if storedVersion < 2 {
                state.scrollPositions["mail"] = state.scrollPositions.removeValue(forKey: "inbox")
            }
            if storedVersion < 3 {
                state.formDrafts["review"] = state.formDrafts.removeValue(forKey: "feedback")
            }
        }
        let manager = makeManager(schema: schema)

        expectEqual(seenVersions, [1])
        expectEqual(manager.stateVersion, 3)
        expectEqual(draftValue(formID: "review", key: "title"), "Sturdy")
        expectNil(draftValue(formID: "feedback", key: "title"))
        expectEqual(manager.scrollPosition(for: "mail"), "mail-7")
        expectNil(manager.scrollPosition(for: "inbox"))
        expectNil(manager.lastError)

        manager.saveOnBackground()
        expectEqual(manager.documents.writeCount, 1)
        let object = try JSONSerialization.jsonObject(with: try #require(storage.storedBytes("appState")))
        expectEqual((object as? [String: Any])?["stateVersion"] as? Int, 3)
        expectEqual(makeManager(schema: schema).stateVersion, 3)
        expectEqual(draftValue(formID: "review", key: "title"), "Sturdy")
        expectEqual(seenVersions, [1])
    }

    func olderDocumentGetsDefaults() throws {
        try storeDocument(#"{"formatVersion": 1, "stateVersion": 1, "savedAt": \#(savedAt)}"#)
        let manager = makeManager()
        expectNil(manager.lastError)
        expectEqual(manager.listPosition, 0)
        expectNil(manager.navigationState)
        expectEqual(manager.lastSavedDate, now.date)
    }

    func unknownFieldsAreIgnored() throws {
        try storeDocument(
            #"{"formatVersion": 1, "stateVersion": 1, "savedAt": \#(savedAt), "scrollPositions": {"list": "4"}, "future": [1]}"#
        )
        expectEqual(makeManager().listPosition, 4)
    }

    /// Earlier versions wrote the selected tab twice: as `selectedTab`, and in the navigation
    /// snapshot, where each tab coordinator records its selection. The two could disagree.
    @Test(
        "an older document's selectedTab is ignored: the tab selection comes from the snapshot",
        arguments: ["2", #""two""#, "null"])
    func olderSelectedTabIsIgnored(selectedTab: String) throws {
        let app = ShopApp()
        app.setRoot(.main) { (tabs: ShopTabs) in tabs.select(index: 1) }
        let snapshot = try app.captureNavigationState().base64EncodedString()
        try storeDocument(
            """
            {
              "formDrafts" : { "compose" : { "title" : "Hello" } },
              "formatVersion" : 1,
              "navigationState" : "\(snapshot)",
              "savedAt" : \(savedAt),
              "scrollPositions" : { "feed" : "item-42" },
              "selectedTab" : \(selectedTab),
              "stateVersion" : 1
            }
            """)

        let manager = makeManager()
        let fresh = ShopApp()
        manager.attach(fresh)
        expectNil(manager.lastError)
        expectEqual(manager.lastRestorationReport?.isComplete, true)
        expectEqual(
            fresh.debugHierarchy(),
            """
            ShopApp [root]
              root .main → ShopTabs [tab]
                tab[0] .home → CatalogFlow [flow]
                  root .list
                tab[1]* .search → SearchFlow [flow]
                  root .query("", page: 1)
                tab[2] .profile → (not yet created)
            """)
        expectEqual(manager.scrollPosition(for: "feed"), "item-42")
        expectEqual(draftValue(formID: "compose", key: "title"), "Hello")

        manager.saveOnBackground()
        let bytes = try #require(storage.storedBytes("appState"))
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        expectNil(object["selectedTab"])
        expectEqual(object["navigationState"] as? String, snapshot)
    }

    @Test(
        "a document from a newer version is left untouched, not applied and not overwritten",
        arguments: [
            (
                #"{"formatVersion": 1, "stateVersion": 7, "savedAt": 0, "scrollPositions": {"list": "3"}}"#,
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

        expectEqual(manager.listPosition, 0)
        expectNil(manager.lastSavedDate)
        expectEqual(manager.lastError?.reason, reason)
        expectEqual(manager.lastError?.operation, .load)

        manager.listPosition = 1
        await manager.debouncer.runPending(on: clock)
        manager.saveOnBackground()
        expectEqual(manager.lastError?.reason, .writeSuspended)
        expectEqual(manager.lastError?.operation, .save)
        expectEqual(storage.storedBytes("appState"), Data(json.utf8))
        expectEqual(storage.directory.fileNames, ["appState.json"])
    }

    func clearStateDiscardsNewerDocument() throws {
        try storeDocument(#"{"formatVersion": 1, "stateVersion": 9, "savedAt": 0}"#)
        let manager = makeManager()
        manager.clearState()
        expectNil(storage.storedBytes("appState"))
        manager.listPosition = 2
        manager.saveNow()
        expectNil(manager.lastError)
        expectEqual(makeManager().listPosition, 2)
    }

    func throwingMigrationQuarantines() throws {
        struct Unmigratable: Error {}
        try storeDocument(
            #"{"formatVersion": 1, "stateVersion": 1, "savedAt": \#(savedAt), "scrollPositions": {"list": "2"}}"#
        )
        let manager = makeManager(schema: StateSchema(version: 2) { _, _ in throw Unmigratable() })

        expectEqual(manager.listPosition, 0)
        let error = try #require(manager.lastError)
        expectEqual(error.reason, .migrationFailed)
        expectTrue(error.underlyingError is Unmigratable)
        expectNotNil(error.movedAsideTo)
        expectEqual(storage.directory.fileNames, ["appState.corrupt-20231114T221320Z.json"])
    }

    func currentVersionIsNotMigrated() throws {
        var calls = 0
        let schema = StateSchema(version: 2) { _, _ in calls += 1 }
        let first = makeManager(schema: schema)
        first.listPosition = 1
        first.saveNow()
        _ = makeManager(schema: schema)
        expectEqual(calls, 0)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .migratesOlderDocument: try migratesOlderDocument()
        case .olderDocumentGetsDefaults: try olderDocumentGetsDefaults()
        case .unknownFieldsAreIgnored: try unknownFieldsAreIgnored()
        case .clearStateDiscardsNewerDocument: try clearStateDiscardsNewerDocument()
        case .throwingMigrationQuarantines: try throwingMigrationQuarantines()
        case .currentVersionIsNotMigrated: try currentVersionIsNotMigrated()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case migratesOlderDocument =
            "an older document is migrated by the app's hook, applied, and rewritten at the new version"
        case olderDocumentGetsDefaults = "an older document without newer fields decodes with their defaults"
        case unknownFieldsAreIgnored = "unknown fields are ignored"
        case clearStateDiscardsNewerDocument =
            "clearState discards a newer document on request, and saving resumes"
        case throwingMigrationQuarantines =
            "a migration hook that throws moves the document aside and reports it"
        case currentVersionIsNotMigrated = "a document at the current version is not passed to the hook"

        var testDescription: String { rawValue }
    }
}
