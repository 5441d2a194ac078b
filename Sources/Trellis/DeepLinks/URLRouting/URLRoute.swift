/// One route of a ``URLRouter``: a path pattern with typed parameters, the target it leads to,
/// and the way back from a target to the parameters, so the router can build the target's URL.
///
/// A pattern is a path of literal segments and `:name` parameters, `/catalog/product/:id`;
/// `query` declares the query items the route reads and writes. Literals are compared with
/// the URL's percent-decoded segments exactly (case-sensitive); a parameter takes any
/// non-empty segment. Parameter values are percent-encoded when a URL is built, `/` included,
/// so any text round-trips through the router; but a browser resolves a segment that is `.`
/// or `..` before the app sees it, so carry free text in a query item.
///
/// ```swift
/// URLRoute<AppCoordinator>("/catalog/product/:id", query: ["variant"]) { parameters in
///     AppCoordinator.target(
///         root: .main,
///         showing: CatalogCoordinator.target(path: [.push(.product(id: try parameters.int("id")))]))
/// } parameters: { target in
///     guard case .product(let id)? = target.destinations(of: CatalogCoordinator.Destinations.self).last
///     else { return nil }
///     return ["id": String(id)]
/// }
/// ```
@MainActor
public struct URLRoute<Root: Coordinator> {
    /// The path pattern, as written.
    public let pattern: String
    /// The query items the route reads and writes, in the order URLs are built with.
    public let queryNames: [String]
    let parsedPattern: URLPattern
    let makeTarget: @MainActor (URLParameters) throws -> NavigationTarget<Root>
    let parameters: @MainActor (NavigationTarget<Root>) -> [String: String]?

    /// A route from `pattern` to the target `target` makes, and back.
    ///
    /// - Parameters:
    ///   - pattern: Literal segments and `:name` parameters, `/profile/orders/:id`; `/` is the
    ///     empty path.
    ///   - query: The names of the query items the route reads and writes. Any query item is
    ///     readable from ``URLParameters``; only these are written into built URLs.
    ///   - target: Makes the target from the URL's parameters; a missing or malformed
    ///     parameter throws (``URLParameters`` does it for you), and the router passes the
    ///     error on. Any other error the closure throws is reported as
    ///     ``URLRoutingError/routeFailed(url:pattern:reason:)``.
    ///   - parameters: Returns the parameters (path and query, by name) when `target` is this
    ///     route's, `nil` otherwise; ``URLRouter/url(for:style:)`` uses the first route that
    ///     answers.
    public init(
        _ pattern: String, query: [String] = [],
        target: @escaping @MainActor (URLParameters) throws -> NavigationTarget<Root>,
        parameters: @escaping @MainActor (NavigationTarget<Root>) -> [String: String]?
    ) {
        self.pattern = pattern
        self.queryNames = query
        self.parsedPattern = URLPattern(pattern)
        self.makeTarget = target
        self.parameters = parameters
    }
}
