import Foundation

/// A captured destination as Swift-like text, read through `Decodable` from its JSON: how an
/// inspection shows a destination without the app's types.
///
/// Swift synthesizes an enum's `Codable` as `{"case": {"label": value, "_0": value}}`, which
/// reads back as `.case(value, label: value)`:
///
/// ```
/// "productList"                           .productList   (a String raw-value enum)
/// {"productList":{}}                      .productList
/// {"product":{"id":7}}                    .product(id: 7)
/// {"results":{"page":2,"query":"lamp"}}   .results(page: 2, query: "lamp")
/// ```
///
/// Unlabeled values (`_0`, `_1`…) come first, in their order, then the labeled ones sorted by
/// label (as a snapshot stores them; the order the case declares is not recorded). Strings are
/// written as Swift writes them in a description (`debugDescription`), so a destination reads the way
/// `debugHierarchy()` prints the destination, up to the order of its labels.
struct StoredDestinationText: Decodable {
    /// `nil` for a `null` destination: one left out of the snapshot.
    let text: String?

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            text = nil
        } else if let rawValue = try? single.decode(String.self), Self.isIdentifier(rawValue) {
            // A raw-value enum encodes as its raw value, usually the case name.
            text = "." + rawValue
        } else {
            text = try Value(from: decoder).text
        }
    }

    /// Any JSON value as Swift-like text. `JSONDecoder` refuses documents nested more than 512
    /// levels deep, which bounds the recursion.
    private struct Value: Decodable {
        let text: String

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: FieldKey.self) {
                text = try Self.text(of: object)
            } else if var array = try? decoder.unkeyedContainer() {
                var elements: [String] = []
                while !array.isAtEnd {
                    elements.append(try array.decode(Value.self).text)
                }
                text = "[" + elements.joined(separator: ", ") + "]"
            } else {
                text = Self.text(of: try decoder.singleValueContainer())
            }
        }

        /// `.case(arguments)` for an object with one field holding an object (an enum case);
        /// `(label: value, …)` for any other object.
        private static func text(of object: KeyedDecodingContainer<FieldKey>) throws -> String {
            let keys = object.allKeys
            if keys.count == 1,
                let payload = try? object.nestedContainer(keyedBy: FieldKey.self, forKey: keys[0])
            {
                return "." + StoredDestinationText.name(keys[0].stringValue) + (try arguments(payload))
            }
            return "(" + (try labeled(sorted(keys), in: object).joined(separator: ", ")) + ")"
        }

        /// `(value, label: value)` for a case's associated values; nothing when it has none.
        private static func arguments(_ payload: KeyedDecodingContainer<FieldKey>) throws -> String {
            let keys = payload.allKeys
            guard !keys.isEmpty else { return "" }
            let unlabeled = keys.compactMap { key in position(key.stringValue).map { (key, $0) } }
                .sorted { $0.1 < $1.1 }
            var values = try unlabeled.map { try payload.decode(Value.self, forKey: $0.0).text }
            values += try labeled(sorted(keys.filter { position($0.stringValue) == nil }), in: payload)
            return "(" + values.joined(separator: ", ") + ")"
        }

        private static func labeled(_ keys: [FieldKey], in object: KeyedDecodingContainer<FieldKey>)
            throws -> [String]
        {
            try keys.map {
                StoredDestinationText.name($0.stringValue) + ": "
                    + (try object.decode(Value.self, forKey: $0).text)
            }
        }

        /// Keys in the order a snapshot stores them: by their UTF-8 bytes, as `JSONEncoder`
        /// sorts them (`JSONDecoder` does not keep the document's order).
        private static func sorted(_ keys: [FieldKey]) -> [FieldKey] {
            keys.sorted { $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8) }
        }

        /// The index of an unlabeled value's key (`_0` is 0), or `nil` for a label.
        private static func position(_ key: String) -> Int? {
            let digits = key.dropFirst()
            guard key.hasPrefix("_"), !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else {
                return nil
            }
            return Int(digits)
        }

        private static func text(of value: any SingleValueDecodingContainer) -> String {
            if value.decodeNil() { return "nil" }
            if let bool = try? value.decode(Bool.self) { return String(bool) }
            if let integer = try? value.decode(Int.self) { return String(integer) }
            if let integer = try? value.decode(UInt64.self) { return String(integer) }
            if let number = try? value.decode(Double.self) { return String(number) }
            if let string = try? value.decode(String.self) { return string.debugDescription }
            // Every other JSON value decodes as one of the above: this is a number no Swift
            // number type holds.
            return "(a number out of range)"
        }
    }

    /// A name from the document (a case or a label) as written, or quoted when it is not a
    /// Swift identifier, so that no name can forge a line or an argument.
    static func name(_ text: String) -> String {
        isIdentifier(text) ? text : text.debugDescription
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    }
}
