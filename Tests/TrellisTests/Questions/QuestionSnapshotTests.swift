import Foundation
import Testing
import Trellis

/// Questions are transient: a snapshot never holds one, so a relaunch never shows a stale
/// question, and a restore answers only the questions of the coordinators it removes.
@MainActor
@Suite("Questions and snapshots")
struct QuestionSnapshotTests {
    func neverWritten() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        let before = try home.captureNavigationState()
        home.ask(removal) { _ in }
        home.ask(paymentFailed) { _ in }
        let during = try home.captureNavigationState()
        expectEqual(during, before)
        let text = String(decoding: during, as: UTF8.self)
        #expect(!text.contains("lamp") && !text.contains("Payment"))
    }

    func relaunchShowsNone() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.ask(removal) { _ in }
        let snapshot = try home.captureNavigationState()
        let relaunched = HomeFlowCoordinator()
        try relaunched.restoreNavigationState(from: snapshot)
        expectEqual(
            relaunched.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push HomeFlowCoordinator .detail(id: 1)
            """)
        expectNil(NavigationLayout(of: relaunched).question)
    }

    func restoreOntoALiveTree() throws {
        let home = HomeFlowCoordinator()
        let snapshot = try home.captureNavigationState()
        var compose: ComposeFlowCoordinator?
        home.route(to: .compose) { (child: ComposeFlowCoordinator) in compose = child }
        let log = AnswerLog()
        compose?.ask(removal, onAnswer: log.handler("removal"))
        home.ask(saved, onAnswer: log.handler("saved"))
        let events = try recordingEvents(of: home) { try home.restoreNavigationState(from: snapshot) }
        expectEqual(log.answers, ["removal: keep"])
        #expect(
            events.contains(
                #"ComposeFlowCoordinator answered(teardown) confirmationDialog "Remove the lamp?" → "Cancel""#
            ))
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              alert "Saved" ["OK"]
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .neverWritten: try neverWritten()
        case .relaunchShowsNone: try relaunchShowsNone()
        case .restoreOntoALiveTree: try restoreOntoALiveTree()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case neverWritten =
            "A snapshot taken while questions wait is the snapshot of the same tree without them"
        case relaunchShowsNone = "A relaunch restores the screens and shows no question"
        case restoreOntoALiveTree =
            "A restore answers the questions of the coordinators it removes, by teardown, and keeps the rest"

        var testDescription: String { rawValue }
    }
}
