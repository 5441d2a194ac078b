import Foundation

/// Turns the app's URLs into navigation targets and targets back into URLs, through a list
/// of routes.
///
/// A router accepts custom-scheme URLs (`shop://catalog/product/7`, where the host is read as
/// the first path segment, so the path is `/catalog/product/7`) and universal links over
/// `https` on its hosts (`https://shop.example.com/catalog/product/7`). Schemes are compared
/// case-insensitively, path segments exactly. Hosts are compared as hosts: in any case, with
/// or without a final dot, and an internationalized host in its ASCII (`xn--bcher-kva.example`)
/// or Unicode (`bücher.example`, also percent-encoded) spelling alike; URLs the router builds
/// use the ASCII spelling. `http`, other schemes and other hosts are refused. Ports, user
/// names and fragments are ignored.
///
/// Routes are tried in the order given and the first whose pattern matches the path wins,
/// so list a literal route before a parameter route that overlaps it (`/catalog/product/new`
/// before `/catalog/product/:id`). Once a pattern matches, the route's closure decides: if it
/// throws, that error is the answer (no later route is tried).
///
/// A URL's path is read from `URLComponents.percentEncodedPath`, split on `/` and decoded
/// segment by segment, so `%2F` is a slash inside a parameter. One trailing slash is
/// tolerated; an empty segment (`//`) matches no route; dot segments (`.`, `..`) are not
/// resolved and are ordinary segments. Query items come from `URLComponents.queryItems`; the
/// first of a repeated name wins.
///
/// ```swift
/// let router = URLRouter<AppCoordinator>(
///     schemes: ["shop"], universalLinkHosts: ["shop.example.com"], routes: [productRoute, settingsRoute])
/// app.navigate(to: try router.target(for: url))
/// let link = try router.url(for: target, style: .universalLink)
/// ```
///
/// Every URL gives a target or a ``URLRoutingError``; no input traps, and time is linear in
/// the URL's length.
@MainActor
public struct URLRouter<Root: Coordinator> {
    /// The custom schemes accepted, lowercased; the first is used to build URLs.
    public let schemes: [String]
    /// The universal-link hosts accepted over `https`, lowercased; the first is used to build
    /// URLs (in its ASCII spelling).
    public let universalLinkHosts: [String]
    /// The routes, in the order they are tried.
    public let routes: [URLRoute<Root>]
    /// The hosts as they are compared.
    private let hosts: Set<URLHost>

    /// A router accepting `schemes` and `universalLinkHosts`, trying `routes` in order.
    ///
    /// A host may be given in either spelling: `"bücher.example"` and
    /// `"xn--bcher-kva.example"` are the same host.
    public init(schemes: [String] = [], universalLinkHosts: [String] = [], routes: [URLRoute<Root>]) {
        self.schemes = schemes.map { $0.lowercased() }
        self.universalLinkHosts = universalLinkHosts.map { $0.lowercased() }
        self.hosts = Set(universalLinkHosts.map(URLHost.init))
        self.routes = routes
    }

    /// The target `url` leads to.
    ///
    /// - Throws: ``URLRoutingError`` when the scheme or host is not the router's, no route
    ///   matches the path, or the matching route rejects a parameter or fails.
    public func target(for url: URL) throws(URLRoutingError) -> NavigationTarget<Root> {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw .malformedURL(url: text)
        }
        return try target(for: components, text: text)
    }

    /// The target the URL written as `text` leads to.
    ///
    /// - Throws: ``URLRoutingError/malformedURL(url:)`` when `URLComponents` cannot parse
    ///   `text`, and otherwise as ``target(for:)-(URL)``.
    public func target(for text: String) throws(URLRoutingError) -> NavigationTarget<Root> {
        guard let components = URLComponents(string: text) else { throw .malformedURL(url: text) }
        return try target(for: components, text: text)
    }

    /// The URL of `target`, built by the first route whose `parameters` closure claims it.
    ///
    /// - Throws: ``URLRoutingError/noRouteForTarget(target:)`` when no route claims it,
    ///   ``URLRoutingError/styleNotConfigured(_:)`` when the router has no scheme or host for
    ///   `style`, ``URLRoutingError/cannotBuildURL(pattern:reason:)`` when the claiming
    ///   route's parameters do not fill its pattern.
    public func url(for target: NavigationTarget<Root>, style: URLStyle) throws(URLRoutingError) -> URL {
        for route in routes {
            guard let parameters = route.parameters(target) else { continue }
            return try url(of: route, with: parameters, style: style)
        }
        let destinations = target.plan.destinations.map { ".\($0)" }.joined(separator: ", ")
        throw .noRouteForTarget(target: "\(Root.self) [\(destinations)]")
    }

    private func target(for components: URLComponents, text: String) throws(URLRoutingError)
        -> NavigationTarget<Root>
    {
        let location = try URLLocation(
            components, text: text, schemes: schemes, hosts: hosts)
        for route in routes {
            guard let pathParameters = route.parsedPattern.match(location.segments) else { continue }
            let parameters = URLParameters(
                url: text, pathParameters: pathParameters, queryItems: location.queryItems)
            do {
                return try route.makeTarget(parameters)
            } catch let error as URLRoutingError {
                throw error
            } catch {
                throw .routeFailed(url: text, pattern: route.pattern, reason: "\(error)")
            }
        }
        throw .noMatchingRoute(url: text, path: location.path.isEmpty ? "/" : location.path)
    }

    private func url(of route: URLRoute<Root>, with parameters: [String: String], style: URLStyle)
        throws(URLRoutingError) -> URL
    {
        func encode(_ text: String) throws(URLRoutingError) -> String {
            guard let encoded = URLEncoding.encode(text) else {
                throw .cannotBuildURL(pattern: route.pattern, reason: "\"\(text)\" cannot be percent-encoded")
            }
            return encoded
        }
        var used: Set<String> = []
        var segments: [String] = []
        for segment in route.parsedPattern.segments {
            switch segment {
            case .literal(let literal):
                segments.append(try encode(literal))
            case .parameter(let name):
                guard let value = parameters[name], !value.isEmpty else {
                    throw .cannotBuildURL(
                        pattern: route.pattern, reason: "the path parameter \"\(name)\" is missing or empty")
                }
                used.insert(name)
                segments.append(try encode(value))
            }
        }
        var queryItems: [String] = []
        for name in route.queryNames where !used.contains(name) {
            guard let value = parameters[name] else { continue }
            used.insert(name)
            queryItems.append(try encode(name) + "=" + encode(value))
        }
        if let unknown = parameters.keys.sorted().first(where: { !used.contains($0) }) {
            throw .cannotBuildURL(
                pattern: route.pattern,
                reason: "\"\(unknown)\" is neither a path parameter nor a declared query item")
        }
        var text: String
        switch style {
        case .customScheme:
            guard let scheme = schemes.first else { throw .styleNotConfigured(style) }
            text = scheme + "://" + segments.joined(separator: "/")
        case .universalLink:
            guard let host = universalLinkHosts.first else { throw .styleNotConfigured(style) }
            guard let ascii = URLHost(host).asciiSpelling else {
                throw .cannotBuildURL(
                    pattern: route.pattern, reason: "the host \"\(host)\" cannot be written in ASCII")
            }
            text = "https://" + ascii + "/" + segments.joined(separator: "/")
        }
        if !queryItems.isEmpty { text += "?" + queryItems.joined(separator: "&") }
        guard let url = URL(string: text) else { throw .malformedURL(url: text) }
        return url
    }
}
