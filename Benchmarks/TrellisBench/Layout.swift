import Observation
import Trellis

/// What computing a ``NavigationLayout`` costs, and how many of a UI's observers a change
/// invalidates.
struct LayoutFigures {
    var routes: Int
    /// The screens one full read shows (see ``LayoutRead/all(of:)``).
    var screens: Int
    /// The full read against `debugHierarchy()` of the same tree, printed before (the tree
    /// walk with every destination's text kept), measured alternately.
    var read: Comparison
}

/// How many of a UI's observers one change invalidated, on the layout-shaped tree.
struct InvalidationCount {
    var change: String
    var routes: Int
    var observers: Int
    /// The observers that fired, by name, in registration order.
    var fired: [String]
}

/// The reads a UI makes on first render.
@MainActor
enum LayoutRead {
    /// Runs the layout figures alone.
    static let flag = "--layout"

    /// Makes the layout of `top` and reads what a window shows: every layer's root and path,
    /// and for every tab set among those screens each tab's layout with its stack's root and
    /// path (a tab's own modals show only while it is selected, as the window's layers).
    /// Returns the number of screens read. Nothing is cached between calls: each makes a new
    /// layout and walks the tree again.
    static func all(of top: any Coordinator) -> Int {
        var screens = 0
        var layers = NavigationLayout(of: top).layers
        while let layer = layers.popLast() {
            let root = layer.root
            let path = layer.path
            screens += 1 + path.count
            for item in [root] + path {
                guard let tabSet = item.tabSet else { continue }
                for tab in tabSet.tabs where tab.isPrepared {
                    if let stack = tab.layout.layers.first { layers.append(stack) }
                }
            }
        }
        return screens
    }
}

/// The layout-shaped tree of the invalidation counts: `AppRoot` → `MainTabs` (5 tabs, the
/// first selected); each tab's flow holds pushes and a pushed `ThreadFlow` with pushes of its
/// own (the top of the tab's stack); the first tab's thread presents a compose sheet with
/// pushes, over the tabs.
@MainActor
struct LayoutTree {
    let app = AppRoot()
    private(set) var tabs: MainTabs?
    /// The flow at the top of each tab's stack: the pushed thread.
    private(set) var threads: [ThreadFlow] = []
    private(set) var sheet: ComposeFlow?
    private(set) var routes = 0

    /// A tree of `routes` routes, spread evenly over the tabs' flows, their threads and the
    /// sheet (the sheet takes the routes left over).
    init(routes count: Int) {
        var generator = RouteGenerator()
        let perFlow = max(2, count / (2 * MainTabs.tabs.count + 1) - 1)
        var routes = 1 + MainTabs.tabs.count
        var tabsMade: MainTabs?
        var threadsMade: [ThreadFlow] = []
        app.setRoot(.main) { (tabs: MainTabs) in
            tabsMade = tabs
            for index in MainTabs.tabs.indices.reversed() {
                tabs.select(index: index)
                guard let flow = tabs.navigation.tabs[index].child as? any BenchFlow else { continue }
                routes += 1 + Self.push(perFlow - 2, on: flow, generator: &generator)
                guard let thread = Self.pushThread(on: flow, generator: &generator) else { continue }
                routes += 2 + Self.push(perFlow - 1, on: thread, generator: &generator)
                threadsMade.insert(thread, at: 0)
            }
        }
        threads = threadsMade
        tabs = tabsMade
        threads.first?.present(generator.hosting(.sheet), as: .sheet)
        if let compose = threads.first?.navigation.entries.last?.child as? ComposeFlow {
            routes += 2 + Self.push(count - routes - 2, on: compose, generator: &generator)
            sheet = compose
        }
        precondition(routes == count, "built \(routes) routes instead of \(count)")
        self.routes = routes
    }

    private static func pushThread<F: BenchFlow>(on flow: F, generator: inout RouteGenerator) -> ThreadFlow? {
        flow.route(to: generator.hosting(.push))
        return flow.navigation.entries.last?.child as? ThreadFlow
    }

    private static func push<F: BenchFlow>(_ count: Int, on flow: F, generator: inout RouteGenerator) -> Int {
        for _ in 0..<max(0, count) { flow.route(to: generator.next()) }
        return max(0, count)
    }

    /// The parts a UI reads, each observed on its own: each tab's stack path, the base layer's
    /// root, each modal layer's path and the chain of layers. Registers one observation per
    /// part and applies `change`; returns the names of the observers that fired.
    func invalidations(by change: () -> Void) -> (observers: Int, fired: [String]) {
        // The layout and the layers a UI holds from its last render; each observer reads its
        // part of them, which reads the tree again. The chain is a new layout.
        var reads: [(name: String, read: @MainActor () -> Void)] = []
        let app = app
        let layout = NavigationLayout(of: app)
        if let tabSet = layout.layers.first?.root.tabSet {
            for tab in tabSet.tabs {
                guard let stack = tab.layout.layers.first else { continue }
                reads.append(("tab \(tab.index) path", { _ = stack.path }))
            }
        }
        if let base = layout.layers.first {
            reads.append(("base root", { _ = base.root }))
        }
        for (index, layer) in layout.layers.enumerated().dropFirst() {
            reads.append(("layer \(index) path", { _ = layer.path }))
        }
        reads.append(("chain", { _ = NavigationLayout(of: app).layers.map(\.id) }))

        let fired = FiredObservers()
        for (index, entry) in reads.enumerated() {
            withObservationTracking {
                entry.read()
            } onChange: {
                // Called synchronously on the main actor by the change below.
                MainActor.assumeIsolated { _ = fired.indices.insert(index) }
            }
        }
        change()
        return (reads.count, fired.indices.sorted().map { reads[$0].name })
    }

    /// The changes counted, each on a tree of its own.
    static func counts(routes: Int) -> [InvalidationCount] {
        let changes: [(name: String, apply: @MainActor (LayoutTree) -> Void)] = [
            ("push in tab 0 under its sheet", { $0.threads[0].route(to: .article(id: 1)) }),
            ("push in tab 2", { $0.threads[2].route(to: .article(id: 1)) }),
            ("pop in tab 1", { $0.threads[1].pop() }),
            (
                "sheet over the tabs",
                { $0.threads[0].present(.compose(draftID: 0, subject: "new"), as: .sheet) }
            ),
            ("push in the sheet", { $0.sheet?.route(to: .article(id: 2)) }),
            ("tab 3 selected", { $0.tabs?.select(index: 3) }),
        ]
        return changes.map { change in
            let tree = LayoutTree(routes: routes)
            let (observers, fired) = tree.invalidations { change.apply(tree) }
            return InvalidationCount(
                change: change.name, routes: tree.routes, observers: observers, fired: fired)
        }
    }
}

/// The indices of the observers that fired.
@MainActor
final class FiredObservers: Sendable {
    var indices: Set<Int> = []
}
