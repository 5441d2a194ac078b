// A helper process for the crash-safety tests. It resumes the state in DIRECTORY with a
// `StateRestorationManager` and saves new states, each one generation further: the generation
// as the top item of the scroll view "list" and as a form draft, and a filler draft of 20,000 to 80,000 copies of
// one digit (a document of about 20 to 80 KB). After each save returns it prints
// `saved GENERATION BYTES`, BYTES being the size of `appState.json`.
//
//     TrellisStateWriter DIRECTORY
//         saves in a loop until it is killed.
//     TrellisStateWriter --saves K [--stop-at-byte N] DIRECTORY
//         saves K times; with `--stop-at-byte`, then prints `stopping GENERATION` and saves
//         once more, stopping inside that save's write: the first write(2) at byte N or beyond
//         of any file blocks the process (it prints `stopped`) until it is killed. The limit
//         is the kernel's (RLIMIT_FSIZE), so the stop does not depend on how the library
//         writes. If the save returns, it prints `not stopped` and exits with 6.
//     TrellisStateWriter --disk-full DIRECTORY
//         caps the size of files it may write at 4 KiB (as a full disk would), tries one save
//         of a larger state, prints the reported error and exits: 0 when the failure was
//         reported, 5 when the save unexpectedly succeeded.
//
// It sets its umask to 022, a common default, so that the permissions of what it writes
// depend on the library alone.
import Foundation
import Trellis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct Options {
    var directory: URL
    var saves: Int?
    var stopAtByte: Int?
    var diskFull = false

    static let usage = "usage: TrellisStateWriter [--disk-full | --saves K [--stop-at-byte N]] DIRECTORY\n"

    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        var saves: Int?
        var stopAtByte: Int?
        var diskFull = false
        while let argument = remaining.first, argument.hasPrefix("--") {
            remaining = remaining.dropFirst()
            switch argument {
            case "--disk-full":
                diskFull = true
            case "--saves":
                guard let value = remaining.popFirst().flatMap({ Int($0) }), value >= 0 else { return nil }
                saves = value
            case "--stop-at-byte":
                guard let value = remaining.popFirst().flatMap({ Int($0) }), value >= 0 else { return nil }
                stopAtByte = value
            default:
                return nil
            }
        }
        guard remaining.count == 1, let path = remaining.first else { return nil }
        guard !(diskFull && (saves != nil || stopAtByte != nil)), stopAtByte == nil || saves != nil else {
            return nil
        }
        self.directory = URL(fileURLWithPath: path, isDirectory: true)
        self.saves = saves
        self.stopAtByte = stopAtByte
        self.diskFull = diskFull
    }
}

/// The filler's length for a generation; the tests check it with the same formula.
func fillerLength(_ generation: Int) -> Int { 20_000 + generation % 7 * 10_000 }

func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}

/// Makes every write at or beyond byte `limit` of a file block the process until it is killed.
func stopWrites(atByte limit: Int) {
    // A write that would cross the limit writes up to it; the next one raises SIGXFSZ, whose
    // handler reports the stop (write(2) is async-signal-safe) and waits for SIGKILL.
    signal(SIGXFSZ) { _ in
        let message: StaticString = "stopped\n"
        _ = write(STDOUT_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        while true { pause() }
    }
    // The signal may come blocked from the parent (a test runner's thread).
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGXFSZ)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    var size = rlimit()
    let resource = Int32(RLIMIT_FSIZE.rawValue)
    getrlimit(resource, &size)
    size.rlim_cur = rlim_t(limit)
    guard setrlimit(resource, &size) == 0 else {
        fail("setrlimit failed: \(String(cString: strerror(errno)))", status: 2)
    }
}

@MainActor
func run() {
    guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
        fail(Options.usage, status: 2)
    }
    umask(0o022)
    let stateFile = options.directory.appendingPathComponent("appState.json").path
    let manager = StateRestorationManager(
        storage: .file(directory: options.directory), resumePolicy: .always)
    if let error = manager.lastError { fail("restore failed: \(error)", status: 3) }
    var generation = manager.scrollPosition(for: "list").flatMap { Int($0) } ?? 0

    func saveNextGeneration() {
        generation += 1
        manager.saveScrollPosition(id: "list", topItemID: "\(generation)")
        manager.saveScrollPosition(id: "crash-generation", topItemID: "\(generation)")
        manager.saveScrollPosition(
            id: "crash-filler",
            topItemID: String(repeating: "\(generation % 10)", count: fillerLength(generation)))
        manager.saveNow()
    }
    func confirmSave() {
        if let error = manager.lastError { fail("save failed: \(error)", status: 4) }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: stateFile)[.size] as? Int) ?? -1
        printLine("saved \(generation) \(bytes)")
    }

    if options.diskFull {
        signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit(rlim_cur: 4_096, rlim_max: 4_096)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        saveNextGeneration()
        guard let error = manager.lastError else { exit(5) }
        printLine("\(error)")
        exit(0)
    }
    guard let saves = options.saves else {
        while true {
            saveNextGeneration()
            confirmSave()
        }
    }
    for _ in 0..<saves {
        saveNextGeneration()
        confirmSave()
    }
    guard let stopAtByte = options.stopAtByte else { exit(0) }
    printLine("stopping \(generation + 1)")
    stopWrites(atByte: stopAtByte)
    saveNextGeneration()
    confirmSave()
    printLine("not stopped")
    exit(6)
}

MainActor.assumeIsolated { run() }
