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

    /// Decodes a route captured as JSON into `D`.
    static func decode<D>(_ type: D.Type, from json: JSONValue) throws -> D {
        guard let decodable = type as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: [], debugDescription: "\(type) is not Decodable"))
        }
        guard let value = try decode(decodable, json) as? D else {
            throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "unexpected type"))
        }
        return value
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ json: JSONValue) throws -> T {
        try JSONValueDecoder.decode(T.self, from: json)
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
