/// Why a URL could not be turned into a target, or a target into a URL.
///
/// ``URLRouter`` never traps on a URL, whatever its size or content: every URL gives a target
/// or one of these errors. URLs are quoted in ``description`` shortened to their first
/// 200 characters.
public enum URLRoutingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a URL `URLComponents` can parse, or its path holds a percent escape
    /// that does not decode to UTF-8.
    case malformedURL(url: String)
    /// The URL's scheme is neither one of the router's custom schemes nor `https` with a
    /// universal-link host (`scheme` is `nil` when the URL has none).
    case unsupportedScheme(url: String, scheme: String?)
    /// The URL is `https` but its host is not one of the router's universal-link hosts
    /// (`host` is as the router compares it: lowercased, in Unicode, without a final dot).
    case unsupportedHost(url: String, host: String?)
    /// No route's pattern matches the URL's path (as the router reads it: for a custom scheme,
    /// the host is the first segment).
    case noMatchingRoute(url: String, path: String)
    /// The matched route asked for a parameter the URL does not have.
    case missingParameter(url: String, name: String)
    /// A parameter's value is not of the type the route asked for (`expected` is `Int`, or
    /// what the route said when it rejected the value).
    case malformedParameter(url: String, name: String, value: String, expected: String)
    /// The matched route's closure threw an error of the app's own (`reason` describes it).
    case routeFailed(url: String, pattern: String, reason: String)
    /// No route's reverse closure claims the target (`target` lists its destinations).
    case noRouteForTarget(target: String)
    /// The router has no custom scheme (for ``URLStyle/customScheme``) or no universal-link
    /// host (for ``URLStyle/universalLink``) to build a URL with.
    case styleNotConfigured(URLStyle)
    /// The parameters a route's reverse closure gave cannot fill its pattern (one is missing
    /// or empty, or names neither a path parameter nor a declared query item).
    case cannotBuildURL(pattern: String, reason: String)

    /// A sentence a developer can act on, naming the URL.
    public var description: String {
        switch self {
        case .malformedURL(let url):
            "\(quoted(url)) is not a well-formed URL."
        case .unsupportedScheme(let url, let scheme):
            if let scheme {
                "\(quoted(url)) has the scheme \(quoted(scheme)), which the router does not accept."
            } else {
                "\(quoted(url)) has no scheme; the router accepts only its custom schemes and https."
            }
        case .unsupportedHost(let url, let host):
            "\(quoted(url)) has the host \(quoted(host ?? "")), which is not one of the router's universal-link hosts."
        case .noMatchingRoute(let url, let path):
            "No URL route matches the path \(quoted(path)) of \(quoted(url))."
        case .missingParameter(let url, let name):
            "\(quoted(url)) has no parameter \(quoted(name)), which its URL route requires."
        case .malformedParameter(let url, let name, let value, let expected):
            "The parameter \(quoted(name)) of \(quoted(url)) is \(quoted(value)), not \(expected)."
        case .routeFailed(let url, let pattern, let reason):
            "The URL route \(quoted(pattern)) failed on \(quoted(url)): \(reason)."
        case .noRouteForTarget(let target):
            "No URL route builds a URL for the target \(target)."
        case .styleNotConfigured(let style):
            switch style {
            case .customScheme: "The router has no custom scheme to build a URL with."
            case .universalLink: "The router has no universal-link host to build a URL with."
            }
        case .cannotBuildURL(let pattern, let reason):
            "The URL route \(quoted(pattern)) cannot build a URL: \(reason)."
        }
    }
}

/// `text` in quotes, cut to its first 200 characters so a huge URL stays readable.
private func quoted(_ text: String) -> String {
    let limit = 200
    var prefix = ""
    var count = 0
    for character in text.unicodeScalars {
        if count == limit { return "\"\(prefix)…\" (\(text.utf8.count) bytes)" }
        prefix.unicodeScalars.append(character)
        count += 1
    }
    return "\"\(prefix)\""
}
