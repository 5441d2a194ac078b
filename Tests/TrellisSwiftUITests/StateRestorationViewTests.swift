import Foundation
import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// The SwiftUI half of state restoration, driven as SwiftUI would: the scene phase changing,
/// the restore prompt's buttons, a text field typing into a form draft, a scroll view moving.
@MainActor
@Suite("State restoration views")
struct StateRestorationViewTests {
    /// A directory that lives as long as the test.
    private final class Directory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-swiftui-\(UUID())")
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    private struct Shop: View {
        let app: ShopRoot
        let restoration: StateRestorationManager

        var body: some View {
            shopView(app).savesState(of: restoration).restorePrompt(for: restoration)
        }
    }

    @Test("The scene moving to the background saves, with the navigation captured")
    func savesOnBackground() throws {
        let directory = Directory()
        let (app, _, home) = signedInShop()
        let restoration = StateRestorationManager(storage: .file(directory: directory.url))
        restoration.attach(app, savesOnNavigation: false)
        home.route(to: .product(4))
        var environment = EnvironmentValues()
        environment.scenePhase = .active
        let renderer = StandInRenderer(environment: environment)
        renderer.render(Shop(app: app, restoration: restoration))
        #expect(restoration.lastSavedDate == nil)
        renderer.environment.scenePhase = .background
        renderer.render(Shop(app: app, restoration: restoration))
        #expect(restoration.lastSavedDate != nil)

        let relaunched = ShopRoot()
        let again = StateRestorationManager(storage: .file(directory: directory.url))
        again.attach(relaunched)
        #expect(relaunched.debugHierarchy() == app.debugHierarchy())
    }

    @Test("The scene going inactive saves what changed; going on to the background dates it")
    func savesWhenInactive() throws {
        let directory = Directory()
        let now = Now()
        let (app, _, home) = signedInShop()
        let restoration = StateRestorationManager(storage: .file(directory: directory.url), now: { now.date })
        restoration.attach(app, savesOnNavigation: false)
        var environment = EnvironmentValues()
        environment.scenePhase = .active
        let renderer = StandInRenderer(environment: environment)
        renderer.render(Shop(app: app, restoration: restoration))
        home.route(to: .product(4))
        restoration.scheduleSave()

        // ⌘Q on a Mac, or the app switcher: inactive, with a debounced save still pending.
        renderer.environment.scenePhase = .inactive
        renderer.render(Shop(app: app, restoration: restoration))
        let saved = now.date
        #expect(restoration.lastSavedDate == saved)
        let relaunched = ShopRoot()
        StateRestorationManager(storage: .file(directory: directory.url), now: { now.date }).attach(
            relaunched)
        #expect(relaunched.debugHierarchy() == app.debugHierarchy())

        // Inactive again with nothing changed writes nothing; the background refreshes the date.
        now.date += 60
        renderer.environment.scenePhase = .active
        renderer.render(Shop(app: app, restoration: restoration))
        renderer.environment.scenePhase = .inactive
        renderer.render(Shop(app: app, restoration: restoration))
        #expect(restoration.lastSavedDate == saved)
        renderer.environment.scenePhase = .background
        renderer.render(Shop(app: app, restoration: restoration))
        #expect(restoration.lastSavedDate == now.date)
    }

    /// A settable "now" for the manager.
    private final class Now {
        var date = Date(timeIntervalSince1970: 1_700_000_000)
    }

    @Test("The scene moving to the background refreshes the save date of an unchanged state")
    func backgroundRefreshesTheSaveDate() throws {
        let directory = Directory()
        let now = Now()
        let policy = ResumePolicy.timeLimited(minutes: 30)
        let (app, _, home) = signedInShop()
        let restoration = StateRestorationManager(
            storage: .file(directory: directory.url), resumePolicy: policy, now: { now.date })
        restoration.attach(app, savesOnNavigation: false)
        home.route(to: .product(4))
        restoration.saveNow()
        let saved = now.date
        #expect(restoration.lastSavedDate == saved)

        // Twenty minutes later, with nothing changed, the user leaves the app.
        now.date += 20 * 60
        var environment = EnvironmentValues()
        environment.scenePhase = .active
        let renderer = StandInRenderer(environment: environment)
        renderer.render(Shop(app: app, restoration: restoration))
        renderer.environment.scenePhase = .background
        renderer.render(Shop(app: app, restoration: restoration))
        #expect(restoration.lastSavedDate == now.date)

        // Forty minutes after the first save, twenty after leaving: within the 30 minutes.
        now.date += 20 * 60
        let relaunched = ShopRoot()
        let again = StateRestorationManager(
            storage: .file(directory: directory.url), resumePolicy: policy, now: { now.date })
        again.attach(relaunched)
        #expect(relaunched.debugHierarchy() == app.debugHierarchy())
        #expect(app.debugHierarchy().contains(".product(4)"))
    }

