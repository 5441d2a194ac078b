import Foundation
import Trellis

/// `--profile <operation> [routes]`: runs one operation a few times without measuring, for
/// `valgrind --tool=callgrind` or `perf`.
@MainActor
enum Profile {
    static let flag = "--profile"
    /// The prefix of the launch tree's operations (`launchcapture`, `launchrestore`,
    /// `launchpeerencode`, `launchpeerdecode`).
    static let launchPrefix = "launch"
    static let operations = [
        "capture", "restore", "encode", "decode", "debug", "debugfirst", "describe", "pushpop", "tabs",
        "build", "snapshot", "peerencode", "peerdecode", "chainrestore", "flowrestore", "chainsnapshot",
        "attach", "launchcapture", "launchrestore", "launchpeerencode", "launchpeerdecode",
        "launchfirstframe",
    ]

    static func run(_ operation: String, routes: Int, repetitions: Int = 3) {
        // `chainrestore`, `chainsnapshot`: `routes` is the chain's depth; `flowrestore`: one flow of
        // `routes` pushes; `launch…`: the 60-route launch tree (`routes` is ignored), then the
        // operation named after the prefix.
        let workload =
            switch operation {
            case "chainrestore", "chainsnapshot": Workloads.chain(levels: routes)
            case "flowrestore": Workloads.singleFlow(routes: routes)
            case _ where operation.hasPrefix(launchPrefix): Workloads.launch()
            default: Workloads.tree(routes: routes)
            }
        let operation =
            operation.hasPrefix(launchPrefix) ? String(operation.dropFirst(launchPrefix.count)) : operation
        let snapshot = attempt("capture") { try workload.top.captureNavigationState() }
        let baseline = attempt("encode") { try JSONEncoder().encode(workload.routes) }
        let peer = attempt("peer encode") { try PeerBaseline.encode(workload.routes) }
        // `attach`: a manager reads the tree's saved state, then attaches a fresh tree and makes
        // the first layout; count `StateRestorationManager.attach` and `LayoutRead.all` inclusively.
        // `firstframe` (Linux): from the saved state to the first frame in the SwiftUI stand-in
        // (see ``FirstFrame``); what a launch made is released after the loop, uncounted.
        let storage =
            ["attach", "firstframe"].contains(operation) ? AttachBenchmark.savedState(of: workload) : nil
        defer { storage.map(AttachBenchmark.remove) }
        var launched: [Any] = []
        defer { blackHole(launched) }
        for _ in 0..<repetitions {
            switch operation {
            #if os(Linux)
                case "firstframe":
                    guard let storage else { return }
                    counted { launched.append(FirstFrame.launch(from: storage)) }
            #endif
            case "attach":
                guard let storage else { return }
                blackHole(AttachBenchmark.relaunch(workload, from: storage).attachAndLayOut())
            case "capture":
                counted { blackHole(attempt("capture") { try workload.top.captureNavigationState() }) }
            case "restore", "chainrestore", "flowrestore":
                let fresh = workload.makeFresh()
                counted { blackHole(attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }) }
            case "encode": blackHole(attempt("encode") { try JSONEncoder().encode(workload.routes) })
            case "decode":
                blackHole(attempt("decode") { try JSONDecoder().decode([Screen].self, from: baseline) })
            case "peerencode":
                counted { blackHole(attempt("peer encode") { try PeerBaseline.encode(workload.routes) }) }
            case "peerdecode": counted { blackHole(attempt("peer decode") { try PeerBaseline.decode(peer) }) }
            // The first repetition prints the tree for the first time, the others print it again.
            case "debug": blackHole(workload.top.debugHierarchy())
            // A restore and a first print; subtract `restore` for the print alone.
            case "debugfirst":
                let fresh = workload.makeFresh()
                blackHole(attempt("restore") { try fresh.restoreNavigationState(from: snapshot) })
                blackHole(fresh.debugHierarchy())
            // A decode and `String(describing:)` of every route; subtract `decode`.
            case "describe": blackHole(describe(decodedRoutes(baseline)))
            case "pushpop":
                let flow = LongFlow()
                for index in 0..<routes {
                    flow.route(to: .article(id: index))
                    flow.pop()
                }
            case "tabs":
                let tabs = MainTabs()
                for index in 0..<routes { tabs.select(index: index % 5) }
            case "build": blackHole(Workloads.tree(routes: routes))
            case "snapshot", "chainsnapshot":
                print(String(decoding: snapshot, as: UTF8.self))
                return
            default: fail("unknown operation \(operation); one of \(operations.joined(separator: ", "))")
            }
        }
    }

    /// Runs `body`, the measured part of a repetition: `Scripts/bench-instructions` counts
    /// instructions inside this function only (`valgrind --toggle-collect`), so that making the
    /// fresh tree a restore goes into, and releasing it, stay out of the count, as they stay out
    /// of the clock in the timed runs. Never inlined, so that callgrind sees it.
    @inline(never)
    static func counted(_ body: () -> Void) {
        body()
    }
}
