import Foundation
import Trellis

/// Version 1 of a shop app, whose snapshots version 2 (``MigrationV2``) migrates.
enum MigrationV1 {
    @MainActor
    final class Shop: FlowCoordinator {
        enum Destinations: Codable, Hashable {
            case list, basket, detail(id: Int), review(id: Int, stars: Int), search(query: String)
            case order(number: Int), media(id: Int, isVideo: Bool), settings, promo, banner
            case gift(id: Int), probe, product(Int)
        }
        let navigation = FlowNavigation<Shop>(root: .list)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .basket ? Cart() : nil
        }
    }

    @MainActor
    final class Cart: FlowCoordinator {
        enum Destinations: Codable, Hashable { case items, checkout }
        let navigation = FlowNavigation<Cart>(root: .items)
    }

    @MainActor
    final class Tabs: TabCoordinator {
        enum Destinations: Codable, Hashable { case feed, inbox }
        let navigation = TabNavigation<Tabs>(tabs: [.feed, .inbox])

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .feed ? Shop() : nil
        }
    }

    @MainActor
    final class Vault: FlowCoordinator {
        enum Destinations: Codable, Hashable { case lobby, safe, open }
        let navigation = FlowNavigation<Vault>(root: .lobby)
    }

    /// A flow without a migration, for the cost of a restore.
    @MainActor
    final class Feed: FlowCoordinator {
        enum Destinations: Codable, Hashable { case start, item(Int) }
        let navigation = FlowNavigation<Feed>(root: .start)
    }
}

/// Version 2 of the shop app: each change a migration carries destinations across.
///
/// - `.basket` (hosting `Cart`) is renamed `.cart`;
/// - `.detail(id:)` gains `variant:`; `.review(id:stars:)` loses `stars:` (decodes as stored);
/// - `.search(query:)` is `.search(text:)`; `.order(number:)` holds a `String`;
/// - `.media(id:isVideo:)` is split into `.photo(id:)` and `.video(id:)`;
/// - `.settings` moved into `Account`, hosted by `.account(showingSettings:)`;
/// - `.promo` and `.banner` are gone (`.promo` dropped by the migration, `.banner` kept and
///   left to fail decoding); `.gift(id:)` becomes a `Fragile` that cannot be encoded.
///
/// Each type that version 1 had was `MigrationV1.<name>` then (``Coordinator/formerTypeNames``):
/// version 1's snapshots restore into version 2 as they are.
enum MigrationV2 {
    /// The report's item for `type` restored at `path` from a snapshot naming
    /// `MigrationV1.<type>`.
    static func renamed(_ type: String, at path: String = "") -> RestorationReport.Migration {
        .init(
            path: path, coordinatorType: type, formerTypeName: "TrellisTests.MigrationV1.\(type)",
            currentTypeName: "TrellisTests.MigrationV2.\(type)")
    }

    @MainActor
    final class Shop: FlowCoordinator, MigratingCoordinator {
        static let formerTypeNames = ["TrellisTests.MigrationV1.Shop"]

        enum Destinations: Codable, Hashable {
            case list, cart, detail(id: Int, variant: String), review(id: Int), search(text: String)
            case order(number: String), photo(id: Int), video(id: Int), account(showingSettings: Bool)
            case fragile(Fragile), probe, product(Int)
        }
        let navigation = FlowNavigation<Shop>(root: .list)

        /// Every destination the migration was asked about, in order.
        static var seen: [StoredDestination] = []
        /// Run by the migration for a `.probe` destination.
        static var probe: (() -> Void)?

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            switch destination {
            case .cart: Cart()
            case .account(let showingSettings): Account(showingSettings: showingSettings)
            default: nil
            }
        }

        static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations> {
            seen.append(stored)
            // Destinations written by version 2 decode as stored; a snapshot without a version
            // predates versions, so it is version 1.
            guard stored.appVersion?.hasPrefix("1.") ?? true else { return .keep }
            switch stored.caseName {
            case "basket": return .replace(.cart)
            case "detail":
                return .replace(
                    .detail(id: try stored.decodePayload(Int.self, forKey: "id"), variant: "standard"))
            case "search":
                return .replace(.search(text: try stored.decodePayload(String.self, forKey: "query")))
            case "order":
                return .replace(.order(number: String(try stored.decodePayload(Int.self, forKey: "number"))))
            case "media":
                let id = try stored.decodePayload(Int.self, forKey: "id")
                return .replace(
                    try stored.decodePayload(Bool.self, forKey: "isVideo") ? .video(id: id) : .photo(id: id))
            case "settings": return .replace(.account(showingSettings: true))
            case "promo": return .drop
            case "gift":
                return .replace(.fragile(Fragile(id: -(try stored.decodePayload(Int.self, forKey: "id")))))
            case "probe":
                probe?()
                return .keep
            default: return .keep
            }
        }
    }

    @MainActor
    final class Cart: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.MigrationV1.Cart"]

        enum Destinations: Codable, Hashable { case items, checkout }
        let navigation = FlowNavigation<Cart>(root: .items)
    }

    /// Where `.settings` lives in version 2.
    @MainActor
    final class Account: FlowCoordinator {
        enum Destinations: Codable, Hashable { case overview, settings }
        let navigation: FlowNavigation<Account>

        init(showingSettings: Bool = false) {
            navigation = FlowNavigation(root: .overview, pushing: showingSettings ? [.settings] : [])
        }
    }

    @MainActor
    final class Tabs: TabCoordinator, MigratingCoordinator {
        static let formerTypeNames = ["TrellisTests.MigrationV1.Tabs"]

        enum Destinations: Codable, Hashable { case feed, messages }
        let navigation = TabNavigation<Tabs>(tabs: [.feed, .messages])

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .feed ? Shop() : nil
        }

        static func migrate(_ stored: StoredDestination) -> DestinationMigration<Destinations> {
            stored.caseName == "inbox" ? .replace(.messages) : .keep
        }
    }

    /// `.safe` is renamed `.locker`, which is never saved.
    @MainActor
    final class Vault: FlowCoordinator, MigratingCoordinator {
        static let formerTypeNames = ["TrellisTests.MigrationV1.Vault"]

        enum Destinations: Codable, Hashable { case lobby, locker, open }
        let navigation = FlowNavigation<Vault>(root: .lobby)

        func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
            destination == .locker ? .exclude : .include
        }

        static func migrate(_ stored: StoredDestination) -> DestinationMigration<Destinations> {
            stored.caseName == "safe" ? .replace(.locker) : .keep
        }
    }

    /// ``MigrationV1/Feed`` with a migration that keeps every destination.
    @MainActor
    final class Feed: FlowCoordinator, MigratingCoordinator {
        static let formerTypeNames = ["TrellisTests.MigrationV1.Feed"]

        enum Destinations: Codable, Hashable { case start, item(Int) }
        let navigation = FlowNavigation<Feed>(root: .start)

        static func migrate(_ stored: StoredDestination) -> DestinationMigration<Destinations> {
            stored.caseName == "retired" ? .drop : .keep
        }
    }
}
