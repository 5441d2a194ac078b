import Trellis

/// A navigated coordinator tree and the same routes as one flat array: what is measured and
/// what it is measured against.
@MainActor
struct Workload {
    /// A short name used in keys (`tree`, `flow`, `chain`).
    let name: String
    /// The navigated coordinator.
    let top: any Coordinator
    /// Every route of the tree (roots, tabs, entries, modals), in tree order: the baseline's
    /// `[Screen]` array.
    let routes: [Screen]
    /// Makes a coordinator of the same type as `top`, fresh, to restore into.
    let makeFresh: () -> any Coordinator

    var routeCount: Int { routes.count }
}

/// Makes the plain (child-less) routes of the workloads, a deterministic mix of payload shapes.
struct RouteGenerator {
    private var counter = 0

    private static let variants = ["blue-m", "red-xl", "graphite-128gb", "oak", "size-42"]
    private static let sorts = ["newest", "helpful", "rating", "price-asc"]
    private static let queries = [
        "swift concurrency", "wool socks", "coordinator pattern", "é café ☕︎", "tent",
    ]
    private static let users = ["alice", "bob.k", "chen.wei", "dana_o", "émile"]
    private static let sections = ["general", "privacy", "notifications", "storage"]

    /// The next plain route; cycles through every payload shape.
    mutating func next() -> Screen {
        counter += 1
        let n = counter
        let id = 10_000 + (n &* 7_919) % 90_000
        let pick = n / 8  // varies the strings independently of the case
        switch n % 8 {
        case 0: return .feed
        case 1: return .article(id: id)
        case 2: return .product(id: id, variant: Self.variants[pick % Self.variants.count])
        case 3: return .reviews(productID: id, sort: Self.sorts[pick % Self.sorts.count], page: n % 9 + 1)
        case 4: return .results(query: Self.queries[pick % Self.queries.count], page: n % 5 + 1)
        case 5: return .user(Self.users[pick % Self.users.count])
        case 6: return .preferences(section: Self.sections[pick % Self.sections.count])
        default: return .article(id: n)
        }
    }

    /// A route hosting a child flow: a pushed thread, a compose sheet or a gallery cover.
    mutating func hosting(_ presentation: Presentation) -> Screen {
        counter += 1
        switch presentation {
        case .push: return .thread(id: 500_000 + counter)
        case .sheet, .popover: return .compose(draftID: counter, subject: "Re: order #\(counter)")
        case .fullScreenCover: return .gallery(albumID: counter % 97, index: counter % 31)
        }
    }
}

/// Builds the workloads through the public API, exactly as an app navigates.
@MainActor
enum Workloads {
    /// The routes a flow of the tree shows itself: its root and the entries above it.
    static let routesPerFlow = 24
    /// Which of a flow's entries (by position) host a child flow: three pushed threads spread
    /// through the stack and a sheet or a full-screen cover on top.
    static let hostingPositions: Set<Int> = [5, 11, 17, 22]

    /// The realistic tree: `AppRoot` → `MainTabs` (5 tabs, all shown, the first selected) →
    /// a flow per tab → child flows hosted by pushes, sheets and covers; `routes` routes in all.
    ///
    /// Every flow shows ``routesPerFlow`` routes (its root and 23 entries) and hosts up to four
    /// child flows, created breadth first while the routes last, so the shape per route is the
    /// same at every size: 10× the routes is 10× the flows, one or two levels deeper (1k
    /// routes: 3 levels of flows; 100k: 6). The routes left over go on the last flow.
    static func tree(routes count: Int) -> Workload {
        let tabCount = MainTabs.tabs.count
        precondition(count >= 1 + tabCount + tabCount * routesPerFlow, "too few routes for the tree's shape")
        let app = AppRoot()
        var routes: [Screen] = [.main] + MainTabs.tabs
        routes.reserveCapacity(count)
        var generator = RouteGenerator()
        app.setRoot(.main) { (tabs: MainTabs) in
            var queue: [(flow: any BenchFlow, depth: Int)] = []
            for index in MainTabs.tabs.indices {
                tabs.select(index: index)
                guard let flow = tabs.navigation.tabs[index].child as? any BenchFlow else { continue }
                routes.append(rootRoute(of: flow))
                queue.append((flow, 0))
            }
            tabs.select(index: 0)
            // Routes promised to flows created but not filled yet.
            var promised = queue.count * (routesPerFlow - 1)
            var next = 0
            while next < queue.count {
                let (flow, depth) = queue[next]
                next += 1
                promised -= routesPerFlow - 1
                queue += fill(
                    flow, depth: depth, budget: count, promised: &promised, into: &routes,
                    generator: &generator)
            }
            if let last = queue.last?.flow {
                while routes.count < count { routes.append(pushPlain(on: last, generator: &generator)) }
            }
        }
        precondition(routes.count == count, "built \(routes.count) routes instead of \(count)")
        return Workload(name: "tree", top: app, routes: routes, makeFresh: { AppRoot() })
    }

