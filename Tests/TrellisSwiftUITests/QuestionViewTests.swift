import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// CoordinatorView presenting the window's question (the AskingTheUser article): on the layer
/// the layout names, as an alert or a confirmation dialog, answered through the layout as the
/// user's choice.
@MainActor
@Suite("CoordinatorView questions")
struct QuestionViewTests {
    let payment = Question<Bool>.alert(
        "Payment failed", message: "Your card was declined.",
        buttons: [.init("Retry", answer: true), .cancel(answer: false)])
    let removal = Question<String>.confirmationDialog(
        "Remove the lamp?", buttons: [.destructive("Remove", answer: "remove"), .cancel(answer: "keep")])

    @Test(
        "An alert asked under a sheet shows on the sheet's layer once the sheet is up; a button tap answers it, cause .user"
    )
    func alertOnTheSheetsLayer() throws {
        let (app, _, home) = signedInShop()
        home.present(.cart)
        let cart = try #require(home.navigation.entries[0].child as? CartFlow)
        var answers: [Bool?] = []
        home.ask(payment) { answers.append($0) }
        var events: [String] = []
        let observation = app.observeNavigation { events.append($0.description) }
        defer { observation.cancel() }
        let renderer = StandInRenderer()
        // The sheet first, in an update of its own; the alert waits for it (an alert in the same
        // update would be dropped).
        let presenting = renderer.render(shopView(app))
        #expect(presenting.presentedSheets.count == 1)
        #expect(presenting.find(StandInAlertNode.self).allSatisfy { !$0.isPresented })
        let tree = renderer.update()
        #expect(renderer.runtimeWarnings.isEmpty)
        let sheet = try #require(tree.presentedSheets.first)
        let shown = tree.presentedAlerts
        #expect(shown.count == 1)
        let alert = try #require(sheet.presented?.presentedAlerts.first)
        #expect(alert === shown.first)
        #expect(
            alert.dump() == """
                alert "Payment failed" isPresented=true
                  Color.clear
                  alert actions:
                    Button "Retry"
                      Text "Retry"
                    Button "Cancel" role=cancel
                      Text "Cancel"
                  alert message:
                    Text "Your card was declined."
                """)
        #expect(
            app.debugHierarchy() == """
                ShopRoot [root]
                  root .main → ShopTabs [tab]
                    tab[0]* .home → HomeFlow [flow]
                      root .list
                      sheet .cart → CartFlow [flow]
                        root .cart
                      alert "Payment failed" ["Retry", "Cancel" (cancel)]
                    tab[1] .profile → (not yet created)
                """)
        #expect(alert.tapAction(titled: "Retry"))
        #expect(answers == [true])
        #expect(events == [#"HomeFlow answered(user) alert "Payment failed" → "Retry""#])
        #expect(
            app.debugHierarchy() == """
                ShopRoot [root]
                  root .main → ShopTabs [tab]
                    tab[0]* .home → HomeFlow [flow]
                      root .list
                      sheet .cart → CartFlow [flow]
                        root .cart
                    tab[1] .profile → (not yet created)
                """)
        let after = renderer.render(shopView(app))
        #expect(after.find(StandInAlertNode.self).allSatisfy { !$0.isPresented })
        #expect(cart.navigation.entries.isEmpty)
    }

    @Test("Dismissed without a button (a tap outside the dialog), the question gets its cancel answer")
    func dismissalWithoutAButton() throws {
        let (app, _, home) = signedInShop()
        var answers: [String?] = []
        home.ask(removal) { answers.append($0) }
        var diagnostics: [NavigationDiagnostic.Kind] = []
        let observation = app.observeDiagnostics { diagnostics.append($0.kind) }
        defer { observation.cancel() }
        let tree = StandInRenderer().render(shopView(app))
        let dialog = try #require(tree.presentedAlerts.first)
        #expect(dialog.style == .confirmationDialog(.visible))
        #expect(
            dialog.actions?.find(StandInButtonNode.self).map(\.summary) == [
                #"Button "Remove" role=destructive"#, #"Button "Cancel" role=cancel"#,
            ])
        dialog.isPresented = false
        #expect(answers == ["keep"])
        #expect(diagnostics.isEmpty)
    }

    @Test("A button's action answers once: SwiftUI's isPresented = false after it reports nothing more")
    func aTapIsOneAnswerWithoutDiagnostics() throws {
        let (app, _, home) = signedInShop()
        var answers: [String?] = []
        home.ask(removal) { answers.append($0) }
        home.ask(removal) { answers.append("second: \($0 ?? "nil")") }
        var diagnostics: [NavigationDiagnostic.Kind] = []
        let observation = app.observeDiagnostics { diagnostics.append($0.kind) }
        defer { observation.cancel() }
        let dialog = try #require(
            StandInRenderer().render(shopView(app)).presentedAlerts.first)
        #expect(dialog.tapAction(titled: "Cancel"))
        #expect(answers == ["keep"])
        #expect(diagnostics.isEmpty)
    }

    @Test("A question up when a sheet is presented leaves, then shows on the sheet's layer once it is up")
    func questionMovesWithTheTopLayer() throws {
        let (app, _, home) = signedInShop()
        var answers: [Bool?] = []
        home.ask(payment) { answers.append($0) }
        let renderer = StandInRenderer()
        let before = renderer.render(shopView(app))
        #expect(before.find(StandInPresentationNode.self).allSatisfy { !$0.isPresented })
        let baseAlert = try #require(before.presentedAlerts.first)
        #expect(baseAlert.title == "Payment failed")
        home.present(.cart)
        let presenting = renderer.render(shopView(app))
        #expect(presenting.presentedSheets.count == 1)
        #expect(presenting.find(StandInAlertNode.self).allSatisfy { !$0.isPresented })
        let after = renderer.update()
        #expect(renderer.runtimeWarnings.isEmpty)
        let sheet = try #require(after.presentedSheets.first)
        let shown = after.presentedAlerts
        #expect(shown.count == 1)
        #expect(try #require(sheet.presented?.find(StandInAlertNode.self)).contains { $0 === shown.first })
        try #require(shown.first).isPresented = false
        #expect(answers == [false])
        #expect(home.navigation.entries.count == 1)  // the sheet stays
    }

    @Test(
        "A question asked as a sheet is dismissed waits for the dismissal to end, then shows on the layer below"
    )
    func questionAskedWhileASheetIsDismissed() throws {
        let (app, _, home) = signedInShop()
        home.present(.cart)
        var answers: [Bool?] = []
        let renderer = StandInRenderer()
        renderer.render(shopView(app))
        #expect(renderer.update().presentedSheets.count == 1)  // the sheet is up
        // The sheet goes and the app asks, before SwiftUI's next update.
        home.dismissAllModals()
        home.ask(payment) { answers.append($0) }
        let dismissing = renderer.update()
        #expect(dismissing.presentedSheets.isEmpty)
        #expect(dismissing.find(StandInAlertNode.self).allSatisfy { !$0.isPresented })
        #expect(renderer.dismissalsInProgress.count == 1)
        // An update while the sheet animates away: the question still waits.
        #expect(renderer.update().find(StandInAlertNode.self).allSatisfy { !$0.isPresented })
        renderer.finishTransitions()
        let after = renderer.update()
        let alert = try #require(after.presentedAlerts.first)
        #expect(alert.title == "Payment failed")
        #expect(after.presentedAlerts.count == 1)
        #expect(renderer.runtimeWarnings.isEmpty)
        #expect(alert.tapAction(titled: "Retry"))
        #expect(answers == [true])
    }

    @Test("Two questions asked together show one after the other, each a presentation of its own")
    func queuedQuestionsShowInTurn() throws {
        let (app, _, home) = signedInShop()
        home.present(.cart)
        let cart = try #require(home.navigation.entries[0].child as? CartFlow)
        var answers: [String] = []
        home.ask(payment) { answers.append("payment \($0.map(String.init) ?? "nil")") }
        cart.ask(removal) { answers.append("removal \($0 ?? "nil")") }
        let renderer = StandInRenderer()
        renderer.render(shopView(app))  // the cart's sheet comes first
        let first = renderer.update()
        #expect(first.presentedAlerts.map(\.title) == ["Payment failed"])
        let firstID = try #require(NavigationLayout(of: app).question?.id)
        #expect(first.questionPresenterID == AnyHashable(Optional(firstID)))
        #expect(try #require(first.presentedAlerts.first).tapAction(titled: "Retry"))
        let second = renderer.render(shopView(app))
        let shown = second.presentedAlerts
        #expect(
            shown.map(\.summary) == [
                #"confirmationDialog "Remove the lamp?" titleVisibility=visible isPresented=true"#
            ])
        // A new question is a new presenter: its identity is the question's.
        let secondID = try #require(NavigationLayout(of: app).question?.id)
        #expect(secondID != firstID)
        #expect(second.questionPresenterID == AnyHashable(Optional(secondID)))
        #expect(try #require(shown.first).tapAction(titled: "Remove"))
        #expect(answers == ["payment true", "removal remove"])
        #expect(renderer.render(shopView(app)).find(StandInAlertNode.self).allSatisfy { !$0.isPresented })
    }

    @Test("A question without buttons is answered nil by the OK button SwiftUI adds")
    func questionWithoutButtons() throws {
        let (app, _, home) = signedInShop()
        var answers: [Int?] = []
        home.ask(Question<Int>.alert("Saved", buttons: [])) { answers.append($0) }
        let alert = try #require(
            StandInRenderer().render(shopView(app)).presentedAlerts.first)
        #expect(alert.actions?.find(StandInButtonNode.self).isEmpty == true)
        alert.isPresented = false  // SwiftUI's OK button
        #expect(answers == [nil])
    }
}

extension StandInNode {
    /// The alerts and confirmation dialogs presented in this subtree.
    fileprivate var presentedAlerts: [StandInAlertNode] {
        find(StandInAlertNode.self).filter { $0.isPresented && !$0.isDropped }
    }

    /// The sheets and covers presented in this subtree.
    fileprivate var presentedSheets: [StandInPresentationNode] {
        find(StandInPresentationNode.self).filter(\.isPresented)
    }

    /// The identity of the view presenting the alert or dialog shown, if one is.
    fileprivate var questionPresenterID: AnyHashable? {
        find(StandInIDNode.self).last { !$0.presentedAlerts.isEmpty }?.id
    }
}
