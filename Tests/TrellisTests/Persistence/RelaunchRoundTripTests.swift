import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Relaunch round trip")
struct RelaunchRoundTripTests {
    let now = TestNow()
    let clock = ManualClock()

    func makeManager(_ storage: TestStorage, behavior: ResumePolicy = .always) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: behavior, clock: clock, now: now.closure)
    }

    @Test("every field survives a relaunch", arguments: StorageKind.allCases)
    func everyFieldSurvivesRelaunch(kind: StorageKind) throws {
        let storage = TestStorage(kind)
        let first = makeManager(storage)
        first.listPosition = 2
        first.navigationState = Data("snapshot".utf8)
        first.saveScrollPosition(id: "feed", topItemID: "item-42")
        first.saveOnBackground()
        expectNil(first.lastError)
        expectEqual(first.lastSavedDate, now.date)

        now.advance(minutes: 1)
        let relaunched = makeManager(storage)
        expectEqual(relaunched.listPosition, 2)
        expectEqual(relaunched.navigationState, Data("snapshot".utf8))
        expectEqual(relaunched.scrollPosition(for: "feed"), "item-42")
        expectNil(relaunched.scrollPosition(for: "other"))
        expectEqual(relaunched.lastSavedDate, now.date - 60)
        expectEqual(relaunched.stateVersion, 1)
        expectNil(relaunched.lastError)
        expectFalse(relaunched.isAwaitingRestoreConfirmation)
    }

    @Test("a first launch starts from defaults without an error", arguments: StorageKind.allCases)
    func firstLaunchStartsFromDefaults(kind: StorageKind) {
        let manager = makeManager(TestStorage(kind))
        expectEqual(manager.listPosition, 0)
        expectNil(manager.navigationState)
        expectNil(manager.lastSavedDate)
        expectNil(manager.lastError)
        expectFalse(manager.debouncer.isPending)
    }

    func fileFormat() throws {
        let storage = TestStorage(.file)
        let manager = makeManager(storage)
        manager.listPosition = 1
        manager.saveScrollPosition(id: "feed", topItemID: "7")
        manager.saveNow()
        expectEqual(storage.directory.fileNames, ["appState.json"])
        let bytes = try #require(storage.storedBytes("appState"))
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        expectEqual(object["formatVersion"] as? Int, 1)
        expectEqual(object["stateVersion"] as? Int, 1)
        expectEqual(object["scrollPositions"] as? [String: String], ["feed": "7", "list": "1"])
        expectNil(object["selectedTab"])
        expectEqual(object["savedAt"] as? Double, now.date.timeIntervalSince1970)

        let other = TestStorage(.file)
        let twin = makeManager(other)
        twin.saveScrollPosition(id: "feed", topItemID: "7")
        twin.listPosition = 1
        twin.saveNow()
        expectEqual(other.storedBytes("appState"), bytes)
    }

    @Test("clearState resets every value and removes the saved state", arguments: StorageKind.allCases)
    func clearStateRemovesEverything(kind: StorageKind) {
        let storage = TestStorage(kind)
        let manager = makeManager(storage)
        manager.listPosition = 3
        manager.navigationState = Data([1, 2, 3])
        manager.saveScrollPosition(id: "feed", topItemID: "9")
        manager.saveNow()
        expectNotNil(storage.storedBytes("appState"))

        manager.clearState()
        expectEqual(manager.listPosition, 0)
        expectNil(manager.navigationState)
        expectNil(manager.scrollPosition(for: "feed"))
        expectNil(manager.lastSavedDate)
        expectFalse(manager.debouncer.isPending)
        expectNil(storage.storedBytes("appState"))
        expectEqual(makeManager(storage).listPosition, 0)
    }

    func restoreStateAgain() {
        let storage = TestStorage(.file)
        let manager = makeManager(storage)
        manager.listPosition = 4
        manager.saveNow()
        manager.listPosition = 1
        manager.restoreState()
        expectEqual(manager.listPosition, 4)
        expectFalse(manager.debouncer.isPending)
    }

    func clearedFormDraftIsWrittenAtOnce() throws {
        let storage = TestStorage(.file)
        let order = FormDraftManager(formID: "order", storage: storage.method, clock: clock)
        let note = FormDraftManager(formID: "note", storage: storage.method, clock: clock)
        order.save(key: "address", value: "1 Main St")
        note.save(key: "text", value: "keep me")
        order.saveNow()
        note.saveNow()

        order.clearDraft()
        expectFalse(order.debouncer.isPending)
        expectNil(storage.storedBytes("formDraft-order"))
        #expect(try #require(storage.storedBytes("formDraft-note")).text.contains("keep me"))
        expectNil(
            FormDraftManager(formID: "order", storage: storage.method, clock: clock).value(for: "address"))
    }

    func defaultDirectory() {
        let directory = StateStorageMethod.defaultDirectory
        expectEqual(directory.lastPathComponent, "StateRestoration")
        expectEqual(
            directory.deletingLastPathComponent().lastPathComponent, ProcessInfo.processInfo.processName)
        #if os(Linux)
            let environment = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
            let base =
                environment.flatMap { $0.hasPrefix("/") ? $0 : nil }
                ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share").path
            #expect(directory.path.hasPrefix(base))
        #endif
    }

    @Test(
        "identifiers become distinct, safe file names",
        arguments: [
            ("main", "main"),
            ("window-2_a.b", "window-2_a.b"),
            ("a/b", "a%2Fb"),
            ("a%2Fb", "a%252Fb"),
            ("..", ".."),
            ("écran 1", "%C3%A9cran%201"),
        ])
    func escapedNames(identifier: String, expected: String) {
        expectEqual(StateStorageMethod.escapedName(identifier), expected)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .fileFormat: try fileFormat()
        case .restoreStateAgain: restoreStateAgain()
        case .clearedFormDraftIsWrittenAtOnce: try clearedFormDraftIsWrittenAtOnce()
        case .defaultDirectory: defaultDirectory()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case fileFormat =
            "the file is appState.json, versioned JSON, and identical state gives identical bytes"
        case restoreStateAgain = "restoreState re-reads storage and applies it again"
        case clearedFormDraftIsWrittenAtOnce = "a submitted form's draft is gone from storage at once"
        case defaultDirectory =
            "the default directory is the app's StateRestoration folder in the platform data directory"

        var testDescription: String { rawValue }
    }
}
