import Trellis

/// An order the checkout placed: what ``CheckoutFlowCoordinator`` finishes with.
public struct PlacedOrder: Sendable, Hashable, CustomStringConvertible {
    public let number: Int

    public var description: String { "order #\(number)" }
}

/// The cart sheet and the checkout steps inside it. It produces a result: the parent
/// that presented it can await the order it places.
@MainActor
public final class CheckoutFlowCoordinator: FlowCoordinator, ResultProducing {
    public typealias Result = PlacedOrder

    public enum Destinations: Codable, Hashable {
        case cart
        case shipping
        case confirm
    }

    public let stack = FlowStack<CheckoutFlowCoordinator>(root: .cart)

    public init() {}

    /// Order numbers, counted per launch; a real shop gets them from its backend.
    private static var nextOrderNumber = 1001

    /// Places the order: hands it to the awaiting parent and dismisses the sheet.
    public func placeOrder() {
        let order = PlacedOrder(number: Self.nextOrderNumber)
        Self.nextOrderNumber += 1
        finish(with: order)
    }
}
