import Trellis

/// The search tab: the query screen, then pages of results. The query and the page are
/// route payloads, so a restored session shows the same page of the same search.
@MainActor
final class SearchFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case query
        case results(query: String, page: Int)
    }

    let stack = FlowStack<SearchFlowCoordinator>(root: .query)

    /// Shows the first page of results for `query`.
    func search(for query: String) {
        route(to: .results(query: query, page: 1))
    }

    /// Pushes the next page of the results on top; does nothing when no results show.
    func showNextPage() {
        guard case .results(let query, let page) = stack.entries.last?.destination else { return }
        route(to: .results(query: query, page: page + 1))
    }
}
