import Foundation
import Testing

@testable import Trellis

/// What a gate with storage does when storage fails it: the link stays held, and every
/// failure is reported as the managers report theirs (`lastError`, `onError`,
/// `PersistenceDiagnostics.handler`), with the same `PersistenceError`.
@MainActor
@Suite("Targets: held links and failing storage")
struct LinkGateStorageTests {
    private let directory = TemporaryDirectory()
    private let link = URL(string: "shop://profile/detail/7")!

    private var fileName: String { "heldLink-main.json" }
    private var location: String { directory.file(fileName).path }

    /// A gate named `main` over the test's directory (or `storage`), recording what it
    /// applies and what its `onError` hears.
    private func makeGate(
        storage: StateStorageMethod? = nil, isOpen: Bool = false, log: GateLog = GateLog()
    ) -> LinkGate<URL> {
        let gate = LinkGate<URL>(
            name: "main", storage: storage ?? .file(directory: directory.url), isOpen: isOpen
        ) { log.applied.append($0) }
        gate.onError = { log.errors.append($0) }
        return gate
    }

    func failedWriteIsReported() throws {
        // The storage directory's path is a regular file: no directory can be made there.
        try directory.write(Data("I am a file".utf8), to: "blocker")
        let storage = directory.file("blocker").appendingPathComponent("links", isDirectory: true)
        let log = GateLog()
        let gate = makeGate(storage: .file(directory: storage), log: log)
        expectNil(gate.lastError)

        gate.receive(link)
        expectEqual(gate.heldLink, link)
        let error = try #require(gate.lastError)
        expectEqual(error.operation, .save)
        expectEqual(error.reason, .ioFailure)
        expectEqual(error.location, storage.appendingPathComponent(fileName).path)
        expectNotNil(error.underlyingError)
        #expect(
            error.description.hasPrefix(
                "Could not save state to \(error.location): the storage call failed ("))
        expectEqual(log.errors.map(\.operation), [.save])

        try FileManager.default.removeItem(at: directory.file("blocker"))
        let newer = try #require(URL(string: "shop://home"))
        gate.receive(newer)
        expectNil(gate.lastError)
        expectEqual(makeGate(storage: .file(directory: storage)).heldLink, newer)

