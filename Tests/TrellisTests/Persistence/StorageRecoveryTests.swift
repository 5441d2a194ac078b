import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// `restoreState()` re-reads storage: a suspension of writes that storage no longer
/// justifies is lifted, and one it still justifies is kept.
@MainActor
@Suite("Storage recovery")
struct StorageRecoveryTests {
    let storage = TestStorage(.file)
    let now = TestNow()

    var blocker: URL { storage.directory.file("appState.json") }

    func makeManager() -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: ManualClock(), now: now.closure)
    }

    /// A manager whose launch found a directory in place of `appState.json`.
    func makeBlockedManager() throws -> StateRestorationManager {
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        let manager = makeManager()
        expectEqual(manager.lastError?.reason, .ioFailure)
        return manager
    }

    func recoveredStorageLiftsTheSuspension() throws {
        let manager = try makeBlockedManager()
        try FileManager.default.removeItem(at: blocker)

        manager.restoreState()
        expectNil(manager.lastError)
        manager.listPosition = 2
        manager.saveNow()

        expectNil(manager.lastError)
        expectEqual(manager.documents.writeCount, 1)
        expectNotNil(storage.storedBytes("appState"))
        expectEqual(makeManager().listPosition, 2)
    }

    func recoveredStorageWithADocumentIsApplied() throws {
        let manager = try makeBlockedManager()
        try FileManager.default.removeItem(at: blocker)
        let saved = makeManager()
        saved.listPosition = 4
        saved.saveNow()

        manager.restoreState()
        expectNil(manager.lastError)
        expectEqual(manager.listPosition, 4)
        manager.listPosition = 5
        manager.saveNow()
        expectNil(manager.lastError)
        expectEqual(makeManager().listPosition, 5)
    }

    func stillBrokenStorageStaysSuspended() throws {
        let manager = try makeBlockedManager()
        manager.listPosition = 1
        manager.saveNow()
        expectEqual(manager.lastError?.reason, .writeSuspended)

        manager.restoreState()
        let loadError = try #require(manager.lastError)
        expectEqual(loadError.operation, .load)
        expectEqual(loadError.reason, .ioFailure)
        manager.listPosition = 2
        manager.saveNow()
        expectEqual(manager.lastError?.operation, .save)
        expectEqual(manager.lastError?.reason, .writeSuspended)
        expectEqual(manager.documents.writeCount, 0)
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: blocker.path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
    }

    func newerDocumentStaysSuspended() throws {
        let newer = Data(
            #"{"formatVersion": 1, "stateVersion": 7, "savedAt": 0, "scrollPositions": {"list": "3"}}"#.utf8)
        try storage.store(newer, as: "appState")
        let manager = makeManager()
        expectEqual(manager.lastError?.reason, .newerStateVersion(stored: 7, supported: 1))

        manager.restoreState()
        expectEqual(manager.lastError?.reason, .newerStateVersion(stored: 7, supported: 1))
        manager.listPosition = 1
        manager.saveNow()
        manager.saveOnBackground()

        expectEqual(manager.lastError?.reason, .writeSuspended)
        expectEqual(manager.documents.writeCount, 0)
        expectEqual(manager.listPosition, 1)
        expectEqual(storage.storedBytes("appState"), newer)
        expectEqual(storage.directory.fileNames, ["appState.json"])
    }

    func newerDocumentReplacedLiftsTheSuspension() throws {
        try storage.store(
            Data(
                #"{"formatVersion": 1, "stateVersion": 7, "savedAt": 0, "scrollPositions": {"list": "3"}}"#
                    .utf8),
            as: "appState")
        let manager = makeManager()
        try storage.store(
            Data(
                #"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0, "scrollPositions": {"list": "6"}}"#
                    .utf8),
            as: "appState")

        manager.restoreState()
        expectNil(manager.lastError)
        expectEqual(manager.listPosition, 6)
        manager.listPosition = 7
        manager.saveNow()
        expectNil(manager.lastError)
        expectEqual(makeManager().listPosition, 7)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .recoveredStorageLiftsTheSuspension: try recoveredStorageLiftsTheSuspension()
        case .recoveredStorageWithADocumentIsApplied: try recoveredStorageWithADocumentIsApplied()
        case .stillBrokenStorageStaysSuspended: try stillBrokenStorageStaysSuspended()
        case .newerDocumentStaysSuspended: try newerDocumentStaysSuspended()
        case .newerDocumentReplacedLiftsTheSuspension: try newerDocumentReplacedLiftsTheSuspension()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case recoveredStorageLiftsTheSuspension =
            "once the blocking directory is gone, restoreState() clears the error and saves write again"
        case recoveredStorageWithADocumentIsApplied =
            "a readable document now in place of the directory is applied, and saves write again"
        case stillBrokenStorageStaysSuspended =
            "while the directory is still there, restoreState() reports it again and saves stay suspended"
        case newerDocumentStaysSuspended =
            "a document from a newer version stays suspended across restoreState() and is untouched"
        case newerDocumentReplacedLiftsTheSuspension =
            "a newer document replaced by a current one lifts the suspension on restoreState()"

        var testDescription: String { rawValue }
    }
}
