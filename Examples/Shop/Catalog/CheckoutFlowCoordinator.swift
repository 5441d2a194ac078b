import Trellis

/// An order the checkout placed: what ``CheckoutFlowCoordinator`` finishes with.
public struct PlacedOrder: Sendable, Hashable, CustomStringConvertible {
    public let number: Int

    public var description: String { "order #\(number)" }
}

/// What the user answers when asked to remove an item from the cart.
public enum CartRemoval: Sendable, Hashable {
    /// Remove it (the destructive button).
    case remove
    /// Keep it (the cancel button, also the answer when the dialog leaves without a choice).
    case keep
}

/// The cart sheet and the checkout steps inside it. It produces a result: the parent
/// that presented it can await the order it places.
///
/// It asks the user twice: a destructive confirmation dialog before removing an item
/// (``askToRemove(_:)``, answered through a closure), and an alert offering Retry when the card
/// is declined (``pay(cardDeclines:)``, which awaits the answer).
@MainActor
public final class CheckoutFlowCoordinator: FlowCoordinator, ResultProducing {
    public typealias Result = PlacedOrder

    public enum Destinations: Codable, Hashable {
        case cart
        case shipping
        case confirm
    }

    public let navigation = FlowNavigation<CheckoutFlowCoordinator>(root: .cart)

    /// The items in the cart, by name. The demo's cart opens with two; a real shop reads them
    /// from its cart model.
    public private(set) var items = ["desk lamp", "lamp shade"]

    public init() {}

    /// The question asked before removing `item`: a destructive confirmation dialog.
    public static func removal(of item: String) -> Question<CartRemoval> {
        .confirmationDialog(
            "Remove the \(item) from the cart?",
            buttons: [.destructive("Remove", answer: .remove), .cancel(answer: .keep)])
    }

    /// The question asked when the card is declined: an alert offering Retry.
    public static let paymentFailed = Question<Bool>.alert(
        "Payment failed", message: "Your card was declined.",
        buttons: [.init("Retry", answer: true), .cancel(answer: false)])

    /// Asks before removing `item`, and removes it when the user confirms. The dialog is part of
    /// the tree until it is answered; closing the cart answers it with `.keep`.
    public func askToRemove(_ item: String) {
        ask(Self.removal(of: item)) { [weak self] answer in
            if answer == .remove { self?.items.removeAll { $0 == item } }
        }
    }

    /// Pays and places the order. When the card is declined, asks whether to retry and awaits
    /// the answer: Retry pays again (the demo's card goes through the second time), Cancel (or
    /// the cart closing meanwhile) leaves the cart open without an order.
    ///
    /// - Returns: The order, or `nil` when the user did not retry.
    @discardableResult
    public func pay(cardDeclines: Bool = false) async -> PlacedOrder? {
        if cardDeclines {
            guard await ask(Self.paymentFailed) == true else { return nil }
        }
        return placeOrder()
    }

    /// Order numbers, counted per launch; a real shop gets them from its backend.
    private static var nextOrderNumber = 1001

    /// Places the order: hands it to the awaiting parent and dismisses the sheet.
    @discardableResult
    public func placeOrder() -> PlacedOrder {
        let order = PlacedOrder(number: Self.nextOrderNumber)
        Self.nextOrderNumber += 1
        finish(with: order)
        return order
    }
}
