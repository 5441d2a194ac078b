import Foundation
import Testing
import Trellis

/// Kills a process that saves state in a loop at random moments and checks that the state
/// file is always a complete state: the last one saved, or the one being written.
@MainActor
@Suite("Crash-safe saves")
struct CrashSafeSaveTests {
    /// The helper executable built next to the test bundle.
    private var writerURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("TrellisStateWriter")
    }

    /// Reads `saved N` lines from the writer; returns the last N, or `nil` at end of output.
    private struct LineReader {
        let handle: FileHandle
        var buffer: [UInt8] = []

        mutating func nextGeneration() -> Int? {
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[..<newline], as: UTF8.self)
                    buffer.removeSubrange(...newline)
                    return Int(line.dropFirst("saved ".count))
                }
                let chunk = handle.availableData
                guard !chunk.isEmpty else { return nil }
                buffer += chunk
            }
        }
    }

    private func savedGeneration(in directory: URL) throws -> Int {
        let manager = StateRestorationManager(storage: .file(directory: directory), restoreBehavior: .always)
        if let error = manager.lastError { throw error }
        let generation = manager.selectedTab
        #expect(
            manager.formDraftValue(formID: "crash", key: "generation")
                == (generation == 0 ? nil : "\(generation)"))
        if generation > 0 {
            let filler = manager.formDraftValue(formID: "crash", key: "filler")
            #expect(filler?.count == 20_000 + generation % 7 * 10_000)
            #expect(filler?.allSatisfy { $0 == Character("\(generation % 10)") } == true)
        }
        return generation
    }

    @Test func killingAWriterAtRandomMomentsNeverLeavesATornFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-crash-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SeededGenerator(seed: 0xC4A5_4E)
        var confirmed = 0
        var kills = 0
        var interruptedWrites = 0
        for _ in 0..<200 {
            let process = Process()
            process.executableURL = writerURL
            process.arguments = [directory.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            var reader = LineReader(handle: output.fileHandleForReading)
            var lastSaved = confirmed
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                guard let generation = reader.nextGeneration() else { break }
                lastSaved = generation
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            kills += 1
            interruptedWrites += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".tmp") }.count
            let generation = try savedGeneration(in: directory)
            #expect(generation == lastSaved || generation == lastSaved + 1, "kill \(kills)")
            confirmed = generation
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains("corrupt") })
        // Temporary files of interrupted writes are cleaned up by the next launch's read.
        #expect(names == ["appState.json"])
        #expect(kills == 200)
        print(
            "crash-safe saves: \(kills) kills, \(interruptedWrites) in the middle of a write, generation \(confirmed)"
        )
        #expect(confirmed > 0)
    }

    @Test func aFullDiskIsReportedAndTheLastGoodStateKept() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-full-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = StateRestorationManager(storage: .file(directory: directory), restoreBehavior: .always)
        good.selectedTab = 7
        good.saveFormDraft(formID: "crash", key: "generation", value: "7")
        good.saveState()
        #expect(good.lastError == nil)

        let process = Process()
        process.executableURL = writerURL
        process.arguments = ["--disk-full", directory.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let message = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(message.contains("appState.json"))
        let relaunched = StateRestorationManager(
            storage: .file(directory: directory), restoreBehavior: .always)
        #expect(relaunched.lastError == nil)
        #expect(relaunched.selectedTab == 7)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["appState.json"])
    }
}
