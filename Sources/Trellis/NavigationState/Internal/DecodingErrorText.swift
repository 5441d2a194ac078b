import Foundation

/// Foundation's `JSONDecoder` errors as a reason a person can read, for the documents that
/// restore and inspection decode (snapshots, app-state files).
enum DecodingErrorText {
    /// A reason such as `it is not valid JSON (Unexpected end of file during JSON parse)` or
    /// `Expected to decode Int but found a string instead (at nodes.3.slot)`.
    ///
    /// - Parameter data: The document, parsed again with `JSONSerialization` only when it is
    ///   not JSON, because `JSONDecoder` does not say where or why.
    static func reason(for error: DecodingError, in data: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "it is not valid JSON" + (syntaxError(in: data).map { " (\($0))" } ?? "")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return "its top level is not a JSON object"
        case .keyNotFound(let key, let context):
            return "the field \"\(key.stringValue)\" is missing" + location(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return sentence(context.debugDescription) + location(context.codingPath)
        @unknown default:
            return String(describing: error)
        }
    }

    /// `JSONSerialization`'s description of what is wrong with `data`, or `nil`.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            return nil
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return detail.map(sentence)
        }
    }

    /// ` (at nodes.3.slot)`, or nothing for the top level.
    private static func location(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        return " (at " + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            + ")"
    }

    /// `text` without its final period, to go inside a longer sentence.
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
