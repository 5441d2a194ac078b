import Trellis

/// The home tab: the product list, a product, its reviews and the review form, with the
/// filters as a popover, the cart as a sheet at medium height and the photo gallery as a
/// full-screen cover.
@MainActor
public final class CatalogFlowCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable {
        case productList
        case product(id: Int)
        case reviews(productID: Int)
        case writeReview(productID: Int)
        case gallery(productID: Int)
        case cart
        case orderPlaced(number: Int)
        case filters
    }

    public let navigation = FlowNavigation<CatalogFlowCoordinator>(root: .productList)

    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .gallery(let productID): GalleryCoordinator(productID: productID)
        case .cart: CheckoutFlowCoordinator()
        case .productList, .product, .reviews, .writeReview, .orderPlaced, .filters: nil
        }
    }

    /// The filters stay a popover on a phone too; the cart opens at half height, with a drag
    /// indicator to pull it up.
    public func presentationOptions(for destination: Destinations) -> PresentationOptions {
        switch destination {
        case .filters: PresentationOptions(compactAdaptation: .popover)
        case .cart: PresentationOptions(detents: [.medium, .large], dragIndicator: .visible)
        default: .default
        }
    }

    /// Shows the catalog's filters in a popover, pointing at the screen that asked for them.
    public func showFilters() {
        present(.filters, as: .popover)
    }

    /// Shows a product's photos over everything, as a full-screen cover.
    public func showGallery(productID: Int) {
        present(.gallery(productID: productID), as: .fullScreenCover)
    }

    /// Opens the cart as a sheet and waits for the checkout inside it.
    ///
    /// When the checkout places an order, the sheet goes away and the flow shows the
    /// confirmation. When the user closes the cart instead, nothing else happens.
    ///
    /// - Returns: The order, or `nil` when the cart was closed without one.
    @discardableResult
    public func checkOut() async -> PlacedOrder? {
        guard let order = await present(.cart, awaiting: CheckoutFlowCoordinator.self) else { return nil }
        route(to: .orderPlaced(number: order.number))
        return order
    }
}
