import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run of `trellis-demo` printed, and how it exited.
struct DemoRun {
    var output: String
    var errors: String
    var status: Int32
}

/// The built `trellis-demo` binary, run as a user runs it.
enum DemoBinary {
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "trellis-demo was not found (run `swift build` first, or set TRELLIS_DEMO_BINARY); searched: "
                + searched.joined(separator: ", ")
        }
    }

    /// The binary: `$TRELLIS_DEMO_BINARY`, else the build directory holding the test bundle,
    /// else the package's `.build/debug`.
    static func url() throws -> URL {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["TRELLIS_DEMO_BINARY"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        // The test bundle sits in the build directory (`.build/<triple>/debug`), next to the
        // products; on Linux it is the main executable, elsewhere a loaded .xctest bundle.
        let bundles = [Bundle.main] + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
        for bundle in bundles {
            let directory =
                bundle.bundlePath.hasSuffix(".xctest")
                ? bundle.bundleURL.deletingLastPathComponent() : bundle.bundleURL
            candidates.append(directory.appendingPathComponent("trellis-demo"))
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/trellis-demo"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw NotFound(searched: candidates.map(\.path))
        }
        return found
    }

    /// Runs the binary with `arguments`, feeding it `input` on standard input (none: an empty
    /// input), and waits for it to exit.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
    ) async throws -> DemoRun {
        let scratch = try TemporaryDirectory()
        let inputURL = scratch.url.appendingPathComponent("stdin")
        let outputURL = scratch.url.appendingPathComponent("stdout")
        let errorURL = scratch.url.appendingPathComponent("stderr")
        try Data((input ?? "").utf8).write(to: inputURL)
        for url in [outputURL, errorURL] { try Data().write(to: url) }

        let process = try makeProcess(arguments, environment: environment)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try await runToExit(process)
        return DemoRun(
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8),
            status: process.terminationStatus)
    }

    static func makeProcess(_ arguments: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        return process
    }

    /// Starts `process` and suspends until it has exited.
    static func runToExit(_ process: Process) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}
