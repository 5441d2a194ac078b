import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// A fresh directory under the system temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TrellisTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `name` inside the directory.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The contents of `name`, or `nil` when there is no such file.
    func contents(of name: String) -> Data? { FileManager.default.contents(atPath: file(name).path) }

    /// The names in the directory, sorted.
    var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Writes `data` to `name`.
    func write(_ data: Data, to name: String) throws {
        try data.write(to: file(name))
    }
}

/// A UserDefaults suite of its own, removed when released.
final class TemporaryDefaultsSuite {
    let name = "TrellisTests.\(UUID().uuidString)"

    deinit {
        UserDefaults(suiteName: name)?.removePersistentDomain(forName: name)
    }

    /// A fresh `UserDefaults` object on the suite, as a relaunched app would create.
    var defaults: UserDefaults? { UserDefaults(suiteName: name) }
}

/// The two storage media, for tests that run on both.
enum StorageKind: String, CaseIterable, CustomTestStringConvertible {
    case file
    case userDefaults

    var testDescription: String { rawValue }
}

/// Storage of one kind that lives as long as the test: a temporary directory or suite.
final class TestStorage {
    let kind: StorageKind
    let directory = TemporaryDirectory()
    let suite = TemporaryDefaultsSuite()

    init(_ kind: StorageKind = .file) {
        self.kind = kind
    }

    var method: StateStorageMethod {
        switch kind {
        case .file: .file(directory: directory.url)
        case .userDefaults: .userDefaults(suiteName: suite.name)
        }
    }

    /// The stored bytes of the document called `name` (`appState`, `formDraft-x`), or `nil`.
    func storedBytes(_ name: String) -> Data? {
        switch kind {
        case .file: directory.contents(of: "\(name).json")
        case .userDefaults: suite.defaults?.data(forKey: "Trellis.\(name)")
        }
    }

    /// Replaces the stored bytes of the document called `name`.
    func store(_ data: Data, as name: String) throws {
        switch kind {
        case .file: try directory.write(data, to: "\(name).json")
        case .userDefaults: suite.defaults?.set(data, forKey: "Trellis.\(name)")
        }
    }

    /// Writes `drafts` into the stored app-state document `name`, as a version from before
    /// drafts were ``FormDraftManager``'s kept them there (`formDrafts`).
    func addFormDrafts(_ drafts: [String: [String: String]], to name: String = "appState") throws {
        let bytes = try #require(storedBytes(name))
        var document = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        document["formDrafts"] = drafts
        try store(JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]), as: name)
    }
}

/// A fixed, settable "now" for managers under test.
final class TestNow {
    var date: Date

    init(_ date: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.date = date
    }

    /// The closure to pass as a manager's `now`.
    var closure: () -> Date { { [unowned self] in self.date } }

    func advance(minutes: Double) {
        date += minutes * 60
    }
}

extension Data {
    /// The bytes as UTF-8 text, for assertions on what reached the disk.
    var text: String { String(decoding: self, as: UTF8.self) }
}

@MainActor
extension Debouncer {
    /// Runs the pending action, if any, once `clock` reaches it.
    func runPending(on clock: ManualClock) async {
        guard isPending else { return }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: interval)
        await waitForPendingRun()
    }
}

@MainActor
extension StateRestorationManager {
    /// A tracked number for tests that need some state to save and find again: the top item
    /// of the scroll view `list`, saved with `saveScrollPosition(id:topItemID:)`; 0 when none
    /// is saved. Setting it schedules a save when it changed.
    var listPosition: Int {
        get { scrollPosition(for: "list").flatMap { Int($0) } ?? 0 }
        set { saveScrollPosition(id: "list", topItemID: String(newValue)) }
    }
}
