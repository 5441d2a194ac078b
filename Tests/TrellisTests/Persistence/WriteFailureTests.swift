import Foundation
import Testing
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("Write failures and error reporting")
struct WriteFailureTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()

    /// A storage directory that cannot be created: its parent is a regular file. (Tests may
    /// run as root, where a read-only directory would still be writable.)
    func unwritableDirectory() throws -> URL {
        try storage.directory.write(Data("I am a file".utf8), to: "blocker")
        return storage.directory.file("blocker").appendingPathComponent("state", isDirectory: true)
    }

    func failedWriteIsReported() async throws {
        let directory = try unwritableDirectory()
        let manager = StateRestorationManager(
            storage: .file(directory: directory), resumePolicy: .always, clock: clock)
        expectNil(manager.lastError)

        manager.listPosition = 2
        await manager.debouncer.runPending(on: clock)
        let error = try #require(manager.lastError)
        expectEqual(error.operation, .save)
        expectEqual(error.reason, .ioFailure)
        expectEqual(error.location, directory.appendingPathComponent("appState.json").path)
        expectNotNil(error.underlyingError)
        #expect(
            error.description.hasPrefix(
                "Could not save state to \(error.location): the storage call failed ("))
        expectNil(manager.lastSavedDate)
        expectEqual(manager.listPosition, 2)

        manager.saveOnBackground()
        expectEqual(manager.lastError?.operation, .save)
        expectEqual(storage.directory.fileNames, ["blocker"])
    }

    func recoveryClearsError() throws {
        let directory = try unwritableDirectory()
        let manager = StateRestorationManager(
            storage: .file(directory: directory), resumePolicy: .always, clock: clock)
        manager.listPosition = 1
        manager.saveNow()
        expectNotNil(manager.lastError)

        try FileManager.default.removeItem(at: storage.directory.file("blocker"))
        manager.saveNow()
        expectNil(manager.lastError)
        expectNotNil(manager.lastSavedDate)
        expectTrue(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("appState.json").path))
    }

    func noTemporaryFileLeft() throws {
        let target = storage.directory.file("appState.json")
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent("occupied"), withIntermediateDirectories: true)
        let store = FileStore(directory: storage.directory.url, fileName: "appState.json")
        #expect(throws: StoreCallError.self) { try store.write(Data("{}".utf8)) }
        expectEqual(storage.directory.fileNames, ["appState.json"])
    }

    func oversizedStateIsNotWritten() throws {
        let manager = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        manager.listPosition = 1
        manager.saveNow()
        let saved = storage.storedBytes("appState")

        manager.documents.sizeLimit = 4_096
        manager.navigationState = Data(count: 8_192)
        manager.saveNow()
        let error = try #require(manager.lastError)
        expectEqual(error.operation, .save)
        guard case .documentTooLarge(let byteCount, 4_096) = error.reason else {
            Issue.record("unexpected reason \(error.reason)")
            return
        }
        #expect(byteCount > 8_192)
        expectEqual(storage.storedBytes("appState"), saved)
    }

    func stateAtTheSizeLimit() throws {
        let now = TestNow()
        func makeManager(limit: Int? = nil) -> StateRestorationManager {
            let manager = StateRestorationManager(
                storage: storage.method, resumePolicy: .always, clock: clock, now: now.closure)
            if let limit {
                manager.documents.sizeLimit = limit
                manager.restoreState()
            }
            return manager
        }
        let first = makeManager()
        first.listPosition = 1
        first.saveNow()
        let limit = try #require(storage.storedBytes("appState")).count

        // A document of the same size, written and read under a limit of its size.
        let second = makeManager(limit: limit)
        expectEqual(second.listPosition, 1)
        second.listPosition = 2
        second.saveNow()
        expectEqual(storage.storedBytes("appState")?.count, limit)
        let third = makeManager(limit: limit)
        expectNil(third.lastError, "\(String(describing: third.lastError))")
        expectEqual(third.listPosition, 2)
        expectEqual(storage.directory.fileNames, ["appState.json"])
    }

    func removingNothingSucceeds() {
        var errors: [PersistenceError] = []
        let manager = StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        manager.onError = { errors.append($0) }
        manager.clearState()
        manager.listPosition = 3
        manager.saveNow()
        manager.clearState()
        manager.clearState()
        let draft = FormDraftManager(formID: "never-saved", storage: storage.method, clock: clock)
        draft.onError = { errors.append($0) }
        draft.clearDraft()
        expectEmpty(errors, "\(errors)")
        #expect(manager.lastError == nil && draft.lastError == nil)
        expectEmpty(storage.directory.fileNames)
    }

    func draftFailuresAreReported() throws {
        let directory = try unwritableDirectory()
        let draft = FormDraftManager(formID: "f", storage: .file(directory: directory), clock: clock)
        draft.save(key: "k", value: "v")
        draft.saveNow()
        expectEqual(draft.lastError?.operation, .save)
        expectEqual(draft.lastError?.reason, .ioFailure)
        expectEqual(draft.value(for: "k"), "v")

        let occupied = storage.directory.file("formDraft-g.json")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: false)
        let blocked = FormDraftManager(formID: "g", storage: storage.method, clock: clock)
        expectEqual(blocked.lastError?.operation, .load)
        var reported: [PersistenceError.Operation] = []
        blocked.onError = { reported.append($0.operation) }
        blocked.clearDraft()
        expectEqual(reported, [.remove])
        expectEqual(blocked.lastError?.operation, .remove)
        expectEqual(blocked.lastError?.reason, .ioFailure)
        expectTrue(FileManager.default.fileExists(atPath: occupied.path))
    }

    func onErrorReceivesErrors() throws {
        let directory = try unwritableDirectory()
        var received: [PersistenceError] = []
        let manager = StateRestorationManager(
            storage: .file(directory: directory), resumePolicy: .always, clock: clock)
        manager.onError = { received.append($0) }
        manager.listPosition = 1
        manager.saveNow()
        manager.navigationState = Data([1])
        manager.saveNow()
        expectEqual(received.count, 2)
        expectEqual(received.map(\.operation), [.save, .save])
        expectEqual(received.last?.description, manager.lastError?.description)
    }

    @Test(
        "error descriptions name the operation, the place and the reason",
        arguments: [
            (
                PersistenceError(
                    .load, .corruptDocument, at: "/s/appState.json", movedAsideTo: "/s/x.corrupt.json"),
                "Could not load saved state from /s/appState.json: the stored bytes are not a valid state "
                    + "document; it was moved aside to /s/x.corrupt.json"
            ),
            (
                PersistenceError(.load, .newerStateVersion(stored: 4, supported: 2), at: "/s/appState.json"),
                "Could not load saved state from /s/appState.json: it has stateVersion 4, newer than this "
                    + "app's 2; it is left untouched and not applied"
            ),
            (
                PersistenceError(.save, .writeSuspended, at: "k"),
                "Could not save state to k: storage holds a document this session must not overwrite, so "
                    + "nothing was written; call clearState(), clearDraft() or discardHeldLink() to discard it"
            ),
        ])
    func descriptions(error: PersistenceError, expected: String) {
        expectEqual(error.description, expected)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .failedWriteIsReported: try await failedWriteIsReported()
        case .recoveryClearsError: try recoveryClearsError()
        case .noTemporaryFileLeft: try noTemporaryFileLeft()
        case .oversizedStateIsNotWritten: try oversizedStateIsNotWritten()
        case .stateAtTheSizeLimit: try stateAtTheSizeLimit()
        case .removingNothingSucceeds: removingNothingSucceeds()
        case .draftFailuresAreReported: try draftFailuresAreReported()
        case .onErrorReceivesErrors: try onErrorReceivesErrors()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case failedWriteIsReported = "a failed write is reported through lastError and the app keeps running"
        case recoveryClearsError = "a successful save after a failure clears lastError"
        case noTemporaryFileLeft = "a failed write leaves no temporary file behind"
        case oversizedStateIsNotWritten =
            "state over the size limit is not written, so the last document stays loadable"
        case stateAtTheSizeLimit = "state of exactly the size limit is written, and the next launch reads it"
        case removingNothingSucceeds =
            "removing state that was never saved, or was removed already, succeeds quietly"
        case draftFailuresAreReported = "a form draft's failed write and removal are reported"
        case onErrorReceivesErrors = "the manager's onError receives each of its errors with its context"

        var testDescription: String { rawValue }
    }
}
