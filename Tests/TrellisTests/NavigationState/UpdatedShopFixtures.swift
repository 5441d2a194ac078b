import Foundation
import Trellis

/// The shop app after an update: changed destinations.
///
/// The types live in `Updated` to sit beside the originals in one test module; each was the
/// original of the same name in the previous version (``Coordinator/formerTypeNames``), so a
/// snapshot of the original app restores into them as it is.
///
/// - The search tab is gone from `ShopTabs.Destinations`.
/// - `CatalogFlow` no longer has `.reviews`, and `.cart` now hosts a `WishlistFlow`.
enum Updated {
    @MainActor
    final class ShopApp: RootCoordinator {
        static let formerTypeNames = ["TrellisTests.ShopApp"]

        enum Destinations: Codable, Hashable { case login, main }
        let navigation = RootNavigation<ShopApp>(root: .login)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .main ? ShopTabs() : nil
        }
    }

    @MainActor
    final class ShopTabs: TabCoordinator {
        static let formerTypeNames = ["TrellisTests.ShopTabs"]

        enum Destinations: Codable, Hashable { case home, profile }
        let navigation = TabNavigation<ShopTabs>(tabs: [.home, .profile])

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .home ? CatalogFlow() : nil
        }
    }

    @MainActor
    final class CatalogFlow: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.CatalogFlow"]

        enum Destinations: Codable, Hashable { case list, detail(id: Int), cart, gallery(index: Int) }
        let navigation = FlowNavigation<CatalogFlow>(root: .list)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .cart ? WishlistFlow() : nil
        }
    }

    @MainActor
    final class WishlistFlow: FlowCoordinator {
        enum Destinations: Codable, Hashable { case wishlist }
        let navigation = FlowNavigation<WishlistFlow>(root: .wishlist)
    }
}

/// A destination whose encoding throws for negative ids.
struct Fragile: Codable, Hashable, CustomStringConvertible {
    struct Refused: Error {}
    var id: Int
    var description: String { "fragile(\(id))" }

    func encode(to encoder: any Encoder) throws {
        guard id >= 0 else {
            throw EncodingError.invalidValue(id, .init(codingPath: [], debugDescription: "negative id"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }

    init(id: Int) { self.id = id }

    init(from decoder: any Decoder) throws {
        id = try decoder.singleValueContainer().decode(Int.self)
    }
}

@MainActor
final class FragileFlow: FlowCoordinator {
    typealias Destinations = Fragile
    let navigation = FlowNavigation<FragileFlow>(root: Fragile(id: 0))
}
