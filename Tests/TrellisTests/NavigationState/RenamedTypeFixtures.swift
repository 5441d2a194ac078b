import Foundation
import Trellis

/// Version 1 of a store: a tab set whose shop tab is a catalog, which presents a `BasketFlow`.
enum StoreV1 {
    @MainActor
    final class Tabs: TabCoordinator {
        enum Destinations: Codable, Hashable { case shop, account }
        let navigation = TabNavigation<Tabs>(tabs: [.shop, .account])

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .shop ? Catalog() : nil
        }
    }

    @MainActor
    final class Catalog: FlowCoordinator {
        enum Destinations: Codable, Hashable { case list, detail(id: Int), basket }
        let navigation = FlowNavigation<Catalog>(root: .list)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .basket ? BasketFlow() : nil
        }
    }

    @MainActor
    final class BasketFlow: FlowCoordinator {
        enum Destinations: Codable, Hashable { case items, checkout(step: String), payment }
        let navigation = FlowNavigation<BasketFlow>(root: .items)
    }

    /// The store's tabs with the shop showing a detail and the basket presented in checkout.
    @MainActor
    static func shopping(lastStep: BasketFlow.Destinations = .checkout(step: "address")) -> Tabs {
        let tabs = Tabs()
        tabs.select(index: 0) { (catalog: Catalog) in
            catalog.route(to: .detail(id: 1))
            catalog.present(.basket) { (basket: BasketFlow) in basket.route(to: lastStep) }
        }
        return tabs
    }
}

/// Version 1.5: the basket was called `TrolleyFlow` for a while.
enum StoreV15 {
    @MainActor
    final class TrolleyFlow: FlowCoordinator {
        enum Destinations: Codable, Hashable { case items, checkout(step: String) }
        let navigation = FlowNavigation<TrolleyFlow>(root: .items)
    }
}

/// Version 2: the same tabs and catalog (each lists its version-1 name), and the basket renamed
/// `CartFlow`, which lists both earlier names and migrates version 1's `.payment` step.
enum StoreV2 {
    /// The report's item for a coordinator of `type` at `path`, restored from a snapshot that
    /// recorded it as `former`.
    static func renamed(_ type: String, at path: String = "", from former: String)
        -> RestorationReport.Migration
    {
        .init(
            path: path, coordinatorType: type, formerTypeName: former,
            currentTypeName: "TrellisTests.StoreV2.\(type)")
    }

    @MainActor
    final class Tabs: TabCoordinator {
        static let formerTypeNames = ["TrellisTests.StoreV1.Tabs"]

        enum Destinations: Codable, Hashable { case shop, account }
        let navigation = TabNavigation<Tabs>(tabs: [.shop, .account])

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .shop ? Catalog() : nil
        }
    }

    @MainActor
    final class Catalog: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.StoreV1.Catalog"]

        enum Destinations: Codable, Hashable { case list, detail(id: Int), basket }
        let navigation = FlowNavigation<Catalog>(root: .list)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .basket ? CartFlow() : nil
        }
    }

    @MainActor
    final class CartFlow: FlowCoordinator, MigratingCoordinator {
        static let formerTypeNames = ["TrellisTests.StoreV1.BasketFlow", "TrellisTests.StoreV15.TrolleyFlow"]

        enum Destinations: Codable, Hashable { case items, checkout(step: String) }
        let navigation = FlowNavigation<CartFlow>(root: .items)

        /// The coordinator type of every destination the migration saw, in order.
        static var seenTypes: [String] = []

        static func migrate(_ stored: StoredDestination) -> DestinationMigration<Destinations> {
            seenTypes.append(stored.coordinatorType)
            return stored.caseName == "payment" ? .replace(.checkout(step: "payment")) : .keep
        }
    }

    /// Lists the basket's short name only, which a snapshot never records as a type's name.
    @MainActor
    final class ShortNamedCart: FlowCoordinator {
        static let formerTypeNames = ["BasketFlow"]

        enum Destinations: Codable, Hashable { case items, checkout(step: String) }
        let navigation = FlowNavigation<ShortNamedCart>(root: .items)
    }

    /// Lists the basket's name, but is a tab set: the kind is part of what must match.
    @MainActor
    final class BasketTabs: TabCoordinator {
        static let formerTypeNames = ["TrellisTests.StoreV1.BasketFlow"]

        enum Destinations: Codable, Hashable { case items }
        let navigation = TabNavigation<BasketTabs>(tabs: [.items])
    }
}

