import Foundation

/// Percent-encoding for the URLs the router builds.
///
/// Every path segment, query name and query value is encoded with one strict set (RFC 3986's
/// unreserved characters and sub-delimiters but `&`, `=`, `+` and `;`), the same on every
/// platform: a parameter holding `/`, `?`, `#`, `&`, `+`, `%` or non-ASCII text comes back
/// unchanged through `URLComponents`. `URLComponents.queryItems` is not used to encode
/// because it leaves `+` and `;` as they are, which servers and some platforms read
/// differently; `percentEncodedHost` is not used because its setter refuses some encoded
/// hosts, and a custom scheme's host is a parameter like any segment.
enum URLEncoding {
    private static let allowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*,")

    /// `text` percent-encoded; `nil` only if Foundation cannot encode it.
    static func encode(_ text: String) -> String? {
        text.addingPercentEncoding(withAllowedCharacters: allowed)
    }
}
