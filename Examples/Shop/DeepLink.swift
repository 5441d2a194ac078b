import Foundation

/// The places a `shop://` link can open.
///
/// ```
/// shop://product/7                 .product(id: 7)
/// shop://product/7/reviews         .reviews(productID: 7)
/// shop://search?q=lamp             .search(query: "lamp")
/// shop://settings/notifications    .notificationSettings
/// ```
public enum DeepLink: Hashable {
    case product(id: Int)
    case reviews(productID: Int)
    case search(query: String)
    case notificationSettings

    /// Parses a `shop://` link; `nil` for anything else.
    public init?(url text: String) {
        guard let components = URLComponents(string: text), components.scheme == "shop",
            let host = components.host
        else { return nil }
        let path = components.path.split(separator: "/").map(String.init)
        switch host {
        case "product":
            guard let id = path.first.flatMap({ Int($0) }) else { return nil }
            switch path.dropFirst() {
            case []: self = .product(id: id)
            case ["reviews"]: self = .reviews(productID: id)
            default: return nil
            }
        case "search":
            guard path.isEmpty, let query = components.queryItems?.first(where: { $0.name == "q" })?.value,
                !query.isEmpty
            else { return nil }
            self = .search(query: query)
        case "settings":
            guard path == ["notifications"] else { return nil }
            self = .notificationSettings
        default:
            return nil
        }
    }
}
