import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// Bytes that are not an app-state document, each of which must be moved aside.
struct HostileInput: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: Data

    var testDescription: String { name }

    static let all: [HostileInput] = [
        HostileInput(name: "empty file", bytes: Data()),
        HostileInput(name: "not JSON", bytes: Data("{ this is not json".utf8)),
        HostileInput(
            name: "binary garbage", bytes: Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) })),
        HostileInput(name: "JSON null", bytes: Data("null".utf8)),
        HostileInput(name: "JSON array", bytes: Data("[1, 2, 3]".utf8)),
        HostileInput(name: "empty object", bytes: Data("{}".utf8)),
        HostileInput(
            name: "wrong types",
            bytes: Data(#"{"formatVersion": "one", "stateVersion": 1, "savedAt": 0}"#.utf8)),
        HostileInput(
            name: "wrong field type",
            bytes: Data(
                #"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0, "scrollPositions": [1, 2]}"#.utf8)),
        HostileInput(
            name: "missing savedAt",
            bytes: Data(#"{"formatVersion": 1, "stateVersion": 1, "scrollPositions": {"list": "2"}}"#.utf8)),
        HostileInput(
            name: "navigation state not base64",
            bytes: Data(
                #"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0, "navigationState": "%%%"}"#.utf8)),
        HostileInput(name: "deeply nested", bytes: Data(String(repeating: "[", count: 200_000).utf8)),
        HostileInput(name: "truncated", bytes: Data(#"{"formatVersion": 1, "stateVersion": 1, "sav"#.utf8)),
    ]
}

@MainActor
@Suite("Corrupt and hostile storage")
struct CorruptStorageTests {
    let now = TestNow()

    func makeManager(_ storage: TestStorage) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: ManualClock(), now: now.closure)
    }

    @Test(
        "a corrupt file is moved aside, reported, and the manager starts from defaults",
        arguments: HostileInput.all)
    func corruptFileIsQuarantined(input: HostileInput) throws {
        let storage = TestStorage(.file)
        try storage.store(input.bytes, as: "appState")
        let manager = makeManager(storage)

        expectEqual(manager.listPosition, 0)
        expectNil(manager.lastSavedDate)
        let error = try #require(manager.lastError)
        expectEqual(error.operation, .load)
        expectEqual(error.reason, .corruptDocument)
        expectEqual(error.location, storage.directory.file("appState.json").path)
        expectNotNil(error.underlyingError)
        let movedTo = try #require(error.movedAsideTo)
        expectEqual(storage.directory.fileNames, ["appState.corrupt-20231114T221320Z.json"])
        expectEqual(movedTo, storage.directory.file("appState.corrupt-20231114T221320Z.json").path)
        expectEqual(FileManager.default.contents(atPath: movedTo), input.bytes)

        manager.listPosition = 1
        manager.saveNow()
        expectNil(manager.lastError)
        expectEqual(storage.directory.fileNames, ["appState.corrupt-20231114T221320Z.json", "appState.json"])
    }

    func quarantineNamesDoNotCollide() throws {
        let storage = TestStorage(.file)
        try storage.store(Data("bad".utf8), as: "appState")
        _ = makeManager(storage)
        try storage.store(Data("worse".utf8), as: "appState")
        _ = makeManager(storage)
        expectEqual(
            storage.directory.fileNames,
            [
                "appState.corrupt-20231114T221320Z-2.json", "appState.corrupt-20231114T221320Z.json",
            ])
        expectEqual(
            storage.directory.contents(of: "appState.corrupt-20231114T221320Z.json"), Data("bad".utf8))
    }

    func hugeFileIsQuarantined() throws {
        let storage = TestStorage(.file)
        let url = storage.directory.file("appState.json")
        expectTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        // Sparse: nothing is written.
        try handle.truncate(atOffset: UInt64(DocumentStorage.defaultSizeLimit + 1))
        try handle.close()

        let manager = makeManager(storage)
        let error = try #require(manager.lastError)
        expectEqual(
            error.reason,
            .documentTooLarge(
                byteCount: DocumentStorage.defaultSizeLimit + 1, limit: DocumentStorage.defaultSizeLimit))
        expectNotNil(error.movedAsideTo)
        expectFalse(FileManager.default.fileExists(atPath: url.path))
    }

    @Test(
        "corrupt bytes in UserDefaults are moved aside to a corrupt key",
        arguments: HostileInput.all.prefix(3))
    func corruptDefaultsAreQuarantined(input: HostileInput) throws {
        let storage = TestStorage(.userDefaults)
        try storage.store(input.bytes, as: "appState")
        let manager = makeManager(storage)

        let error = try #require(manager.lastError)
        expectEqual(error.reason, .corruptDocument)
        expectEqual(error.movedAsideTo, "Trellis.appState.corrupt-20231114T221320Z")
        let defaults = try #require(storage.suite.defaults)
        expectNil(defaults.object(forKey: "Trellis.appState"))
        expectEqual(defaults.data(forKey: "Trellis.appState.corrupt-20231114T221320Z"), input.bytes)
    }

    func wrongDefaultsTypeIsQuarantined() throws {
        let storage = TestStorage(.userDefaults)
        let defaults = try #require(storage.suite.defaults)
        defaults.set("not data", forKey: "Trellis.appState")
        let manager = makeManager(storage)

        let error = try #require(manager.lastError)
        expectEqual(error.reason, .corruptDocument)
        #expect(String(describing: try #require(error.underlyingError)).contains("not Data"))
        expectEqual(defaults.string(forKey: "Trellis.appState.corrupt-20231114T221320Z"), "not data")
        expectNil(defaults.object(forKey: "Trellis.appState"))
    }

    func directoryInPlaceOfFile() throws {
        let storage = TestStorage(.file)
        let blocker = storage.directory.file("appState.json")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        let manager = makeManager(storage)

        let loadError = try #require(manager.lastError)
        expectEqual(loadError.operation, .load)
        expectEqual(loadError.reason, .ioFailure)
        expectNil(loadError.movedAsideTo)

        manager.listPosition = 2
        manager.saveNow()
        let saveError = try #require(manager.lastError)
        expectEqual(saveError.operation, .save)
        expectEqual(saveError.reason, .writeSuspended)
        expectEqual(storage.directory.fileNames, ["appState.json"])
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: blocker.path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
    }

    func corruptDraftIsQuarantined() throws {
        let storage = TestStorage(.file)
        try storage.store(Data(#"{"formatVersion": 1, "values": "oops"}"#.utf8), as: "formDraft-signup")
        let draft = FormDraftManager(formID: "signup", storage: storage.method, clock: ManualClock())

        expectFalse(draft.hasDraft)
        let error = try #require(draft.lastError)
        expectEqual(error.reason, .corruptDocument)
        expectEqual(error.movedAsideTo?.contains("formDraft-signup.corrupt-"), true)
        expectEqual(storage.directory.fileNames.count, 1)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .quarantineNamesDoNotCollide: try quarantineNamesDoNotCollide()
        case .hugeFileIsQuarantined: try hugeFileIsQuarantined()
        case .wrongDefaultsTypeIsQuarantined: try wrongDefaultsTypeIsQuarantined()
        case .directoryInPlaceOfFile: try directoryInPlaceOfFile()
        case .corruptDraftIsQuarantined: try corruptDraftIsQuarantined()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case quarantineNamesDoNotCollide = "a second corrupt file in the same second gets its own name"
        case hugeFileIsQuarantined = "a file over the size limit is moved aside unread"
        case wrongDefaultsTypeIsQuarantined = "a UserDefaults value of the wrong type is moved aside"
        case directoryInPlaceOfFile =
            "a directory in place of the file is reported, left alone and never written over"
        case corruptDraftIsQuarantined = "a corrupt form draft is moved aside and the form starts empty"

        var testDescription: String { rawValue }
    }
}
