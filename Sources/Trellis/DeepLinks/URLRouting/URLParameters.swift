/// The parameters of a matched URL: the pattern's `:name` segments (percent-decoded) and the
/// URL's query items, read with the type the route expects.
///
/// A path parameter and a query item may share a name; the path parameter wins. Reading a
/// missing or malformed value throws a ``URLRoutingError`` naming the URL and the parameter,
/// which ``URLRouter/target(for:)-(URL)`` passes on to the caller.
///
/// ```swift
/// URLRoute("/catalog/product/:id", query: ["variant"]) { parameters in
///     let id = try parameters.int("id")
///     let variant = parameters.query("variant")
///     …
/// }
/// ```
public struct URLParameters: Sendable, Hashable {
    /// The URL being matched, as the caller gave it.
    public let url: String
    /// The path parameters by name, percent-decoded.
    public let pathParameters: [String: String]
    /// The query items by name, percent-decoded; when a name repeats, the first item wins, and
    /// an item without `=` has the empty value.
    public let queryItems: [String: String]

    /// The parameters of `url`.
    public init(url: String, pathParameters: [String: String], queryItems: [String: String]) {
        self.url = url
        self.pathParameters = pathParameters
        self.queryItems = queryItems
    }

    /// The path parameter or query item named `name`.
    ///
    /// - Throws: ``URLRoutingError/missingParameter(url:name:)`` when the URL has neither.
    public func string(_ name: String) throws(URLRoutingError) -> String {
        guard let value = pathParameters[name] ?? queryItems[name] else {
            throw .missingParameter(url: url, name: name)
        }
        return value
    }

    /// The path parameter or query item named `name`, as an `Int`.
    ///
    /// - Throws: ``URLRoutingError/missingParameter(url:name:)`` when the URL has neither,
    ///   ``URLRoutingError/malformedParameter(url:name:value:expected:)`` when it is not an
    ///   `Int` (`Int(_:)` reads it: decimal digits with an optional sign, within `Int`'s range).
    public func int(_ name: String) throws(URLRoutingError) -> Int {
        try value(name, as: Int.self)
    }

    /// The path parameter or query item named `name`, read with `T(_:)`.
    ///
    /// - Throws: ``URLRoutingError/missingParameter(url:name:)`` when the URL has neither,
    ///   ``URLRoutingError/malformedParameter(url:name:value:expected:)`` when `T(_:)`
    ///   returns `nil`.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(URLRoutingError)
        -> T
    {
        let text = try string(name)
        guard let value = T(text) else {
            throw .malformedParameter(url: url, name: name, value: text, expected: "\(T.self)")
        }
        return value
    }

    /// The query item named `name`, or `nil` when the URL has none.
    public func query(_ name: String) -> String? {
        queryItems[name]
    }

    /// The query item named `name` read with `T(_:)`, or `nil` when the URL has none.
    ///
    /// - Throws: ``URLRoutingError/malformedParameter(url:name:value:expected:)`` when the
    ///   item is there but `T(_:)` returns `nil`.
    public func query<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(URLRoutingError)
        -> T?
    {
        guard let text = queryItems[name] else { return nil }
        guard let value = T(text) else {
            throw .malformedParameter(url: url, name: name, value: text, expected: "\(T.self)")
        }
        return value
    }

    /// The error rejecting the value of `name`, with `expected` saying what the route accepts:
    /// `throw parameters.reject("category", expected: "books or music")`.
    public func reject(_ name: String, expected: String) -> URLRoutingError {
        .malformedParameter(
            url: url, name: name, value: pathParameters[name] ?? queryItems[name] ?? "", expected: expected)
    }
}
