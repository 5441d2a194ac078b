import Foundation
import Testing
import Trellis

/// The documented permissions of saved state: `appState.json` and form drafts are written
/// readable and writable by their owner only (`0600`).
@MainActor
@Suite("Persistence: file permissions")
struct FilePermissionTests {
    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test("appState.json is saved with permissions 0600, also when it replaces a file")
    func appStateIsOwnerOnly() throws {
        let directory = TemporaryDirectory()
        let manager = StateRestorationManager(storage: .file(directory: directory.url))
        manager.listPosition = 1
        manager.saveNow()
        try expectEqual(permissions(of: directory.file("appState.json")), 0o600)
        manager.listPosition = 2
        manager.saveNow()
        try expectEqual(permissions(of: directory.file("appState.json")), 0o600)
        expectEqual(directory.fileNames, ["appState.json"])
    }

    @Test("a form draft is saved with permissions 0600")
    func formDraftIsOwnerOnly() throws {
        let directory = TemporaryDirectory()
        let drafts = FormDraftManager(formID: "checkout", storage: .file(directory: directory.url))
        drafts.save(key: "name", value: "Ada")
        drafts.saveNow()
        let names = directory.fileNames
        expectEqual(names.count, 1)
        let draft = try #require(names.first)
        #expect(draft.hasPrefix("formDraft-"))
        try expectEqual(permissions(of: directory.file(draft)), 0o600)
    }
}
