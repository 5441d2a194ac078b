import Foundation
import Trellis

/// Peak resident memory of a process that builds the tree, captures it and restores the
/// snapshot into a second tree (both alive at the end), read from `/proc/self/status`.
///
/// It runs in a child process (this executable with `--memory-probe N`) so that the figure is
/// not raised by the benchmarks run before it.
enum MemoryProbe {
    struct Reading {
        /// `VmRSS` before building anything: the runtime and Foundation alone.
        var startKB: Int
        /// `VmHWM` at the end: the high-water mark of the resident set.
        var peakKB: Int
    }

    static let flag = "--memory-probe"

    /// The body of the child process: prints one `memory-probe start_kb=… peak_kb=…` line.
    @MainActor
    static func runProbe(routes: Int) {
        let start = status("VmRSS") ?? 0
        let workload = Workloads.tree(routes: routes)
        let snapshot = attempt("capture") { try workload.top.captureNavigationState() }
        let fresh = workload.makeFresh()
        let report = attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }
        check(report.isComplete, "the restore skipped \(report)")
        let peak = status("VmHWM") ?? 0
        withExtendedLifetime((workload, fresh)) {
            print("memory-probe start_kb=\(start) peak_kb=\(peak)")
        }
    }

    /// Runs the probe in a child process; `nil` where `/proc` is not available.
    static func measureInChildProcess(routes: Int) -> Reading? {
        guard let executable = executablePath,
            let fields = childFields(URL(fileURLWithPath: executable), [flag, String(routes)]),
            let start = fields["start_kb"].flatMap({ Int($0) }),
            let peak = fields["peak_kb"].flatMap({ Int($0) })
        else { return nil }
        return Reading(startKB: start, peakKB: peak)
    }

    /// This executable's path, read from `/proc`; `nil` where there is none.
    static var executablePath: String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// Runs `executable` with `arguments` and returns the `key=value` fields it printed; `nil`
    /// when it cannot run or exits with a failure.
    ///
    /// Only macOS and Linux start processes (`Process` is macOS-only on Apple platforms); on the
    /// other platforms of the manifest the probes report nothing.
    static func childFields(_ executable: URL, _ arguments: [String]) -> [String: String]? {
        #if os(macOS) || os(Linux)
            return runChild(executable, arguments)
        #else
            return nil
        #endif
    }

    #if os(macOS) || os(Linux)
        private static func runChild(_ executable: URL, _ arguments: [String]) -> [String: String]? {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            guard (try? process.run()) != nil else { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            var fields: [String: String] = [:]
            for pair in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
            }
            return fields
        }
    #endif

    /// A `kB` field of `/proc/self/status`, such as `VmHWM`.
    static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first.flatMap {
                Int($0)
            }
        }
        return nil
    }
}
