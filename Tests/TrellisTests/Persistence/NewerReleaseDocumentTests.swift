import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// A document a newer release of Trellis wrote, through the state manager: this release
/// restores what it reads, keeps the document whole as the previous generation for the newer
/// release to restore, and restores a kept previous generation when the document itself is
/// gone or unreadable.
@MainActor
@Suite("A newer release's document through the state manager")
struct NewerReleaseDocumentTests {
    let clock = ManualClock()
    let storage = TestStorage(.file)

    func launch(_ version: String) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, debounceInterval: .milliseconds(500),
            clock: clock, appVersion: version)
    }

    /// The stored document called `name` as JSON.
    func document(_ name: String = "appState") throws -> [String: Any] {
        let bytes = try #require(storage.storedBytes(name))
        return try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    }

    /// The navigation snapshot of the stored document called `name`.
    func navigation(_ name: String = "appState") throws -> Data? {
        (try document(name)["navigationState"] as? String).flatMap { Data(base64Encoded: $0) }
    }

    /// A newer release saved three pushes; its snapshot gives the second one a presentation
    /// code this release does not know, and adds a key of its own. Returns that snapshot.
    func saveNewerDocument() async throws -> Data {
        let manager = launch("3.0")
        let shop = Release.ShopV201()
        manager.attach(shop)
        shop.route(to: .detail(id: 1))
        shop.route(to: .review(2))
        shop.route(to: .basket)
        await manager.debouncer.runPending(on: clock)
        var stored = try document()
        let snapshot = try #require(try navigation())
        var tree = try #require(try JSONSerialization.jsonObject(with: snapshot) as? [String: Any])
        var nodes = try #require(tree["nodes"] as? [[String: Any]])
        expectEqual(nodes[0]["presentations"] as? String, "ppp")
        nodes[0]["presentations"] = "pzp"
        nodes[0]["zoomSource"] = "detail"
        tree["nodes"] = nodes
        let newer = try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys])
        stored["navigationState"] = newer.base64EncodedString()
        try storage.store(try JSONSerialization.data(withJSONObject: stored), as: "appState")
        return newer
    }

    @Test("an older release restores what it reads and keeps the newer document whole")
    func downgradeKeepsTheNewerDocument() async throws {
        let newer = try await saveNewerDocument()
        let older = launch("2.0")
        let shop = Release.ShopV201()
        older.attach(shop)
        expectEqual(
            shop.debugHierarchy(),
            """
            ShopV201 [flow]
              root .list
              push .detail(id: 1)
              push .basket
            """)
        expectEqual(
            older.lastRestorationReport?.skipped.map(\.description),
            [
                "entry[1] in ShopV201: presentations holds \"z\", which this release cannot read (stored .review)"
            ])
        expectFalse(older.debouncer.isPending)
        shop.route(to: .detail(id: 7))
        await older.debouncer.runPending(on: clock)
        try expectEqual(navigation("appState~previous"), newer)
        expectEqual(try document()["followsIncompleteRestore"] as? Bool, true)
        try expectEqual(navigation(), try shop.captureNavigationState(appVersion: "2.0"))

        // The older release launched again keeps the newer document as it is.
        let again = launch("2.0")
        again.attach(Release.ShopV201())
        expectTrue(again.keepsPreviousGeneration)
        expectFalse(again.restoredPreviousGeneration)
        try expectEqual(navigation("appState~previous"), newer)
    }

    @Test("a kept previous generation is restored when the document is gone")
    func previousGenerationWithoutDocument() async throws {
        let newer = try await saveNewerDocument()
        let older = launch("2.0")
        let shop = Release.ShopV201()
        older.attach(shop)
        shop.route(to: .detail(id: 7))
        await older.debouncer.runPending(on: clock)
        try FileManager.default.removeItem(at: storage.directory.file("appState.json"))

        let relaunched = launch("2.0")
        let restored = Release.ShopV201()
        relaunched.attach(restored)
        expectTrue(relaunched.restoredPreviousGeneration)
        expectTrue(relaunched.keepsPreviousGeneration)
        expectEqual(
            restored.debugHierarchy(),
            "ShopV201 [flow]\n  root .list\n  push .detail(id: 1)\n  push .basket")
        // Still incomplete here: the first save writes the document, marked, and keeps the
        // newer document as it is.
        restored.route(to: .basket)
        await relaunched.debouncer.runPending(on: clock)
        try expectEqual(navigation("appState~previous"), newer)
        expectEqual(try document()["followsIncompleteRestore"] as? Bool, true)
        try expectEqual(navigation(), try restored.captureNavigationState(appVersion: "2.0"))
    }

    @Test("a previous generation restored completely in place of the document is then removed")
    func completePreviousGenerationReplacesTheDocument() async throws {
        let saving = launch("2.0.1")
        let shop = Release.ShopV201()
        saving.attach(shop)
        shop.route(to: .review(2))
        await saving.debouncer.runPending(on: clock)
        let kept = try #require(storage.storedBytes("appState"))
        try storage.store(kept, as: "appState~previous")
        try storage.store(Data("{ not json".utf8), as: "appState")

        let relaunched = launch("2.0.1")
        let restored = Release.ShopV201()
        relaunched.attach(restored)
        expectEqual(relaunched.lastError?.reason, .corruptDocument)
        expectTrue(relaunched.restoredPreviousGeneration)
        expectEqual(relaunched.lastRestorationReport?.isComplete, true)
        expectEqual(restored.debugHierarchy(), "ShopV201 [flow]\n  root .list\n  push .review(2)")
        // The document is written even though nothing changed, and the generation goes.
        expectTrue(relaunched.debouncer.isPending)
        await relaunched.debouncer.runPending(on: clock)
        expectEqual(storage.storedBytes("appState~previous"), nil)
        expectEqual(try document()["followsIncompleteRestore"] as? Bool, nil)
        try expectEqual(navigation(), try restored.captureNavigationState(appVersion: "2.0.1"))
        expectFalse(relaunched.keepsPreviousGeneration)
    }

    @Test("a newer document in storage is not passed over for the previous generation")
    func newerDocumentStaysInCharge() async throws {
        let saving = launch("2.0.1")
        let shop = Release.ShopV201()
        saving.attach(shop)
        shop.route(to: .review(2))
        await saving.debouncer.runPending(on: clock)
        try storage.store(try #require(storage.storedBytes("appState")), as: "appState~previous")
        var stored = try document()
        stored["stateVersion"] = 99
        let newer = try JSONSerialization.data(withJSONObject: stored)
        try storage.store(newer, as: "appState")

        let older = launch("2.0.1")
        let app = Release.ShopV201()
        older.attach(app)
        expectFalse(older.restoredPreviousGeneration)
        expectEqual(app.debugHierarchy(), "ShopV201 [flow]\n  root .list")
        app.route(to: .basket)
        await older.debouncer.runPending(on: clock)
        expectEqual(storage.storedBytes("appState"), newer)
    }
}
