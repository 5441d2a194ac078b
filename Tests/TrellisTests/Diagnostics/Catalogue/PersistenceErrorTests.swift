import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// The persistence side of the catalogue: a ``PersistenceError`` reported by the managers
/// (`lastError`, `onError`), each paired with the nearest case that reports nothing. The full
/// set of storage faults is in the Persistence suites; these are the documented pairs.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "a failure is stored in their observable `lastError` and handed to their `onError` […], and the app keeps running" (``PersistenceError``) — an unreadable document at launch | `corruptDocumentAtLaunch()` |
/// | a readable document at launch, and no document: no error | `readableDocumentAtLaunch(_:)` |
/// | the same, for a write that fails | `failedSave()` |
/// | a write that succeeds: no error, and it clears the last one | `successfulSave()` |
/// | the same for a form draft (``FormDraftManager``) | `corruptDraft()`, `readableDraft()` |
/// | "A damaged file is moved aside and reported" (``LinkGate``); "Storage failures never lose the link in memory and are reported as the managers report theirs" | `damagedHeldLink()`, `unwritableHeldLink()` |
/// | a gate whose stored link reads back, and one that writes it: no error | `storedHeldLink()` |
@MainActor
@Suite("Diagnostics catalogue: persistence errors")
struct PersistenceErrorTests {
    let storage = TestStorage(.file)
    let now = TestNow()

    private func makeManager(directory: URL? = nil) -> StateRestorationManager {
        StateRestorationManager(
            storage: .file(directory: directory ?? storage.directory.url), resumePolicy: .always,
            clock: ManualClock(), now: now.closure)
    }

    /// A directory that cannot be created: its parent is a regular file.
    private func unwritableDirectory() throws -> URL {
        try storage.directory.write(Data("a file".utf8), to: "blocker")
        return storage.directory.file("blocker").appendingPathComponent("state", isDirectory: true)
    }

    func corruptDocumentAtLaunch() throws {
        try storage.store(Data("{ not json".utf8), as: "appState")
        let manager = makeManager()
        let error = try #require(manager.lastError)
        expectEqual(error.operation, .load)
        expectEqual(error.reason, .corruptDocument)
        expectEqual(error.location, storage.directory.file("appState.json").path)
    }

    @Test("A readable document, or none, at launch reports nothing", arguments: [true, false])
    func readableDocumentAtLaunch(_ saved: Bool) {
        if saved {
            let first = makeManager()
            first.listPosition = 3
            first.saveNow()
            expectNil(first.lastError)
        }
        let manager = makeManager()
        expectNil(manager.lastError)
        expectEqual(manager.listPosition, (saved ? 3 : 0))
    }

    func failedSave() throws {
        let manager = makeManager(directory: try unwritableDirectory())
        var received: [PersistenceError] = []
        manager.onError = { received.append($0) }
        manager.listPosition = 1
        manager.saveNow()
        expectEqual(received.map(\.operation), [.save])
        expectEqual(received.map(\.reason), [.ioFailure])
        expectEqual(manager.lastError?.description, received.first?.description)
    }

    func successfulSave() throws {
        let directory = try unwritableDirectory()
        let manager = makeManager(directory: directory)
        var received: [PersistenceError] = []
        manager.listPosition = 1
        manager.saveNow()
        expectNotNil(manager.lastError)
        try FileManager.default.removeItem(at: storage.directory.file("blocker"))
        manager.onError = { received.append($0) }
        manager.saveNow()
        expectEmpty(received)
        expectNil(manager.lastError)
    }

    func corruptDraft() throws {
        try storage.store(Data("[1, 2".utf8), as: "formDraft-signup")
        let draft = FormDraftManager(formID: "signup", storage: storage.method, clock: ManualClock())
        let error = try #require(draft.lastError)
        expectEqual(error.operation, .load)
        expectEqual(error.reason, .corruptDocument)
        expectFalse(draft.hasDraft)
    }

    func readableDraft() {
        let first = FormDraftManager(formID: "signup", storage: storage.method, clock: ManualClock())
        first.save(key: "name", value: "Ada")
        first.saveNow()
        expectNil(first.lastError)
        let draft = FormDraftManager(formID: "signup", storage: storage.method, clock: ManualClock())
        expectNil(draft.lastError)
        expectEqual(draft.value(for: "name"), "Ada")
    }

    func damagedHeldLink() throws {
        try storage.store(Data("{ damaged".utf8), as: "heldLink-links")
        let gate = LinkGate<URL>(name: "links", storage: storage.method) { _ in }
        let error = try #require(gate.lastError)
        expectEqual(error.operation, .load)
        expectEqual(error.reason, .corruptDocument)
        expectNotNil(error.movedAsideTo)
        expectNil(gate.heldLink)
    }

    func unwritableHeldLink() throws {
        let gate = LinkGate<URL>(name: "links", storage: .file(directory: try unwritableDirectory())) { _ in }
        var received: [PersistenceError] = []
        gate.onError = { received.append($0) }
        let link = try #require(URL(string: "shop://product/7"))
        gate.receive(link)
        expectEqual(received.map(\.operation), [.save])
        expectEqual(gate.lastError?.operation, .save)
        expectEqual(gate.heldLink, link)
    }

    func storedHeldLink() throws {
        let link = try #require(URL(string: "shop://product/7"))
        let first = LinkGate<URL>(name: "links", storage: storage.method) { _ in }
        var received: [PersistenceError] = []
        first.onError = { received.append($0) }
        first.receive(link)
        expectEmpty(received)
        expectNil(first.lastError)
        let relaunched = LinkGate<URL>(name: "links", storage: storage.method) { _ in }
        expectNil(relaunched.lastError)
        expectEqual(relaunched.heldLink, link)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .corruptDocumentAtLaunch: try corruptDocumentAtLaunch()
        case .failedSave: try failedSave()
        case .successfulSave: try successfulSave()
        case .corruptDraft: try corruptDraft()
        case .readableDraft: readableDraft()
        case .damagedHeldLink: try damagedHeldLink()
        case .unwritableHeldLink: try unwritableHeldLink()
        case .storedHeldLink: try storedHeldLink()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case corruptDocumentAtLaunch = "An unreadable document at launch is reported as a load error"
        case failedSave = "A write that fails is reported once to onError and in lastError"
        case successfulSave = "A write that succeeds reports nothing and clears the last error"
        case corruptDraft = "An unreadable form draft is reported as a load error; the form starts empty"
        case readableDraft = "A readable form draft reports nothing"
        case damagedHeldLink = "A damaged held-link file is moved aside and reported; the gate holds nothing"
        case unwritableHeldLink = "A held link that can't be written is reported and stays held"
        case storedHeldLink = "A held link written and read back after a relaunch reports nothing"

        var testDescription: String { rawValue }
    }
}
