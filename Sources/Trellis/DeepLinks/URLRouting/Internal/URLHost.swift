import Foundation

/// A universal-link host as the router compares it, whichever way a URL spells it.
///
/// Every spelling of one internationalized host gives the same host: the ASCII form
/// (`xn--bcher-kva.example`), the Unicode form (`bücher.example`), the Unicode form
/// percent-encoded (`b%C3%BCcher.example`), in any case, with or without the final dot of a
/// fully qualified name. Each label is read as follows:
///
/// 1. Percent escapes are decoded (the whole host, as UTF-8).
/// 2. A label starting with `xn--` (any case) of at most 63 bytes, the DNS limit, whose
///    rest is valid Punycode (``Punycode``) and encodes something other than plain ASCII, is
///    replaced by the Unicode it encodes. Any other label is kept as it is written.
/// 3. The label is lowercased (Unicode's full mapping) and put in Unicode Normalization
///    Form C, so `BÜCHER` and `bu\u{308}cher` are `bücher`.
///
/// The ideographic full stops `。` `．` `｡` separate labels, as a dot does. Not done: the rest
/// of UTS #46 (width folding, `ß` to `ss`, removal of ignored code points) and IDNA2008
/// validation; a host is compared, never refused, so a label the rules would reject simply
/// matches only itself.
struct URLHost: Hashable, CustomStringConvertible {
    /// The labels: Unicode, lowercased, NFC, without the final empty label of a final dot.
    let labels: [String]

    /// Reads `spelling`, a host as a URL or the app writes it.
    init(_ spelling: String) {
        let decoded = spelling.removingPercentEncoding ?? spelling
        var labels = decoded.split(omittingEmptySubsequences: false) { Self.separators.contains($0) }
            .map(Self.label)
        if labels.count > 1, labels.last == "" { labels.removeLast() }
        self.labels = labels
    }

    /// The Unicode spelling, as the router compares it and names it in errors.
    var description: String { labels.joined(separator: ".") }

    /// The ASCII spelling, with an `xn--` label for each label that is not ASCII: what the
    /// router writes into the URLs it builds. `nil` only when Punycode cannot encode a label.
    var asciiSpelling: String? {
        var ascii: [String] = []
        for label in labels {
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                ascii.append(label)
            } else {
                guard let encoded = Punycode.encode(Array(label.unicodeScalars)) else { return nil }
                ascii.append("xn--" + encoded)
            }
        }
        return ascii.joined(separator: ".")
    }

    private static let separators: Set<Character> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
    private static let longestLabel = 63

    private static func label(_ written: Substring) -> String {
        var label = String(written)
        if label.utf8.count <= longestLabel, label.lowercased().hasPrefix("xn--"),
            let scalars = Punycode.decode(label.dropFirst(4)), !scalars.allSatisfy(\.isASCII)
        {
            label = String(String.UnicodeScalarView(scalars))
        }
        return label.lowercased().precomposedStringWithCanonicalMapping
    }
}
