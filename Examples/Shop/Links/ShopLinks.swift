import Foundation
import Trellis

/// The shop's URLs: `shop://` links and universal links on `shop.example.com`, each leading to
/// a navigation target of the app, and back, so a place can be shared as a URL.
///
/// ```
/// shop://catalog                             the product list
/// shop://catalog/product/7                   a product
/// shop://catalog/product/7/reviews           its reviews
/// shop://catalog/cart                        the cart, as a sheet over the catalog
/// shop://search                              the search tab
/// shop://search?q=lamp                       the first page of results for "lamp"
/// shop://profile                             the account
/// shop://profile/orders                      past orders
/// shop://profile/settings                    the settings
/// shop://profile/settings/notifications      the notification settings
/// ```
///
/// `https://shop.example.com/catalog/product/7` and the others lead to the same places. Each
/// target names exactly the screens above its tab flow's root, so following a link replaces
/// whatever the tab showed with the linked place (``Coordinator/navigate(to:)`` keeps what
/// already matches).
@MainActor
public enum ShopLinks {
    public typealias App = ShopAppCoordinator

    /// The router the app follows links with and builds shared URLs with.
    public static let router = URLRouter<App>(
        schemes: ["shop"], universalLinkHosts: ["shop.example.com"], routes: routes)

    static let routes: [URLRoute<App>] = [
        URLRoute("/catalog") { _ in
            catalog([])
        } parameters: { target in
            LinkShape(target) == LinkShape(tab: .home) ? [:] : nil
        },
        URLRoute("/catalog/product/:id") { parameters in
            catalog([.push(.product(id: try parameters.int("id")))])
        } parameters: { target in
            let shape = LinkShape(target)
            guard case .product(let id)? = shape.catalog.first,
                shape == LinkShape(tab: .home, catalog: [.product(id: id)])
            else { return nil }
            return ["id": String(id)]
        },
        URLRoute("/catalog/product/:id/reviews") { parameters in
            let id = try parameters.int("id")
            return catalog([.push(.product(id: id)), .push(.reviews(productID: id))])
        } parameters: { target in
            let shape = LinkShape(target)
            guard case .product(let id)? = shape.catalog.first,
                shape == LinkShape(tab: .home, catalog: [.product(id: id), .reviews(productID: id)])
            else { return nil }
            return ["id": String(id)]
        },
        URLRoute("/catalog/cart") { _ in
            catalog([.present(.cart)])
        } parameters: { target in
            LinkShape(target) == LinkShape(tab: .home, catalog: [.cart]) ? [:] : nil
        },
        // The search tab; with `q`, the first page of its results.
        URLRoute("/search", query: ["q"]) { parameters in
            guard let query = parameters.query("q") else { return search([]) }
            guard !query.isEmpty else { throw parameters.reject("q", expected: "a search term") }
            return search([.push(.results(query: query, page: 1))])
        } parameters: { target in
            let shape = LinkShape(target)
            if shape == LinkShape(tab: .search) { return [:] }
            guard case .results(let query, 1)? = shape.search.first,
                shape == LinkShape(tab: .search, search: [.results(query: query, page: 1)])
            else { return nil }
            return ["q": query]
        },
        URLRoute("/profile") { _ in
            profile([])
        } parameters: { target in
            LinkShape(target) == LinkShape(tab: .profile) ? [:] : nil
        },
        URLRoute("/profile/orders") { _ in
            profile([.push(.orders)])
        } parameters: { target in
            LinkShape(target) == LinkShape(tab: .profile, profile: [.orders]) ? [:] : nil
        },
        URLRoute("/profile/settings") { _ in
            profile([.push(.settings, showing: SettingsFlowCoordinator.target(path: []))])
        } parameters: { target in
            LinkShape(target) == LinkShape(tab: .profile, profile: [.settings]) ? [:] : nil
        },
        URLRoute("/profile/settings/notifications") { _ in
            profile([.push(.settings, showing: SettingsFlowCoordinator.target(path: [.push(.notifications)]))]
            )
        } parameters: { target in
            LinkShape(target) == LinkShape(tab: .profile, profile: [.settings], settings: [.notifications])
                ? [:] : nil
        },
    ]

    /// The main tabs showing `tab`, with `child` in the flow the tab hosts.
    private static func main<Child: Coordinator>(
        _ tab: MainTabCoordinator.Destinations, _ child: NavigationTarget<Child>
    ) -> NavigationTarget<App> {
        App.target(root: .main, showing: MainTabCoordinator.target(tab: tab, showing: child))
    }

    static func catalog(_ path: [TargetEntry<CatalogFlowCoordinator>]) -> NavigationTarget<App> {
        main(.home, CatalogFlowCoordinator.target(path: path))
    }

    static func search(_ path: [TargetEntry<SearchFlowCoordinator>]) -> NavigationTarget<App> {
        main(.search, SearchFlowCoordinator.target(path: path))
    }

    static func profile(_ path: [TargetEntry<ProfileFlowCoordinator>]) -> NavigationTarget<App> {
        main(.profile, ProfileFlowCoordinator.target(path: path))
    }
}

/// The destinations of a target, per coordinator type: what the URL routes' reverse closures
/// compare with, so a URL route claims a target only when it is exactly its place.
private struct LinkShape: Equatable {
    var app: [ShopAppCoordinator.Destinations] = [.main]
    var tabs: [MainTabCoordinator.Destinations]
    var catalog: [CatalogFlowCoordinator.Destinations] = []
    var search: [SearchFlowCoordinator.Destinations] = []
    var profile: [ProfileFlowCoordinator.Destinations] = []
    var settings: [SettingsFlowCoordinator.Destinations] = []

    init(
        tab: MainTabCoordinator.Destinations, catalog: [CatalogFlowCoordinator.Destinations] = [],
        search: [SearchFlowCoordinator.Destinations] = [],
        profile: [ProfileFlowCoordinator.Destinations] = [],
        settings: [SettingsFlowCoordinator.Destinations] = []
    ) {
        tabs = [tab]
        (self.catalog, self.search, self.profile, self.settings) = (catalog, search, profile, settings)
    }

    init(_ target: NavigationTarget<ShopAppCoordinator>) {
        app = target.destinations(of: ShopAppCoordinator.Destinations.self)
        tabs = target.destinations(of: MainTabCoordinator.Destinations.self)
        catalog = target.destinations(of: CatalogFlowCoordinator.Destinations.self)
        search = target.destinations(of: SearchFlowCoordinator.Destinations.self)
        profile = target.destinations(of: ProfileFlowCoordinator.Destinations.self)
        settings = target.destinations(of: SettingsFlowCoordinator.Destinations.self)
    }
}
