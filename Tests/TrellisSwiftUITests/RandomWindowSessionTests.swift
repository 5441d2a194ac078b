import Foundation
import SwiftUI
import Testing
import Trellis
import TrellisFuzzSupport
import TrellisSwiftUI

/// Random sessions of one window: app code changes the tree — sheets, covers and popovers from
/// every presenter, dismissals, pushes, questions asked and dismissed, several changes before
/// SwiftUI's next update — while SwiftUI, as the stand-in models it, updates, ends its
/// animations, and lets the user swipe the top layer down and answer the question shown, in a
/// random order.
///
/// After every step: SwiftUI dropped nothing (no runtime warning: every presentation and every
/// question reached it alone, after the dismissals before it ended), and no question was
/// answered twice. Whenever the window settles (updates and animations run out, every few
/// steps and at the end), it shows the tree: the presented chain is the layout's layers, in
/// style and order, and the layout's question, if any, is the one alert or dialog shown, on the
/// top layer.
@MainActor
@Suite("CoordinatorView: random window sessions")
struct RandomWindowSessionTests {
    static let environment = ProcessInfo.processInfo.environment
    /// 20 in the unit suite, 100 with `TRELLIS_RELIABILITY=1` (the mutants' `--fast` runs), 400
    /// with `TRELLIS_THOROUGH=1` (`Scripts/thorough-tests`); `TRELLIS_WINDOW_SESSIONS=N` runs N;
    /// `TRELLIS_WINDOW_SEED=S` replays session S alone.
    static let sessionCount =
        environment["TRELLIS_WINDOW_SESSIONS"].flatMap { Int($0) }
        ?? (environment["TRELLIS_THOROUGH"] == "1"
            ? 400 : environment["TRELLIS_RELIABILITY"] == "1" ? 100 : 20)
    static let stepsPerSession = 60

    @Test(
        "Random code changes, updates, animations, swipes and answers: nothing dropped, the window ends on the tree"
    )
    func randomSessions() throws {
        let seeds = Self.environment["TRELLIS_WINDOW_SEED"].flatMap { UInt64($0) }.map { [$0] }
        for seed in seeds ?? Array(0..<UInt64(Self.sessionCount)) {
            let session = WindowSession(seed: seed)
            try session.run(steps: Self.stepsPerSession)
        }
    }
}

