// A helper process for the crash-safety tests: it resumes the state in the directory given as
// its argument and saves a new, larger state in a loop, printing `saved N` after each save
// returns, until it is killed.
//
// With `--disk-full`, it caps the size of files it may write (RLIMIT_FSIZE, as a full disk
// would), tries one save, prints the reported error and exits: 0 when the failure was
// reported, 5 when the save unexpectedly succeeded.
import Foundation
import Trellis

@MainActor
func run() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let path = arguments.last, arguments.count <= 2 else {
        FileHandle.standardError.write(Data("usage: TrellisStateWriter [--disk-full] DIRECTORY\n".utf8))
        exit(2)
    }
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    let manager = StateRestorationManager(storage: .file(directory: directory), restoreBehavior: .always)
    if let error = manager.lastError {
        FileHandle.standardError.write(Data("restore failed: \(error)\n".utf8))
        exit(3)
    }
    var generation = manager.selectedTab
    if arguments.first == "--disk-full" {
        signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit(rlim_cur: 4_096, rlim_max: 4_096)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        manager.selectedTab = generation + 1
        manager.saveFormDraft(formID: "crash", key: "filler", value: String(repeating: "z", count: 50_000))
        manager.saveState()
        guard let error = manager.lastError else { exit(5) }
        FileHandle.standardOutput.write(Data("\(error)\n".utf8))
        exit(0)
    }
    while true {
        generation += 1
        manager.selectedTab = generation
        // A payload of a few hundred kilobytes, so a kill often lands in the middle of a write.
        let filler = String(repeating: "\(generation % 10)", count: 20_000 + generation % 7 * 10_000)
        manager.saveFormDraft(formID: "crash", key: "generation", value: "\(generation)")
        manager.saveFormDraft(formID: "crash", key: "filler", value: filler)
        manager.saveState()
        if let error = manager.lastError {
            FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
            exit(4)
        }
        FileHandle.standardOutput.write(Data("saved \(generation)\n".utf8))
    }
}

MainActor.assumeIsolated { run() }