    @Test("The restore prompt shows while the manager waits; its buttons resume or start over")
    func restorePrompt() throws {
        let directory = Directory()
        let (app, _, home) = signedInShop()
        home.route(to: .product(4))
        let first = StateRestorationManager(storage: .file(directory: directory.url))
        first.attach(app, savesOnNavigation: false)
        first.saveNow()

        for (answer, expectsRestored) in [("Resume", true), ("Start Over", false)] {
            let relaunched = ShopRoot()
            let restoration = StateRestorationManager(
                storage: .file(directory: directory.url), resumePolicy: .askUser)
            restoration.attach(relaunched, savesOnNavigation: false)
            let renderer = StandInRenderer()
            let alert = try #require(
                renderer.render(Shop(app: relaunched, restoration: restoration)).first(StandInAlertNode.self))
            #expect(alert.isPresented)
            #expect(alert.tapAction(titled: answer))
            #expect(!restoration.isAwaitingRestoreConfirmation)
            #expect((relaunched.debugHierarchy() == app.debugHierarchy()) == expectsRestored)
            let after = renderer.render(Shop(app: relaunched, restoration: restoration))
            #expect(after.first(StandInAlertNode.self)?.isPresented == false)
            if answer == "Resume" { first.saveNow() }
        }
    }

    @Test(
        "The prompt's answer reaches onRestoreDecision once carried out, where a held link is followed",
        arguments: ["Resume", "Start Over"])
    func restorePromptDecision(answer: String) throws {
        let directory = Directory()
        let (app, _, home) = signedInShop()
        home.route(to: .product(4))
        let first = StateRestorationManager(storage: .file(directory: directory.url))
        first.attach(app, savesOnNavigation: false)
        first.saveNow()

        let relaunched = ShopRoot()
        let restoration = StateRestorationManager(
            storage: .file(directory: directory.url), resumePolicy: .askUser)
        restoration.attach(relaunched, savesOnNavigation: false)
        // A link that arrived while the prompt was up, held until the user answers.
        let links = LinkGate<Int> { [weak relaunched] id in
            relaunched?.setRoot(.main) { (tabs: ShopTabs) in
                tabs.select(index: 0) { (home: HomeFlow) in home.route(to: .product(id)) }
            }
        }
        links.receive(9)
        var decisions: [RestoreDecision] = []
        var productsAtDecision: [HomeFlow.Destinations]?
        restoration.onRestoreDecision = { decision in
            decisions.append(decision)
            productsAtDecision = relaunched.firstDescendant(ofType: HomeFlow.self)?.navigation.entries.map(
                \.destination)
            links.open()
        }

        let renderer = StandInRenderer()
        let alert = try #require(
            renderer.render(Shop(app: relaunched, restoration: restoration)).first(StandInAlertNode.self))
        #expect(decisions.isEmpty)
        #expect(alert.tapAction(titled: answer))
        let resumed = answer == "Resume"
        #expect(decisions == (resumed ? [.confirmed(RestorationReport())] : [.declined]))
        // Resuming restored the tree before the callback ran; starting over left it signed out.
        #expect(productsAtDecision == (resumed ? [.product(4)] : nil))
        #expect(
            relaunched.firstDescendant(ofType: HomeFlow.self)?.navigation.entries.map(\.destination)
                == (resumed ? [.product(4), .product(9)] : [.product(9)]))
        let after = renderer.render(Shop(app: relaunched, restoration: restoration))
        #expect(after.first(StandInAlertNode.self)?.isPresented == false)
        #expect(after.screenTitles.last == "product(9) taps=0")
    }

    @Test("A text field bound to a form draft saves what the user types")
    func formDraftBinding() throws {
        let directory = Directory()
        let drafts = FormDraftManager(formID: "review", storage: .file(directory: directory.url))
        let tree = StandInRenderer().render(Form { TextField("Title", text: drafts.binding(for: "title")) })
        let field = try #require(tree.first(StandInTextFieldNode.self))
        #expect(field.text == "")
        field.text = "Great shoes"
        #expect(drafts.value(for: "title") == "Great shoes")
        #expect(field.text == "Great shoes")
    }

    @Test("A scroll view's top item is saved when it moves and scrolled to when it appears again")
    func scrollPosition() throws {
        let directory = Directory()
        let restoration = StateRestorationManager(storage: .file(directory: directory.url))
        let list = ScrollView {
            ForEach(0..<20, id: \.self) { index in Text(verbatim: "row \(index)").id("row-\(index)") }
        }
        .restoresScrollPosition("catalog", in: restoration)
        let renderer = StandInRenderer()
        let position = try #require(renderer.render(list).first(StandInScrollPositionNode.self))
        #expect(position.id == nil)
        #expect(position.scroll(to: AnyHashable(Optional("row-7"))))
        renderer.render(list)
        #expect(restoration.scrollPosition(for: "catalog") == "row-7")

        let relaunchedRenderer = StandInRenderer()
        relaunchedRenderer.render(list)  // onAppear reads the saved item
        #expect(
            relaunchedRenderer.render(list).first(StandInScrollPositionNode.self)?.id == AnyHashable("row-7"))
    }
}
