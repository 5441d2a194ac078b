import Trellis

/// The search tab: the query screen, then pages of results. The query and the page are
/// destination payloads, so a restored session shows the same page of the same search.
@MainActor
public final class SearchFlowCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable {
        case query
        case results(query: String, page: Int)
    }

    public let navigation = FlowNavigation<SearchFlowCoordinator>(root: .query)

    public init() {}

    /// Shows the first page of results for `query`.
    public func search(for query: String) {
        route(to: .results(query: query, page: 1))
    }

    /// Pushes the next page of the results on top; does nothing when no results show.
    public func showNextPage() {
        guard case .results(let query, let page) = navigation.entries.last?.destination else { return }
        route(to: .results(query: query, page: page + 1))
    }
}
