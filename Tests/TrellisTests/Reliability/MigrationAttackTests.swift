import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// Hostile migrations through ``StateRestorationManager``, in seeded random sessions: each
/// stored destination's migration keeps it, replaces it, drops it, throws, or is slow (does a lot of
/// work and calls back into the tree and the manager while the restore is in progress). Whatever
/// it does, nothing crashes, the calls it makes are refused, the restore saves nothing on its
/// own, and the place version 1 saved is never lost: it is in the stored document or in the
/// previous generation, and a release whose migration keeps every destination brings it back.
@MainActor
@Suite("Hostile migrations through the manager", .serialized)
struct MigrationAttackTests {
    let clock = ManualClock()

    /// What a migration does with one stored destination.
    enum Behaviour: CaseIterable {
        case keep, replace, drop, fail, slow
    }

    /// One seeded session: version 1 saves `count` items; version 2's migration does
    /// `behaviours[i]` with the i-th; then the user navigates; then a fixed release launches.
    @Test("any mix of migrations loses nothing", arguments: 0..<40)
    func anyMixOfMigrationsLosesNothing(seed: UInt64) async throws {
        try await session(seed: seed)
    }

    @Test("any mix of migrations loses nothing, 2,000 sessions", .thorough, arguments: 40..<2_040)
    func anyMixOfMigrationsLosesNothingThoroughly(seed: UInt64) async throws {
        try await session(seed: seed)
    }

    func session(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...6, using: &random)
        let behaviours = (0..<count).map { _ in Behaviour.allCases.randomElement(using: &random) ?? .keep }
        let storage = TestStorage(seed.isMultiple(of: 2) ? .file : .userDefaults)
        func launch(_ version: String) -> StateRestorationManager {
            StateRestorationManager(
                storage: storage.method, resumePolicy: .always, clock: clock, appVersion: version)
        }

        let first = launch("1.0")
        let original = Hostile.ShopV1()
        first.attach(original)
        for item in 0..<count { original.route(to: .item(item)) }
        first.saveNow()
        let saved = try #require(storage.storedBytes("appState"))
        let savedNavigation = try #require(first.navigationState)

        // Version 2, with the hostile migration.
        let manager = launch("2.0")
        let tree = Hostile.ShopV2()
        var refusals = 0
        Hostile.ShopV2.migration = { stored in
            guard stored.caseName == "item" else { return .keep }
            let item = try stored.decodePayload(Int.self, forKey: "_0")
            switch behaviours[item] {
            case .keep: return .keep
            case .replace: return .replace(.item(item + 1000))
            case .drop: return .drop
            case .fail: throw Release.MigrationBug()
            case .slow:
                var hash = Hasher()
                for step in 0..<20_000 { hash.combine(step) }
                _ = hash.finalize()
                _ = tree.debugHierarchy()
                tree.route(to: .item(-1))
                if (try? tree.restoreNavigationState(from: savedNavigation)) == nil { refusals += 1 }
                manager.saveNow()
                return .keep
            }
        }
        defer { Hostile.ShopV2.migration = { _ in .keep } }
        manager.attach(tree)
        let report = try #require(manager.lastRestorationReport)
        let lost = behaviours.filter { $0 == .drop || $0 == .fail }.count
        let kept = behaviours.enumerated().compactMap { item, behaviour -> String? in
            switch behaviour {
            case .keep, .slow: "\n  push .item(\(item))"
            case .replace: "\n  push .item(\(item + 1000))"
            case .drop, .fail: nil
            }
        }
        expectEqual(tree.debugHierarchy(), "ShopV2 [flow]\n  root .list" + kept.joined(), "seed \(seed)")
        expectEqual(report.skipped.count, lost, "seed \(seed)")
        expectEqual(refusals, behaviours.filter { $0 == .slow }.count, "seed \(seed)")
        expectFalse(manager.debouncer.isPending, "seed \(seed)")
        // A slow migration's saveNow() is made once the replay is over; nothing else writes.
        let appSaved = behaviours.contains(.slow)
        if appSaved {
            expectEqual(manager.documents.writeCount, 1, "seed \(seed)")
            expectEqual((storage.storedBytes("appState~previous") != nil), (lost > 0), "seed \(seed)")
            expectEqual(
                manager.navigationState, (try tree.captureNavigationState(appVersion: "2.0")), "seed \(seed)")
        } else {
            expectEqual(storage.storedBytes("appState"), saved, "seed \(seed)")
        }

        // The user navigates: the save keeps the restored document when the restore lost something.
        tree.route(to: .item(77))
        await manager.debouncer.runPending(on: clock)
        expectEqual(manager.documents.writeCount, (appSaved ? 2 : 1), "seed \(seed)")
        expectEqual(manager.keepsPreviousGeneration, (lost > 0), "seed \(seed)")
        expectEqual((storage.storedBytes("appState~previous") != nil), (lost > 0), "seed \(seed)")

        // A release whose migration keeps every destination.
        Hostile.ShopV2.migration = { _ in .keep }
        let fixed = launch("2.0.1")
        let resumed = Hostile.ShopV2()
        fixed.attach(resumed)
        expectEqual(fixed.restoredPreviousGeneration, (lost > 0), "seed \(seed)")
        let expected =
            lost > 0
            ? (0..<count).map { "\n  push .item(\($0))" }.joined()
            : kept.joined() + "\n  push .item(77)"
        expectEqual(resumed.debugHierarchy(), "ShopV2 [flow]\n  root .list" + expected, "seed \(seed)")
        expectEqual(fixed.lastRestorationReport?.isComplete, true, "seed \(seed)")
    }
}

/// The shop the hostile migrations run on.
enum Hostile {
    @MainActor
    final class ShopV1: FlowCoordinator {
        enum Destinations: Codable, Hashable { case list, item(Int) }
        let navigation = FlowNavigation<ShopV1>(root: .list)
    }

    @MainActor
    final class ShopV2: FlowCoordinator, MigratingCoordinator {
        static let formerTypeNames = ["TrellisTests.Hostile.ShopV1"]
        enum Destinations: Codable, Hashable { case list, item(Int) }
        let navigation = FlowNavigation<ShopV2>(root: .list)

        /// What the migration does; the test sets it.
        static var migration: (StoredDestination) throws -> DestinationMigration<Destinations> = { _ in .keep
        }

        static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations> {
            try migration(stored)
        }
    }
}