/// `TrellisFuzzSupport.FeedFlow` moved into this module, under the same short name.
enum Moved {
    @MainActor
    final class FeedFlow: FlowCoordinator {
        static let formerTypeNames = ["TrellisFuzzSupport.FeedFlow"]

        enum Destinations: Codable, Hashable {
            case feed, author(name: String), comments(articleID: Int, page: Int)
        }
        let navigation = FlowNavigation<FeedFlow>(root: .feed)
    }

}

/// The same move, without listing the old name.
enum Unlisted {
    @MainActor
    final class FeedFlow: FlowCoordinator {
        enum Destinations: Codable, Hashable {
            case feed, author(name: String), comments(articleID: Int, page: Int)
        }
        let navigation = FlowNavigation<FeedFlow>(root: .feed)
    }
}

/// ``LinkFlow`` renamed: version-1 snapshots, which record short names only, do not use former
/// names.
@MainActor
final class LinkList: FlowCoordinator {
    static let formerTypeNames = ["TrellisTests.LinkFlow"]

    enum Destinations: Codable, Hashable { case start }
    let navigation = FlowNavigation<LinkList>(root: .start)
}

/// Two live flows of the same shape, where `Pouch` lists `Purse`'s current name as a former
/// name of its own: a name means the type that bears it now, so `Pouch` must not take over a
/// `Purse`'s state when a `Purse` is in the tree.
enum Hijack {
    @MainActor
    final class Purse: FlowCoordinator {
        enum Destinations: Codable, Hashable { case coins, note(id: Int) }
        let navigation = FlowNavigation<Purse>(root: .coins)
    }

    @MainActor
    final class Pouch: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.Hijack.Purse"]

        enum Destinations: Codable, Hashable { case coins, note(id: Int) }
        let navigation = FlowNavigation<Pouch>(root: .coins)
    }

    /// `Purse` split in two: `Wallet` also lists its name.
    @MainActor
    final class Wallet: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.Hijack.Purse"]

        enum Destinations: Codable, Hashable { case coins, note(id: Int) }
        let navigation = FlowNavigation<Wallet>(root: .coins)
    }

    /// `.purse` and `.pouch` host coordinators as the version in `hosting` does.
    @MainActor
    final class Desk: FlowCoordinator {
        enum Hosting {
            /// Both host a `Purse`: the version that wrote the snapshot.
            case purses
            /// `.purse` a `Purse`, `.pouch` a `Pouch`.
            case purseAndPouch
            /// `.purse` a `Wallet`, `.pouch` a `Pouch`: no `Purse` any more.
            case walletAndPouch
        }

        enum Destinations: Codable, Hashable { case home, purse, pouch }
        let navigation = FlowNavigation<Desk>(root: .home)
        private let hosting: Hosting

        init(_ hosting: Hosting = .purseAndPouch) {
            self.hosting = hosting
        }

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            switch (destination, hosting) {
            case (.home, _): nil
            case (.purse, .walletAndPouch): Wallet()
            case (.purse, _), (.pouch, .purses): Purse()
            case (.pouch, _): Pouch()
            }
        }
    }
}

extension Hijack {
    /// `Desk` renamed: its former name is the first thing a restore of a desk's snapshot
    /// matches, before any child exists.
    @MainActor
    final class Bureau: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.Hijack.Desk"]

        enum Destinations: Codable, Hashable { case home, purse, pouch }
        let navigation = FlowNavigation<Bureau>(root: .home)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            switch destination {
            case .home: nil
            case .purse: Purse()
            case .pouch: Pouch()
            }
        }
    }

    /// A flow above a `Desk`: `.purse` hosts a `Purse` beside the desk's branch.
    @MainActor
    final class Hall: FlowCoordinator {
        enum Destinations: Codable, Hashable { case lobby, purse, desk }
        let navigation = FlowNavigation<Hall>(root: .lobby)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            switch destination {
            case .lobby: nil
            case .purse: Purse()
            case .desk: Desk()
            }
        }
    }
}

/// A flow nesting itself, before and after a rename, for deep renamed trees.
enum ChainV1 {
    @MainActor
    final class Link: FlowCoordinator {
        enum Destinations: Codable, Hashable { case screen, next }
        let navigation = FlowNavigation<Link>(root: .screen)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .next ? Link() : nil
        }
    }
}

enum ChainV2 {
    @MainActor
    final class Ring: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.ChainV1.Link"]

        enum Destinations: Codable, Hashable { case screen, next }
        let navigation = FlowNavigation<Ring>(root: .screen)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .next ? Ring() : nil
        }
    }
}
