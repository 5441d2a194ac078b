#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The home tab's screens: the product list, a product, its reviews, the review form, the
    /// filters (a popover) and the order confirmation.
    struct CatalogScreen: View {
        let destination: CatalogFlowCoordinator.Destinations
        let catalog: CatalogFlowCoordinator
        let session: ShopSession

        var body: some View {
            switch destination {
            case .productList:
                ProductListScreen(catalog: catalog, restoration: session.restoration)
            case .product(let id):
                ProductScreen(productID: id, catalog: catalog)
            case .reviews(let productID):
                List {
                    Text("No reviews of product \(productID) yet")
                    Button("Write a review") { catalog.route(to: .writeReview(productID: productID)) }
                }
            case .writeReview(let productID):
                ReviewFormScreen(review: session.reviewForm(productID: productID))
            case .gallery, .cart:
                // Child coordinators: their own screens show these.
                EmptyView()
            case .filters:
                List {
                    Text("Only products in stock")
                    Button("Done") { catalog.dismissAllModals() }
                }
            case .orderPlaced(let number):
                List {
                    Text("Thank you! Your order #\(number) is on its way.")
                    Button("Continue shopping") { catalog.popToRoot() }
                }
            }
        }
    }

    /// One product: its reviews, its photos (a full-screen cover) and the cart (a sheet).
    struct ProductScreen: View {
        let productID: Int
        let catalog: CatalogFlowCoordinator

        var body: some View {
            let catalog = catalog
            List {
                Text("Product \(productID)")
                Button("Reviews") { catalog.route(to: .reviews(productID: productID)) }
                Button("Photos") { catalog.showGallery(productID: productID) }
                // The checkout inside the sheet places the order; the flow then shows it.
                Button("Add to cart and check out") { Task { await catalog.checkOut() } }
            }
        }
    }
#endif
