/// Which kind of URL ``URLRouter/url(for:style:)`` builds.
public enum URLStyle: Sendable, Hashable {
    /// The router's first custom scheme, with the first path segment as the host:
    /// `shop://catalog/product/7`.
    case customScheme
    /// `https` with the router's first universal-link host: `https://shop.example.com/catalog/product/7`.
    case universalLink
}
