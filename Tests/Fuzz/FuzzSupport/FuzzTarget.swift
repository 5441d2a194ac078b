import Foundation

/// What every fuzz target shares: the libFuzzer entry point's check, and the command line of
/// a plain build (replay inputs, write the seed corpus).
///
///     <Target> [FILE|DIR]...          replay inputs; exit 1 on a violation
///     <Target> --write-seeds DIR      write the seed corpus
@MainActor
public struct FuzzTarget {
    /// The name used in failure messages, e.g. `restore`.
    public let name: String
    /// The contract violations for one input; empty when it holds.
    public let violations: @MainActor (Data) -> [String]
    /// The seed corpus, by name.
    public let seeds: @MainActor () throws -> [(name: String, data: Data)]
    /// The extension of the seed files: `json` for documents, `bin` for bytes.
    public var seedExtension = "json"

    /// The restore fuzzer: ``RestoreHarness``.
    public static let restore = FuzzTarget(
        name: "restore", violations: RestoreHarness.violations(for:), seeds: RestoreHarness.seedSnapshots)

    /// The state-file fuzzer: ``StateFileHarness``.
    public static let stateFile = FuzzTarget(
        name: "state", violations: StateFileHarness.violations(for:), seeds: StateFileHarness.seedDocuments)

    /// The navigate fuzzer: ``NavigateHarness``.
    public static let navigate = FuzzTarget(
        name: "navigate", violations: NavigateHarness.violations(for:), seeds: NavigateHarness.seedInputs,
        seedExtension: "bin")

    /// The target called `name`, or `nil`.
    public static func named(_ name: String) -> FuzzTarget? {
        [restore, stateFile, navigate].first { $0.name == name }
    }

    /// Checks one input from libFuzzer; a violation traps, which libFuzzer reports as a crash
    /// and saves the input.
    ///
    /// libFuzzer calls in a loop on the main thread, so main-actor jobs the input started
    /// (a debounced save, scheduled then cancelled) would queue up for the whole run: the
    /// main run loop is given one turn to run them.
    public func testOneInput(_ data: Data) {
        let violations = violations(data)
        if !violations.isEmpty {
            fatalError("\(name) contract violated:\n" + violations.joined(separator: "\n"))
        }
        RunLoop.main.run(until: Date())
    }

    /// Runs the command line of a plain build.
    public func main(_ arguments: [String]) throws {
        if arguments.first == "--write-seeds", arguments.count == 2 {
            try writeSeeds(to: URL(fileURLWithPath: arguments[1]))
            return
        }
        var inputs = 0
        var failures = 0
        for url in try Self.inputFiles(arguments) {
            let found = violations(try Data(contentsOf: url))
            inputs += 1
            if !found.isEmpty {
                failures += 1
                print("FAIL \(url.path)\n" + found.joined(separator: "\n"))
            }
        }
        print("\(inputs) inputs, \(failures) failing")
        if failures > 0 { exit(1) }
    }

    private static func inputFiles(_ arguments: [String]) throws -> [URL] {
        var files: [URL] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: argument])
            }
            if isDirectory.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: argument).sorted()
                files += names.filter { !$0.hasPrefix(".") }.map {
                    URL(fileURLWithPath: argument).appendingPathComponent($0)
                }
            } else {
                files.append(URL(fileURLWithPath: argument))
            }
        }
        return files
    }

    private func writeSeeds(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let seeds = try seeds()
        for seed in seeds {
            try seed.data.write(to: directory.appendingPathComponent(seed.name + "." + seedExtension))
        }
        print("wrote \(seeds.count) seeds to \(directory.path)")
    }
}
