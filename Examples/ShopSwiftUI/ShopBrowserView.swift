#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    import Trellis
    import TrellisSwiftUI

    /// The catalog browser's window: a split view on an iPad or a Mac (categories, a category's
    /// products, the product and its reviews), collapsed into one stack on a narrow window.
    struct ShopBrowserView: View {
        let session: ShopSession

        var body: some View {
            CoordinatorView(session.browser)
                .screens(for: CatalogBrowserCoordinator.self) { destination, _ in
                    BrowserColumnScreen(destination: destination)
                }
                .screens(for: ProductFlowCoordinator.self) { destination, product in
                    switch destination {
                    case .product(let id):
                        Group {
                            Text("Product \(id)")
                            Button("Reviews") { product.showReviews() }
                        }
                    case .reviews(let id):
                        Text("Reviews of product \(id)")
                    }
                }
                .savesState(of: session.browserRestoration)
        }
    }

    /// The sidebar (the categories) and the content column (a category's products): a row per
    /// item, selected through the split view's `splitSelection`.
    struct BrowserColumnScreen: View {
        let destination: CatalogBrowserCoordinator.Destinations
        @Environment(\.splitSelection) private var selection

        var body: some View {
            List {
                ForEach(rows, id: \.title) { row in
                    Button(row.title) { selection(row.destination) }
                }
            }
        }

        private var rows: [(title: String, destination: CatalogBrowserCoordinator.Destinations)] {
            switch destination {
            case .categories:
                CatalogBrowserCoordinator.catalog.map {
                    ("Category \($0.category)", .category(id: $0.category))
                }
            case .category(let id):
                (CatalogBrowserCoordinator.catalog.first { $0.category == id }?.products ?? []).map {
                    ("Product \($0)", .product(id: $0))
                }
            case .product:
                []
            }
        }
    }
#endif
