// trellis-bench: capture, restore, printing and routing at 1k–100k routes, measured against
// JSONEncoder/JSONDecoder of the same routes in the same process, as one flat array and the
// peers' way (each route its own JSONEncoder call, stored with its type name).
//
//     swift run -c release trellis-bench           # the full run (about two minutes)
//     swift run -c release trellis-bench --quick   # fewer runs, for CI (under 60 s)
//
// Prints a table, then one `key=value` line per figure. Targets are reported, not enforced: a
// missed target still exits 0.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

if let flag = arguments.firstIndex(of: MemoryProbe.flag) {
    guard flag + 1 < arguments.count, let routes = Int(arguments[flag + 1]) else {
        fail("\(MemoryProbe.flag) needs a route count")
    }
    MemoryProbe.runProbe(routes: routes)
    exit(0)
}

if let flag = arguments.firstIndex(of: Profile.flag) {
    guard flag + 1 < arguments.count else { fail("\(Profile.flag) needs an operation") }
    let routes = flag + 2 < arguments.count ? Int(arguments[flag + 2]) : nil
    let repetitions = flag + 3 < arguments.count ? Int(arguments[flag + 3]) : nil
    Profile.run(arguments[flag + 1], routes: routes ?? 10_000, repetitions: repetitions ?? 3)
    exit(0)
}

if let flag = arguments.firstIndex(where: {
    [RestoreScaling.probeFlag, RestoreScaling.buildProbeFlag].contains($0)
}) {
    guard flag + 2 < arguments.count, let scalingCase = RestoreScaling.Case(rawValue: arguments[flag + 1]),
        let bytes = Int(arguments[flag + 2])
    else {
        fail(
            "\(arguments[flag]) needs a case (\(RestoreScaling.Case.allCases.map(\.rawValue))), a size "
                + "and, optionally, how many restores to time"
        )
    }
    let runs = flag + 3 < arguments.count ? Int(arguments[flag + 3]) : nil
    RestoreScaling.runProbe(
        scalingCase, bytes: bytes, runs: runs,
        buildsByNavigating: arguments[flag] == RestoreScaling.buildProbeFlag)
    exit(0)
}

if let flag = arguments.firstIndex(of: RestoreScaling.flag) {
    guard let sizes = arguments.dropFirst(flag + 1).first else { RestoreScaling.run(megabytes: [1, 4, 16]) }
    let megabytes = sizes.split(separator: ",").map { Double($0) }
    guard !megabytes.contains(nil) else { fail("\(RestoreScaling.flag) takes sizes in MB, such as 1,4,16") }
    RestoreScaling.run(megabytes: megabytes.compactMap { $0 })
}

if let flag = arguments.firstIndex(of: DeepTrees.flag) {
    let sizes = arguments.dropFirst(flag + 1).first.map { $0.split(separator: ",").compactMap { Int($0) } }
    do {
        try MainActor.assumeIsolated { try DeepTrees.run(levels: sizes ?? [10_000, 20_000]) }
    } catch {
        fail("\(DeepTrees.flag): \(error)")
    }
    exit(0)
}

if arguments.contains(WorstCases.flag) {
    WorstCases.run()
    exit(0)
}

if arguments.contains(LayoutRead.flag) {
    // The layout figures alone, with the full run's warm-ups and runs.
    let suite = Suite(
        harness: Harness(warmUps: 2, runs: 7), sizes: [], flowSizes: [], routingIterations: 0,
        measuresMemory: false)
    var results = Results(warmUps: 2, runs: 7)
    results.layout = suite.layout(suite.layoutSizes.map(Workloads.tree(routes:)))
    results.invalidations = suite.layoutSizes.flatMap(LayoutTree.counts(routes:))
    print(Report(results: results).layoutText)
    exit(0)
}

// Counted in the SwiftUI stand-in, which Apple hosts don't build: there the flag is unknown.
#if os(Linux)
    if arguments.contains(BodyEvaluations.flag) {
        print(MainActor.assumeIsolated { BodyEvaluations.report() })
        exit(0)
    }
    if arguments.contains(FirstFrame.flag) {
        // The full run's warm-ups and runs.
        print(MainActor.assumeIsolated { FirstFrame.report(harness: Harness(warmUps: 2, runs: 7)) })
        exit(0)
    }
