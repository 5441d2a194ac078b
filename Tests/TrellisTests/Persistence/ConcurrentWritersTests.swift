import Foundation
import Testing
import Trellis

/// Two processes saving to one state file while a third loads it over and over: no save
/// fails, no load finds a torn or unusable document, and the last complete write wins.
@MainActor
@Suite("Concurrent writers")
struct ConcurrentWritersTests {
    /// The helper executable built next to the test bundle (`Tests/StateWriter`): it resumes
    /// the state in a directory and saves a new, larger state in a loop until it is killed,
    /// exiting with status 4 when a save fails.
    private var writerURL: URL {
        BuiltExecutable.url("TrellisStateWriter")
    }

    /// The generation of the state in `directory`, checking that the document is whole.
    private func loadGeneration(in directory: URL) throws -> Int {
        let manager = StateRestorationManager(storage: .file(directory: directory), resumePolicy: .always)
        if let error = manager.lastError { throw error }
        let generation = manager.listPosition
        if generation > 0 {
            expectEqual(manager.scrollPosition(for: "crash-generation"), "\(generation)")
            let filler = manager.scrollPosition(for: "crash-filler")
            expectEqual(filler?.count, 20_000 + generation % 7 * 10_000)
            expectEqual(filler?.allSatisfy { $0 == Character("\(generation % 10)") }, true)
        }
        return generation
    }

    @Test func twoWritersAndAReaderNeverFailOrTearTheFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-concurrent-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var writers: [(process: Process, errors: Pipe)] = []
        defer {
            for writer in writers where writer.process.isRunning {
                kill(writer.process.processIdentifier, SIGKILL)
                writer.process.waitUntilExit()
            }
        }
        for _ in 0..<2 {
            let process = Process()
            process.executableURL = writerURL
            process.arguments = [directory.path]
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            writers.append((process, errors))
        }

        // Load until both writers together have saved many times, while they keep saving.
        var loads = 0
        var generation = 0
        while (loads < 200 || generation < 100) && loads < 20_000
            && writers.allSatisfy({ $0.process.isRunning })
        {
            generation = try loadGeneration(in: directory)
            loads += 1
        }

        for writer in writers {
            let wasRunning = writer.process.isRunning
            if wasRunning { kill(writer.process.processIdentifier, SIGKILL) }
            writer.process.waitUntilExit()
            let message = String(
                decoding: writer.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            expectTrue(
                wasRunning,
                "a writer stopped by itself (status \(writer.process.terminationStatus)): \(message)")
        }
        #expect(generation >= 100, "after \(loads) loads")
        Thorough.report("concurrent writers: \(loads) loads, generation \(generation)")
        // The killed writers' temporary files are gone after this load; the document is whole.
        _ = try loadGeneration(in: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        expectEqual(names, ["appState.json"])
    }
}
