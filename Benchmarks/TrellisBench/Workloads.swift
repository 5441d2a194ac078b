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
    private static let queries = ["swift concurrency", "wool socks", "coordinator pattern", "é café ☕︎", "tent"]
    private static let users = ["alice", "bob.k", "chen.wei", "dana_o", "émile"]
    private static let sections = ["general", "privacy", "notifications", "storage"]

    /// The next plain route; cycles through every payload shape.
    mutating func next() -> Screen {
        counter += 1
        let n = counter
        let id = 10_000 + (n &* 7_919) % 90_000
        switch n % 8 {
        case 0: return .feed
        case 1: return .article(id: id)
        case 2: return .product(id: id, variant: Self.variants[n % Self.variants.count])
        case 3: return .reviews(productID: id, sort: Self.sorts[n % Self.sorts.count], page: n % 9 + 1)
        case 4: return .results(query: Self.queries[n % Self.queries.count], page: n % 5 + 1)
        case 5: return .user(Self.users[n % Self.users.count])
        case 6: return .preferences(section: Self.sections[n % Self.sections.count])
        default: return .article(id: n)
        }
    }

    /// A route hosting a child flow: a pushed thread, a compose sheet or a gallery cover.
    mutating func hosting(_ presentation: Presentation) -> Screen {
        counter += 1
        switch presentation {
        case .push: return .thread(id: 500_000 + counter)
        case .sheet: return .compose(draftID: counter, subject: "Re: order #\(counter)")
        case .fullScreenCover: return .gallery(albumID: counter % 97, index: counter % 31)
        }
    }
}

/// Builds the workloads through the public API, exactly as an app navigates.
@MainActor
enum Workloads {
    /// A flow with children shows this many routes itself (its root included).
    static let routesPerFlow = 24
    /// How many of a flow's entries host a child flow.
    static let childrenPerFlow = 4
    /// How many levels of child flows nest below a tab's flow.
    static let maximumNesting = 4

    /// The realistic tree: `AppRoot` → `MainTabs` (5 tabs, all shown, the first selected) →
    /// a flow per tab → child flows hosted by pushes, sheets and covers, `maximumNesting`
    /// levels deep; `routes` routes in all.
    static func tree(routes count: Int) -> Workload {
        precondition(count >= 6 + MainTabs.tabs.count * 2, "the tree needs a few routes per tab")
        let app = AppRoot()
        var routes: [Screen] = [.main] + MainTabs.tabs
        routes.reserveCapacity(count)
        var generator = RouteGenerator()
        app.setRoot(.main) { (tabs: MainTabs) in
            let budget = count - routes.count
            let tabCount = MainTabs.tabs.count
            for index in 0..<tabCount {
                tabs.select(index: index)
                guard let flow = tabs.tabItems.tabs[index].child as? any BenchFlow else { continue }
                let share = budget / tabCount + (index < budget % tabCount ? 1 : 0)
                fill(flow, routes: share, depth: 0, into: &routes, generator: &generator)
            }
            tabs.select(index: 0)
        }
        precondition(routes.count == count, "built \(routes.count) routes instead of \(count)")
        return Workload(name: "tree", top: app, routes: routes, makeFresh: { AppRoot() })
    }

    /// One flow with `routes - 1` pushes above its root.
    static func singleFlow(routes count: Int) -> Workload {
        let flow = LongFlow()
        var routes: [Screen] = [flow.stack.root]
        routes.reserveCapacity(count)
        var generator = RouteGenerator()
        while routes.count < count {
            let route = generator.next()
            flow.route(to: route)
            routes.append(route)
        }
        return Workload(name: "flow", top: flow, routes: routes, makeFresh: { LongFlow() })
    }

    /// `levels` flows, each hosting the next through a pushed `.thread`, the last showing one
    /// more push.
    static func chain(levels: Int) -> Workload {
        let top = ChainFlow()
        var routes: [Screen] = []
        var current = top
        for level in 0..<levels {
            routes.append(current.stack.root)
            let route = Screen.thread(id: level)
            routes.append(route)
            current.route(to: route) { (next: ChainFlow) in current = next }
        }
        routes.append(current.stack.root)
        current.route(to: .article(id: levels))
        routes.append(.article(id: levels))
        return Workload(name: "chain", top: top, routes: routes, makeFresh: { ChainFlow() })
    }

    /// Gives `flow` its root and `count - 1` more routes, in its own entries and in child flows.
    private static func fill<F: BenchFlow>(
        _ flow: F, routes count: Int, depth: Int, into routes: inout [Screen], generator: inout RouteGenerator
    ) {
        routes.append(flow.stack.root)
        let remaining = count - 1
        guard depth < maximumNesting, remaining >= routesPerFlow + childrenPerFlow else {
            for position in 0..<remaining {
                let route = generator.next()
                // A short flow ends in a plain sheet now and then.
                if position == remaining - 1, remaining >= 8 {
                    flow.present(route, as: .sheet)
                } else {
                    flow.route(to: route)
                }
                routes.append(route)
            }
            return
        }
        let ownEntries = routesPerFlow - 1
        let childBudget = remaining - ownEntries
        // Hosting entries: pushed threads spread through the stack, a sheet or a cover on top.
        let hostingPositions = (1..<childrenPerFlow).map { $0 * ownEntries / childrenPerFlow } + [ownEntries - 1]
        var childIndex = 0
        for position in 0..<ownEntries {
            guard hostingPositions.contains(position) else {
                let route = generator.next()
                flow.route(to: route)
                routes.append(route)
                continue
            }
            let presentation: Presentation =
                position == ownEntries - 1 ? (depth.isMultiple(of: 2) ? .sheet : .fullScreenCover) : .push
            let route = generator.hosting(presentation)
            switch presentation {
            case .push: flow.route(to: route)
            case .sheet: flow.present(route, as: .sheet)
            case .fullScreenCover: flow.present(route, as: .fullScreenCover)
            }
            routes.append(route)
            let share = childBudget / childrenPerFlow + (childIndex < childBudget % childrenPerFlow ? 1 : 0)
            childIndex += 1
            guard let child = flow.stack.entries.last?.child as? any BenchFlow else { continue }
            fill(child, routes: share, depth: depth + 1, into: &routes, generator: &generator)
        }
    }
}
