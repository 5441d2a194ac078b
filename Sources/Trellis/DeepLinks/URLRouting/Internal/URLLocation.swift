import Foundation

/// What the router reads from a URL: its path as decoded segments and its query items.
///
/// `URLComponents` parses the URL; the path is split on its percent-encoded form and each
/// segment decoded on its own, so an encoded slash (`%2F`) stays inside its segment instead of
/// splitting it.
struct URLLocation {
    /// The path's segments, percent-decoded; empty for the empty path.
    var segments: [String]
    /// The path as the router reads it, still percent-encoded, for messages.
    var path: String
    /// The query items by name; the first item of a repeated name wins.
    var queryItems: [String: String]

    /// Reads `components` (parsed from `text`) for a router accepting `schemes` (custom, the
    /// host being the first segment) and `hosts` (universal links over `https`).
    ///
    /// The host is read as the URL writes it (see ``writtenHost(_:text:)``): for a custom
    /// scheme it is the first path segment, compared exactly; for `https`, ``URLHost`` reads
    /// every spelling of it as one host.
    init(
        _ components: URLComponents, text: String, schemes: [String], hosts: Set<URLHost>
    ) throws(URLRoutingError) {
        let scheme = components.scheme?.lowercased()
        var path = components.percentEncodedPath
        let written = Self.writtenHost(components, text: text)
        if let scheme, schemes.contains(scheme) {
            if let written, !written.isEmpty { path = "/" + written + path }
        } else if scheme == "https" {
            let host = written.map(URLHost.init)
            guard let host, hosts.contains(host) else {
                throw .unsupportedHost(url: text, host: host?.description)
            }
        } else {
            throw .unsupportedScheme(url: text, scheme: components.scheme)
        }
        self.path = path
        self.segments = try Self.segments(of: path, url: text)
        var items: [String: String] = [:]
        for item in components.queryItems ?? [] where items[item.name] == nil {
            items[item.name] = item.value ?? ""
        }
        self.queryItems = items
    }

    /// The host, percent-encoded, as `text` writes it.
    ///
    /// Foundation converts hosts, differently per platform: on Linux `percentEncodedHost`
    /// decodes an `xn--` label to Unicode (`shop://xn--bcher-kva/7` gives `b%C3%BCcher`) and
    /// is `nil` for a label it finds invalid (`xn--abc-`), while `encodedHost` keeps an ASCII
    /// host as written but turns a Unicode one into `xn--`. So an ASCII URL is read through
    /// `encodedHost`, and a URL written with other characters through `percentEncodedHost`,
    /// which percent-encodes them.
    static func writtenHost(_ components: URLComponents, text: String) -> String? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            components.encodedHost ?? components.percentEncodedHost
        } else {
            components.percentEncodedHost ?? components.encodedHost
        }
    }

    /// The decoded segments of a percent-encoded path: one leading and one trailing slash are
    /// dropped, and every other slash separates segments (so `//` gives an empty segment).
    private static func segments(of path: String, url: String) throws(URLRoutingError) -> [String] {
        var trimmed = Substring(path)
        if trimmed.first == "/" { trimmed = trimmed.dropFirst() }
        if trimmed.last == "/" { trimmed = trimmed.dropLast() }
        if trimmed.isEmpty { return [] }
        var segments: [String] = []
        for part in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = part.removingPercentEncoding else { throw .malformedURL(url: url) }
            segments.append(decoded)
        }
        return segments
    }
}
