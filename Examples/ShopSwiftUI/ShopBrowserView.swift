#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    import Trellis
    import TrellisSwiftUI

    /// A catalog browser window: a browser of its own, kept in the scene's storage, so that each
    /// window (File > New Window on a Mac, another scene on an iPad) shows and resumes its own
    /// selections, and a window the user closes takes its state with it.
    struct ShopBrowserScene: View {
        @State private var windows: BrowserWindowCache

        /// A window whose browser `windows` makes (a test passes its own to look inside).
        init(windows: BrowserWindowCache = BrowserWindowCache()) {
            _windows = State(initialValue: windows)
        }

        var body: some View {
            SceneStateReader { archive in
                ShopBrowserView(window: windows.window(for: archive))
            }
        }
    }

    /// Makes the window's browser once, from the archive the scene hands over.
    @MainActor
    final class BrowserWindowCache {
        private(set) var window: BrowserWindow?

        func window(for archive: SceneStateArchive) -> BrowserWindow {
            if let window { return window }
            let made = BrowserWindow(storage: .scene(archive))
            window = made
            return made
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
