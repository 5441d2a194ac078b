import Testing
import Trellis

/// Any coordinator asks an alert or a confirmation dialog and gets exactly one answer: the
/// button the user chose, or the cancel answer when the question leaves without a choice.
@MainActor
@Suite("Asking the user")
struct AskingTests {
    func flowQuestionInThePrintouts() {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1)])
        let log = AnswerLog()
        home.ask(removal, onAnswer: log.handler("removal"))
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
              confirmationDialog "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
            """)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push HomeFlowCoordinator .detail(id: 1)
            confirmationDialog over layer 0: HomeFlowCoordinator "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
            """)
        expectEmpty(log.answers)
    }

    func hierarchyDiagram() {
        let home = HomeFlowCoordinator()
        home.ask(saved) { _ in }
        home.ask(removal) { _ in }
        let source = home.debugHierarchy(as: .mermaid)
        #expect(source.contains(#"n0 --> n2["alert #quot;Saved#quot; [#quot;OK#quot;]"]"#))
        #expect(source.contains(#"n0 --> n3["confirmationDialog #quot;Remove the lamp?#quot;"#))
        #expect(source.contains("(cancel)] (waiting)\"]"))
    }

    func everyKindAsks() {
        let app = AppRootCoordinator(root: .main)
        app.present(.announcement)
        var tabs: MainTabCoordinator?
        app.prepareNavigation()
        tabs = app.navigation.rootChild as? MainTabCoordinator
        let log = AnswerLog()
        tabs?.ask(saved, onAnswer: log.handler("saved"))
        app.ask(paymentFailed, onAnswer: log.handler("payment"))
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .main → MainTabCoordinator [tab]
                tab[0]* .home → HomeFlowCoordinator [flow]
                  root .home
                tab[1] .search → (not yet created)
                tab[2] .profile → (not yet created)
                alert "Saved" ["OK"]
              sheet .announcement
              alert "Payment failed" ["Retry", "Not now" (cancel)] (waiting)
            """)
        expectEqual(
            app.debugLayout(),
            """
            layer 0: base
              root AppRootCoordinator .main → MainTabCoordinator [tab]
                tab[0]* HomeFlowCoordinator .home
                tab[1] MainTabCoordinator .search → (not yet created)
                tab[2] MainTabCoordinator .profile → (not yet created)
            layer 1: sheet
              root AppRootCoordinator .announcement
            alert over layer 1: MainTabCoordinator "Saved" ["OK"]
              waiting alert AppRootCoordinator "Payment failed" ["Retry", "Not now" (cancel)]
            """)
        expectEmpty(log.answers)
    }

    func userChoosesAButton() throws {
        let home = HomeFlowCoordinator()
        let log = AnswerLog()
        let events = try recordingEvents(of: home) {
            home.ask(paymentFailed, onAnswer: log.handler("payment"))
            let question = try #require(NavigationLayout(of: home).question)
            expectEqual(question.title, "Payment failed")
            expectEqual(question.message, "Your card was declined.")
            expectEqual(question.style, .alert)
            expectEqual(question.buttons.map(\.title), ["Retry", "Not now"])
            expectEqual(question.buttons.map(\.role), [nil, .cancel])
            expectIdentical(question.asker, home)
            question.userDidChoose(buttonAt: 0)
            question.userDidChoose(buttonAt: 1)  // a stale layout: refused
        }
        expectEqual(log.answers, ["payment: retry"])
        expectEqual(
            events,
            [
                #"HomeFlowCoordinator asked alert "Payment failed""#,
                #"HomeFlowCoordinator answered(user) alert "Payment failed" → "Retry""#,
            ])
        expectNil(NavigationLayout(of: home).question)
        expectEqual(home.debugHierarchy(), "HomeFlowCoordinator [flow]\n  root .home")
    }

    func typedEvents() throws {
        let home = HomeFlowCoordinator()
        var events: [NavigationEvent] = []
        let observation = home.observeNavigation { events.append($0) }
        home.ask(removal) { _ in }
        NavigationLayout(of: home).question?.userDidChoose(buttonAt: 0)
        observation.cancel()
        let asked = try #require(events.first)
        expectEqual(asked.action, .asked)
        expectNil(asked.role)
        expectEqual(asked.question(as: String.self)?.title, "Remove the lamp?")
        expectNil(asked.question(as: Int.self))
        expectNil(asked.answer(as: String.self))
        let answered = try #require(events.last)
        expectEqual(answered.action, .answered(.user))
        expectEqual(answered.answer(as: String.self), "remove")
        expectNil(answered.destination(as: HomeFlowCoordinator.Destinations.self))
        expectIdentical(answered.coordinator, home)
    }

    func dismissalsGiveTheCancelAnswer() {
        let home = HomeFlowCoordinator()
        let log = AnswerLog()
        let events = recordingEvents(of: home) {
            home.ask(removal, onAnswer: log.handler("removal"))
            home.ask(saved, onAnswer: log.handler("saved"))
            home.dismissQuestions()
            home.ask(paymentFailed, onAnswer: log.handler("payment"))
            NavigationLayout(of: home).question?.userDidDismiss()
            home.ask(saved, onAnswer: log.handler("saved again"))
            NavigationLayout(of: home).question?.userDidDismiss()
        }
        expectEqual(log.answers, ["saved: nil", "removal: keep", "payment: later", "saved again: nil"])
        expectEqual(
            events.filter { $0.contains("answered") },
            [
                #"HomeFlowCoordinator answered(code) alert "Saved""#,
                #"HomeFlowCoordinator answered(code) confirmationDialog "Remove the lamp?" → "Cancel""#,
                #"HomeFlowCoordinator answered(user) alert "Payment failed" → "Not now""#,
                #"HomeFlowCoordinator answered(user) alert "Saved""#,
            ])
    }

    func dismissQuestionsIsPerCoordinator() {
        let home = HomeFlowCoordinator()
        var compose: ComposeFlowCoordinator?
        home.route(to: .compose) { (child: ComposeFlowCoordinator) in compose = child }
        let log = AnswerLog()
        home.ask(saved, onAnswer: log.handler("home"))
        compose?.ask(removal, onAnswer: log.handler("compose"))
        compose?.dismissQuestions()
        expectEqual(log.answers, ["compose: keep"])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .compose → ComposeFlowCoordinator [flow]
                root .editor
              alert "Saved" ["OK"]
            """)
    }

    func outOfRangeButton() throws {
        let home = HomeFlowCoordinator()
        let log = AnswerLog()
        home.ask(saved, onAnswer: log.handler("saved"))
        let question = try #require(NavigationLayout(of: home).question)
        let diagnostics = recordingDiagnostics(of: home) {
            question.userDidChoose(buttonAt: 1)
            question.userDidChoose(buttonAt: -1)
        }
        expectEqual(diagnostics.map(\.kind), [.indexOutOfRange, .indexOutOfRange])
        expectEmpty(log.answers)
        question.userDidChoose(buttonAt: 0)
        expectEqual(log.answers, ["saved: ok"])
    }

    func awaitedAnswer() async throws {
        let home = HomeFlowCoordinator()
        let task = await startAsking(in: home) { await home.ask(paymentFailed) }
        let question = try #require(NavigationLayout(of: home).question)
        question.userDidChoose(buttonAt: 0)
        expectEqual(await task.value, "retry")
    }

    func cancellingTheAwait() async {
        let home = HomeFlowCoordinator()
        var events: [String] = []
        let observation = home.observeNavigation { events.append($0.description) }
        let task = await startAsking(in: home) { await home.ask(removal) }
        task.cancel()
        expectEqual(await task.value, "keep")
        observation.cancel()
        expectEqual(
            events,
            [
                #"HomeFlowCoordinator asked confirmationDialog "Remove the lamp?""#,
                #"HomeFlowCoordinator answered(code) confirmationDialog "Remove the lamp?" → "Cancel""#,
            ])
        expectNil(NavigationLayout(of: home).question)
    }

    func cancelledBeforeAsking() async {
        let home = HomeFlowCoordinator()
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await home.ask(removal)
        }
        expectEqual(await task.value, "keep")
        expectEqual(home.debugHierarchy(), "HomeFlowCoordinator [flow]\n  root .home")
    }

    func askingMidChangeIsRefused() {
        let asker = AskingInMakeChild()
        let diagnostics = recordingDiagnostics(of: asker) { asker.route(to: .child) }
        expectEqual(diagnostics.map(\.kind), [.changeInProgress])
        expectEqual(asker.answers, ["keep"])
        expectEqual(
            asker.debugHierarchy(),
            """
            AskingInMakeChild [flow]
              root .start
              push .child
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .flowQuestionInThePrintouts: flowQuestionInThePrintouts()
        case .hierarchyDiagram: hierarchyDiagram()
        case .everyKindAsks: everyKindAsks()
        case .userChoosesAButton: try userChoosesAButton()
        case .typedEvents: try typedEvents()
        case .dismissalsGiveTheCancelAnswer: dismissalsGiveTheCancelAnswer()
        case .dismissQuestionsIsPerCoordinator: dismissQuestionsIsPerCoordinator()
        case .outOfRangeButton: try outOfRangeButton()
        case .awaitedAnswer: try await awaitedAnswer()
        case .cancellingTheAwait: await cancellingTheAwait()
        case .cancelledBeforeAsking: await cancelledBeforeAsking()
        case .askingMidChangeIsRefused: askingMidChangeIsRefused()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case flowQuestionInThePrintouts =
            "A flow's question is printed after its destinations, and the layout shows it over the top layer"
        case hierarchyDiagram = "The hierarchy diagram draws a question's line under its coordinator"
        case everyKindAsks = "Tab and root coordinators ask too; their questions follow their modals"
        case userChoosesAButton =
            "The user's choice answers once, with cause user, and the layout shows no question after"
        case typedEvents = "Events carry the question and the answer as the app's types"
        case dismissalsGiveTheCancelAnswer =
            "Dismissing without a choice gives the cancel answer, or nil without a cancel button"
        case dismissQuestionsIsPerCoordinator = "dismissQuestions() leaves other coordinators' questions"
        case outOfRangeButton = "An out-of-range button is refused and the question stays"
        case awaitedAnswer = "The awaited form returns the user's choice"
        case cancellingTheAwait =
            "Cancelling the awaiting task dismisses the question with cause code and returns the cancel answer"
        case cancelledBeforeAsking =
            "A task cancelled before asking asks nothing and returns the cancel answer"
        case askingMidChangeIsRefused =
            "Asking from makeChild is refused; the handler gets the cancel answer after the change"

        var testDescription: String { rawValue }
    }
}

/// A flow whose `makeChild(for:)` asks a question, which the change rule refuses.
@MainActor
final class AskingInMakeChild: FlowCoordinator {
    enum Destinations: Hashable { case start, child }
    let navigation = FlowNavigation<AskingInMakeChild>(root: .start)
    var answers: [String] = []

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        if destination == .child { ask(removal) { self.answers.append($0 ?? "nil") } }
        return nil
    }
}
