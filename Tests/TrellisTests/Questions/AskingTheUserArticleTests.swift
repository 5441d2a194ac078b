import Testing
import Trellis

/// The pictures of the "Asking the User" article, made from the guides' app as the article
/// makes them.
@MainActor
@Suite("The Asking the User article's pictures")
struct AskingTheUserArticleTests {
    /// The guides' home flow: `.cart` hosts the cart flow.
    @MainActor
    final class HomeCoordinator: FlowCoordinator {
        enum Destinations: Codable, Hashable { case home, detail(id: Int), settings, cart }
        let navigation = FlowNavigation<HomeCoordinator>(root: .home)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            destination == .cart ? CartCoordinator() : nil
        }
    }

    /// The guides' cart flow.
    @MainActor
    final class CartCoordinator: FlowCoordinator {
        enum Destinations: Codable, Hashable { case cart, shipping, payment }
        let navigation = FlowNavigation<CartCoordinator>(root: .cart)
    }

    enum CartAnswer: Sendable { case remove, keep }

    let removal = Question<CartAnswer>.confirmationDialog(
        "Remove the lamp?", buttons: [.destructive("Remove", answer: .remove), .cancel(answer: .keep)])
    let payment = Question<Bool>.alert(
        "Payment failed", buttons: [.init("Retry", answer: true), .cancel(answer: false)])

    @Test("Every picture of the article")
    func pictures() throws {
        let home = HomeCoordinator()
        var cartAnswers: [CartAnswer?] = []
        var cart: CartCoordinator?
        home.present(.cart) { (child: CartCoordinator) in
            cart = child
            child.ask(removal) { cartAnswers.append($0) }
        }
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeCoordinator .home
            layer 1: sheet
              root CartCoordinator .cart
            confirmationDialog over layer 1: CartCoordinator "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
            """)
        home.ask(payment) { _ in }
        expectEqual(
            home.debugHierarchy(),
            """
            HomeCoordinator [flow]
              root .home
              sheet .cart → CartCoordinator [flow]
                root .cart
                confirmationDialog "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
              alert "Payment failed" ["Retry", "Cancel" (cancel)] (waiting)
            """)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeCoordinator .home
            layer 1: sheet
              root CartCoordinator .cart
            confirmationDialog over layer 1: CartCoordinator "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
              waiting alert HomeCoordinator "Payment failed" ["Retry", "Cancel" (cancel)]
            """)
        try #require(cart).present(.payment)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeCoordinator .home
            layer 1: sheet
              root CartCoordinator .cart
            layer 2: sheet
              root CartCoordinator .payment
            confirmationDialog over layer 2: CartCoordinator "Remove the lamp?" ["Remove" (destructive), "Cancel" (cancel)]
              waiting alert HomeCoordinator "Payment failed" ["Retry", "Cancel" (cancel)]
            """)
        var events: [String] = []
        let observation = home.observeNavigation { events.append($0.description) }
        NavigationLayout(of: home).layers[1].userDidDismiss()
        observation.cancel()
        expectEqual(cartAnswers, [.keep])
        expectEqual(
            events,
            [
                "CartCoordinator dismissed(user) sheet .payment",
                #"CartCoordinator answered(teardown) confirmationDialog "Remove the lamp?" → "Cancel""#,
                "CartCoordinator dismissed(teardown) root .cart",
                "HomeCoordinator dismissed(user) sheet .cart",
            ])
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeCoordinator .home
            alert over layer 0: HomeCoordinator "Payment failed" ["Retry", "Cancel" (cancel)]
            """)
    }
}
