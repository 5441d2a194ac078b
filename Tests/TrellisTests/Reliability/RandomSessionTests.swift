import Foundation
import Testing
import Trellis

/// Model-based testing: random sessions of navigation, restores and relaunches run against
/// the real tree and a reference model (``ModelNode``), compared after every step.
@MainActor
@Suite("Reliability: random sessions against a reference model")
struct RandomSessionTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    /// `TRELLIS_SESSIONS`, `TRELLIS_SESSION_STEPS` and `TRELLIS_SESSION_BASE_SEED` run more,
    /// longer or other sessions (a soak run); by default `swift test` runs 2,000 sessions and a
    /// thorough run (`Scripts/thorough-tests`) 10,000. A session runs 1 to `maximumSteps` steps.
    static let sessionCount =
        environment["TRELLIS_SESSIONS"].flatMap { Int($0) } ?? (Thorough.isEnabled ? 10_000 : 2_000)
    static let maximumSteps = environment["TRELLIS_SESSION_STEPS"].flatMap { Int($0) } ?? 8
    static let baseSeed = environment["TRELLIS_SESSION_BASE_SEED"].flatMap { UInt64($0) } ?? 0x7E11_15
    /// `TRELLIS_SESSION_EVERY_LAYOUT=1` checks the layout after every step, not once per tree.
    static let checksEveryLayout = environment["TRELLIS_SESSION_EVERY_LAYOUT"] == "1"

    @Test func randomSessionsMatchTheModel() {
        let run = SessionRun()
        run.checksEveryLayout = Self.checksEveryLayout
        for index in 0..<Self.sessionCount {
            let session = RandomSession(seed: Self.baseSeed &+ UInt64(index), run: run)
            if let failure = session.run(maximumSteps: Self.maximumSteps, checkingTheStart: index == 0) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
        // Every kind the sessions can provoke is provoked, so that a generator change cannot
        // silently stop checking one.
        if Self.sessionCount >= 2_000 {
            // Links on the router's host and on others are both opened.
            if run.links[true, default: 0] == 0 || run.links[false, default: 0] == 0 {
                Issue.record("the sessions opened links \(run.links) (by whether the host was the router's)")
            }
            // Questions are answered every way, and asked by app code.
            for cause in ["user", "code", "teardown", "refused"] where run.answers[cause, default: 0] == 0 {
                Issue.record("no session answered a question with cause \(cause): \(run.answers)")
            }
            if run.appCodeAsks == 0 { Issue.record("no callback or observer asked a question") }
            for kind in RandomSessionTests.provokedDiagnostics
            where run.diagnosticCounts[kind, default: 0] == 0 {
                Issue.record("no session raised a \(kind) diagnostic: \(run.diagnosticCounts)")
            }
        }
        Thorough.report(
            "random sessions: \(Self.sessionCount) sessions, \(run.steps) steps "
                + "(\(run.layoutGestures) gestures through the layout, \(run.navigateSteps) navigate(to:), \(run.links[true, default: 0]) links opened and \(run.links[false, default: 0]) refused for their host, \(run.hostileSteps) refused or leaving children and stale layouts; layouts up to \(run.mostLayers) layers), "
                + "\(run.roundTripped.count) distinct trees round-tripped, layouts of \(run.layoutChecked.count) distinct trees checked; answers by cause \(run.answers.sorted { $0.key < $1.key }), \(run.appCodeAsks) asks drawn as app code; diagnostics \(run.diagnosticCounts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))"
        )
    }

    /// The diagnostic kinds the default run must raise at least once each.
    static let provokedDiagnostics: [NavigationDiagnostic.Kind] = [
        .indexOutOfRange, .destinationNotFound, .dismissalRefused, .changeInProgress, .gestureRefused,
        .deepLinkSkipped, .ambiguousLayout, .childRefused, .childLeft,
    ]

    /// `TRELLIS_SESSION_SEED=<seed> swift test --filter replayOneSession` replays one session,
    /// printing each step and the model's tree after it.
    @Test(.enabled(if: environment["TRELLIS_SESSION_SEED"] != nil))
    func replayOneSession() throws {
        let seed = try #require(Self.environment["TRELLIS_SESSION_SEED"].flatMap { UInt64($0) })
        let run = SessionRun()
        run.checksEveryLayout = true
        let session = RandomSession(seed: seed, run: run, isVerbose: true)
        if let failure = session.run(maximumSteps: Self.maximumSteps) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// A step's diagnostics are compared in order, by kind, type and path; a mismatch names
    /// both lists.
    @Test func diagnosticsAreComparedExactly() {
        let flow = SessionDiagnostic(
            kind: .indexOutOfRange, typeName: "SeededFlow", path: [SlotRef(isStacked: false, index: 0)])
        let app = SessionDiagnostic(kind: .dismissalRefused, typeName: "SessionApp", path: [])
        let predicted = [flow, app]
        expectNil(diagnosticMismatch(real: [flow, app], predicted: predicted))
        expectEqual(
            diagnosticMismatch(real: [app, flow], predicted: predicted),
            "the diagnostics were [dismissalRefused on SessionApp at app, indexOutOfRange on SeededFlow at app/b0] "
                + "but the model predicts [indexOutOfRange on SeededFlow at app/b0, dismissalRefused on SessionApp at app]"
        )
        var elsewhere = flow
        elsewhere.path = [SlotRef(isStacked: true, index: 0)]
        expectNotNil(diagnosticMismatch(real: [elsewhere, app], predicted: predicted))
        expectNotNil(diagnosticMismatch(real: [flow], predicted: predicted))
        expectNotNil(diagnosticMismatch(real: [flow, app, app], predicted: predicted))
    }

    @Test func theModelStartsAsTheTree() {
        let expected = """
            SessionApp [root]
              root .login → SeededFlow [flow]
                root .welcome
                push .detail(1)
            """
        expectEqual(ModelNode.initial(.app).render(), expected)
        expectEqual(SessionApp().debugHierarchy(), expected)
        expectEqual(ModelNode.initial(.tabs).render(), SessionTabs().debugHierarchy())
        expectEqual(ModelNode.initial(.legacy).render(), SessionLegacyFlow().debugHierarchy())
    }
}
