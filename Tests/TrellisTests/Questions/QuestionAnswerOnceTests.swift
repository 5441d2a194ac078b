import Testing
import Trellis

/// A question's handler runs exactly once on every path, whatever app code does from inside
/// the handler or an observer, and whatever leaves the tree meanwhile.
@MainActor
@Suite("Answering once")
struct QuestionAnswerOnceTests {
    func handlerAsksAgain() {
        let home = HomeFlowCoordinator()
        let log = AnswerLog()
        home.ask(
            removal, onAnswer: log.handler("removal") { home.ask(saved, onAnswer: log.handler("saved")) })
        NavigationLayout(of: home).question?.userDidChoose(buttonAt: 0)
        expectEqual(log.answers, ["removal: remove"])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              alert "Saved" ["OK"]
            """)
        NavigationLayout(of: home).question?.userDidChoose(buttonAt: 0)
        expectEqual(log.answers, ["removal: remove", "saved: ok"])
    }

    func handlerAnswersTheNext() {
        let home = HomeFlowCoordinator()
        let log = AnswerLog()
        let first = log.handler("removal") {
            NavigationLayout(of: home).question?.userDidChoose(buttonAt: 0)
            home.dismissQuestions()
        }
        home.ask(removal, onAnswer: first)
        home.ask(saved, onAnswer: log.handler("saved"))
        home.ask(paymentFailed, onAnswer: log.handler("payment"))
        let layout = NavigationLayout(of: home)
        let question = layout.question
        question?.userDidChoose(buttonAt: 0)
        question?.userDidChoose(buttonAt: 0)
        expectEqual(log.answers, ["removal: remove", "saved: ok", "payment: later"])
        expectNil(layout.question)
    }

    func hostileObservers() {
        let home = HomeFlowCoordinator()
        let log = AnswerLog()
        var stale: LayoutQuestion?
        let observation = home.observeNavigation { event in
            switch event.action {
            case .asked:
                stale = NavigationLayout(of: home).question
                stale?.userDidChoose(buttonAt: 0)
            case .answered:
                stale?.userDidDismiss()
                home.dismissQuestions()
            default: break
            }
        }
        home.ask(removal, onAnswer: log.handler("removal"))
        home.ask(saved, onAnswer: log.handler("saved"))
        observation.cancel()
        expectEqual(log.answers, ["removal: remove", "saved: ok"])
        expectNil(NavigationLayout(of: home).question)
    }

    func poppedAsker() throws {
        let home = HomeFlowCoordinator()
        var compose: ComposeFlowCoordinator?
        home.route(to: .compose) { (child: ComposeFlowCoordinator) in compose = child }
        let log = AnswerLog()
        compose?.ask(removal, onAnswer: log.handler("removal"))
        compose?.ask(saved, onAnswer: log.handler("saved"))
        let events = recordingEvents(of: home) { home.pop() }
        expectEqual(log.answers, ["saved: nil", "removal: keep"])
        expectEqual(
            events,
            [
                #"ComposeFlowCoordinator answered(teardown) alert "Saved""#,
                #"ComposeFlowCoordinator answered(teardown) confirmationDialog "Remove the lamp?" → "Cancel""#,
                "ComposeFlowCoordinator dismissed(teardown) root .editor",
                "HomeFlowCoordinator dismissed(code) push .compose",
            ])
        expectNil(NavigationLayout(of: home).question)
    }

    func handlerTearsDownAnotherAsker() {
        let home = HomeFlowCoordinator()
        var compose: ComposeFlowCoordinator?
        home.present(.compose) { (child: ComposeFlowCoordinator) in compose = child }
        let log = AnswerLog()
        home.ask(removal, onAnswer: log.handler("removal") { home.dismissAllModals() })
        compose?.ask(paymentFailed, onAnswer: log.handler("payment") { home.dismissQuestions() })
        NavigationLayout(of: home).question?.userDidChoose(buttonAt: 0)
        expectEqual(log.answers, ["removal: remove", "payment: later"])
        expectEqual(home.debugHierarchy(), "HomeFlowCoordinator [flow]\n  root .home")
    }

    func teardownAnswerAsksAgain() throws {
        let home = HomeFlowCoordinator()
        var shown: ComposeFlowCoordinator?
        home.route(to: .compose) { (child: ComposeFlowCoordinator) in shown = child }
        let compose = try #require(shown)
        let log = AnswerLog()
        compose.ask(
            removal,
            onAnswer: log.handler("removal") {
                compose.ask(saved, onAnswer: log.handler("departed"))
                home.ask(paymentFailed, onAnswer: log.handler("home"))
            })
        home.pop()
        expectEqual(log.answers, ["removal: keep"])
        // The departed flow's question belongs to the tree it is in now: its own.
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
            alert over layer 0: HomeFlowCoordinator "Payment failed" ["Retry", "Not now" (cancel)]
            """)
        expectEqual(NavigationLayout(of: compose).question?.title, "Saved")
        compose.dismissQuestions()
        home.dismissQuestions()
        expectEqual(log.answers, ["removal: keep", "departed: nil", "home: later"])
    }

    func handlerReleasesTheTree() {
        var home: HomeFlowCoordinator? = HomeFlowCoordinator()
        var compose: ComposeFlowCoordinator?
        home?.route(to: .compose) { (child: ComposeFlowCoordinator) in compose = child }
        weak let weakHome = home
        let log = AnswerLog()
        home?.ask(removal, onAnswer: log.handler("removal") { home = nil })
        compose?.ask(paymentFailed, onAnswer: log.handler("payment"))
        home?.ask(saved, onAnswer: log.handler("saved"))
        compose = nil
        if let home { NavigationLayout(of: home).question?.userDidChoose(buttonAt: 0) }
        expectNil(weakHome)
        expectEqual(log.answers, ["removal: remove", "saved: nil", "payment: later"])
    }

    func releasedTreeResumesTheAwait() async throws {
        var home: HomeFlowCoordinator? = HomeFlowCoordinator()
        var compose: ComposeFlowCoordinator?
        home?.route(to: .compose) { (child: ComposeFlowCoordinator) in compose = child }
        let task = await startAsking(in: try #require(home)) { [compose] in await compose?.ask(paymentFailed)
        }
        compose = nil
        home = nil
        expectEqual(await task.value, "later")
    }

    func choiceRacingCancellation() async throws {
        let home = HomeFlowCoordinator()
        let task = await startAsking(in: home) { await home.ask(removal) }
        let question = try #require(NavigationLayout(of: home).question)
        question.userDidChoose(buttonAt: 0)
        task.cancel()
        expectEqual(await task.value, "remove")
        expectNil(NavigationLayout(of: home).question)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .handlerAsksAgain: handlerAsksAgain()
        case .handlerAnswersTheNext: handlerAnswersTheNext()
        case .hostileObservers: hostileObservers()
        case .poppedAsker: try poppedAsker()
        case .handlerTearsDownAnotherAsker: handlerTearsDownAnotherAsker()
        case .teardownAnswerAsksAgain: try teardownAnswerAsksAgain()
        case .handlerReleasesTheTree: handlerReleasesTheTree()
        case .releasedTreeResumesTheAwait: try await releasedTreeResumesTheAwait()
        case .choiceRacingCancellation: try await choiceRacingCancellation()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case handlerAsksAgain =
            "A handler that asks again queues the new question; the first is answered once"
        case handlerAnswersTheNext =
            "A handler that answers the next question, and dismisses its own again, changes nothing twice"
        case hostileObservers =
            "Observers that answer on asked, and answer again on answered, get each answer once"
        case poppedAsker =
            "A coordinator popped with its questions answers them with cause teardown, latest first, before its screens leave"
        case handlerTearsDownAnotherAsker =
            "A handler that removes the asker of another question answers that one once, by teardown"
        case teardownAnswerAsksAgain =
            "A teardown answer that asks again, on the departed coordinator and on the one that stays"
        case handlerReleasesTheTree =
            "A handler that releases the whole tree answers the questions left, once each"
        case releasedTreeResumesTheAwait =
            "Releasing the tree answers an awaited question with the cancel answer"
        case choiceRacingCancellation = "The user's choice and the await's cancellation racing answer once"

        var testDescription: String { rawValue }
    }
}
