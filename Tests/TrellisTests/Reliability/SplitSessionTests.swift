import Foundation
import Testing
import Trellis

/// Model-based testing of split views: random sessions over trees where a split coordinator is
/// a root's child, a tab's child, presented in a sheet or pushed on a flow, driven by code, by the
/// user through the layout in both widths, by deep links and by relaunches, with app code that
/// navigates from inside; compared with a reference model (``SplitSessionModel``) after each step.
@MainActor
@Suite("Reliability: random split-view sessions against a model")
struct SplitSessionTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    /// `TRELLIS_SPLIT_SESSIONS` runs more or fewer sessions; by default 400, and 4,000 in a
    /// thorough run. A session runs 1 to 12 steps.
    static let sessionCount =
        environment["TRELLIS_SPLIT_SESSIONS"].flatMap { Int($0) } ?? (Thorough.isEnabled ? 4_000 : 400)
    static let maximumSteps = 12
    static let baseSeed: UInt64 = 0x5_9117

    @Test func randomSplitSessionsMatchTheModel() {
        var steps = 0
        for index in 0..<Self.sessionCount {
            let seed = Self.baseSeed &+ UInt64(index)
            let session = SplitSession(seed: seed)
            if let failure = session.run(maximumSteps: Self.maximumSteps) {
                Issue.record(Comment(rawValue: "split session \(seed) (\(session.placement)): \(failure)"))
                return
            }
            steps += session.transcript.count
        }
        Thorough.report("random split sessions: \(Self.sessionCount) sessions, \(steps) steps")
    }

    /// `TRELLIS_SPLIT_SESSION_SEED=<seed> swift test --filter replayOneSplitSession` prints one
    /// session's steps and its tree after each.
    @Test(.enabled(if: environment["TRELLIS_SPLIT_SESSION_SEED"] != nil))
    func replayOneSplitSession() throws {
        let seed = try #require(Self.environment["TRELLIS_SPLIT_SESSION_SEED"].flatMap { UInt64($0) })
        let session = SplitSession(seed: seed)
        let failure = session.run(maximumSteps: Self.maximumSteps)
        print(session.transcript.joined(separator: "\n"))
        print(session.host.debugHierarchy())
        if let failure { Issue.record(Comment(rawValue: failure)) }
    }

    @Test("The model starts as each placement's tree", arguments: SplitPlacement.allCases)
    func theModelStartsAsTheTree(placement: SplitPlacement) {
        let seed = UInt64(SplitPlacement.allCases.firstIndex(of: placement) ?? 0)
        let session = SplitSession(seed: seed)
        expectEqual(session.host.debugHierarchy(), session.model.hierarchy)
        expectEqual(session.host.debugLayout(), session.model.layout(width: .regular))
        expectEqual(session.host.debugLayout(width: .compact), session.model.layout(width: .compact))
    }
}
