/// Any JSON value: how a snapshot holds a route payload until the coordinator that knows its
/// type decodes it. Numbers keep their text so that no precision is lost before decoding.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

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

    var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// The number as an `I`, as `JSONDecoder` reads it: an integer literal, or a number with
    /// a fraction or exponent whose value is a whole number in range.
    func integer<I: FixedWidthInteger>(_ type: I.Type) -> I? {
        guard case .number(let text) = self else { return nil }
        if let exact = I(text) { return exact }
        if let double = Double(text), let exact = I(exactly: double) { return exact }
        return nil
    }
}

/// The members of a JSON object, in document order; a later duplicate key wins on lookup (as it
/// did when objects were dictionaries; `JSONDecoder` keeps the first).
///
/// Snapshot objects are small (a route's case and its fields, a node's dozen fields), where a
/// linear search costs less than hashing; an object with more than `indexThreshold` members
/// also gets a hash index, so that no input makes lookups quadratic.
struct JSONObject: Equatable, Sendable {
    struct Member: Equatable, Sendable {
        var key: String
        var value: JSONValue
    }

    static let indexThreshold = 16

    let members: [Member]
    /// The position of each key's last occurrence, for large objects.
    private let index: [String: Int]?

    init(_ members: [Member]) {
        self.members = members
        if members.count > Self.indexThreshold {
            var index = [String: Int](minimumCapacity: members.count)
            for position in members.indices { index[members[position].key] = position }
            self.index = index
        } else {
            self.index = nil
        }
    }

    subscript(key: String) -> JSONValue? {
        if let index {
            return index[key].map { members[$0].value }
        }
        var position = members.count
        while position > 0 {
            position -= 1
            if members[position].key == key { return members[position].value }
        }
        return nil
    }

    /// Calls `body` with each key once (at its last occurrence, the one lookups find).
    func forEachKey(_ body: (String) throws -> Void) rethrows {
        for position in members.indices {
            let key = members[position].key
            let isLast: Bool
            if let index {
                isLast = index[key] == position
            } else {
                isLast = !members[(position + 1)...].contains { $0.key == key }
            }
            if isLast { try body(key) }
        }
    }
}
