/// The measurement harness: warm-up, repeated runs on `ContinuousClock`, medians, and
/// per-run ratios against a baseline measured in the same run.
@MainActor
struct Harness {
    /// Runs thrown away before measuring (caches, lazy metadata, allocator pools).
    var warmUps: Int
    /// Measured runs; every figure is the median over them.
    var runs: Int

    private let clock = ContinuousClock()

    /// Times one call of `body` on a value `setUp` prepared, outside the clock. The value and
    /// whatever `body` returns are released after the clock stops.
    func time<State, Result>(setUp: () -> State, _ body: (State) -> Result) -> Duration {
        let state = setUp()
        let start = clock.now
        let result = body(state)
        let elapsed = start.duration(to: clock.now)
        blackHole(result)
        blackHole(state)
        return elapsed
    }

    /// Times one call of `body`; what it returns is released after the clock stops.
    func time<Result>(_ body: () -> Result) -> Duration {
        time(setUp: {}, { _ in body() })
    }

    /// Measures `body` `runs` times after `warmUps` unmeasured calls.
    func measure<Result>(_ body: () -> Result) -> Timing {
        measure(setUp: {}, { _ in body() })
    }

    /// Measures `body` on what `setUp` prepares, `runs` times after `warmUps` unmeasured calls.
    func measure<State, Result>(setUp: () -> State, _ body: (State) -> Result) -> Timing {
        for _ in 0..<warmUps { _ = time(setUp: setUp, body) }
        return Timing(durations: (0..<runs).map { _ in time(setUp: setUp, body) })
    }

    /// A measurement and its baselines, each a timed call.
    struct PairedCase {
        var subject: () -> Duration
        var baseline: () -> Duration
        /// The peers' approach to the same work, when it has one (see ``PeerBaseline``).
        var peer: (() -> Duration)? = nil
    }

    /// Measures each case and its baselines alternately, once each per run (the baselines first),
    /// going through every case in each run: a run's ratios, to the baseline and between cases,
    /// compare measurements taken moments apart.
    ///
    /// Each run takes the cases last to first (the largest workload first), so that the small
    /// measurements do not directly follow the release of the largest trees, whose aftermath
    /// (memory handed back to the system) weighs on a measurement of a few milliseconds.
    func compare(_ cases: [PairedCase]) -> [Comparison] {
        for _ in 0..<warmUps {
            for paired in cases {
                _ = paired.baseline()
                _ = paired.peer?()
                _ = paired.subject()
            }
        }
        var subject = Array(repeating: [Duration](), count: cases.count)
        var reference = Array(repeating: [Duration](), count: cases.count)
        var peer = Array(repeating: [Duration](), count: cases.count)
        for _ in 0..<runs {
            for (index, paired) in cases.enumerated().reversed() {
                reference[index].append(paired.baseline())
                if let timed = paired.peer { peer[index].append(timed()) }
                subject[index].append(paired.subject())
            }
        }
        return cases.indices.map {
            Comparison(
                subject: Timing(durations: subject[$0]), baseline: Timing(durations: reference[$0]),
                peer: cases[$0].peer == nil ? nil : Timing(durations: peer[$0]))
        }
    }

    /// Measures each timed call, going through all of them (last to first) in each run.
    func measure(_ cases: [() -> Duration]) -> [Timing] {
        for _ in 0..<warmUps {
            for timed in cases { _ = timed() }
        }
        var durations = Array(repeating: [Duration](), count: cases.count)
        for _ in 0..<runs {
            for (index, timed) in cases.enumerated().reversed() { durations[index].append(timed()) }
        }
        return durations.map(Timing.init(durations:))
    }
}

/// The durations of the runs of one measurement, in run order.
struct Timing {
    var durations: [Duration]

    /// The median duration, in seconds.
    var median: Double { Statistics.median(durations.map(\.seconds)) }

    /// The median rate at which `count` items were processed, per second.
    func perSecond(_ count: Int) -> Double { Double(count) / median }

    /// The median over the runs of this run's time divided by `other`'s in the same run.
    func ratio(to other: Timing) -> Double {
        Statistics.median(zip(durations, other.durations).map { $0.seconds / $1.seconds })
    }
}

/// A measurement and its baselines, run alternately.
struct Comparison {
    var subject: Timing
    var baseline: Timing
    /// The peers' approach, when measured.
    var peer: Timing? = nil

    /// The median over the runs of `baseline / subject` time: above 1 the subject is faster.
    var ratio: Double { baseline.ratio(to: subject) }

    /// The median over the runs of `peer / subject` time: above 1 the subject is faster than
    /// the peers' approach.
    var peerRatio: Double { peer.map { $0.ratio(to: subject) } ?? .nan }

    /// The median over the runs of `subject / baseline` time: above 1 the subject costs more.
    var cost: Double { subject.ratio(to: baseline) }
}

enum Statistics {
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// Keeps a value alive and opaque to the optimiser until the clock has stopped.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
