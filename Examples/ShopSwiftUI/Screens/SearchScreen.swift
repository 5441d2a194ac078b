#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The search tab: the query field, then pages of results.
    struct SearchScreen: View {
        let destination: SearchFlowCoordinator.Destinations
        let search: SearchFlowCoordinator
        @State private var query = ""

        var body: some View {
            switch destination {
            case .query:
                Form {
                    TextField("Search the shop", text: $query)
                    Button("Search") { search.search(for: query) }
                }
            case .results(let query, let page):
                List {
                    Text("Results for \"\(query)\", page \(page)")
                    Button("Next page") { search.showNextPage() }
                }
            }
        }
    }
#endif
