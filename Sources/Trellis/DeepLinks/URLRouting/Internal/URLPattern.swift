/// A route's path pattern, parsed once: literal segments and `:name` parameters.
///
/// Matching is segment by segment over percent-decoded segments: a literal matches the same
/// text exactly (case-sensitive, as URL paths are), a parameter matches any non-empty segment
/// and takes its decoded value. Empty segments (a double slash) match nothing.
struct URLPattern: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]

    /// Parses `text` (`/catalog/product/:id`); leading, trailing and repeated slashes are
    /// ignored. A lone `:` is a literal; a repeated parameter name is a programmer error
    /// (asserted in debug; the later segment must then equal the earlier one's value).
    init(_ text: String) {
        segments = text.split(separator: "/").map { part in
            part.count > 1 && part.first == ":"
                ? .parameter(String(part.dropFirst())) : .literal(String(part))
        }
        assert(
            Set(parameterNames).count == parameterNames.count,
            "URL pattern \(text) repeats a parameter name")
    }

    /// The names of the `:name` segments, in order.
    var parameterNames: [String] {
        segments.compactMap {
            if case .parameter(let name) = $0 { return name }
            return nil
        }
    }

    /// The parameters `path` (decoded segments) gives, or `nil` when it does not match.
    func match(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, value) in zip(segments, path) {
            switch segment {
            case .literal(let literal):
                guard value == literal else { return nil }
            case .parameter(let name):
                guard !value.isEmpty, parameters[name].map({ $0 == value }) ?? true else { return nil }
                parameters[name] = value
            }
        }
        return parameters
    }
}
