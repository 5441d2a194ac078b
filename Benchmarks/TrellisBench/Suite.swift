import Foundation
import Trellis

/// Capture, restore, size and printing of one workload, each against its baseline.
struct CodingFigures {
    var workload: String
    var routes: Int
    /// `captureNavigationState()` against `JSONEncoder().encode(routes)` and against
    /// ``PeerBaseline/encode(_:)``.
    var capture: Comparison
    /// `restoreNavigationState(from:)` into a fresh coordinator against
    /// `JSONDecoder().decode([Screen].self, from:)` and against ``PeerBaseline/decode(_:)``.
    var restore: Comparison
    var snapshotBytes: Int
    var baselineBytes: Int
    /// The first `debugHierarchy()` of a freshly restored tree (each run restores a new tree,
    /// outside the clock), against `String(describing:)` of the same routes, decoded afresh
    /// (outside the clock) and joined by line breaks: what printing costs before any
    /// destination's text is cached.
    var firstPrint: Comparison
    /// `debugHierarchy()` of the navigated tree, printed before: every destination's text is
    /// cached, so this is the walk and the layout alone.
    var reprint: Timing
    var debugLines: Int
}

/// The 1,000-level chain: each operation once per run, in seconds (medians).
struct ChainFigures {
    var levels: Int
    var routes: Int
    var capture: Timing
    /// Restoring the chain, against restoring one flow of as many routes in the same runs: its
    /// ``Comparison/cost`` is the chain's time per route over the flat flow's.
    var restore: Comparison
    /// The first `debugHierarchy()` of a freshly restored chain (restored outside the clock).
    var firstPrint: Timing
    /// `debugHierarchy()` of the navigated chain, printed before.
    var reprint: Timing
    /// Releasing a restored chain (the deinit cascade).
    var free: Timing
}

/// Everything one benchmark run measured.
struct Results {
    var warmUps: Int
    var runs: Int
    var tree: [CodingFigures] = []
    /// The tree an app restores at launch (about 60 routes).
    var launch: CodingFigures?
    /// A split view whose detail column's flow holds most of the routes.
    var split: CodingFigures?
    /// A relaunch of the 1k-route tree: attaching its saved state, then the first layout.
    var attach: AttachFigures?
    var flow: [CodingFigures] = []
    var chain: ChainFigures?
    var pushPopPairs = 0
    var pushPop: Timing?
    var tabSwitchCount = 0
    var tabSwitches: Timing?
    var memory: MemoryProbe.Reading?
    var memoryRoutes = 0
    /// The layout of the tree workload, per size.
    var layout: [LayoutFigures] = []
    /// The observers a change invalidates, on the layout-shaped tree, per size.
    var invalidations: [InvalidationCount] = []
}

/// The benchmarks, in the order they run.
@MainActor
struct Suite {
    var harness: Harness
    var sizes: [Int]
    /// Sizes for the single-flow workload.
    var flowSizes: [Int]
    var routingIterations: Int
    /// Whether to run the peak-memory probe (a child process building the largest tree).
    var measuresMemory = true
    var chainLevels = 1_000
    /// Sizes for the layout figures.
    var layoutSizes = [1_000, 10_000]
    /// The size of the split-view workload.
    var splitRoutes = 1_000
    /// The size of the tree a relaunch attaches (see ``attach(_:)``).
    var attachRoutes = 1_000

    func run(log: (String) -> Void) -> Results {
        var results = Results(warmUps: harness.warmUps, runs: harness.runs)
        log("tree, \(sizes.map(String.init).joined(separator: " / ")) routes")
        results.tree = coding(sizes.map(Workloads.tree(routes:)))
        log("launch tree, 60 routes")
        results.launch = coding([Workloads.launch()]).first
        log("split view, \(splitRoutes) routes")
        results.split = coding([Workloads.split(routes: splitRoutes)]).first
        log("attach to first layout, \(attachRoutes) routes")
        results.attach = attach(Workloads.tree(routes: attachRoutes))
        log("single flow, \(flowSizes.map(String.init).joined(separator: " / ")) routes")
        results.flow = coding(flowSizes.map(Workloads.singleFlow(routes:)))
        log("chain, \(chainLevels) levels")
        results.chain = chain(Workloads.chain(levels: chainLevels))
        log("routing")
        results.pushPopPairs = routingIterations
        results.pushPop = pushPop(pairs: routingIterations)
        results.tabSwitchCount = routingIterations
        results.tabSwitches = tabSwitches(count: routingIterations)
        log("layout, \(layoutSizes.map(String.init).joined(separator: " / ")) routes")
        results.layout = layout(layoutSizes.map(Workloads.tree(routes:)))
        results.invalidations = layoutSizes.flatMap(LayoutTree.counts(routes:))
        if measuresMemory, let largest = sizes.max() {
            log("peak memory, \(largest) routes (separate process)")
            results.memoryRoutes = largest
            results.memory = MemoryProbe.measureInChildProcess(routes: largest)
        }
        return results
    }

