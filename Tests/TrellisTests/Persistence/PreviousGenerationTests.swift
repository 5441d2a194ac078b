import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// A restore that skipped something never costs the user the place they saved: nothing is
/// saved because of the restore itself, and the first save after it keeps the document it
/// restored as the previous generation, which a later release that reads it restores.
@MainActor
@Suite("Keeping the previous generation")
struct PreviousGenerationTests {
    let clock = ManualClock()

    func launch(_ storage: TestStorage, _ version: String) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, debounceInterval: .milliseconds(500),
            clock: clock,
            appVersion: version)
    }

    /// The navigation snapshot stored in the document called `name`.
    func storedNavigation(_ storage: TestStorage, _ name: String = "appState") throws -> Data? {
        try storage.storedBytes(name).flatMap(navigation(in:))
    }

    /// The navigation snapshot in a document's bytes.
    func navigation(in bytes: Data) throws -> Data? {
        let document = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        return (document["navigationState"] as? String).flatMap { Data(base64Encoded: $0) }
    }

    /// Version 1 saves a list with five entries pushed on it; returns the stored bytes.
    func saveVersionOne(_ storage: TestStorage) async throws -> Data {
        let manager = launch(storage, "1.0")
        let shop = Release.ShopV1()
        manager.attach(shop)
        shop.route(to: .product(1))
        shop.route(to: .review(2))
        shop.route(to: .product(3))
        shop.route(to: .basket)
        shop.route(to: .product(5))
        await manager.debouncer.runPending(on: clock)
        return try #require(storage.storedBytes("appState"))
    }

    static let fiveEntries = """
        ShopV201 [flow]
          root .list
          push .detail(id: 1)
          push .review(2)
          push .detail(id: 3)
          push .basket
          push .detail(id: 5)
        """

    @Test(
        "a bad release's migration costs nothing once a fixed release reads the saved place",
        arguments: StorageKind.allCases)
    func badReleaseThenFixedRelease(kind: StorageKind) async throws {
        let storage = TestStorage(kind)
        let saved = try await saveVersionOne(storage)

        // Release 2.0 launches: every destination's migration throws; the user does nothing.
        let bad = launch(storage, "2.0")
        let shop = Release.ShopV2()
        bad.attach(shop)
        expectEqual(shop.debugHierarchy(), "ShopV2 [flow]\n  root .list")
        let report = try #require(bad.lastRestorationReport)
        expectEqual(report.skipped.count, 6)
        #expect(report.skipped.allSatisfy { $0.reason == .migrationFailed("migration bug") })
        expectFalse(bad.debouncer.isPending)
        await bad.debouncer.runPending(on: clock)
        expectEqual(bad.documents.writeCount, 0)
        expectEqual(storage.storedBytes("appState"), saved)

        // Release 2.0 again; this time the user navigates, and the debounce saves.
        let again = launch(storage, "2.0")
        let navigated = Release.ShopV2()
        again.attach(navigated)
        navigated.route(to: .detail(id: 9))
        again.saveScrollPosition(id: "reviews", topItemID: "r-7")
        await again.debouncer.runPending(on: clock)
        expectEqual(again.documents.writeCount, 1)
        try expectEqual(storedNavigation(storage), (try navigated.captureNavigationState(appVersion: "2.0")))
        try expectEqual(storedNavigation(storage, "appState~previous"), (try navigation(in: saved)))
        expectTrue(again.keepsPreviousGeneration)

        // Release 2.0.1 fixes the migration: the five entries come back, migrated.
        let fixed = launch(storage, "2.0.1")
        let restored = Release.ShopV201()
        fixed.attach(restored)
        expectEqual(restored.debugHierarchy(), Self.fiveEntries)
        expectTrue(fixed.restoredPreviousGeneration)
        let fixedReport = try #require(fixed.lastRestorationReport)
        expectTrue(fixedReport.isComplete)
        expectEqual(fixedReport.migrated.map(\.path), ["", "push[0]", "push[2]", "push[4]"])
        expectEqual(fixed.scrollPosition(for: "reviews"), "r-7")
        expectFalse(fixed.debouncer.isPending)

        // The next navigation saves over it and the previous generation goes.
        restored.route(to: .review(6))
        await fixed.debouncer.runPending(on: clock)
        expectNil(storage.storedBytes("appState~previous"))
        expectFalse(fixed.keepsPreviousGeneration)
        let relaunched = launch(storage, "2.0.1")
        let last = Release.ShopV201()
        relaunched.attach(last)
        expectEqual(last.debugHierarchy(), Self.fiveEntries + "\n  push .review(6)")
        expectFalse(relaunched.restoredPreviousGeneration)
        expectEqual(relaunched.scrollPosition(for: "reviews"), "r-7")
    }
}