#endif

if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: trellis-bench [--quick]
               trellis-bench --profile <operation> [routes] [repetitions]
               trellis-bench --worst-cases
               trellis-bench --restore-scaling [MB,MB,...]
               trellis-bench --layout
               trellis-bench --deep-trees [levels,levels,...]

          --quick     3 runs without a separate warm-up, no 100k-route single flow, no
                      memory probe and a shorter routing loop (for CI, about 25 s); the
                      full run takes 7 runs after 2 warm-ups.
          --profile   runs one operation (capture, restore, chainrestore (routes = depth),
                      flowrestore (one flow), encode, decode, peerencode, peerdecode, debug: a
                      re-print after the first repetition, debugfirst: restore + first
                      print, describe: decode + String(describing:) of every route, pushpop,
                      tabs, build, attach: a saved state attached and the first layout
                      made; launchcapture, launchrestore, launchpeerencode,
                      launchpeerdecode, launchfirstframe: on the 60-route launch tree)
                      `repetitions` times (default 3) on a tree of `routes`
                      routes (default 10000), unmeasured, for valgrind --tool=callgrind;
                      `snapshot` prints the tree's snapshot, `chainsnapshot` the chain's.
          --worst-cases  restores issue #14's two slow documents once each (many omissions;
                      a 2,048-deep chain over 100,000 child-hosting entries) and prints the times.
          --restore-scaling  restores generated worst cases (omissions × entries, depth ×
                      width, many tabs, long payloads) at 1, 4 and 16 MB (or the sizes
                      given), each in a child process; fails (exit 1) when the largest takes
                      more than 20× the smallest's time and more than 1.25× the growth of a
                      JSONSerialization baseline on the same bytes (after up to two more
                      measurements), or a restore adds more than 20× the document's size in
                      peak memory.
          --body-evaluations  the bodies each change (push, pop, present, dismiss, tab switch,
                      a push in a tab not shown) evaluates in TrellisSwiftUI, counted by the
                      SwiftUI stand-in's renderer at 50 and 500 screens (Linux; also part of
                      the full and quick runs there).
          --first-frame  the time from the 60-route launch tree's saved document to the first
                      frame in the SwiftUI stand-in: the manager reads the document, a fresh
                      tree is attached, and the first render pass evaluates CoordinatorView's
                      body and the bodies below it (Linux; also part of the full and quick runs
                      there; `--profile launchfirstframe` runs it for callgrind).
          --deep-trees  nested root coordinators, nested tab sets and flows pushing flows at
                      10,000 and 20,000 levels (or the depths given): the fastest of three
                      set-ups, printouts, diagrams (with their size), layouts, captures,
                      restores and releases.
          --layout    the layout figures alone (also part of the full and quick runs): the
                      time to compute and read a window's layout, and the observers a change
                      invalidates.
        """)
    exit(0)
}

if let unknown = arguments.first(where: { $0 != "--quick" }) {
    fail("unknown argument \(unknown); see --help")
}

let isQuick = arguments.contains("--quick")
// The quick run skips the separate warm-up (the round-trip check before each measurement runs
// capture, restore and printing once), the 100k-route single flow and the memory probe.
let suite = Suite(
    harness: isQuick ? Harness(warmUps: 0, runs: 3) : Harness(warmUps: 2, runs: 7),
    sizes: [1_000, 10_000, 100_000],
    flowSizes: isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
    routingIterations: isQuick ? 20_000 : 100_000,
    measuresMemory: !isQuick)

let started = ContinuousClock.now
let results = suite.run { FileHandle.standardError.write(Data("… \($0)\n".utf8)) }
print(Report(results: results).text)
#if os(Linux)
    print(MainActor.assumeIsolated { BodyEvaluations.report() })
    print(MainActor.assumeIsolated { FirstFrame.report(harness: suite.harness) })
#endif
print("elapsed_s=\(Report.fixed(started.duration(to: .now).seconds, digits: 1))")
