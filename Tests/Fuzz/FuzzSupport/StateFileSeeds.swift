import Foundation
import Trellis

/// The state-file fuzzer's seed corpus: documents written by real managers after real
/// sessions over ``FuzzApp``, plus the version edge cases a relaunch meets (an older state to
/// migrate, one too old to migrate, a newer state and format, an expired save).
@MainActor
enum StateFileSeeds {
    static func all() throws -> [(name: String, data: Data)] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-state-seeds-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        var seeds: [(name: String, data: Data)] = []
        for session in sessions {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let data = try session.write(directory)
            try FileManager.default.removeItem(at: directory)
            seeds.append((session.name, data))
            for (suffix, edit) in session.variants {
                seeds.append(
                    (session.name + "-" + suffix, Data(edit(String(decoding: data, as: UTF8.self)).utf8)))
            }
        }
        return seeds
    }

    private struct Session {
        var name: String
        /// Writes the document and returns its bytes.
        var write: @MainActor (URL) throws -> Data
        /// Hand edits of the written document, by name suffix.
        var variants: [(String, (String) -> String)] = []
    }

    private static let sessions: [Session] = [
        Session(name: "app-fresh") { try appState(in: $0) { _, _ in } },
        Session(
            name: "app-busy",
            write: { directory in
                try appState(
                    in: directory,
                    formDrafts: #"""
                        {
                            "compose" : {
                              "body" : "Line one\nLine \"two\"",
                              "title" : "Hello"
                            }
                          }
                        """#
                ) { app, manager in
                    FuzzScenarios.busy(app, DismissLedger())
                    manager.saveScrollPosition(id: "feed", topItemID: "article-42")
                    manager.saveScrollPosition(id: "mail", topItemID: "thread-7")
                }
            },
            variants: [
                (
                    "newer-state",
                    { $0.replacingOccurrences(of: #""stateVersion" : 2"#, with: #""stateVersion" : 3"#) }
                ),
                (
                    "newer-format",
                    { $0.replacingOccurrences(of: #""formatVersion" : 1"#, with: #""formatVersion" : 2"#) }
                ),
                (
                    "too-old",
                    { $0.replacingOccurrences(of: #""stateVersion" : 2"#, with: #""stateVersion" : 0"#) }
                ),
            ]),
        Session(
            name: "app-unicode",
            write: { directory in
                try appState(
                    in: directory,
                    formDrafts: #"""
                        {
                            "profile" : {
                              "name" : "Zoë 山田"
                            }
                          }
                        """#
                ) { app, manager in
                    FuzzScenarios.unicode(app, DismissLedger())
                    manager.saveScrollPosition(id: "search", topItemID: "résumé-🌱")
                }
            }),
        Session(
            name: "app-modals",
            write: { directory in
                try appState(in: directory) { app, manager in
                    FuzzScenarios.modals(app, DismissLedger())
                }
            }),
        Session(
            name: "app-split",
            write: { directory in
                try appState(in: directory) { app, _ in
                    FuzzScenarios.split(app, DismissLedger())
                }
            }),
        Session(
            name: "app-version-1",
            write: { directory in
                try appState(in: directory, schema: StateSchema(version: 1)) { app, manager in
                    FuzzScenarios.feed(app, DismissLedger())
                    manager.saveScrollPosition(id: "inbox", topItemID: "message-3")
                }
            }),
        Session(
            name: "app-expired",
            write: { directory in
                try appState(in: directory, savedAt: StateFileHarness.now - 3600) { app, manager in
                    FuzzScenarios.onboarding(app, DismissLedger())
                    manager.saveScrollPosition(id: "feed", topItemID: "old")
                }
            }),
        Session(
            name: "draft",
            write: { directory in
                let drafts = StateFileHarness.makeDrafts(in: directory)
                drafts.save(key: "title", value: "Draft")
                drafts.save(key: "body", value: "Ünïcödé ✓")
                drafts.saveNow()
                return try Data(contentsOf: directory.appendingPathComponent(Document.formDraft.fileName))
            },
            variants: [
                (
                    "newer-format",
                    { $0.replacingOccurrences(of: #""formatVersion" : 1"#, with: #""formatVersion" : 2"#) }
                )
            ]),
        Session(
            name: "held-link",
            write: { directory in
                let gate = StateFileHarness.makeGate(in: directory)
                if let link = URL(string: "fuzz://home/detail/7?from=mail%20link") { gate.receive(link) }
                if let error = gate.lastError { throw error }
                return try Data(contentsOf: directory.appendingPathComponent(Document.heldLink.fileName))
            },
            variants: [
                (
                    "newer-format",
                    { $0.replacingOccurrences(of: #""formatVersion" : 1"#, with: #""formatVersion" : 2"#) }
                )
            ]),
    ]

    /// Runs `session` on a fresh ``FuzzApp`` attached to a manager, saves, and returns the
    /// document; with `formDrafts` (JSON), the document holds those drafts, as the versions
    /// that kept drafts in the app state wrote it.
    private static func appState(
        in directory: URL, schema: StateSchema = StateFileHarness.schema,
        savedAt: Date = StateFileHarness.now, formDrafts: String? = nil,
        _ session: (FuzzApp, StateRestorationManager) -> Void
    ) throws -> Data {
        let manager = StateFileHarness.makeManager(in: directory, now: savedAt, schema: schema)
        let app = FuzzApp()
        manager.attach(app)
        session(app, manager)
        manager.saveNow()
        if let error = manager.lastError { throw error }
        let data = try Data(contentsOf: directory.appendingPathComponent(Document.appState.fileName))
        guard let formDrafts else { return data }
        let noDrafts = "\"formDrafts\" : {\n\n  }"
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains(noDrafts) else { throw SeedError("no empty formDrafts in \(text)") }
        return Data(text.replacingOccurrences(of: noDrafts, with: "\"formDrafts\" : \(formDrafts)").utf8)
    }
}

/// A seed that could not be written as intended.
struct SeedError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
