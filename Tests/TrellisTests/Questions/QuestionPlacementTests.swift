import Testing
import Trellis

/// Where a window shows questions: one at a time, above the top-most layer whatever layer its
/// coordinator is in, the others waiting in the order asked.
@MainActor
@Suite("Where questions show")
struct QuestionPlacementTests {
    /// A home flow presenting the compose flow as a sheet.
    private func homeWithSheet() throws -> (HomeFlowCoordinator, ComposeFlowCoordinator) {
        let home = HomeFlowCoordinator()
        var compose: ComposeFlowCoordinator?
        home.present(.compose) { (child: ComposeFlowCoordinator) in compose = child }
        return (home, try #require(compose))
    }

    func askedUnderASheet() throws {
        let (home, _) = try homeWithSheet()
        home.ask(removal) { _ in }
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
            layer 1: sheet
              root ComposeFlowCoordinator .editor
            confirmationDialog over layer 1: HomeFlowCoordinator "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
            """)
        expectEqual(NavigationLayout(of: home).question?.layerIndex, 1)
    }

    func layersChangingUnderAQuestion() throws {
        let (home, compose) = try homeWithSheet()
        let log = AnswerLog()
        compose.ask(saved, onAnswer: log.handler("saved"))
        compose.present(.preview)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
            layer 1: sheet
              root ComposeFlowCoordinator .editor
            layer 2: sheet
              root ComposeFlowCoordinator .preview
            alert over layer 2: ComposeFlowCoordinator "Saved" ["OK"]
            """)
        NavigationLayout(of: home).layers[2].userDidDismiss()
        expectEqual(NavigationLayout(of: home).question?.layerIndex, 1)
        expectEmpty(log.answers)
        home.ask(removal) { _ in }
        // The home flow's sheet closing takes the compose flow, and its question, with it.
        NavigationLayout(of: home).layers[1].userDidDismiss()
        expectEqual(log.answers, ["saved: nil"])
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
            confirmationDialog over layer 0: HomeFlowCoordinator "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
            """)
    }

    func queuedInOrder() throws {
        let (home, compose) = try homeWithSheet()
        let log = AnswerLog()
        home.ask(removal, onAnswer: log.handler("removal"))
        compose.ask(paymentFailed, onAnswer: log.handler("payment"))
        home.ask(saved, onAnswer: log.handler("saved"))
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              sheet .compose → ComposeFlowCoordinator [flow]
                root .editor
                alert "Payment failed" ["Retry", "Not now" (cancel)] (waiting)
              confirmationDialog "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
              alert "Saved" ["OK"] (waiting)
            """)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
            layer 1: sheet
              root ComposeFlowCoordinator .editor
            confirmationDialog over layer 1: HomeFlowCoordinator "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
              waiting alert ComposeFlowCoordinator "Payment failed" ["Retry", "Not now" (cancel)]
              waiting alert HomeFlowCoordinator "Saved" ["OK"]
            """)
        // The window shows one question: a choice on one still waiting is refused.
        let layout = NavigationLayout(of: home)
        let diagnostics = recordingDiagnostics(of: home) {
            layout.waitingQuestions[0].userDidChoose(buttonAt: 0)
        }
        expectEqual(diagnostics.map(\.kind), [.gestureRefused])
        expectEmpty(log.answers)
        layout.question?.userDidChoose(buttonAt: 0)
        expectEqual(NavigationLayout(of: home).question?.title, "Payment failed")
        // The layout made before reads the questions from the tree: the next one shows now.
        expectEqual(layout.waitingQuestions.map(\.title), ["Saved"])
        layout.question?.userDidChoose(buttonAt: 0)
        expectEqual(layout.question?.title, "Saved")
        layout.question?.userDidDismiss()
        expectEqual(log.answers, ["removal: remove", "payment: retry", "saved: nil"])
        expectNil(NavigationLayout(of: home).question)
    }

    func unselectedTab() {
        let tabs = MainTabCoordinator()
        tabs.select(index: 1)
        tabs.select(index: 0)
        let search = tabs.navigation.tabs[1].child
        search?.ask(saved) { _ in }
        expectEqual(
            tabs.debugLayout(),
            """
            layer 0: base
              root MainTabCoordinator [tab]
                tab[0]* HomeFlowCoordinator .home
                tab[1] SearchFlowCoordinator .query
                tab[2] MainTabCoordinator .profile → (not yet created)
            alert over layer 0: SearchFlowCoordinator "Saved" ["OK"]
            """)
    }

    func tabLayoutHasNone() throws {
        let tabs = MainTabCoordinator()
        tabs.ask(saved) { _ in }
        let tabSet = try #require(NavigationLayout(of: tabs).layers.first?.root.tabSet)
        expectNil(tabSet.tabs[0].layout.question)
        expectEqual(NavigationLayout(of: tabs).question?.title, "Saved")
    }

    func observation() {
        let home = HomeFlowCoordinator()
        let layout = NavigationLayout(of: home)
        let question = ChangeCounter()
        let path = ChangeCounter()
        question.track { _ = layout.question }
        path.track { _ = layout.layers[0].path }
        home.ask(saved) { _ in }
        expectEqual(question.count, 1)
        expectEqual(path.count, 0, "asking changes no screen")
        question.track { _ = layout.question }
        layout.question?.userDidChoose(buttonAt: 0)
        expectEqual(question.count, 2)
        expectEqual(path.count, 0)
    }

    func otherWindow() throws {
        // Two windows, each its own tree; the first shows a sheet whose flow will ask.
        let first = HomeFlowCoordinator()
        first.present(.compose)
        let second = HomeFlowCoordinator()
        let firstQuestion = ChangeCounter()
        let secondQuestion = ChangeCounter()
        firstQuestion.track { _ = NavigationLayout(of: first).question }
        secondQuestion.track { _ = NavigationLayout(of: second).question }
        let asker = try #require(first.firstDescendant(ofType: ComposeFlowCoordinator.self))
        asker.ask(saved) { _ in }
        expectEqual(firstQuestion.count, 1)
        expectEqual(secondQuestion.count, 0, "a question of another window's tree")
        // (The second window's tracking is still armed: it has not fired.)
        firstQuestion.track { _ = NavigationLayout(of: first).question }
        // Answered by teardown as its coordinator leaves: the first window's readers again.
        first.dismissAllModals()
        expectEqual(firstQuestion.count, 2)
        expectEqual(secondQuestion.count, 0)
        second.ask(saved) { _ in }
        expectEqual(firstQuestion.count, 2)
        expectEqual(secondQuestion.count, 1)
    }

    func diagram() {
        let home = HomeFlowCoordinator()
        home.ask(saved) { _ in }
        let source = home.debugLayout(as: .mermaid)
        #expect(source.contains("alert over layer 0: HomeFlowCoordinator"))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .askedUnderASheet: try askedUnderASheet()
        case .layersChangingUnderAQuestion: try layersChangingUnderAQuestion()
        case .queuedInOrder: try queuedInOrder()
        case .unselectedTab: unselectedTab()
        case .tabLayoutHasNone: try tabLayoutHasNone()
        case .observation: observation()
        case .otherWindow: try otherWindow()
        case .diagram: diagram()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case askedUnderASheet =
            "A question asked under a sheet shows above the sheet, not on the screen under it"
        case layersChangingUnderAQuestion =
            "A sheet presented or dismissed while a question is up moves it to the new top layer"
        case queuedInOrder =
            "Two coordinators asking at once: one shows, the other waits its turn, in the order asked"
        case unselectedTab = "A question asked in an unselected tab shows on the window too"
        case tabLayoutHasNone = "A tab's own layout has no questions: they belong to the window"
        case observation =
            "A view reading the layout's question is invalidated when a question is asked or answered"
        case otherWindow =
            "A question asked or answered in one window's tree invalidates no reader of another window's"
        case diagram = "The layout diagram chains the question above the top layer"

        var testDescription: String { rawValue }
    }
}
