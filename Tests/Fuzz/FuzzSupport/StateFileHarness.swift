import Foundation
import Trellis

/// What the state-file fuzzer checks for one input: the bytes as the `appState.json` a
/// `StateRestorationManager` loads at launch (with a ``FuzzApp`` tree attached), as the
/// `formDraft-compose.json` a `FormDraftManager` loads, and as the `heldLink-links.json` a
/// `LinkGate<URL>` with storage loads.
///
/// Beyond "does not crash", each input is held to the persistence contract:
///
/// - The outcome (moved aside, kept as newer, expired, applied) and every loaded value are
///   the ones the documented file format gives (``ExpectedLoad``, worked out without the
///   managers' code).
/// - Loading reports at most one `PersistenceError`, for the load, whose description names
///   the file; loading and attaching schedule no save.
/// - Nothing is lost. An unusable document (not a document, too large, a migration that
///   throws) is moved aside with its exact bytes; a document from a newer version stays in
///   place with its exact bytes and is never overwritten (a save reports `writeSuspended`);
///   a usable document is not rewritten by loading it.
/// - A rejected document applies nothing: every value is at its first-launch default and
///   the tree at its initial position.
/// - An accepted document's navigation snapshot reaches the attached tree as restoring it
///   directly would (same hierarchy, same report); one that cannot be restored leaves the
///   tree at its initial position and is reported.
/// - Whatever an accepted document gave saves to a document that loads again to the same
///   state and tree.
///
/// Inputs are at most 8 KiB (`Scripts/fuzz`), far below the 16 MiB size limit: a document too
/// large to read is covered by the unit tests, not here.
@MainActor
public enum StateFileHarness {
    /// Returns the contract violations for `data`; empty when it holds.
    public static func violations(for data: Data) -> [String] {
        let log = ErrorLog()
        // The process-wide hook, not each manager's `onError`: the check needs the errors the
        // managers' initializers find, which happen before `onError` can be set.
        let previousHandler = PersistenceDiagnostics.handler
        PersistenceDiagnostics.handler = { log.errors.append($0) }
        defer { PersistenceDiagnostics.handler = previousHandler }
        let workspace: Workspace
        do {
            workspace = try Workspace(contents: data)
        } catch {
            return ["the harness could not prepare its directory: \(error)"]
        }
        defer { workspace.remove() }
        var found: [String] = []
        for document in Document.allCases {
            var check = StateFileCheck(document: document, data: data, workspace: workspace, log: log)
            switch document {
            case .appState: check.appState()
            case .formDraft: check.formDraft()
            case .heldLink: check.heldLink()
            }
            found += check.found.map { "\(document.fileName): \($0)" }
        }
        return found
    }

    /// Documents written by real managers in real sessions, by name: the seed corpus.
    public static func seedDocuments() throws -> [(name: String, data: Data)] {
        try StateFileSeeds.all()
    }

    /// The launch date every manager sees.
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Version 2 renamed the `inbox` scroll view to `mail`; state from before version 1 is
    /// not supported.
    static let schema = StateSchema(version: 2) { state, storedVersion in
        if storedVersion < 1 { throw UnsupportedStateVersion(version: storedVersion) }
        if storedVersion < 2, let top = state.scrollPositions.removeValue(forKey: "inbox") {
            state.scrollPositions["mail"] = top
        }
    }

    static func makeManager(in directory: URL, now: Date = now, schema: StateSchema = schema)
        -> StateRestorationManager
    {
        StateRestorationManager(
            storage: .file(directory: directory), resumePolicy: .timeLimited(minutes: 30),
            clock: StoppedClock(), now: { now }, schema: schema)
    }

    static func makeDrafts(in directory: URL) -> FormDraftManager {
        FormDraftManager(formID: "compose", storage: .file(directory: directory), clock: StoppedClock())
    }

    static func makeGate(in directory: URL, log: LinkLog = LinkLog()) -> LinkGate<URL> {
        LinkGate<URL>(name: "links", storage: .file(directory: directory)) { log.applied.append($0) }
    }
}

struct UnsupportedStateVersion: Error {
    var version: Int
}

/// The two state files the harness feeds the input to.
enum Document: CaseIterable {
    case appState, formDraft, heldLink

    var fileName: String {
        switch self {
        case .appState: "appState.json"
        case .formDraft: "formDraft-compose.json"
        case .heldLink: "heldLink-links.json"
        }
    }
}

/// Every `PersistenceError` reported while the harness runs.
@MainActor
final class ErrorLog {
    var errors: [PersistenceError] = []

    /// The errors reported since the last call.
    func take() -> [PersistenceError] {
        defer { errors = [] }
        return errors
    }
}

/// A directory of this process's own holding the input as each state file, each in a folder of
/// its own (a manager's storage: what one writes beside its document, such as the drafts an app
/// state hands over to `formDraft-<formID>.json`, never meets another check's input); removed
/// after each input (on a tmpfs, such as `TMPDIR=/dev/shm`, nothing reaches a disk).
struct Workspace {
    static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-state-fuzz-\(ProcessInfo.processInfo.processIdentifier)")

    var directory: URL { Self.directory }

    init(contents: Data) throws {
        for document in Document.allCases {
            try FileManager.default.createDirectory(
                at: directory(for: document), withIntermediateDirectories: true)
            try contents.write(to: file(document))
        }
    }

    /// The storage directory of the manager that loads `document`.
    func directory(for document: Document) -> URL {
        directory.appendingPathComponent(String(document.fileName.prefix { $0 != "." }))
    }

    func file(_ document: Document) -> URL {
        directory(for: document).appendingPathComponent(document.fileName)
    }

    func contents(of path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Removes every file the input left, then the directory.
    func remove() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names { try? FileManager.default.removeItem(atPath: directory.path + "/" + name) }
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A clock on which a debounced save never comes due: the harness saves explicitly, and a
/// scheduled save must not write into the next input's directory.
struct StoppedClock: Clock {
    var now: ContinuousClock.Instant { .now }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        throw CancellationError()
    }
}
