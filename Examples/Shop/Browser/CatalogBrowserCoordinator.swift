import Trellis

/// The shop on an iPad or a Mac: the categories in the sidebar, a category's products in the
/// content column, and the product with its reviews in the detail column.
///
/// The browser is a tree of its own, saved with a scene of its own (``ShopSession/browser``),
/// so the phone's tabs and their snapshots are untouched. On a narrow window (an iPhone, Slide
/// Over) its columns collapse into one stack: categories, products, the product, its reviews.
@MainActor
public final class CatalogBrowserCoordinator: SplitCoordinator {
    public enum Destinations: Codable, Hashable {
        case categories
        case category(id: Int)
        case product(id: Int)
    }

    /// The categories the example sells, each with its products' ids.
    public static let catalog: [(category: Int, products: [Int])] = [(1, [1, 2]), (2, [3, 4]), (3, [5])]

    public let navigation = SplitNavigation<CatalogBrowserCoordinator>(
        root: .categories, hasContentColumn: true)

    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .product(let id): ProductFlowCoordinator(productID: id)
        case .categories, .category: nil
        }
    }

    /// The product the detail column shows, when one is selected.
    public var product: ProductFlowCoordinator? {
        navigation.selection(in: .content)?.child as? ProductFlowCoordinator
    }
}

/// The browser's detail column: a product, then its reviews.
@MainActor
public final class ProductFlowCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable {
        case product(id: Int)
        case reviews(productID: Int)
    }

    public let navigation: FlowNavigation<ProductFlowCoordinator>
    /// The product shown.
    public let productID: Int

    public init(productID: Int) {
        self.productID = productID
        navigation = FlowNavigation(root: .product(id: productID))
    }

    /// Pushes the product's reviews.
    public func showReviews() {
        route(to: .reviews(productID: productID))
    }
}
