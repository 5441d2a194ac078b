import Foundation
import Testing
import Trellis

/// Kills a process that saves state, most times in the middle of writing a save, and checks
/// that the state file is always a complete state: the last one saved, or the one being
/// written.
///
/// The writer is `TrellisStateWriter` (`Tests/StateWriter`). Each state it saves is one
/// generation further: the generation as a scroll position and as a form draft, and a filler
/// draft of 20,000 to 80,000 copies of the generation's last digit, so a document is about 20
/// to 80 KB.
@MainActor
@Suite("Crash-safe saves")
struct CrashSafeSaveTests {
    /// The helper executable built next to the test bundle.
    private static var writerURL: URL {
        BuiltExecutable.url("TrellisStateWriter")
    }

    /// The filler's length for a generation, as the writer makes it.
    private static func fillerLength(_ generation: Int) -> Int { 20_000 + generation % 7 * 10_000 }

    /// A running writer and the lines it prints.
    @MainActor
    private final class Writer {
        let process = Process()
        private let output: FileHandle
        private var buffer: [UInt8] = []

        init(_ arguments: [String]) throws {
            process.executableURL = CrashSafeSaveTests.writerURL
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            output = pipe.fileHandleForReading
            try process.run()
        }

        /// The next line the writer printed, or `nil` at the end of its output.
        func nextLine() -> String? {
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[..<newline], as: UTF8.self)
                    buffer.removeSubrange(...newline)
                    return line
                }
                let chunk = output.availableData
                guard !chunk.isEmpty else { return nil }
                buffer += chunk
            }
        }

        /// Kills the writer with `SIGKILL` and waits for it; `true` when the kill ended it.
        func kill() -> Bool {
            _ = Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        }
    }

    /// A `saved GENERATION BYTES` line's numbers.
    private static func parseSaved(_ line: String) -> (generation: Int, bytes: Int)? {
        let fields = line.split(separator: " ")
        guard fields.count == 3, fields[0] == "saved", let generation = Int(fields[1]),
            let bytes = Int(fields[2])
        else { return nil }
        return (generation, bytes)
    }

    private static func permissions(ofItemAt path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    /// Loads the state a relaunched app finds, checks it is a complete state, and returns its
    /// generation (0 when nothing was saved yet).
    private static func savedGeneration(in directory: URL) throws -> Int {
        let manager = StateRestorationManager(storage: .file(directory: directory), resumePolicy: .always)
        if let error = manager.lastError { throw error }
        let generation = manager.listPosition
        expectEqual(
            manager.scrollPosition(for: "crash-generation"),
            (generation == 0 ? nil : "\(generation)"))
        if generation > 0 {
            let filler = manager.scrollPosition(for: "crash-filler")
            expectEqual(filler?.count, fillerLength(generation))
            expectEqual(filler?.allSatisfy { $0 == Character("\(generation % 10)") }, true)
            let file = directory.appendingPathComponent("appState.json").path
            try expectEqual(permissions(ofItemAt: file), 0o600, "\(file)")
        }
        return generation
    }

    private static func makeDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Where in the next save's write to stop: a byte offset below the document's size (known
    /// from the filler's length and the size of the rest, learned from earlier saves), often a
    /// boundary (the first byte, a page).
    private static func stopOffset(
        forGeneration generation: Int, overhead: Int, using generator: inout SeededGenerator
    ) -> Int {
        // The rest of the document varies by a few digits (the date, the generation).
        let size = fillerLength(generation) + overhead - 32
        let boundaries = [0, 1, 4_095, 4_096, 4_097, 16_384, 65_536, size - 1].filter { $0 < size }
        if Int.random(in: 0..<4, using: &generator) == 0,
            let boundary = boundaries.randomElement(using: &generator)
        {
            return boundary
        }
        return Int.random(in: 0..<size, using: &generator)
    }

    /// Checks the directory while the writer is stopped: the kernel stopped the write at the
    /// chosen byte, and every file, the one being written included, is readable by its owner
    /// only.
    private static func checkStoppedWrite(in directory: URL, atByte offset: Int, round: Int) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        var sizes: [Int] = []
        for name in names {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent(name).path)
            sizes.append(attributes[.size] as? Int ?? -1)
            expectEqual(attributes[.posixPermissions] as? Int, 0o600, "round \(round): \(name)")
        }
        #expect(sizes.contains(offset), "round \(round): no file of \(offset) bytes: \(names)")
    }

    @Test(.thorough) func killingAWriterInTheMiddleOfAWriteNeverLeavesATornFile() throws {
        let directory = try Self.makeDirectory("crash")
        defer { try? FileManager.default.removeItem(at: directory) }
        let rounds = 200
        var generator = SeededGenerator(seed: 0xC4A5_4E)
        var confirmed = 0
        var overhead = 0  // the document's size beyond its filler, learned from the saves
        var stopsRequested = 0
        var midWriteKills = 0
        var otherInterruptedWrites = 0
        for round in 0..<rounds {
            // Four rounds in five stop the writer inside a save's write, at a byte chosen here;
            // the others kill it at whatever moment it has reached after some saves.
            let stops = round % 5 != 4
            let saves = Int.random(in: 0...(stops ? 2 : 3), using: &generator)
            var stopOffset: Int?
            let writer: Writer
            if stops {
                let offset = Self.stopOffset(
                    forGeneration: confirmed + saves + 1, overhead: overhead, using: &generator)
                stopOffset = offset
                stopsRequested += 1
                writer = try Writer(["--saves", "\(saves)", "--stop-at-byte", "\(offset)", directory.path])
            } else {
                writer = try Writer([directory.path])
            }
            var lastSaved = confirmed
            var stopped = false
            var lines: [String] = []
            while lines.count < saves + (stops ? 2 : 0), let line = writer.nextLine() {
                lines.append(line)
                if let (generation, bytes) = Self.parseSaved(line) {
                    lastSaved = generation
                    overhead = bytes - Self.fillerLength(generation)
                } else if line == "stopped" {
                    stopped = true
                }
            }
            if let stopOffset {
                try #require(
                    stopped, "round \(round): the writer did not stop at byte \(stopOffset): \(lines)")
                midWriteKills += 1
                try Self.checkStoppedWrite(in: directory, atByte: stopOffset, round: round)
            } else {
                otherInterruptedWrites += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                    .filter { $0.hasSuffix(".tmp") }.count
            }
            try #require(writer.kill(), "round \(round): the writer ended before the kill: \(lines)")
            // A writer that was not stopped kept saving until the kill arrived: on a busy machine
            // it may have finished more saves than the lines read so far, and said so.
            while let line = writer.nextLine() {
                lines.append(line)
                if let (generation, _) = Self.parseSaved(line) { lastSaved = generation }
            }
            let generation = try Self.savedGeneration(in: directory)
            #expect(generation == lastSaved || generation == lastSaved + 1, "round \(round): \(lines)")
            confirmed = generation
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        expectFalse(names.contains { $0.contains("corrupt") })
        // Temporary files of interrupted writes are cleaned up by the next launch's read.
        expectEqual(names, ["appState.json"])
        // Every requested stop happened inside a write: 160 of the 200 kills.
        expectEqual(stopsRequested, rounds * 4 / 5)
        expectEqual(midWriteKills, stopsRequested)
        Thorough.report(
            "crash-safe saves: \(rounds) kills, \(midWriteKills) stopped in the middle of a write, "
                + "\(otherInterruptedWrites) more at a random moment of a write, generation \(confirmed)"
        )
        #expect(confirmed > 0)
    }

    @Test func savedFilesAreReadableAndWritableByTheirOwnerOnly() throws {
        let directory = try Self.makeDirectory("permissions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = StateRestorationManager(storage: .file(directory: directory), resumePolicy: .always)
        manager.listPosition = 2
        manager.saveNow()
        let draft = FormDraftManager(formID: "signup", storage: .file(directory: directory))
        draft.save(key: "name", value: "Ada")
        draft.saveNow()
        expectNil(manager.lastError)
        expectNil(draft.lastError)
        // The process's umask could only remove permissions; a file made with the default
        // 0666 would still show group and other bits under the usual 022.
        for name in ["appState.json", "formDraft-signup.json"] {
            let path = directory.appendingPathComponent(name).path
            try expectEqual(Self.permissions(ofItemAt: path), 0o600, "\(name)")
        }
    }

    @Test func aFullDiskIsReportedAndTheLastGoodStateKept() throws {
        let directory = try Self.makeDirectory("full")
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = StateRestorationManager(storage: .file(directory: directory), resumePolicy: .always)
        good.listPosition = 7
        good.saveScrollPosition(id: "crash-generation", topItemID: "7")
        good.saveNow()
        expectNil(good.lastError)

        let writer = try Writer(["--disk-full", directory.path])
        var message = ""
        while let line = writer.nextLine() { message += line }
        writer.process.waitUntilExit()
        expectEqual(writer.process.terminationStatus, 0)
        #expect(message.contains("appState.json"))
        let relaunched = StateRestorationManager(
            storage: .file(directory: directory), resumePolicy: .always)
        expectNil(relaunched.lastError)
        expectEqual(relaunched.listPosition, 7)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: directory.path), ["appState.json"])
    }
}
