/// Reads a ``SnapshotDocument`` out of parsed JSON: each field by name with the type the format
/// declares, unknown fields ignored, a missing or `null` optional field absent, routes kept as
/// ``JSONValue`` for the coordinators to decode. Reading it by hand instead of through
/// `Decodable` costs a few hundred instructions per node instead of a hundred thousand.
enum SnapshotReader {
    /// What is wrong, and where: `"Expected an integer but found a string. (at nodes.3.slot)"`.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var path: [String]

        var description: String {
            "\(message) (at \(path.isEmpty ? "the top" : path.joined(separator: ".")))"
        }
    }

    static func document(from json: JSONValue) throws(Failure) -> SnapshotDocument<JSONValue> {
        let top = try object(json, at: [])
        let nodesJSON = try required(top, "nodes", at: [])
        guard case .array(let elements) = nodesJSON else {
            throw mismatch("an array", nodesJSON, at: ["nodes"])
        }
        var nodes: [SnapshotNode<JSONValue>] = []
        nodes.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            nodes.append(try node(element, at: ["nodes", String(index)]))
        }
        return SnapshotDocument(
            format: try string(required(top, "format", at: []), at: ["format"]),
            version: try integer(required(top, "version", at: []), at: ["version"]),
            nodes: nodes)
    }

    private static func node(_ json: JSONValue, at path: [String]) throws(Failure) -> SnapshotNode<JSONValue>
    {
        let fields = try object(json, at: path)
        let kindText = try string(required(fields, "kind", at: path), at: path + ["kind"])
        guard let kind = CoordinatorKind(rawValue: kindText) else {
            throw Failure(
                message: "unknown coordinator kind \"\(kindText)\" (expected flow, tab or root)",
                path: path + ["kind"])
        }
        var node = SnapshotNode<JSONValue>(
            parent: try optional(fields, "parent", at: path, integer),
            slot: try optional(fields, "slot", at: path, integer),
            type: try string(required(fields, "type", at: path), at: path + ["type"]),
            kind: kind)
        node.opaque = try optional(fields, "opaque", at: path, bool)
        node.root = present(fields["root"])
        node.entries = try optional(fields, "entries", at: path, routes)
        node.presentations = try optional(fields, "presentations", at: path, string)
        node.tabs = try optional(fields, "tabs", at: path, routes)
        node.created = try optional(fields, "created", at: path, bools)
        node.selected = try optional(fields, "selected", at: path, integer)
        node.modals = try optional(fields, "modals", at: path, routes)
        node.modalPresentations = try optional(fields, "modalPresentations", at: path, string)
        node.omitted = try optional(fields, "omitted", at: path, omissions)
        return node
    }

    private static func omissions(_ json: JSONValue, at path: [String]) throws(Failure) -> [SnapshotOmission]
    {
        guard case .array(let elements) = json else { throw mismatch("an array", json, at: path) }
        var omissions: [SnapshotOmission] = []
        for (index, element) in elements.enumerated() {
            let elementPath = path + [String(index)]
            let fields = try object(element, at: elementPath)
            let reasonText = try string(
                required(fields, "reason", at: elementPath), at: elementPath + ["reason"])
            guard let reason = SnapshotOmission.Reason(rawValue: reasonText) else {
                throw Failure(
                    message: "unknown omission reason \"\(reasonText)\"",
                    path: elementPath + ["reason"])
            }
            omissions.append(
                SnapshotOmission(
                    slot: try integer(required(fields, "slot", at: elementPath), at: elementPath + ["slot"]),
                    reason: reason,
                    count: try optional(fields, "count", at: elementPath, integer),
                    detail: try optional(fields, "detail", at: elementPath, string)))
        }
        return omissions
    }

    // MARK: - Fields

    private static func present(_ value: JSONValue?) -> JSONValue? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    private static func required(_ fields: JSONObject, _ key: String, at path: [String]) throws(Failure)
        -> JSONValue
    {
        guard let value = fields[key] else {
            throw Failure(message: "No value for key \"\(key)\".", path: path)
        }
        return value
    }

    private static func optional<T>(
        _ fields: JSONObject, _ key: String, at path: [String],
        _ read: (JSONValue, [String]) throws(Failure) -> T
    ) throws(Failure) -> T? {
        guard let value = present(fields[key]) else { return nil }
        return try read(value, path + [key])
    }

    private static func object(_ json: JSONValue, at path: [String]) throws(Failure) -> JSONObject {
        guard case .object(let fields) = json else { throw mismatch("an object", json, at: path) }
        return fields
    }

    private static func string(_ json: JSONValue, at path: [String]) throws(Failure) -> String {
        guard case .string(let text) = json else { throw mismatch("a string", json, at: path) }
        return text
    }

    private static func integer(_ json: JSONValue, at path: [String]) throws(Failure) -> Int {
        guard case .number(let text) = json else { throw mismatch("an integer", json, at: path) }
        guard let value = json.integer(Int.self) else {
            throw Failure(message: "Number \(text) does not fit in Int.", path: path)
        }
        return value
    }

    private static func bool(_ json: JSONValue, at path: [String]) throws(Failure) -> Bool {
        guard case .bool(let value) = json else { throw mismatch("a Boolean", json, at: path) }
        return value
    }

    private static func bools(_ json: JSONValue, at path: [String]) throws(Failure) -> [Bool] {
        guard case .array(let elements) = json else { throw mismatch("an array", json, at: path) }
        var values: [Bool] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            values.append(try bool(element, at: path + [String(index)]))
        }
        return values
    }

    /// A list of routes: any JSON values, `null` included (a route left out at capture).
    private static func routes(_ json: JSONValue, at path: [String]) throws(Failure) -> [JSONValue] {
        guard case .array(let elements) = json else { throw mismatch("an array", json, at: path) }
        return elements
    }

    private static func mismatch(_ expected: String, _ found: JSONValue, at path: [String]) -> Failure {
        Failure(message: "Expected \(expected) but found \(found.typeName).", path: path)
    }
}
