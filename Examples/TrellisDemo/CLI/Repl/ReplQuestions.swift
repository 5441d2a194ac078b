import ShopExample
import Trellis

// The questions the shop asks: removing an item from the cart (a confirmation dialog answered
// through a closure) and a declined payment (an alert whose answer `pay(cardDeclines:)`
// awaits), and the user's answer, reported through the window's layout as a UI does.

extension Repl {
    /// Asks before removing an item from the cart in front; `answer` gives the user's choice.
    func askToRemove(_ item: String) throws {
        let cart = try cartInFront(for: "remove")
        guard cart.items.contains(item) else {
            throw DemoError("the cart holds \(cart.items.joined(separator: ", ")), not \(item)")
        }
        cart.askToRemove(item)
    }

    /// Pays in the cart in front, in a task; with `--decline` the card is declined and the
    /// task awaits the answer to the alert. The REPL reports what `pay(cardDeclines:)` returned
    /// once the alert is answered.
    func pay(_ argument: String) async throws {
        guard argument.isEmpty || argument == "--decline" else {
            throw DemoError("pay takes --decline or nothing")
        }
        let cart = try cartInFront(for: "pay")
        let declines = argument == "--decline"
        let task = try await AwaitedCall.start(
            { await cart.pay(cardDeclines: declines) },
            until: {
                !declines || NavigationLayout(of: session.app).allQuestions.contains { $0.asker === cart }
            })
        pendingPayments.append(PendingPayment(cart: cart, task: task))
    }

    /// The user chooses the button at `argument` of the question the window shows, or
    /// dismisses it without a choice when no index is given.
    func answer(_ argument: String) throws {
        guard let question = NavigationLayout(of: session.app).question else {
            throw DemoError("no question is up")
        }
        guard !argument.isEmpty else {
            question.userDidDismiss()
            return
        }
        guard let index = Int(argument), question.buttons.indices.contains(index) else {
            let buttons = question.buttons.enumerated().map { "\($0.offset) \($0.element.title)" }
            throw DemoError(
                "answer takes a button of \(question.title): "
                    + (buttons.isEmpty ? "none, so answer alone" : buttons.joined(separator: ", ")))
        }
        let cart = question.asker as? CheckoutFlowCoordinator
        question.userDidChoose(buttonAt: index)
        if let cart, question.style == .confirmationDialog {
            result("the cart holds \(cart.items.isEmpty ? "nothing" : cart.items.joined(separator: ", "))")
        }
    }

    /// Reports the payments whose alert was answered (or that never asked): their task has
    /// returned.
    func settlePayments() async {
        let asking = Set(
            NavigationLayout(of: session.app).allQuestions.compactMap { $0.asker.map(ObjectIdentifier.init) })
        var stillAsking: [PendingPayment] = []
        for pending in pendingPayments {
            if let cart = pending.cart, asking.contains(ObjectIdentifier(cart)) {
                stillAsking.append(pending)
                continue
            }
            let order = await pending.task.value
            result("pay() returned \(order.map { "\($0)" } ?? "nil: the payment was not retried")")
        }
        pendingPayments = stillAsking
    }

    private func cartInFront(for command: String) throws -> CheckoutFlowCoordinator {
        guard let cart = frontmost as? CheckoutFlowCoordinator else {
            throw DemoError(
                "\(command) works in CheckoutFlowCoordinator, and \(name(of: frontmost)) is in front")
        }
        return cart
    }
}

extension NavigationLayout {
    /// The question the window shows, then those waiting behind it.
    fileprivate var allQuestions: [LayoutQuestion] { (question.map { [$0] } ?? []) + waitingQuestions }
}