    /// Capture, restore, size and printing of each workload, after checking that it round-trips.
    ///
    /// Each run measures every workload in turn, so that the runs of different sizes are taken
    /// moments apart and their per-run ratios (the scaling figures) cancel machine noise too.
    func coding(_ workloads: [Workload]) -> [CodingFigures] {
        var captures: [Harness.PairedCase] = []
        var restores: [Harness.PairedCase] = []
        var firstPrints: [Harness.PairedCase] = []
        var reprints: [() -> Duration] = []
        var sizes: [(snapshot: Int, baseline: Int, lines: Int)] = []
        for workload in workloads {
            let top = workload.top
            let routes = workload.routes
            let snapshot = attempt("capture") { try top.captureNavigationState() }
            let baseline = attempt("baseline encode") { try JSONEncoder().encode(routes) }
            let peer = attempt("peer encode") { try PeerBaseline.encode(routes) }
            verifyRoundTrip(workload, snapshot: snapshot)
            check(
                attempt("peer decode") { try PeerBaseline.decode(peer) } == routes,
                "\(workload.name): the peer baseline does not round-trip")
            let harness = harness
            captures.append(
                Harness.PairedCase(
                    subject: { harness.time { attempt("capture") { try top.captureNavigationState() } } },
                    baseline: {
                        harness.time { attempt("baseline encode") { try JSONEncoder().encode(routes) } }
                    },
                    peer: { harness.time { attempt("peer encode") { try PeerBaseline.encode(routes) } } }))
            restores.append(
                Harness.PairedCase(
                    subject: {
                        harness.time(setUp: workload.makeFresh) { fresh in
                            attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }
                        }
                    },
                    baseline: {
                        harness.time {
                            attempt("baseline decode") {
                                try JSONDecoder().decode([Screen].self, from: baseline)
                            }
                        }
                    },
                    peer: { harness.time { attempt("peer decode") { try PeerBaseline.decode(peer) } } }))
            firstPrints.append(
                Harness.PairedCase(
                    subject: {
                        harness.time(setUp: { restoredTree(workload, from: snapshot) }) { fresh in
                            fresh.debugHierarchy()
                        }
                    },
                    baseline: {
                        harness.time(setUp: { decodedRoutes(baseline) }) { routes in describe(routes) }
                    }))
            // The navigated tree was printed by verifyRoundTrip: its texts are cached.
            reprints.append { harness.time { top.debugHierarchy() } }
            let lines = top.debugHierarchy().utf8.split(separator: UInt8(ascii: "\n")).count
            sizes.append((snapshot.count, baseline.count, lines))
        }
        let capture = harness.compare(captures)
        let restore = harness.compare(restores)
        let firstPrint = harness.compare(firstPrints)
        let reprint = harness.measure(reprints)
        return workloads.indices.map { index in
            CodingFigures(
                workload: workloads[index].name, routes: workloads[index].routeCount, capture: capture[index],
                restore: restore[index], snapshotBytes: sizes[index].snapshot,
                baselineBytes: sizes[index].baseline,
                firstPrint: firstPrint[index], reprint: reprint[index], debugLines: sizes[index].lines)
        }
    }

    /// Checks, outside the clock, that the snapshot holds every route and restores the same tree.
    private func verifyRoundTrip(_ workload: Workload, snapshot: Data) {
        let fresh = workload.makeFresh()
        let report = attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }
        let original = workload.top.debugHierarchy()
        let lines = original.utf8.split(separator: UInt8(ascii: "\n")).count
        check(report.isComplete, "\(workload.name): the restore skipped \(report)")
        check(
            lines == workload.routeCount + 1,
            "\(workload.name): \(lines) lines for \(workload.routeCount) routes")
        check(fresh.debugHierarchy() == original, "\(workload.name): the restored tree differs")
        check(
            attempt("recapture") { try fresh.captureNavigationState() } == snapshot,
            "\(workload.name): recapturing the restored tree gives other bytes")
        // The first-print baseline describes exactly the destinations the printout shows.
        check(
            destinationTexts(in: original).sorted()
                == workload.routes.map { String(describing: $0) }.sorted(),
            "\(workload.name): the printout's destinations are not the baseline's routes")
    }

    /// A fresh tree with `snapshot` restored into it, never printed.
    private func restoredTree(_ workload: Workload, from snapshot: Data) -> any Coordinator {
        let fresh = workload.makeFresh()
        _ = attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }
        return fresh
    }

    func chain(_ workload: Workload) -> ChainFigures {
        let top = workload.top
        let snapshot = attempt("capture") { try top.captureNavigationState() }
        verifyRoundTrip(workload, snapshot: snapshot)
        let capture = harness.measure { attempt("capture") { try top.captureNavigationState() } }
        let flow = Workloads.singleFlow(routes: workload.routeCount)
        let flowSnapshot = attempt("capture") { try flow.top.captureNavigationState() }
        let harness = harness
        let restore = harness.compare([
            Harness.PairedCase(
                subject: {
                    harness.time(setUp: workload.makeFresh) { fresh in
                        attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }
                    }
                },
                baseline: {
                    harness.time(setUp: flow.makeFresh) { fresh in
                        attempt("restore") { try fresh.restoreNavigationState(from: flowSnapshot) }
                    }
                })
        ])[0]
        let firstPrint = harness.measure(
            setUp: { restoredTree(workload, from: snapshot) },
            { fresh in fresh.debugHierarchy() })
        // verifyRoundTrip printed the navigated chain: its texts are cached.
        let reprint = harness.measure { top.debugHierarchy() }
        func restoredChain() -> Holder {
            let fresh = workload.makeFresh()
            _ = attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }
            return Holder(fresh)
        }
        let free = harness.measure(setUp: restoredChain) { holder in holder.value = nil }
        return ChainFigures(
            levels: chainLevels, routes: workload.routeCount, capture: capture, restore: restore,
            firstPrint: firstPrint, reprint: reprint, free: free)
    }

    /// The full read of each workload's layout (``LayoutRead/all(of:)``), each run against
    /// `debugHierarchy()` of the same tree printed again, measured moments before.
    func layout(_ workloads: [Workload]) -> [LayoutFigures] {
        var cases: [Harness.PairedCase] = []
        var screens: [Int] = []
        for workload in workloads {
            let top = workload.top
            // Prints the tree once, so the baseline keeps every destination's text.
            let lines = top.debugHierarchy().utf8.split(separator: UInt8(ascii: "\n")).count
            check(lines == workload.routeCount + 1, "\(workload.name): \(lines) lines")
            let read = LayoutRead.all(of: top)
            check(read > 0 && read < workload.routeCount, "\(workload.name): the layout read \(read) screens")
            screens.append(read)
            let harness = harness
            cases.append(
                Harness.PairedCase(
                    subject: { harness.time { LayoutRead.all(of: top) } },
                    baseline: { harness.time { top.debugHierarchy() } }))
        }
        let comparisons = harness.compare(cases)
        return workloads.indices.map {
            LayoutFigures(routes: workloads[$0].routeCount, screens: screens[$0], read: comparisons[$0])
        }
    }

    /// `pairs` times: push a destination on a flow, then pop it.
    func pushPop(pairs: Int) -> Timing {
        harness.measure(setUp: LongFlow.init) { flow in
            for index in 0..<pairs {
                flow.route(to: .article(id: index))
                flow.pop()
            }
            return flow
        }
    }

    /// `count` selections cycling through five tabs whose flows exist.
    func tabSwitches(count: Int) -> Timing {
        harness.measure(
            setUp: { () -> MainTabs in
                let tabs = MainTabs()
                for index in MainTabs.tabs.indices.reversed() { tabs.select(index: index) }
                return tabs
            },
            { tabs in
                for index in 0..<count { tabs.select(index: index % 5) }
                return tabs
            })
    }
}

