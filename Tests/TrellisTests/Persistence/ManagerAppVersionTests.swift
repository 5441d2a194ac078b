import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// `StateRestorationManager(appVersion:)` records the app's version in every snapshot it
/// captures, for the migrations of a later version to read.
@MainActor
@Suite("Saving navigation with the app's version")
struct ManagerAppVersionTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()

    func makeManager(appVersion: String?) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: clock, appVersion: appVersion)
    }

    /// Saves a session of version `appVersion` whose shop shows `.product(5)` above the list.
    private func saveSession(appVersion: String?) {
        let manager = makeManager(appVersion: appVersion)
        let shop = MigrationV2.Shop()
        manager.attach(shop)
        shop.route(to: .product(5))
        manager.saveNow()
    }

    @Test func aManagerWithAnAppVersionSavesItInTheSnapshot() throws {
        saveSession(appVersion: "1.4")
        let relaunched = makeManager(appVersion: nil)
        let stored = try InspectedSnapshot(data: try #require(relaunched.navigationState))
        expectEqual(stored.appVersion, "1.4")
        expectEqual(
            stored.description,
            """
            Shop [flow]
              root .list
              push .product(5)
            """)
    }

    @Test func aManagerWithoutAnAppVersionRecordsNone() throws {
        saveSession(appVersion: nil)
        let stored = try #require(makeManager(appVersion: nil).navigationState)
        try expectNil(InspectedSnapshot(data: stored).appVersion)
        expectFalse(stored.text.contains("appVersion"))
    }

    @Test func aMigrationSeesTheVersionOfTheManagerThatSaved() throws {
        saveSession(appVersion: "1.4")
        MigrationV2.Shop.seen = []
        let relaunched = makeManager(appVersion: "2.0")
        let shop = MigrationV2.Shop()
        relaunched.attach(shop)
        expectEqual(MigrationV2.Shop.seen.map(\.appVersion), ["1.4", "1.4"])
        expectEqual(MigrationV2.Shop.seen.map(\.caseName), ["list", "product"])
        expectEqual(relaunched.lastRestorationReport, RestorationReport())
        expectHierarchy(
            of: shop,
            equals: """
                Shop [flow]
                  root .list
                  push .product(5)
                """)
    }

    @Test func aSnapshotOfAnotherVersionIsRecordedWithThisOneAtTheNextSave() async throws {
        saveSession(appVersion: "1.4")
        let relaunched = makeManager(appVersion: "2.0")
        let shop = MigrationV2.Shop()
        relaunched.attach(shop)
        // The replay itself saves nothing: storage holds what it restored.
        expectFalse(relaunched.debouncer.isPending)
        shop.route(to: .review(id: 1))
        await relaunched.debouncer.runPending(on: clock)
        let stored = try #require(makeManager(appVersion: nil).navigationState)
        try expectEqual(InspectedSnapshot(data: stored).appVersion, "2.0")
        expectEqual(stored, (try shop.captureNavigationState(appVersion: "2.0")))
    }

    @Test func aSnapshotOfTheSameVersionIsNotSavedAgain() {
        saveSession(appVersion: "2.0")
        let relaunched = makeManager(appVersion: "2.0")
        let shop = MigrationV2.Shop()
        relaunched.attach(shop)
        expectFalse(relaunched.debouncer.isPending)
    }
}
