#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    import Trellis
    import TrellisSwiftUI

    /// The products, in a scroll view that comes back to the same product after a relaunch.
    struct ProductListScreen: View {
        /// The shop's products; a real one loads them.
        static let productIDs = Array(1...30)

        let catalog: CatalogFlowCoordinator
        let restoration: StateRestorationManager

        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    Button("Filters") { catalog.showFilters() }
                    ForEach(Self.productIDs, id: \.self) { id in
                        // A link row: CoordinatorView pushes its value through the catalog.
                        NavigationLink(value: CatalogFlowCoordinator.Destinations.product(id: id)) {
                            Text("Product \(id)")
                        }
                        .id(String(id))
                    }
                }
                .scrollTargetLayout()
            }
            .restoresScrollPosition(ProductListModel.scrollViewID, in: restoration)
        }
    }
#endif
