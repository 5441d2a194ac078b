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

    /// Measures `body` `runs` times after `warmUps` unmeasured calls.
    func measure<State, Result>(setUp: () -> State, _ body: (State) -> Result) -> Timing {
        for _ in 0..<warmUps { _ = time(setUp: setUp, body) }
        return Timing(durations: (0..<runs).map { _ in time(setUp: setUp, body) })
    }

    /// Measures `body` and `baseline` alternately, once each per run (the baseline first), so
    /// that each run's ratio compares two measurements taken moments apart.
    func compare<S, R, BS, BR>(
        setUp: () -> S, _ body: (S) -> R, baselineSetUp: () -> BS, baseline: (BS) -> BR
    ) -> Comparison {
        for _ in 0..<warmUps {
            _ = time(setUp: baselineSetUp, baseline)
            _ = time(setUp: setUp, body)
        }
        var subject: [Duration] = []
        var reference: [Duration] = []
        for _ in 0..<runs {
            reference.append(time(setUp: baselineSetUp, baseline))
            subject.append(time(setUp: setUp, body))
        }
        return Comparison(subject: Timing(durations: subject), baseline: Timing(durations: reference))
    }
}

/// The durations of the runs of one measurement.
struct Timing {
    var durations: [Duration]

    /// The median duration, in seconds.
    var median: Double { Statistics.median(durations.map(\.seconds)) }

    /// The median rate at which `count` items were processed, per second.
    func perSecond(_ count: Int) -> Double { Double(count) / median }
}

/// A measurement and its baseline, run alternately.
struct Comparison {
    var subject: Timing
    var baseline: Timing

    /// The median over the runs of `baseline / subject` time: above 1 the subject is faster.
    var ratio: Double {
        Statistics.median(zip(subject.durations, baseline.durations).map { $0.1.seconds / $0.0.seconds })
    }
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
