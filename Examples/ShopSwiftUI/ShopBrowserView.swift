#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    import Trellis
    import TrellisSwiftUI

    /// A catalog browser window: a browser of its own, kept in the scene's storage, so that each
    /// window (File > New Window on a Mac, another scene on an iPad) shows and resumes its own
    /// selections, and a window the user closes takes its state with it.
    struct ShopBrowserScene: View {
        /// Makes the window's browser from its scene's archive (a test passes its own to look
        /// inside); the reader keeps it for the life of the scene.
        var makeWindow: @MainActor (SceneStateArchive) -> BrowserWindow = {
            BrowserWindow(storage: .scene($0))
        }

        var body: some View {
            SceneStateReader(making: makeWindow) { window in
                ShopBrowserView(window: window)
            }
        }
    }

    /// The catalog browser: a split view on an iPad or a Mac (categories, a category's products,
    /// the product and its reviews), collapsed into one stack on a narrow window.
    struct ShopBrowserView: View {
        let window: BrowserWindow

        var body: some View {
            CoordinatorView(window.browser)
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
                .savesState(of: window.restoration)
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
