import Testing
import Trellis

/// The order in which the questions of coordinators that leave together are answered: top
/// first, as their screens leave, each coordinator's latest question first, before any of
/// their screens leave.
@MainActor
@Suite("Questions: the order of teardown answers")
struct QuestionTeardownOrderTests {
    /// The signed-in app with a compose sheet over the home tab's flow.
    private func composing() throws -> (
        AppRootCoordinator, MainTabCoordinator, HomeFlowCoordinator, ComposeFlowCoordinator
    ) {
        let app = AppRootCoordinator()
        app.setRoot(.main)
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.present(.compose)
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        return (app, tabs, home, compose)
    }

    @Test("A removed subtree answers the top-most coordinator's questions first, before its screens leave")
    func removedSubtreeAnswersTopFirst() throws {
        let (app, tabs, home, compose) = try composing()
        let log = AnswerLog()
        tabs.ask(removal, onAnswer: log.handler("tabs"))
        home.ask(saved, onAnswer: log.handler("home"))
        compose.ask(paymentFailed, onAnswer: log.handler("compose 1"))
        compose.ask(saved, onAnswer: log.handler("compose 2"))

        let events = recordingEvents(of: app) { app.setRoot(.login) }

        expectEqual(log.answers, ["compose 2: nil", "compose 1: later", "home: nil", "tabs: keep"])
        expectEqual(
            Array(events.prefix(5)),
            [
                "ComposeFlowCoordinator answered(teardown) alert \"Saved\"",
                "ComposeFlowCoordinator answered(teardown) alert \"Payment failed\" → \"Not now\"",
                "HomeFlowCoordinator answered(teardown) alert \"Saved\"",
                "MainTabCoordinator answered(teardown) confirmationDialog \"Remove the lamp?\" → \"Cancel\"",
                "MainTabCoordinator dismissed(teardown) tab[2] .profile",
            ])
    }

    @Test(
        "A released tree answers its top's own questions latest first, then those of the coordinators below")
    func releasedTreeAnswersLatestFirst() throws {
        var (app, tabs, _, _) =
            try composing()
            as (AppRootCoordinator?, MainTabCoordinator, HomeFlowCoordinator, ComposeFlowCoordinator)
        let log = AnswerLog()
        app?.ask(removal, onAnswer: log.handler("app 1"))
        tabs.ask(saved, onAnswer: log.handler("tabs"))
        app?.ask(paymentFailed, onAnswer: log.handler("app 2"))
        _ = tabs

        app = nil

        expectEqual(log.answers, ["app 2: later", "app 1: keep", "tabs: nil"])
    }
}
