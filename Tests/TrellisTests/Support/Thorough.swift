import Foundation
import Testing

/// The thorough tests: scaling probes, soaks, 100,000-level chains and node-limit documents,
/// seconds each, and the full sizes of tests that try a smaller size by default. The README's
/// `swift test` skips them (and does not compile `Reliability/`; see Package.swift) to stay
/// seconds long; `Scripts/thorough-tests` (run by CI) sets `TRELLIS_THOROUGH=1` and runs every
/// test, these included, with the figures they print.
enum Thorough {
    static let isEnabled = ProcessInfo.processInfo.environment["TRELLIS_THOROUGH"] == "1"

    /// Prints a measurement in a thorough run only: `swift test` prints the runner's own lines.
    static func report(_ line: @autoclosure () -> String) {
        if isEnabled { print(line()) }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite in a thorough run only (`Scripts/thorough-tests`).
    static var thorough: Self {
        .enabled(if: Thorough.isEnabled, "a thorough test: Scripts/thorough-tests runs it")
    }
}
