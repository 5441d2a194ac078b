import Trellis

/// An order the checkout placed: what ``CheckoutFlowCoordinator`` finishes with.
struct PlacedOrder: Sendable, Hashable, CustomStringConvertible {
    let number: Int

    var description: String { "order #\(number)" }
}

/// The cart sheet and the checkout steps inside it. It produces a result: the parent
/// that presented it can await the order it places.
@MainActor
final class CheckoutFlowCoordinator: FlowCoordinator, ResultProducing {
    typealias Result = PlacedOrder

    enum Destinations: Codable, Hashable {
        case cart
        case shipping
        case confirm
    }

    let stack = FlowStack<CheckoutFlowCoordinator>(root: .cart)

    /// Order numbers, counted per launch; a real shop gets them from its backend.
    private static var nextOrderNumber = 1001

    /// Places the order: hands it to the awaiting parent and dismisses the sheet.
    func placeOrder() {
        let order = PlacedOrder(number: Self.nextOrderNumber)
        Self.nextOrderNumber += 1
        finish(with: order)
    }
}
