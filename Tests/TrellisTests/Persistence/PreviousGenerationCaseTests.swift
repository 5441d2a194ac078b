import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// The previous generation in the other ways a restore loses something a later release reads:
/// a downgrade, a case removed by mistake, a bad release launched again, a save with no
/// navigation, a field marked sensitive meanwhile, and storage that refuses the backup.
@MainActor
@Suite("Keeping the previous generation: other releases")
struct PreviousGenerationCaseTests {
    let clock = ManualClock()
    let storage = TestStorage(.file)

    func launch(_ version: String) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, debounceInterval: .milliseconds(500),
            clock: clock,
            appVersion: version)
    }

    /// The navigation snapshot of the stored document.
    func storedNavigation() throws -> Data? {
        let bytes = try #require(storage.storedBytes("appState"))
        let document = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        return (document["navigationState"] as? String).flatMap { Data(base64Encoded: $0) }
    }

    /// Launches `version` on `app`, navigates with `navigate` and lets the debounce save.
    func session<App: Coordinator>(
        _ version: String, _ app: App, _ navigate: (App) -> Void = { _ in }
    ) async -> StateRestorationManager {
        let manager = launch(version)
        manager.attach(app)
        navigate(app)
        await manager.debouncer.runPending(on: clock)
        return manager
    }

    func downgradeThenUpgrade() async throws {
        _ = await session("3.0", Release.ShopWithWishlist()) {
            $0.route(to: .detail(id: 1))
            $0.route(to: .wishlist)
        }
        let older = await session("2.0.1", Release.ShopV201()) { $0.route(to: .basket) }
        expectEqual(older.lastRestorationReport?.skipped.map(\.path), ["push[1]"])
        expectTrue(older.keepsPreviousGeneration)

        let upgraded = launch("3.0")
        let app = Release.ShopWithWishlist()
        upgraded.attach(app)
        expectTrue(upgraded.restoredPreviousGeneration)
        expectEqual(
            app.debugHierarchy(),
            """
            ShopWithWishlist [flow]
              root .list
              push .detail(id: 1)
              push .wishlist
            """)
    }

    func caseRemovedByMistake() async throws {
        _ = await session("2.0.1", Release.ShopV201()) {
            $0.route(to: .review(2))
            $0.route(to: .detail(id: 3))
        }
        let mistaken = await session("2.1", Release.ShopWithoutReview()) { $0.route(to: .basket) }
        expectEqual(mistaken.lastRestorationReport?.skipped.map(\.path), ["push[0]"])
        expectEqual(mistaken.documents.writeCount, 1)

        let fixed = launch("2.1.1")
        let app = Release.ShopV201()
        fixed.attach(app)
        expectTrue(fixed.restoredPreviousGeneration)
        expectEqual(fixed.lastRestorationReport?.isComplete, true)
        expectEqual(
            app.debugHierarchy(),
            """
            ShopV201 [flow]
              root .list
              push .review(2)
              push .detail(id: 3)
            """)
    }

    func badReleaseLaunchedAgain() async throws {
        _ = await session("1.0", Release.ShopV1()) { $0.route(to: .product(1)) }
        let kept = await session("2.0", Release.ShopV2()) { $0.route(to: .detail(id: 9)) }
        let previous = try #require(storage.storedBytes("appState~previous"))
        expectTrue(kept.keepsPreviousGeneration)

        let again = launch("2.0")
        let app = Release.ShopV2()
        again.attach(app)
        expectEqual(app.debugHierarchy(), "ShopV2 [flow]\n  root .list\n  push .detail(id: 9)")
        expectFalse(again.restoredPreviousGeneration)
        expectTrue(again.keepsPreviousGeneration)
        expectEqual(again.lastRestorationReport?.isComplete, true)
        expectFalse(again.debouncer.isPending)
        app.route(to: .basket)
        await again.debouncer.runPending(on: clock)
        expectEqual(storage.storedBytes("appState~previous"), previous)
        #expect(
            try #require(storage.storedBytes("appState")).text.contains("\"followsIncompleteRestore\" : true")
        )

        let fixed = launch("2.0.1")
        let restored = Release.ShopV201()
        fixed.attach(restored)
        expectEqual(restored.debugHierarchy(), "ShopV201 [flow]\n  root .list\n  push .detail(id: 1)")
    }

    func backgroundSaveKeepsTheDocument() async throws {
        _ = await session("1.0", Release.ShopV1()) { $0.route(to: .review(4)) }
        let bad = launch("2.0")
        let tree = Release.ShopV2()
        bad.attach(tree)
        bad.saveOnBackground()
        try expectEqual(storedNavigation(), (try tree.captureNavigationState(appVersion: "2.0")))
        expectEqual(bad.documents.writeCount, 1)
        expectTrue(bad.keepsPreviousGeneration)

        let fixed = launch("2.0.1")
        let app = Release.ShopV201()
        fixed.attach(app)
        expectEqual(app.debugHierarchy(), "ShopV201 [flow]\n  root .list\n  push .review(4)")
    }

    func sensitiveRewriteAfterAnIncompleteRestore() async throws {
        _ = await session("1.0", Release.ShopV1()) { $0.route(to: .product(8)) }
        // An earlier version kept the login form's draft in the app state.
        try storage.addFormDrafts(["login": ["pin": "8642"]])

        let bad = launch("2.0")
        let tree = Release.ShopV2()
        bad.attach(tree)
        bad.sensitiveKeys = ["pin"]
        await bad.debouncer.runPending(on: clock)
        try expectEqual(storedNavigation(), (try tree.captureNavigationState(appVersion: "2.0")))
        expectEqual(bad.documents.writeCount, 1)
        expectFalse((try #require(storage.storedBytes("appState")).text.contains("8642")))
        expectFalse((try #require(storage.storedBytes("appState~previous")).text.contains("8642")))

        let fixed = launch("2.0.1")
        let app = Release.ShopV201()
        fixed.attach(app)
        expectEqual(app.debugHierarchy(), "ShopV201 [flow]\n  root .list\n  push .detail(id: 8)")
    }

    func previousGenerationWriteFails() async throws {
        _ = await session("1.0", Release.ShopV1()) { $0.route(to: .product(1)) }
        let saved = try #require(storage.storedBytes("appState"))
        // A directory where the previous generation goes: the rename onto it fails.
        try FileManager.default.createDirectory(
            at: storage.directory.file("appState~previous.json"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: storage.directory.file("appState~previous.json/keep"))

        let bad = launch("2.0")
        let app = Release.ShopV2()
        bad.attach(app)
        app.route(to: .basket)
        await bad.debouncer.runPending(on: clock)
        let error = try #require(bad.lastError)
        expectEqual(error.reason, .ioFailure)
        #expect(error.description.contains("appState~previous.json"))
        expectEqual(storage.storedBytes("appState"), saved)
        expectFalse(bad.keepsPreviousGeneration)
    }

    func restoreObservers() async throws {
        _ = await session("1.0", Release.ShopV1()) { $0.route(to: .product(1)) }
        let saved = try #require(storage.storedBytes("appState"))
        var heard: [NavigationEvent.Action] = []
        let quiet = Release.ShopV2()
        let listening = quiet.observeNavigation { heard.append($0.action) }
        let manager = launch("2.0")
        manager.attach(quiet)
        #expect(heard.contains(.restored))
        expectFalse(manager.debouncer.isPending)
        expectEqual(storage.storedBytes("appState"), saved)
        listening.cancel()

        let busy = Release.ShopV2()
        let navigating = busy.observeNavigation { [weak busy] event in
            if event.action == .restored { busy?.route(to: .review(3)) }
        }
        let other = launch("2.0")
        other.attach(busy)
        expectEqual(busy.debugHierarchy(), "ShopV2 [flow]\n  root .list\n  push .review(3)")
        expectTrue(other.debouncer.isPending)
        await other.debouncer.runPending(on: clock)
        expectEqual(other.documents.writeCount, 1)
        expectTrue(other.keepsPreviousGeneration)
        navigating.cancel()
    }

    func expiredPreviousGeneration() async throws {
        let now = TestNow()
        func launch(_ version: String) -> StateRestorationManager {
            StateRestorationManager(
                storage: storage.method, resumePolicy: .timeLimited(minutes: 30), clock: clock,
                now: now.closure,
                appVersion: version)
        }
        let first = launch("1.0")
        let original = Release.ShopV1()
        first.attach(original)
        original.route(to: .product(1))
        first.saveNow()

        now.advance(minutes: 20)
        let bad = launch("2.0")
        let app = Release.ShopV2()
        bad.attach(app)
        app.route(to: .basket)
        bad.saveNow()
        expectTrue(bad.keepsPreviousGeneration)

        now.advance(minutes: 20)
        let fixed = launch("2.0.1")
        let resumed = Release.ShopV201()
        fixed.attach(resumed)
        expectFalse(fixed.restoredPreviousGeneration)
        expectEqual(resumed.debugHierarchy(), "ShopV201 [flow]\n  root .list\n  push .basket")
        expectTrue(fixed.keepsPreviousGeneration)
        resumed.route(to: .review(2))
        fixed.saveNow()
        expectFalse(fixed.keepsPreviousGeneration)
        expectNil(storage.storedBytes("appState~previous"))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .downgradeThenUpgrade: try await downgradeThenUpgrade()
        case .caseRemovedByMistake: try await caseRemovedByMistake()
        case .badReleaseLaunchedAgain: try await badReleaseLaunchedAgain()
        case .backgroundSaveKeepsTheDocument: try await backgroundSaveKeepsTheDocument()
        case .sensitiveRewriteAfterAnIncompleteRestore: try await sensitiveRewriteAfterAnIncompleteRestore()
        case .previousGenerationWriteFails: try await previousGenerationWriteFails()
        case .restoreObservers: try await restoreObservers()
        case .expiredPreviousGeneration: try await expiredPreviousGeneration()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case downgradeThenUpgrade =
            "a downgrade that cannot read a destination keeps the document for the upgrade"
        case caseRemovedByMistake = "a case removed by mistake comes back with the release that restores it"
        case badReleaseLaunchedAgain =
            "the bad release launched again resumes its own saves and leaves the kept document alone"
        case backgroundSaveKeepsTheDocument =
            "a save with no navigation after an incomplete restore keeps the document first"
        case sensitiveRewriteAfterAnIncompleteRestore =
            "a field marked sensitive is rewritten out of both documents; the place survives"
        case previousGenerationWriteFails =
            "when the previous generation cannot be written, the document is not replaced"
        case restoreObservers =
            "an observer of the restore that does not navigate saves nothing; one that navigates is saved"
        case expiredPreviousGeneration =
            "a previous generation older than the time limit is not restored, and the next save removes it"

        var testDescription: String { rawValue }
    }
}
