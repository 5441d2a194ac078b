import Foundation
import Trellis

/// `trellis-bench --worst-cases`: the two documents of issue #14 that used to block a restore
/// for tens of seconds, generated and restored once each.
///
/// - 400,000 `null` entries, 100,000 of them listed as omitted (about 7.6 MB of JSON);
/// - a 2,048-deep chain of flows whose bottom flow has 100,000 child-hosting entries (about
///   2 MB).
enum WorstCases {
    static let flag = "--worst-cases"

    @MainActor
    static func run() {
        let documents = [
            ("omissions", RestoreScaling.Case.omissions(entries: 400_000)),
            ("deep-wide", RestoreScaling.Case.deepWide(width: 100_000)),
        ]
        for (name, data) in documents {
            let start = ContinuousClock.now
            let outcome: String
            do {
                let report = try ScalingFlow().restoreNavigationState(from: data)
                outcome = "restored, \(report.skipped.count) skipped"
            } catch {
                outcome = "refused: \(error)"
            }
            let elapsed = ContinuousClock.now - start
            print("worst case \(name): \(data.count) bytes, \(elapsed) (\(outcome))")
        }
    }
}