        gate.open()
        expectEqual(log.applied, [newer])
    }

    func directoryInPlaceOfTheFile() throws {
        try FileManager.default.createDirectory(
            at: directory.file(fileName), withIntermediateDirectories: true)
        let log = GateLog()
        let gate = makeGate(log: log)
        let launch = try #require(gate.lastError)
        expectEqual(launch.operation, .load)
        expectEqual(launch.reason, .ioFailure)
        expectEqual(launch.location, location)

        gate.receive(link)
        expectEqual(gate.heldLink, link)
        expectEqual(gate.lastError?.operation, .save)
        expectEqual(gate.lastError?.reason, .writeSuspended)
        expectEqual(log.errors.map(\.reason), [.writeSuspended])
        var isDirectory: ObjCBool = false
        expectTrue(FileManager.default.fileExists(atPath: location, isDirectory: &isDirectory))
        expectTrue(isDirectory.boolValue)

        gate.open()
        expectEqual(log.applied, [link])
    }

    /// Receives a small link and then `huge`, one over the gate's size limit; checks that the
    /// huge one is held, reported against `limit`, and that the small one left storage.
    private func checkOversizedLink(_ huge: String, limit: Int, lowering: Bool) throws {
        let log = GateLog()
        let gate = LinkGate<String>(name: "main", storage: .file(directory: directory.url)) {
            log.appliedText.append($0)
        }
        if lowering { gate.storage?.documents.sizeLimit = limit }
        gate.onError = { log.errors.append($0) }
        gate.receive("shop://home")
        expectEqual(directory.fileNames, [fileName])

        gate.receive(huge)
        expectEqual(gate.heldLink, huge)
        let error = try #require(gate.lastError)
        expectEqual(error.operation, .save)
        guard case .documentTooLarge(let byteCount, let reportedLimit) = error.reason else {
            Issue.record("expected documentTooLarge, got \(error.reason)")
            return
        }
        expectEqual(reportedLimit, limit)
        #expect(byteCount > huge.utf8.count)
        // A relaunch must not apply the link the huge one replaced.
        expectEmpty(directory.fileNames)

        gate.open()
        expectEqual(log.appliedText, [huge])
    }

    func oversizedLink() throws {
        try checkOversizedLink(
            "shop://search?q=" + String(repeating: "a", count: 5_000), limit: 4_096, lowering: true)
    }

    @Test("A 20 MB link is held but not written, against the 16 MiB limit", .thorough)
    func twentyMegabyteLink() throws {
        try checkOversizedLink(
            "shop://search?q=" + String(repeating: "a", count: 20_000_000), limit: 16 << 20, lowering: false)
    }

    @Test(
        "Unusable stored bytes are moved aside and reported, never applied",
        arguments: GateStorageFault.unusable)
    func unusableFileIsMovedAside(fault: GateStorageFault) throws {
        try directory.write(fault.bytes, to: fileName)
        let log = GateLog()
        let gate = makeGate(log: log)
        let error = try #require(gate.lastError)
        expectEqual(error.operation, .load)
        expectEqual(error.reason, .corruptDocument)
        expectEqual(error.location, location)
        let aside = try #require(error.movedAsideTo)
        expectEqual(FileManager.default.contents(atPath: aside), fault.bytes)
        expectNil(gate.heldLink)

        gate.open()
        expectEmpty(log.applied)
        gate.close()
        gate.receive(link)
        expectNil(gate.lastError)
        expectEqual(makeGate().heldLink, link)
    }

    func unreadableFile() throws {
        try directory.write(Data(#"{"formatVersion": 1, "link": "shop://home"}"#.utf8), to: fileName)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: location)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: location) }
        // Root reads any file: then the permission cannot make it unreadable.
        guard !FileManager.default.isReadableFile(atPath: location) else { return }
        let gate = makeGate()
        expectEqual(gate.lastError?.operation, .load)
        expectEqual(gate.lastError?.reason, .ioFailure)
        expectEqual(directory.fileNames, [fileName])
    }

    func namedPipe() throws {
        expectEqual(mkfifo(location, 0o600), 0)
        let gate = makeGate()
        expectEqual(gate.lastError?.operation, .load)
        expectEqual(gate.lastError?.reason, .ioFailure)
        expectNil(gate.heldLink)
    }

    func newerFormat() throws {
        let newer = Data(#"{"formatVersion": 99, "link": "shop://home", "expires": 1}"#.utf8)
        try directory.write(newer, to: fileName)
        let gate = makeGate()
        expectEqual(gate.lastError?.reason, .newerFormatVersion(stored: 99, supported: 1))
        gate.receive(link)
        expectEqual(gate.lastError?.reason, .writeSuspended)
        expectEqual(directory.contents(of: fileName), newer)
        // The app asks for it to go: discarding removes it.
        gate.discardHeldLink()
        expectEmpty(directory.fileNames)
    }

    func defaultsValueOfAnotherType() throws {
        let suite = TemporaryDefaultsSuite()
        suite.defaults?.set(42, forKey: "Trellis.heldLink-main")
        let gate = makeGate(storage: .userDefaults(suiteName: suite.name))
        expectEqual(gate.lastError?.reason, .corruptDocument)
        expectEqual(gate.lastError?.movedAsideTo?.hasPrefix("Trellis.heldLink-main.corrupt-"), true)
        expectNil(gate.heldLink)
    }

    func processWideHandler() throws {
        try directory.write(Data("{ not json".utf8), to: fileName)
        var heard: [PersistenceError] = []
        let previous = PersistenceDiagnostics.handler
        PersistenceDiagnostics.handler = { heard.append($0) }
        defer { PersistenceDiagnostics.handler = previous }
        let gate = makeGate()
        // Other tests' failures may reach the handler too: look for this gate's.
        #expect(heard.contains { $0.location == location && $0.reason == .corruptDocument })
        expectEqual(gate.lastError?.reason, .corruptDocument)
    }

    func openGateAppliesStoredLink() throws {
        makeGate().receive(link)
        expectEqual(directory.fileNames, [fileName])
        let log = GateLog()
        let gate = makeGate(isOpen: true, log: log)
        expectEqual(log.applied, [link])
        expectNil(gate.heldLink)
        expectTrue(gate.isOpen)
        expectEmpty(directory.fileNames)
        expectNil(makeGate().heldLink)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .failedWriteIsReported: try failedWriteIsReported()
        case .directoryInPlaceOfTheFile: try directoryInPlaceOfTheFile()
        case .oversizedLink: try oversizedLink()
        case .unreadableFile: try unreadableFile()
        case .namedPipe: try namedPipe()
        case .newerFormat: try newerFormat()
        case .defaultsValueOfAnotherType: try defaultsValueOfAnotherType()
        case .processWideHandler: try processWideHandler()
        case .openGateAppliesStoredLink: try openGateAppliesStoredLink()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case failedWriteIsReported =
            "A link that can't be written stays held, and the failure is reported; a later write clears it"
        case directoryInPlaceOfTheFile =
            "A directory where the file should be: reported at launch, never written over, the link kept in memory"
        case oversizedLink =
            "A link over the size limit is held but not written; the link it replaced is removed"
        case unreadableFile = "A file without read permission is reported and left in place"
        case namedPipe = "A named pipe where the file should be is reported, not read (which would block)"
        case newerFormat = "A held link from a newer Trellis is reported and left untouched"
        case defaultsValueOfAnotherType = "A defaults value of another type is moved aside and reported"
        case processWideHandler =
            "The process-wide handler hears a gate's failures, the initializer's included"
        case openGateAppliesStoredLink =
            "A gate made open over a stored link applies it at once and removes it"

        var testDescription: String { rawValue }
    }
}

/// What a gate under test applied and reported.
@MainActor
final class GateLog {
    var applied: [URL] = []
    var appliedText: [String] = []
    var errors: [PersistenceError] = []
}

/// Stored bytes a gate cannot use as a held link.
struct GateStorageFault: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: Data

    var testDescription: String { name }

    static let unusable: [GateStorageFault] = [
        GateStorageFault(name: "empty file", bytes: Data()),
        GateStorageFault(name: "not JSON", bytes: Data("{ not json".utf8)),
        GateStorageFault(
            name: "binary garbage", bytes: Data((0..<256).map { UInt8(truncatingIfNeeded: $0 &* 41) })),
        GateStorageFault(name: "JSON array", bytes: Data("[1, 2, 3]".utf8)),
        GateStorageFault(name: "no link", bytes: Data(#"{"formatVersion": 1}"#.utf8)),
        // A gate of another link type wrote it: an Int where a URL belongs.
        GateStorageFault(name: "a held Int", bytes: Data(#"{"formatVersion": 1, "link": 7}"#.utf8)),
        // Another document's file put in its place.
        GateStorageFault(
            name: "an app-state document",
            bytes: Data(#"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0, "scrollPositions": {}}"#.utf8)
        ),
        GateStorageFault(name: "truncated", bytes: Data(#"{"formatVersion": 1, "link": "shop://ho"#.utf8)),
    ]
}