    /// The tree an app restores at launch: `AppRoot` → `MainTabs` (5 tabs, all shown, the
    /// first selected), eight pushes on each tab's flow, a pushed thread three screens deep on
    /// the first tab and a compose sheet on the second; 60 routes.
    static func launch() -> Workload {
        let app = AppRoot()
        var routes: [Screen] = [.main] + MainTabs.tabs
        var generator = RouteGenerator()
        app.setRoot(.main) { (tabs: MainTabs) in
            var flows: [any BenchFlow] = []
            for index in MainTabs.tabs.indices {
                tabs.select(index: index)
                guard let flow = tabs.navigation.tabs[index].child as? any BenchFlow else { continue }
                routes.append(rootRoute(of: flow))
                flows.append(flow)
            }
            tabs.select(index: 0)
            for flow in flows {
                for _ in 0..<8 { routes.append(pushPlain(on: flow, generator: &generator)) }
            }
            routes += host(.push, on: flows[0], pushes: 3, generator: &generator)
            routes += host(.sheet, on: flows[1], pushes: 2, generator: &generator)
        }
        precondition(routes.count == 60, "built \(routes.count) routes instead of 60")
        return Workload(name: "launch", top: app, routes: routes, makeFresh: { AppRoot() })
    }

    /// Presents a route hosting a child flow on `flow` and pushes `pushes` routes on the child;
    /// returns the routes added.
    private static func host<F: BenchFlow>(
        _ presentation: Presentation, on flow: F, pushes: Int, generator: inout RouteGenerator
    ) -> [Screen] {
        let route = generator.hosting(presentation)
        switch presentation {
        case .push: flow.route(to: route)
        case .sheet: flow.present(route, as: .sheet)
        case .fullScreenCover: flow.present(route, as: .fullScreenCover)
        case .popover: flow.present(route, as: .popover)
        }
        guard let child = flow.navigation.entries.last?.child as? any BenchFlow else { return [route] }
        var routes = [route, rootRoute(of: child)]
        for _ in 0..<pushes { routes.append(pushPlain(on: child, generator: &generator)) }
        return routes
    }

    /// One flow with `routes - 1` pushes above its root.
    static func singleFlow(routes count: Int) -> Workload {
        let flow = LongFlow()
        var routes: [Screen] = [flow.navigation.root]
        routes.reserveCapacity(count)
        var generator = RouteGenerator()
        while routes.count < count {
            let route = generator.next()
            flow.route(to: route)
            routes.append(route)
        }
        return Workload(name: "flow", top: flow, routes: routes, makeFresh: { LongFlow() })
    }

    /// A split view: the sidebar, a search selected in it, a thread selected in the content
    /// column, whose flow in the detail column holds the rest of the `routes` as pushes.
    static func split(routes count: Int) -> Workload {
        let split = BenchSplit()
        let search = Screen.results(query: "split", page: 1)
        split.select(search, in: .sidebar)
        var routes: [Screen] = [.feed, search, .thread(id: 1)]
        routes.reserveCapacity(count)
        var generator = RouteGenerator()
        split.select(.thread(id: 1), in: .content) { (thread: ThreadFlow) in
            routes.append(rootRoute(of: thread))
            while routes.count < count { routes.append(pushPlain(on: thread, generator: &generator)) }
        }
        precondition(routes.count == count, "built \(routes.count) routes instead of \(count)")
        return Workload(name: "split", top: split, routes: routes, makeFresh: { BenchSplit() })
    }

    /// `levels` flows, each hosting the next through a pushed `.thread`, the last showing one
    /// more push.
    static func chain(levels: Int) -> Workload {
        let top = ChainFlow()
        var routes: [Screen] = []
        var current = top
        for level in 0..<levels {
            routes.append(current.navigation.root)
            let route = Screen.thread(id: level)
            routes.append(route)
            current.route(to: route) { (next: ChainFlow) in current = next }
        }
        routes.append(current.navigation.root)
        current.route(to: .article(id: levels))
        routes.append(.article(id: levels))
        return Workload(name: "chain", top: top, routes: routes, makeFresh: { ChainFlow() })
    }

    private static func rootRoute<F: BenchFlow>(of flow: F) -> Screen { flow.navigation.root }

    private static func pushPlain<F: BenchFlow>(on flow: F, generator: inout RouteGenerator) -> Screen {
        let route = generator.next()
        flow.route(to: route)
        return route
    }

    /// Gives `flow` its 23 entries; a hosting entry creates a child flow when the budget still
    /// holds the child's routes (counted in `promised`). Returns the children created.
    private static func fill<F: BenchFlow>(
        _ flow: F, depth: Int, budget: Int, promised: inout Int, into routes: inout [Screen],
        generator: inout RouteGenerator
    ) -> [(flow: any BenchFlow, depth: Int)] {
        var children: [(flow: any BenchFlow, depth: Int)] = []
        let top = routesPerFlow - 2
        for position in 0...top {
            // A hosting entry costs its own route and its child's routes.
            let committed = routes.count + promised + (top - position) + 1
            guard hostingPositions.contains(position), committed + routesPerFlow <= budget else {
                routes.append(pushPlain(on: flow, generator: &generator))
                continue
            }
            let presentation: Presentation =
                position == top ? (depth.isMultiple(of: 2) ? .sheet : .fullScreenCover) : .push
            let route = generator.hosting(presentation)
            switch presentation {
            case .push: flow.route(to: route)
            case .sheet: flow.present(route, as: .sheet)
            case .fullScreenCover: flow.present(route, as: .fullScreenCover)
            case .popover: flow.present(route, as: .popover)
            }
            routes.append(route)
            guard let child = flow.navigation.entries.last?.child as? any BenchFlow else { continue }
            routes.append(rootRoute(of: child))
            promised += routesPerFlow - 1
            children.append((child, depth + 1))
        }
        return children
    }
}