/// One random session over the shop fixture (`ShopFixtures.swift`).
@MainActor
private final class WindowSession {
    let seed: UInt64
    private var random: SplitMix64
    private let app: ShopRoot
    private let tabs: ShopTabs
    private let home: HomeFlow
    private let renderer = StandInRenderer()
    private var tree: StandInNode
    /// How many times each question was answered, by its number.
    private let answers = AnswerCounts()
    private var asked = 0
    private var log: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        (app, tabs, home) = signedInShop()
        tree = renderer.render(shopView(app))
    }

    func run(steps: Int) throws {
        for _ in 0..<steps {
            let step = random.next(below: 100)
            switch step {
            case 0..<45: changeTheTree()
            case 45..<65: act("update") { tree = renderer.update() }
            case 65..<75: act("finish transitions") { renderer.finishTransitions() }
            case 75..<85: swipeDownTheTopLayer()
            case 85..<95: answerTheShownQuestion()
            default: try settle()
            }
            try checkNothingDropped()
        }
        try settle()
    }

    // MARK: - App code

    private func changeTheTree() {
        let cart = topCart()
        let style = [ModalStyle.sheet, .fullScreenCover, .popover][random.next(below: 3)]
        switch random.next(below: 9) {
        case 0: act("home presents the cart as \(style)") { home.present(.cart, as: style) }
        case 1:
            act("the top cart presents payment as \(style)") { cart?.present(.payment, as: style) }
        case 2: act("tabs present the notice as \(style)") { tabs.present(.notice, as: style) }
        case 3: act("home dismisses all modals") { home.dismissAllModals() }
        case 4: act("tabs dismiss all modals") { tabs.dismissAllModals() }
        case 5: act("home pops") { home.pop() }
        case 6: act("home pushes a product") { home.route(to: .product(random.next(below: 5))) }
        case 7:
            asked += 1
            let number = asked
            let asker: any Coordinator = [home, tabs, cart ?? home][random.next(below: 3)]
            let question = Question<Int>.alert(
                "Q\(number)", buttons: [.init("OK", answer: number), .cancel(answer: -number)])
            act("\(type(of: asker)) asks Q\(number)") {
                asker.ask(question) { [answers] _ in answers.counts[number, default: 0] += 1 }
            }
        default:
            let asker: any Coordinator = [home, tabs, cart ?? home][random.next(below: 3)]
            act("\(type(of: asker)) dismisses its questions") { asker.dismissQuestions() }
        }
    }

    /// The cart flow presented highest in the tree, if any.
    private func topCart() -> CartFlow? {
        app.descendants(ofType: CartFlow.self).last
    }

    // MARK: - The user, on what the last update showed

    private func swipeDownTheTopLayer() {
        let presented = tree.find(StandInPresentationNode.self).filter(\.isPresented)
        guard let top = presented.last else { return }
        act("the user swipes the top \(top.style) down") { top.dismiss() }
    }

    private func answerTheShownQuestion() {
        let alerts = tree.find(StandInAlertNode.self).filter { $0.isPresented && !$0.isDropped }
        guard let alert = alerts.last else { return }
        let title = random.next(below: 2) == 0 ? "OK" : "Cancel"
        act("the user taps \(title) on \(alert.title)") { _ = alert.tapAction(titled: title) }
    }

    // MARK: - Checks

    private func act(_ description: String, _ body: () -> Void) {
        log.append(description)
        body()
    }

    /// The failure's message, with the session's last steps (each of the comment's lines is
    /// printed by the test runner).
    private func failure(_ message: String) -> String {
        (["seed \(seed): \(message)", "last steps:"] + log.suffix(25) + [
            "dismissing: \(renderer.dismissalsInProgress)", app.debugHierarchy(),
        ]).joined(separator: "\n")
    }

    private func checkNothingDropped() throws {
        try #require(
            renderer.runtimeWarnings.isEmpty, Comment(rawValue: failure("\(renderer.runtimeWarnings)")))
        let twice = answers.counts.filter { $0.value > 1 }
        try #require(twice.isEmpty, Comment(rawValue: failure("answered more than once: \(twice)")))
    }

    /// Runs SwiftUI's updates and animations until the window stops changing, then compares it
    /// with the tree.
    private func settle() throws {
        log.append("settle")
        renderer.settle(limit: 12)
        // Settled: one more update evaluates nothing, and nothing is being dismissed.
        let isSettled = renderer.settle(limit: 1).isEmpty && renderer.dismissalsInProgress.isEmpty
        tree = renderer.update()
        try #require(isSettled, Comment(rawValue: failure("the window never settled")))
        try checkNothingDropped()
        // Each layer by its identity (the entry that opens it) and its style.
        let layout = NavigationLayout(of: app)
        let presented = tree.find(StandInPresentationNode.self).filter(\.isPresented).map {
            "\($0.style) \($0.itemID.map { "\($0.base)" } ?? "nil")"
        }
        let layers = layout.layers.dropFirst().map { "\($0.style.map { "\($0)" } ?? "base") \($0.id)" }
        try #require(
            presented == layers, Comment(rawValue: failure("shows \(presented), the tree \(layers)")))
        let alerts = tree.find(StandInAlertNode.self).filter { $0.isPresented && !$0.isDropped }
        try #require(
            alerts.map(\.title) == [layout.question?.title].compactMap { $0 },
            Comment(
                rawValue: failure(
                    "shows alerts \(alerts.map(\.title)), the layout \(String(describing: layout.question?.title))"
                )))
        // The question shows on the top layer: inside the top presentation's content, if any.
        if let alert = alerts.first,
            let top = tree.find(StandInPresentationNode.self).filter(\.isPresented).last
        {
            let inside = top.presented?.find(StandInAlertNode.self).contains { $0 === alert } ?? false
            try #require(inside, Comment(rawValue: failure("the alert is not on the top layer")))
        }
    }
}

/// How many times each question was answered, by its number.
@MainActor
private final class AnswerCounts {
    var counts: [Int: Int] = [:]
}
