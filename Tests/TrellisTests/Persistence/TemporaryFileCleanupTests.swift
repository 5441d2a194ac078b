import Foundation
import Testing
import TrellisTesting

@testable import Trellis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A load removes the temporary files of writers that died, and never one a live writer (in
/// this process or another) is still using.
@MainActor
@Suite("Temporary file cleanup")
struct TemporaryFileCleanupTests {
    let storage = TestStorage(.file)
    let now = TestNow()

    func makeManager() -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: ManualClock(), now: now.closure)
    }

    /// Creates a temporary file as a writer would, with `bytes` in it; returns its path.
    func makeTemporaryFile(_ bytes: String = "half a document") throws -> String {
        let name = ".appState.json.\(UUID().uuidString).tmp"
        try storage.directory.write(Data(bytes.utf8), to: name)
        return storage.directory.file(name).path
    }

    /// Opens `path` and takes the writer's lock on it, as a live writer holds it.
    func lockAsWriter(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        return descriptor
    }

    func abandonedTemporaryFileIsRemoved() throws {
        let path = try makeTemporaryFile()
        let manager = makeManager()
        expectNil(manager.lastError)
        expectFalse(FileManager.default.fileExists(atPath: path))
        expectEqual(storage.directory.fileNames, [])
    }

    func liveWritersTemporaryFileIsKept() throws {
        let path = try makeTemporaryFile()
        let descriptor = try lockAsWriter(path)
        _ = makeManager()
        expectEqual(FileManager.default.contents(atPath: path), Data("half a document".utf8))

        close(descriptor)
        _ = makeManager()
        expectFalse(FileManager.default.fileExists(atPath: path))
    }

    func oldLiveTemporaryFileIsKept() throws {
        let path = try makeTemporaryFile()
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
        now.advance(minutes: 60 * 24 * 365)
        let descriptor = try lockAsWriter(path)
        defer { close(descriptor) }
        _ = makeManager()
        expectTrue(FileManager.default.fileExists(atPath: path))
    }

    func loadAtTheWorstMomentOfAWrite() throws {
        let writer = FileStore(directory: storage.directory.url, fileName: "appState.json")
        var interruptions = 0
        writer.onTemporaryFileCreated = { _ in
            guard interruptions == 0 else { return }
            interruptions += 1
            let otherProcess = FileStore(directory: storage.directory.url, fileName: "appState.json")
            _ = try? otherProcess.read(limit: 1 << 20)
        }
        try writer.write(Data("complete".utf8))
        expectEqual(interruptions, 1)
        expectEqual(storage.directory.fileNames, ["appState.json"])
        expectEqual(storage.directory.contents(of: "appState.json"), Data("complete".utf8))
    }

    func loadDuringAWrite() throws {
        let writer = FileStore(directory: storage.directory.url, fileName: "appState.json")
        var seenDuringWrite: [String] = []
        writer.onTemporaryFileLocked = { path in
            _ = try? FileStore(directory: storage.directory.url, fileName: "appState.json").read(
                limit: 1 << 20)
            if FileManager.default.fileExists(atPath: path) { seenDuringWrite.append(path) }
        }
        try writer.write(Data("complete".utf8))
        expectEqual(seenDuringWrite.count, 1)
        expectEqual(storage.directory.fileNames, ["appState.json"])
        expectEqual(storage.directory.contents(of: "appState.json"), Data("complete".utf8))
    }

    @Test(
        "without file locks, only a temporary file untouched for over an hour counts as abandoned",
        arguments: [
            (TemporaryFileClaim.Probe.unsupported, -3_601.0, true),
            (.unsupported, -3_600, false),
            (.unsupported, -5, false),
            (.unsupported, 86_400, false),
            (.unclaimed, -5, true),
            (.unclaimed, 86_400, true),
            (.claimed, -86_400 * 365, false),
        ])
    func abandonedRule(probe: TemporaryFileClaim.Probe, age: TimeInterval, isAbandoned: Bool) {
        let modified = now.date.addingTimeInterval(age)
        expectEqual(TemporaryFileClaim.isAbandoned(probe, modified: modified, now: now.date), isAbandoned)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .abandonedTemporaryFileIsRemoved: try abandonedTemporaryFileIsRemoved()
        case .liveWritersTemporaryFileIsKept: try liveWritersTemporaryFileIsKept()
        case .oldLiveTemporaryFileIsKept: try oldLiveTemporaryFileIsKept()
        case .loadAtTheWorstMomentOfAWrite: try loadAtTheWorstMomentOfAWrite()
        case .loadDuringAWrite: try loadDuringAWrite()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case abandonedTemporaryFileIsRemoved = "a load removes the temporary file of a writer that died"
        case liveWritersTemporaryFileIsKept =
            "a load leaves the temporary file of a live writer, then removes it once the writer is gone"
        case oldLiveTemporaryFileIsKept = "a live writer's temporary file is kept however old it is"
        case loadAtTheWorstMomentOfAWrite =
            "another process's load right after a write created its temporary file does not fail the write"
        case loadDuringAWrite =
            "a load while a write holds its temporary file leaves it, and the write completes"

        var testDescription: String { rawValue }
    }
}
