import Foundation
import Trellis

/// Three releases of one shop flow, for what a bad release does to saved navigation.
///
/// Version 1 has `.product(Int)`; version 2 renamed it `.detail(id:)`. Release 2.0's migration
/// has a bug: it throws for every destination version 1 wrote, so a version-1 snapshot restores at
/// the initial root with every destination skipped. Release 2.0.1 fixes the migration.
enum Release {
    /// The error release 2.0's migration throws.
    struct MigrationBug: Error, CustomStringConvertible {
        var description: String { "migration bug" }
    }

    /// Version 1.
    @MainActor
    final class ShopV1: FlowCoordinator {
        enum Destinations: Codable, Hashable { case list, product(Int), review(Int), basket }
        let navigation = FlowNavigation<ShopV1>(root: .list)
    }

    /// Release 2.0: the migration throws for every destination of a 1.x snapshot.
    @MainActor
    final class ShopV2: FlowCoordinator, MigratingCoordinator {
        static let formerTypeNames = ["TrellisTests.Release.ShopV1", "TrellisTests.Release.ShopV201"]
        enum Destinations: Codable, Hashable { case list, detail(id: Int), review(Int), basket }
        let navigation = FlowNavigation<ShopV2>(root: .list)

        static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations> {
            guard stored.appVersion?.hasPrefix("1.") ?? true else { return .keep }
            throw MigrationBug()
        }
    }

    /// Release 2.0.1: the migration fixed.
    @MainActor
    final class ShopV201: FlowCoordinator, MigratingCoordinator {
        static let formerTypeNames = [
            "TrellisTests.Release.ShopV1", "TrellisTests.Release.ShopV2",
            "TrellisTests.Release.ShopWithoutReview",
            "TrellisTests.Release.ShopWithWishlist",
        ]
        enum Destinations: Codable, Hashable { case list, detail(id: Int), review(Int), basket }
        let navigation = FlowNavigation<ShopV201>(root: .list)

        static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations> {
            guard stored.appVersion?.hasPrefix("1.") ?? true, stored.caseName == "product" else {
                return .keep
            }
            return .replace(.detail(id: try stored.decodePayload(Int.self, forKey: "_0")))
        }
    }

    /// A release that removed `.review(Int)` by mistake: such destinations no longer decode.
    @MainActor
    final class ShopWithoutReview: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.Release.ShopV201"]
        enum Destinations: Codable, Hashable { case list, detail(id: Int), basket }
        let navigation = FlowNavigation<ShopWithoutReview>(root: .list)
    }

    /// A later release that added `.wishlist`, which an older one does not read.
    @MainActor
    final class ShopWithWishlist: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.Release.ShopV201"]
        enum Destinations: Codable, Hashable { case list, detail(id: Int), review(Int), basket, wishlist }
        let navigation = FlowNavigation<ShopWithWishlist>(root: .list)
    }
}
