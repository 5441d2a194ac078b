/// Any JSON value: how a snapshot holds a route payload until the coordinator that knows its
/// type decodes it. Numbers keep their text so that no precision is lost before decoding.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short name of the value's JSON type, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: Decodable {
    /// Takes the value straight from a ``JSONValueDecoder``; other decoders are not used with it.
    init(from decoder: any Decoder) throws {
        guard let decoder = decoder as? JSONValueDecoder else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "JSONValue decodes only from a JSONValueDecoder"))
        }
        self = decoder.value
    }
}
