import Trellis

/// A small shop app used by the snapshot suites.
@MainActor
final class ShopApp: RootCoordinator {
    enum Destinations: Codable, Hashable { case login, main }
    let navigation = RootNavigation<ShopApp>(root: .login)
    private let hostsOldTabs: Bool

    /// - Parameter hostsOldTabs: Whether `.main` hosts an ``OldShopTabs`` instead of a
    ///   ``ShopTabs``, for a snapshot whose child has another type than the live one.
    init(hostsOldTabs: Bool = false) {
        self.hostsOldTabs = hostsOldTabs
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .login: LoginFlow()
        case .main: hostsOldTabs ? OldShopTabs() : ShopTabs()
        }
    }
}

@MainActor
final class LoginFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case welcome, password }
    let navigation = FlowNavigation<LoginFlow>(root: .welcome)
}

@MainActor
final class ShopTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case home, search, profile, legacy }
    let navigation = TabNavigation<ShopTabs>(tabs: [.home, .search, .profile])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .home: CatalogFlow()
        case .search: SearchFlow()
        case .profile: ProfileFlow()
        case .legacy: LegacyFlow()
        }
    }
}

/// Another tab set type with the tabs of ``ShopTabs``: what `.main` hosted in an earlier
/// version, which ``ShopTabs`` does not list as a former name.
@MainActor
final class OldShopTabs: TabCoordinator {
    typealias Destinations = ShopTabs.Destinations
    let navigation = TabNavigation<OldShopTabs>(tabs: [.home, .search, .profile])
}

@MainActor
final class CatalogFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case list
        case detail(id: Int)
        case reviews(productID: Int, sort: String)
        case cart
        case gallery(index: Int)
        case payment
    }
    let navigation = FlowNavigation<CatalogFlow>(root: .list)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .cart ? CartFlow() : nil
    }

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        destination == .payment ? .exclude : .include
    }
}

@MainActor
final class CartFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case cart, checkout(step: String) }
    let navigation = FlowNavigation<CartFlow>(root: .cart)
}

@MainActor
final class SearchFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case query(String, page: Int), result(id: Int) }
    let navigation = FlowNavigation<SearchFlow>(root: .query("", page: 1))
}

@MainActor
final class ProfileFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case profile, settings, legacy }
    let navigation = FlowNavigation<ProfileFlow>(root: .profile, pushing: [.settings])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .legacy ? LegacyFlow() : nil
    }
}

/// A flow whose destinations are not Codable: recorded without state.
@MainActor
final class LegacyFlow: FlowCoordinator {
    enum Destinations: Hashable { case start, page(Int) }
    let navigation = FlowNavigation<LegacyFlow>(root: .start)
}

/// A flow nesting itself, for deep snapshot trees.
@MainActor
final class SnapshotChain: FlowCoordinator {
    enum Destinations: Codable, Hashable { case screen, next }
    let navigation = FlowNavigation<SnapshotChain>(root: .screen)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .next ? SnapshotChain() : nil
    }
}

extension ShopApp {
    /// The app logged in, with a catalog detail, a cart sheet in checkout and the profile
    /// tab showing its legacy flow.
    static func navigated() -> ShopApp {
        let app = ShopApp()
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 2) { (profile: ProfileFlow) in profile.route(to: .legacy) }
            tabs.select(index: 0) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 42))
                catalog.route(to: .reviews(productID: 42, sort: "newest"))
                catalog.present(.cart) { (cart: CartFlow) in cart.route(to: .checkout(step: "address")) }
                catalog.present(.gallery(index: 3), as: .fullScreenCover)
            }
        }
        return app
    }
}
