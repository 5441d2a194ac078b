import Foundation
import TrellisFuzzSupport

// The restore fuzzer: see RestoreHarness for what each input is checked against.
//
// Built by Scripts/fuzz with `swift build -c release --sanitize fuzzer
// -Xswiftc -DTRELLIS_LIBFUZZER`, libFuzzer provides `main` and calls the entry point below.
// A plain `swift build` has the `main` below instead: it runs the harness on the files and
// directories given as arguments (a corpus, crash artifacts), or writes the seed corpus.
//
//     RestoreFuzzer [FILE|DIR]...          replay inputs; exit 1 on a violation
//     RestoreFuzzer --write-seeds DIR      write the seed corpus (one snapshot per scenario)

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let violations = MainActor.assumeIsolated { RestoreHarness.violations(for: data) }
    if !violations.isEmpty {
        fatalError("restore contract violated:\n" + violations.joined(separator: "\n"))
    }
    return 0
}

#if !TRELLIS_LIBFUZZER
    @main
    @MainActor
    enum RestoreFuzzerMain {
        static func main() throws {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "--write-seeds", arguments.count == 2 {
                try writeSeeds(to: URL(fileURLWithPath: arguments[1]))
                return
            }
            var inputs = 0
            var failures = 0
            for url in try inputFiles(arguments) {
                let data = try Data(contentsOf: url)
                let violations = RestoreHarness.violations(for: data)
                inputs += 1
                if !violations.isEmpty {
                    failures += 1
                    print("FAIL \(url.path)\n" + violations.joined(separator: "\n"))
                }
            }
            print("\(inputs) inputs, \(failures) failing")
            if failures > 0 { exit(1) }
        }

        static func inputFiles(_ arguments: [String]) throws -> [URL] {
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

        static func writeSeeds(to directory: URL) throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let seeds = try RestoreHarness.seedSnapshots()
            for seed in seeds {
                try seed.data.write(to: directory.appendingPathComponent(seed.name + ".json"))
            }
            print("wrote \(seeds.count) seeds to \(directory.path)")
        }
    }
#endif
