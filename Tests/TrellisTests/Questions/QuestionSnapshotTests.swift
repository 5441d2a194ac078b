import Foundation
import Testing
import Trellis

/// Questions are transient: a snapshot never holds one, so a relaunch never shows a stale
/// question, and a restore answers only the questions of the coordinators it removes.
@MainActor
@Suite("Questions and snapshots")
struct QuestionSnapshotTests {
    @Test("A snapshot taken while questions wait is the snapshot of the same tree without them")
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

    @Test("A relaunch restores the screens and shows no question")
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

    @Test("A restore answers the questions of the coordinators it removes, by teardown, and keeps the rest")
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
}
