import Trellis

// The fixture app's URL routes: a router over AppRootCoordinator accepting `shop://` and
// `https://shop.example.com`, with one route per kind of place (a root, a tab, a push with an
// Int, a presented child flow with a typed query item, an optional query item, a modal).

/// The destinations of a target, per coordinator type of the fixture app: what the routes'
/// reverse closures compare against.
struct TargetShape: Equatable {
    var app: [AppRootCoordinator.Destinations] = []
    var tabs: [MainTabCoordinator.Destinations] = []
    var home: [HomeFlowCoordinator.Destinations] = []
    var search: [SearchFlowCoordinator.Destinations] = []
    var profile: [ProfileCoordinator.Destinations] = []
    var compose: [ComposeFlowCoordinator.Destinations] = []

    init(
        app: [AppRootCoordinator.Destinations] = [], tabs: [MainTabCoordinator.Destinations] = [],
        home: [HomeFlowCoordinator.Destinations] = [], search: [SearchFlowCoordinator.Destinations] = [],
        profile: [ProfileCoordinator.Destinations] = [], compose: [ComposeFlowCoordinator.Destinations] = []
    ) {
        (self.app, self.tabs, self.home) = (app, tabs, home)
        (self.search, self.profile, self.compose) = (search, profile, compose)
    }

    init(_ target: NavigationTarget<AppRootCoordinator>) {
        app = target.destinations(of: AppRootCoordinator.Destinations.self)
        tabs = target.destinations(of: MainTabCoordinator.Destinations.self)
        home = target.destinations(of: HomeFlowCoordinator.Destinations.self)
        search = target.destinations(of: SearchFlowCoordinator.Destinations.self)
        profile = target.destinations(of: ProfileCoordinator.Destinations.self)
        compose = target.destinations(of: ComposeFlowCoordinator.Destinations.self)
    }
}

@MainActor
enum ShopLinks {
    typealias App = AppRootCoordinator
    typealias Tabs = MainTabCoordinator

    static func main<C: Coordinator>(_ tab: Tabs.Destinations, _ child: NavigationTarget<C>)
        -> NavigationTarget<App>
    {
        App.target(root: .main, showing: Tabs.target(tab: tab, showing: child))
    }

    /// The fixture router; `extraRoutes` go first.
    static func router(extraRoutes: [URLRoute<App>] = []) -> URLRouter<App> {
        URLRouter(schemes: ["shop"], universalLinkHosts: ["shop.example.com"], routes: extraRoutes + routes)
    }

    static let routes: [URLRoute<App>] = [
        URLRoute("/") { _ in
            App.target(root: .onboarding)
        } parameters: { target in
            TargetShape(target) == TargetShape(app: [.onboarding]) ? [:] : nil
        },
        URLRoute("/login") { _ in
            App.target(root: .login)
        } parameters: { target in
            TargetShape(target) == TargetShape(app: [.login]) ? [:] : nil
        },
        URLRoute("/announcement") { _ in
            App.target(root: .main, modals: [.present(.announcement, as: .fullScreenCover)])
        } parameters: { target in
            TargetShape(target) == TargetShape(app: [.main, .announcement]) ? [:] : nil
        },
        URLRoute("/home") { _ in
            main(.home, HomeFlowCoordinator.target())
        } parameters: { target in
            TargetShape(target) == TargetShape(app: [.main], tabs: [.home]) ? [:] : nil
        },
        URLRoute("/home/detail/:id") { parameters in
            main(.home, HomeFlowCoordinator.target(path: [.push(.detail(id: try parameters.int("id")))]))
        } parameters: { target in
            let shape = TargetShape(target)
            guard case .detail(let id)? = shape.home.first,
                shape == TargetShape(app: [.main], tabs: [.home], home: [.detail(id: id)])
            else { return nil }
            return ["id": String(id)]
        },
        // A presented child flow, with an optional typed query item choosing its screen.
        URLRoute("/home/detail/:id/compose", query: ["step"]) { parameters in
            let id = try parameters.int("id")
            let path: [TargetEntry<ComposeFlowCoordinator>]
            switch parameters.query("step") {
            case nil: path = []
            case "attachments": path = [.push(.attachments)]
            case "preview": path = [.push(.preview)]
            default: throw parameters.reject("step", expected: "attachments or preview")
            }
            return main(
                .home,
                HomeFlowCoordinator.target(path: [
                    .push(.detail(id: id)),
                    .present(.compose, showing: ComposeFlowCoordinator.target(path: path)),
                ]))
        } parameters: { target in
            let shape = TargetShape(target)
            guard case .detail(let id)? = shape.home.first else { return nil }
            let home = TargetShape(app: [.main], tabs: [.home], home: [.detail(id: id), .compose])
            var parameters = ["id": String(id)]
            switch shape.compose {
            case []: break
            case [.attachments]: parameters["step"] = "attachments"
            case [.preview]: parameters["step"] = "preview"
            default: return nil
            }
            return TargetShape(target)
                == TargetShape(
                    app: home.app, tabs: home.tabs, home: home.home, compose: shape.compose)
                ? parameters : nil
        },
        // An optional query item: the search tab, with its results when `q` is there.
        URLRoute("/search", query: ["q"]) { parameters in
            let path: [TargetEntry<SearchFlowCoordinator>] =
                parameters.query("q").map { [.push(.results(term: $0))] } ?? []
            return main(.search, SearchFlowCoordinator.target(path: path))
        } parameters: { target in
            let shape = TargetShape(target)
            if shape == TargetShape(app: [.main], tabs: [.search]) { return [:] }
            guard case .results(let term)? = shape.search.first,
                shape == TargetShape(app: [.main], tabs: [.search], search: [.results(term: term)])
            else { return nil }
            return ["q": term]
        },
        URLRoute("/profile/edit") { _ in
            main(.profile, ProfileCoordinator.target(path: [.push(.edit)]))
        } parameters: { target in
            TargetShape(target) == TargetShape(app: [.main], tabs: [.profile], profile: [.edit]) ? [:] : nil
        },
        URLRoute("/profile/detail/:id") { parameters in
            main(.profile, ProfileCoordinator.target(path: [.push(.detail(id: try parameters.int("id")))]))
        } parameters: { target in
            let shape = TargetShape(target)
            guard case .detail(let id)? = shape.profile.first,
                shape == TargetShape(app: [.main], tabs: [.profile], profile: [.detail(id: id)])
            else { return nil }
            return ["id": String(id)]
        },
    ]

    /// The tree `target` gives on a fresh app.
    static func tree(_ target: NavigationTarget<App>) -> String {
        let app = App()
        app.navigate(to: target)
        return app.debugHierarchy()
    }
}