/// The first-print baseline: `String(describing:)` of each route, one line each.
func describe(_ routes: [Screen]) -> String {
    var text = ""
    for route in routes {
        text += String(describing: route)
        text += "\n"
    }
    return text
}

/// The baseline's routes decoded afresh, so that no run formats values another run made.
func decodedRoutes(_ baseline: Data) -> [Screen] {
    attempt("baseline decode") { try JSONDecoder().decode([Screen].self, from: baseline) }
}

/// The destination text of each line of a printout after the header: what follows the role
/// and ` .`, up to ` → ` when the destination hosts a child.
func destinationTexts(in printout: String) -> [String] {
    printout.split(separator: "\n").dropFirst().map { line in
        let afterRole = line.range(of: " .").map { line[$0.upperBound...] } ?? line
        let text = afterRole.range(of: " → ").map { afterRole[..<$0.lowerBound] } ?? afterRole
        return String(text)
    }
}

/// Lets a measured body release a tree.
@MainActor
final class Holder {
    var value: (any Coordinator)?
    init(_ value: any Coordinator) { self.value = value }
}

/// Runs `body`; a benchmark whose own workload fails cannot report anything, so it stops.
func attempt<T>(_ what: String, _ body: () throws -> T) -> T {
    do {
        return try body()
    } catch {
        fail("\(what) failed: \(error)")
    }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trellis-bench: \(message)\n".utf8))
    exit(1)
}
