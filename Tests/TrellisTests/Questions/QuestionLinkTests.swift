import Foundation
import Testing
import Trellis

/// A link or a target followed while a question is up: neither refused nor held. The tree
/// navigates, the question stays up over the new top-most layer (unless its coordinator left),
/// and the report says a question is up.
@MainActor
@Suite("Questions: links and targets while a question is up")
struct QuestionLinkTests {
    private func signedIn() -> AppRootCoordinator {
        let app = AppRootCoordinator()
        app.setRoot(.main)
        return app
    }

    func linkNavigatesUnderTheQuestion() throws {
        let app = signedIn()
        let answers = AnswerLog()
        app.ask(paymentFailed, onAnswer: answers.handler("payment"))
        let url = try #require(URL(string: "shop://announcement"))

        guard case .navigated(let report) = ShopLinks.router().open(url, in: app) else {
            Issue.record("the link was not followed")
            return
        }

        expectTrue(report.isComplete)
        expectTrue(report.isUnderQuestion)
        expectEqual(report.description, "complete\nunder a question")
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root AppRootCoordinator .main → MainTabCoordinator [tab]
                tab[0]* HomeFlowCoordinator .home
                tab[1] MainTabCoordinator .search → (not yet created)
                tab[2] MainTabCoordinator .profile → (not yet created)
            layer 1: fullScreenCover
              root AppRootCoordinator .announcement
            alert over layer 1: AppRootCoordinator "Payment failed" ["Retry", "Not now" (cancel)]
            """)
        expectEmpty(answers.answers)
    }

    func linkTakesTheAskerAway() throws {
        let app = signedIn()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let answers = AnswerLog()
        tabs.ask(removal, onAnswer: answers.handler("removal"))
        let url = try #require(URL(string: "shop://login"))

        let events = recordingEvents(of: app) {
            guard case .navigated(let report) = ShopLinks.router().open(url, in: app) else {
                Issue.record("the link was not followed")
                return
            }
            expectTrue(report.isComplete)
            expectFalse(report.isUnderQuestion)
            expectEqual(report.description, "complete")
        }

        expectEqual(answers.answers, ["removal: keep"])
        // The question leaves first, before the tabs' screens.
        expectEqual(
            events.first,
            "MainTabCoordinator answered(teardown) confirmationDialog \"Remove the lamp?\" → \"Cancel\"")
        expectNil(NavigationLayout(of: app).question)
    }

    func targetFromBelowReportsTheWindowsQuestion() throws {
        let app = signedIn()
        app.ask(saved) { _ in }
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let report = tabs.navigate(to: MainTabCoordinator.target(tab: .search))
        expectTrue(report.isUnderQuestion)
        NavigationLayout(of: app).question?.userDidChoose(buttonAt: 0)
        expectFalse(tabs.navigate(to: MainTabCoordinator.target(tab: .home)).isUnderQuestion)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .linkNavigatesUnderTheQuestion: try linkNavigatesUnderTheQuestion()
        case .linkTakesTheAskerAway: try linkTakesTheAskerAway()
        case .targetFromBelowReportsTheWindowsQuestion: try targetFromBelowReportsTheWindowsQuestion()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case linkNavigatesUnderTheQuestion =
            "A link navigates under the question, which moves to the new top-most layer"
        case linkTakesTheAskerAway =
            "A link that takes the asking coordinator away answers its question by teardown"
        case targetFromBelowReportsTheWindowsQuestion =
            "navigate(to:) from a coordinator below reports the window's question"

        var testDescription: String { rawValue }
    }
}
