import Foundation
import Testing
import Trellis
import TrellisTesting

/// An app change and what a snapshot of version 1 becomes in version 2.
struct AppChange: Sendable, CustomTestStringConvertible {
    var name: String
    /// Pushed on version 1's shop, in order.
    var destinations: [MigrationV1.Shop.Destinations]
    /// Version 2's hierarchy below `root .list`.
    var restored: String
    /// The restoration report's description.
    var report: String

    var testDescription: String { name }
}

@MainActor
@Suite("Navigation snapshots: app-update migrations")
struct DestinationMigrationTests {
    /// The report's line for version 1's shop restored into version 2's, which lists its name.
    nonisolated static let shopRenamed =
        "(top) in Shop: migrated type TrellisTests.MigrationV1.Shop to TrellisTests.MigrationV2.Shop"

    nonisolated static let changes: [AppChange] = [
        AppChange(
            name: "case renamed (its child's subtree comes along)", destinations: [.basket],
            restored: """
                  push .cart → Cart [flow]
                    root .items
                    push .checkout
                """,
            report: """
                \(shopRenamed)
                push[0] in Shop: migrated .basket to cart
                push[0] in Cart: migrated type TrellisTests.MigrationV1.Cart to TrellisTests.MigrationV2.Cart
                """),
        AppChange(
            name: "associated value added", destinations: [.detail(id: 7)],
            restored: #"  push .detail(id: 7, variant: "standard")"#,
            report: shopRenamed + "\n"
                + #"push[0] in Shop: migrated .detail to detail(id: 7, variant: "standard")"#),
        AppChange(
            name: "associated value removed (decodes as stored)", destinations: [.review(id: 3, stars: 5)],
            restored: "  push .review(id: 3)", report: shopRenamed),
        AppChange(
            name: "associated value renamed", destinations: [.search(query: "lamp")],
            restored: #"  push .search(text: "lamp")"#,
            report: shopRenamed + "\n" + #"push[0] in Shop: migrated .search to search(text: "lamp")"#),
        AppChange(
            name: "associated value retyped", destinations: [.order(number: 42)],
            restored: #"  push .order(number: "42")"#,
            report: shopRenamed + "\n" + #"push[0] in Shop: migrated .order to order(number: "42")"#),
        AppChange(
            name: "case split in two",
            destinations: [.media(id: 1, isVideo: true), .media(id: 2, isVideo: false)],
            restored: """
                  push .video(id: 1)
                  push .photo(id: 2)
                """,
            report: """
                \(shopRenamed)
                push[0] in Shop: migrated .media to video(id: 1)
                push[1] in Shop: migrated .media to photo(id: 2)
                """),
        AppChange(
            name: "case moved to another coordinator type", destinations: [.settings],
            restored: """
                  push .account(showingSettings: true) → Account [flow]
                    root .overview
                    push .settings
                """,
            report: shopRenamed + "\n"
                + "push[0] in Shop: migrated .settings to account(showingSettings: true)"),
        AppChange(
            name: "destination removed (dropped by the migration)",
            destinations: [.product(1), .promo, .product(2)],
            restored: """
                  push .product(1)
                  push .product(2)
                """,
            report: "push[1] in Shop: dropped by migration (stored .promo)\n" + shopRenamed),
    ]

    /// Captures version 1's shop with `destinations` pushed (the cart's child, if any, navigated).
    static func capture(_ destinations: [MigrationV1.Shop.Destinations], appVersion: String? = "1.0") throws
        -> Data
    {
        let shop = MigrationV1.Shop()
        for destination in destinations {
            shop.route(to: destination) { (cart: MigrationV1.Cart) in cart.route(to: .checkout) }
        }
        return try shop.captureNavigationState(appVersion: appVersion)
    }

    @Test(arguments: changes)
    func aMigrationCarriesDestinationsAcrossAnAppChange(_ change: AppChange) throws {
        let shop = MigrationV2.Shop()
        let report = try shop.restoreNavigationState(from: Self.capture(change.destinations))
        expectHierarchy(of: shop, equals: "Shop [flow]\n  root .list\n" + change.restored)
        expectEqual(report.description, change.report)
        expectEqual(report.isComplete, !change.report.contains("dropped"))
    }

    @Test func theReportListsMigratedDestinationsWithTheirPlaces() throws {
        let shop = MigrationV2.Shop()
        let report = try shop.restoreNavigationState(
            from: Self.capture([.basket, .promo, .search(query: "x")]))
        expectEqual(
            report.migrated,
            [
                MigrationV2.renamed("Shop"),
                .init(
                    path: "push[0]", coordinatorType: "Shop", storedCase: "basket", replacement: "cart",
                    storedPayload: "{}"),
                MigrationV2.renamed("Cart", at: "push[0]"),
                .init(
                    path: "push[2]", coordinatorType: "Shop", storedCase: "search",
                    replacement: #"search(text: "x")"#, storedPayload: #"{"query":"x"}"#),
            ])
        expectEqual(
            report.skipped,
            [
                .init(
                    path: "push[1]", coordinatorType: "Shop", reason: .droppedByMigration,
                    storedCase: "promo",
                    storedPayload: "{}")
            ])
    }

    @Test func rootsTabsAndModalsAreMigratedInNestedCoordinators() throws {
        let tabs = MigrationV1.Tabs()
        tabs.select(index: 1)
        tabs.select(index: 0) { (shop: MigrationV1.Shop) in
            shop.setRoot(.detail(id: 1))
            shop.present(.search(query: "q"), as: .fullScreenCover)
        }
        tabs.select(index: 1)
        let restored = MigrationV2.Tabs()
        let report = try restored.restoreNavigationState(
            from: tabs.captureNavigationState(appVersion: "1.2"))
        expectHierarchy(
            of: restored,
            equals: """
                Tabs [tab]
                  tab[0] .feed → Shop [flow]
                    root .detail(id: 1, variant: "standard")
                    fullScreenCover .search(text: "q")
                  tab[1]* .messages
                """)
        expectEqual(
            report.description,
            """
            (top) in Tabs: migrated type TrellisTests.MigrationV1.Tabs to TrellisTests.MigrationV2.Tabs
            tab[0] in Shop: migrated type TrellisTests.MigrationV1.Shop to TrellisTests.MigrationV2.Shop
            tab[0]/root in Shop: migrated .detail to detail(id: 1, variant: "standard")
            tab[0]/fullScreenCover[0] in Shop: migrated .search to search(text: "q")
            tab[1] in Tabs: migrated .inbox to messages
            """)
    }

    @Test func snapshotPoliciesApplyToReplacements() throws {
        let vault = MigrationV1.Vault()
        vault.setRoot(.safe)
        vault.route(to: .open)
        let entry = MigrationV1.Vault()
        entry.route(to: .open)
        entry.route(to: .safe)
        entry.route(to: .open)
        let restoredRoot = MigrationV2.Vault()
        let rootReport = try restoredRoot.restoreNavigationState(
            from: vault.captureNavigationState())
        expectHierarchy(of: restoredRoot, equals: "Vault [flow]\n  root .lobby")
        expectEqual(
            rootReport,
            RestorationReport(
                skipped: [
                    .init(path: "root", coordinatorType: "Vault", reason: .excluded)
                ],
                migrated: [MigrationV2.renamed("Vault")]))
        let restoredEntry = MigrationV2.Vault()
        let entryReport = try restoredEntry.restoreNavigationState(
            from: entry.captureNavigationState())
        expectHierarchy(of: restoredEntry, equals: "Vault [flow]\n  root .lobby\n  push .open")
        expectEqual(
            entryReport,
            RestorationReport(
                skipped: [
                    .init(
                        path: "push[1]", coordinatorType: "Vault", reason: .excluded, storedCase: "safe",
                        storedPayload: "{}")
                ],
                migrated: [MigrationV2.renamed("Vault")]))
    }

    @Test func theMigrationSeesTheAppVersionThatWroteTheSnapshot() throws {
        MigrationV2.Shop.seen = []
        try MigrationV2.Shop().restoreNavigationState(
            from: Self.capture([.detail(id: 7)], appVersion: "1.4.2"))
        expectEqual(MigrationV2.Shop.seen.map(\.appVersion), ["1.4.2", "1.4.2"])
        expectEqual(MigrationV2.Shop.seen.map(\.description), [#"{"list":{}}"#, #"{"detail":{"id":7}}"#])
        expectEqual(MigrationV2.Shop.seen.map(\.coordinatorType), ["Shop", "Shop"])

        MigrationV2.Shop.seen = []
        try MigrationV2.Shop().restoreNavigationState(from: Self.capture([.detail(id: 7)], appVersion: nil))
        expectEqual(MigrationV2.Shop.seen.map(\.appVersion), [nil, nil])
    }

    @Test func destinationsWrittenByTheNewVersionAreKeptAsStored() throws {
        let shop = MigrationV2.Shop()
        shop.route(to: .detail(id: 2, variant: "large"))
        shop.route(to: .cart)
        let data = try shop.captureNavigationState(appVersion: "2.0")
        let restored = MigrationV2.Shop()
        let report = try restored.restoreNavigationState(from: data)
        expectEqual(restored.debugHierarchy(), shop.debugHierarchy())
        expectEqual(report, RestorationReport())
    }

    @Test func anAppVersionIsAnOptionalFieldOfTheDocument() throws {
        let shop = MigrationV1.Shop()
        shop.route(to: .detail(id: 1))
        let plain = try shop.captureNavigationState()
        try expectEqual(shop.captureNavigationState(appVersion: nil), plain)
        expectFalse(String(decoding: plain, as: UTF8.self).contains("appVersion"))
        let versioned = String(
            decoding: try shop.captureNavigationState(appVersion: "3.1 (\"beta\")"), as: UTF8.self)
        #expect(versioned.contains(#""appVersion":"3.1 (\"beta\")""#))
        try expectEqual(InspectedSnapshot(data: Data(versioned.utf8)).appVersion, #"3.1 ("beta")"#)
        try expectNil(InspectedSnapshot(data: plain).appVersion)
        // A coordinator without a migration reads a versioned snapshot as before.
        let restored = MigrationV1.Shop()
        try expectTrue(restored.restoreNavigationState(from: Data(versioned.utf8)).isComplete)
        expectEqual(restored.debugHierarchy(), shop.debugHierarchy())
    }

    @Test func aKeptDestinationThatNoLongerDecodesIsSkippedAsBefore() throws {
        let shop = MigrationV2.Shop()
        let report = try shop.restoreNavigationState(from: Self.capture([.product(1), .banner, .product(2)]))
        expectHierarchy(
            of: shop,
            equals: """
                Shop [flow]
                  root .list
                  push .product(1)
                  push .product(2)
                """)
        expectEqual(report.skipped.map(\.path), ["push[1]"])
        guard case .undecodable = report.skipped.first?.reason else {
            Issue.record("expected undecodable, got \(report)")
            return
        }
    }

    @Test func aMigrationThatThrowsSkipsTheDestination() throws {
        let data = try Self.capture([.detail(id: 5), .detail(id: 6)])
        let broken = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: #"{"detail":{"id":5}}"#, with: #"{"detail":{"id":"five"}}"#)
        let shop = MigrationV2.Shop()
        let report = try shop.restoreNavigationState(from: Data(broken.utf8))
        expectHierarchy(
            of: shop,
            equals: """
                Shop [flow]
                  root .list
                  push .detail(id: 6, variant: "standard")
                """)
        expectEqual(report.skipped.map(\.path), ["push[0]"])
        guard case .migrationFailed(let message) = report.skipped.first?.reason else {
            Issue.record("expected migrationFailed, got \(report)")
            return
        }
        #expect(report.skipped[0].description.hasPrefix("push[0] in Shop: migration failed ("))
        expectFalse(message.isEmpty)
    }

    @Test func aReplacementThatCannotBeEncodedIsRestoredAndLeftOutOfTheNextCapture() throws {
        let shop = MigrationV2.Shop()
        let report = try shop.restoreNavigationState(from: Self.capture([.gift(id: 3), .product(4)]))
        expectHierarchy(
            of: shop,
            equals: """
                Shop [flow]
                  root .list
                  push .fragile(fragile(-3))
                  push .product(4)
                """)
        expectEqual(report.migrated, [MigrationV2.renamed("Shop"), report.migrated[1]])
        expectEqual(
            report.migrated.map(\.replacement), ["TrellisTests.MigrationV2.Shop", "fragile(fragile(-3))"])
        let again = MigrationV2.Shop()
        MigrationV2.Shop.seen = []
        let next = try again.restoreNavigationState(from: shop.captureNavigationState(appVersion: "2.0"))
        // The destination left out at capture is `null`: the migration is not asked about it.
        expectEqual(MigrationV2.Shop.seen.map(\.description), [#"{"list":{}}"#, #"{"product":{"_0":4}}"#])
        expectHierarchy(
            of: again,
            equals: """
                Shop [flow]
                  root .list
                  push .product(4)
                """)
        guard case .unencodable = next.skipped.first?.reason else {
            Issue.record("expected unencodable, got \(next)")
            return
        }
    }

    /// Stored JSON of any shape reaches the migration without a crash; a `.keep` of it is then
    /// skipped as undecodable.
    @Test func hostileStoredDestinationsReachTheMigrationSafely() throws {
        let hostile = [
            #""list""#, "12", "[]", "{}", #"{"":{}}"#, #"{"a":{},"b":{}}"#, #"{"detail":5}"#,
            #"{"detail":{"id":"# + String(repeating: "9", count: 400) + "}}",
            #"{"search":{"query":""# + String(repeating: "x", count: 1_000_000) + #""}}"#,
            #"{"basket":{"\u0000":[{"":null}]}}"#,
        ]
        var text = String(
            decoding: try Self.capture(hostile.indices.map { .product(1000 + $0) }), as: UTF8.self)
        for (index, json) in hostile.enumerated() {
            text = text.replacingOccurrences(of: #"{"product":{"_0":\#(1000 + index)}}"#, with: json)
        }
        MigrationV2.Shop.seen = []
        let shop = MigrationV2.Shop()
        let report = try shop.restoreNavigationState(from: Data(text.utf8))
        let seen = MigrationV2.Shop.seen.dropFirst()  // the root
        expectEqual(seen.map(\.caseName), [nil, nil, nil, nil, "", nil, nil, "detail", "search", "basket"])
        expectEqual(seen.map(\.description), hostile)
        expectEqual(seen[seen.startIndex + 7].payload, #"{"id":"# + String(repeating: "9", count: 400) + "}")
        expectEqual(seen[seen.startIndex + 9].payload, #"{"\u0000":[{"":null}]}"#)
        expectHierarchy(
            of: shop,
            equals: """
                Shop [flow]
                  root .list
                  push .search(text: "\(String(repeating: "x", count: 1_000_000))")
                  push .cart → Cart [flow]
                    root .items
                """)
        expectEqual(report.skipped.map(\.path), (0..<8).map { "push[\($0)]" })
        // The shop's own type first, then the two replaced destinations (push[9]'s cart was a plain
        // destination when stored: it has no captured subtree to migrate).
        expectEqual(report.migrated.map(\.path), ["", "push[8]", "push[9]"])
    }

    @Test func storedDestinationsNameTheCaseOfAnEnumsSynthesizedEncoding() throws {
        func stored(_ json: String) -> StoredDestination {
            StoredDestination(json: Data(json.utf8), coordinatorType: "Shop")
        }
        let product = stored(#"{"product":{"_0":7}}"#)
        expectEqual(product.caseName, "product")
        expectEqual(product.payload, #"{"_0":7}"#)
        try expectEqual(product.decodePayload(Int.self, forKey: "_0"), 7)
        try expectEqual(product.decode(MigrationV1.Shop.Destinations.self), .product(7))
        #expect(throws: DecodingError.self) { try product.decodePayload(Int.self, forKey: "id") }
        let home = stored(#" { "home" : {} } "#)
        expectEqual(home.caseName, "home")
        expectEqual(home.payload, "{}")
        let plain = stored(#"{"id":7}"#)
        expectNil(plain.caseName)
        try expectEqual(plain.decodePayload([String: Int].self), ["id": 7])
        expectNil(stored("not json").caseName)
        expectNil(stored(#"{"unterminated":{"#).caseName)
        expectEqual(stored("").payload, "")
    }

    /// A migration runs inside the restore's change: a navigation call from it is refused and
    /// a restore throws, as from `makeChild(for:)`.
    @Test func aMigrationCannotNavigate() throws {
        let bystander = MigrationV2.Shop()
        var restoreError: (any Error)?
        MigrationV2.Shop.probe = {
            bystander.route(to: .cart)
            do {
                try bystander.restoreNavigationState(from: Data())
            } catch {
                restoreError = error
            }
        }
        defer { MigrationV2.Shop.probe = nil }
        let shop = MigrationV2.Shop()
        let diagnostics = try recordingDiagnostics(of: bystander) {
            try shop.restoreNavigationState(from: Self.capture([.probe]))
        }
        expectEqual(diagnostics.map(\.kind), [.changeInProgress])
        expectEqual(restoreError as? NavigationStateError, .changeInProgress(coordinatorType: "Shop"))
        expectHierarchy(of: bystander, equals: "Shop [flow]\n  root .list")
        expectHierarchy(of: shop, equals: "Shop [flow]\n  root .list\n  push .probe")
    }

    /// The cost of a migration: a restore of 10,000 destinations through one that keeps them, against
    /// the same restore without one (about 2× in a debug build: the destinations are decoded one by
    /// one). Coordinators without a migration take the path they took before migrations existed.
    @Test(.thorough) func aMigrationCostsAFewTimesARestoreWithoutOne() throws {
        let feed = MigrationV1.Feed()
        for index in 0..<10_000 { feed.route(to: .item(index)) }
        let data = try feed.captureNavigationState()
        let migrating = data
        let clock = ContinuousClock()
        var plain = Duration.zero
        var migrated = Duration.zero
        for _ in 0..<3 {
            let without = MigrationV1.Feed()
            plain += try clock.measure { try without.restoreNavigationState(from: data) }
            let with = MigrationV2.Feed()
            migrated += try clock.measure { try with.restoreNavigationState(from: migrating) }
            expectEqual(with.navigation.entries.count, 10_000)
        }
        let ratio = migrated / plain
        Thorough.report(
            "restore of 10,000 destinations: \(plain / 3) without a migration, \(migrated / 3) with one (×\(ratio))"
        )
        #expect(ratio < 10)
    }
}
