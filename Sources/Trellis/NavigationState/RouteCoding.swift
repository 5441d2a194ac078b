import Foundation

/// A route on its way into a snapshot: the destination itself (encoded inline as its own
/// JSON) or a `null` placeholder for a route that could not be encoded.
enum RouteBox: Encodable {
    case value(any Encodable)
    case placeholder

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .value(let value): try value.encode(to: encoder)
        case .placeholder:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}

/// The route encoder and decoder: the one place destinations become JSON and back.
enum RouteCoding {
    /// Whether `type` opts in to capture and restore.
    static func isCodable(_ type: Any.Type) -> Bool {
        type is any Decodable.Type && type is any Encodable.Type
    }

    static func box<D>(_ destination: D) -> RouteBox {
        (destination as? any Encodable).map(RouteBox.value) ?? .placeholder
    }

    /// ``box(_:)`` for many destinations of one type: the `Encodable` conformance is looked up
    /// once instead of once per route.
    static func boxer<D>(for type: D.Type) -> (D) -> RouteBox {
        guard let encodable = type as? any Encodable.Type else { return { _ in .placeholder } }
        return boxer(opening: encodable, for: type)
    }

    private static func boxer<E: Encodable, D>(opening encodable: E.Type, for type: D.Type) -> (D) -> RouteBox
    {
        // `D` is `E`: the cast only checks that the two metadata are the same.
        { destination in .value(destination as! E) }
    }

    /// Appends the JSON of `route` to `output`, as `JSONEncoder` (`.sortedKeys`,
    /// `.withoutEscapingSlashes`) writes it; returns why the route cannot be encoded, or `nil`.
    ///
    /// ``RouteEncoder`` writes ordinary routes; one it does not write exactly as `JSONEncoder`
    /// would, or whose `encode(to:)` throws, goes through `JSONEncoder`, which has the last word.
    /// A route nested deeper than ``RouteEncoder/maximumNesting`` cannot be encoded: the document
    /// holding it would be too deep to read back.
    static func appendRoute(_ route: RouteBox, to output: RouteEncoder) -> String? {
        guard case .value(let value) = route else {
            output.append("null")
            return nil
        }
        do {
            try output.appendValue(value)
            return nil
        } catch {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                let data = try encoder.encode(route)
                guard nesting(of: data) <= RouteEncoder.maximumNesting else {
                    return "The route is nested more than \(RouteEncoder.maximumNesting) levels deep."
                }
                output.append(contentsOf: data)
                return nil
            } catch {
                return message(for: error)
            }
        }
    }

    /// The deepest container nesting of a JSON text.
    private static func nesting(of json: Data) -> Int {
        var depth = 0
        var deepest = 0
        var isInString = false
        var isEscaped = false
        for byte in json {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): isInString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// Decodes routes captured as JSON into `D`; the `Decodable` conformance is looked up once
    /// instead of once per route.
    static func decoder<D>(for type: D.Type) -> (JSONValue) throws -> D {
        guard let decodable = type as? any Decodable.Type else {
            return { _ in
                throw DecodingError.typeMismatch(
                    type, .init(codingPath: [], debugDescription: "\(type) is not Decodable"))
            }
        }
        return decoder(opening: decodable, for: type)
    }

    private static func decoder<T: Decodable, D>(opening decodable: T.Type, for type: D.Type)
        -> (JSONValue) throws -> D
    {
        // `T` is `D`: the cast only checks that the two metadata are the same.
        { json in try JSONValueDecoder.decode(T.self, from: json) as! D }
    }

    /// A one-line description of a coding error.
    static func message(for error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context),
            DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            context.debugDescription
        case EncodingError.invalidValue(_, let context):
            context.debugDescription
        default:
            String(describing: error)
        }
    }
}
