import Foundation
import Testing

/// Restore takes time linear in the document's size and working memory bounded by it, for the
/// worst cases the limits admit (omissions × entries, depth × width, many tabs, long
/// payloads).
///
/// The documents and the measurements are `trellis-bench`'s (`Benchmarks/TrellisBench/
/// RestoreScaling.swift`), run here in a debug build: each case at two sizes, 4× apart, each
/// restored in a child process of its own. The larger may take at most 6× the time (linear
/// work gives about 4×, a quadratic one 16×; a pair over the bound is measured once more), and
/// no restore's peak memory may pass the peak of building the same tree by navigating (the
/// coordinators cost what the app's types cost) by more than 20× the document. CI runs the same check in release at 1, 4 and 16 MB (`trellis-bench
/// --restore-scaling`). A ratio measured in one run holds on a loaded machine.
@Suite("Navigation snapshots: restore scales linearly", .serialized, .thorough)
struct RestoreScalingTests {
    /// The size of the smaller document; `TRELLIS_SCALING_BYTES` changes it.
    static let baseBytes =
        ProcessInfo.processInfo.environment["TRELLIS_SCALING_BYTES"].flatMap { Int($0) } ?? 500_000

    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case omissionsTimesEntries, depthTimesWidth, manyTabs, longPayloads
        var testDescription: String { rawValue }
    }

    /// `trellis-bench`, built next to the test bundle.
    static var bench: URL {
        BuiltExecutable.url("trellis-bench")
    }

    /// The `key=value` fields `trellis-bench flag case bytes` prints.
    static func probe(
        _ flag: String, _ scalingCase: Case, bytes: Int, runs: Int? = nil
    ) throws -> [String: Double] {
        let process = Process()
        process.executableURL = bench
        process.arguments = [flag, scalingCase.rawValue, String(bytes)] + (runs.map { [String($0)] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(flag) \(scalingCase) \(bytes) failed")
        var fields: [String: Double] = [:]
        for pair in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = value }
        }
        return fields
    }

    /// The restore's figures at `bytes`: the document's size, the fastest of three restores or
    /// more and the peak memory beyond the tree it builds, in bytes.
    static func measure(_ scalingCase: Case, bytes: Int, runs: Int? = nil) throws -> (
        bytes: Double, seconds: Double, runs: Int, working: Double
    ) {
        let restore = try probe("--restore-probe", scalingCase, bytes: bytes, runs: runs)
        let tree = try probe("--build-probe", scalingCase, bytes: bytes)
        let size = try #require(restore["bytes"])
        let seconds = try #require(restore["seconds"])
        let timed = try #require(restore["runs"])
        let added = try #require(restore["added_kb"])
        let treeAlone = try #require(tree["added_kb"])
        return (size, seconds, Int(timed), max(0, added - treeAlone) * 1024)
    }

    @Test(arguments: Case.allCases)
    func timeGrowsWithTheDocumentAndWorkingMemoryStaysUnderTwentyTimesIt(_ scalingCase: Case) throws {
        // Both sizes are timed as many times (the smaller's count): the fastest of more runs is
        // faster.
        let small = try Self.measure(scalingCase, bytes: Self.baseBytes)
        let large = try Self.measure(scalingCase, bytes: 4 * Self.baseBytes, runs: small.runs)
        var ratio = large.seconds / small.seconds
        if ratio > 6 {
            // Other suites run beside this one and may slow one size more than the other: the
            // two are measured once more and the better ratio counts. Work that grows faster
            // than the input misses the bound both times.
            let again = try Self.measure(scalingCase, bytes: Self.baseBytes)
            ratio = min(
                ratio,
                try Self.measure(scalingCase, bytes: 4 * Self.baseBytes, runs: again.runs).seconds
                    / again.seconds)
        }
        Thorough.report(
            "\(scalingCase): \(Int(small.bytes)) and \(Int(large.bytes)) bytes, time ratio \(ratio), "
                + "working memory \(small.working / small.bytes)× and \(large.working / large.bytes)×")
        #expect(ratio <= 6, "\(scalingCase): time ratio \(ratio) for 4× the size")
        // Memory is read from /proc (Linux); elsewhere only time is checked.
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
        for measured in [small, large] {
            #expect(
                measured.working <= 20 * measured.bytes,
                "\(scalingCase): \(Int(measured.working)) bytes of working memory for \(Int(measured.bytes))")
        }
    }
}
