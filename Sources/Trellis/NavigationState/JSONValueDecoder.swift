/// A `Decoder` reading a ``JSONValue``: decodes route payloads without going back to bytes.
/// Accepts what `JSONDecoder` accepts for the same JSON with its default strategies.
///
/// Built for many small values: the containers read numbers, strings and Booleans themselves,
/// a nested value gets a decoder only when its type decodes itself, and the coding path is put
/// together only when an error needs it.
final class JSONValueDecoder: Decoder {
    let value: JSONValue
    /// The decoder of the enclosing value, and the key of this one in it (for `codingPath`).
    private let parent: JSONValueDecoder?
    private let key: (any CodingKey)?

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, parent: JSONValueDecoder? = nil, key: (any CodingKey)? = nil) {
        self.value = value
        self.parent = parent
        self.key = key
    }

    /// Decodes a `T` from `value`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try JSONValueDecoder(value).decodeValue(type)
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var decoder: JSONValueDecoder? = self
        while let current = decoder {
            if let key = current.key { path.append(key) }
            decoder = current.parent
        }
        return path.reversed()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw JSONValueDecoder.mismatch(JSONObject.self, value, self)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(object: object, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw JSONValueDecoder.mismatch([JSONValue].self, value, self)
        }
        return UnkeyedContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A decoder for a value nested in this one.
    fileprivate func child(_ value: JSONValue, key: any CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(value, parent: self, key: key)
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        try Self.decode(type, from: value, in: self, key: nil)
    }

    /// Decodes `value`, found in `decoder` under `key`: scalars directly, other types through a
    /// child decoder.
    fileprivate static func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, in decoder: JSONValueDecoder, key: (any CodingKey)?
    ) throws -> T {
        // Metatype comparisons cost less than casts; `T` is the type compared.
        if T.self == String.self { return unsafeBitCast(try string(value, decoder, key), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(Int.self, value, decoder, key), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(value, decoder, key), to: T.self) }
        if T.self == Double.self {
            return unsafeBitCast(try floatingPoint(Double.self, value, decoder, key), to: T.self)
        }
        let target = key.map { decoder.child(value, key: $0) } ?? decoder
        return try T(from: target)
    }

    // MARK: - Scalars (shared by the containers)

    /// The path of `key` in `decoder`, for an error.
    fileprivate static func path(_ decoder: JSONValueDecoder, _ key: (any CodingKey)?) -> [any CodingKey] {
        decoder.codingPath + (key.map { [$0] } ?? [])
    }

    fileprivate static func mismatch(
        _ type: Any.Type, _ value: JSONValue, _ decoder: JSONValueDecoder, _ key: (any CodingKey)? = nil
    ) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            .init(
                codingPath: path(decoder, key),
                debugDescription: "Expected \(type) but found \(value.typeName)."))
    }

    fileprivate static func string(_ value: JSONValue, _ decoder: JSONValueDecoder, _ key: (any CodingKey)?)
        throws
        -> String
    {
        guard case .string(let string) = value else { throw mismatch(String.self, value, decoder, key) }
        return string
    }

    fileprivate static func bool(_ value: JSONValue, _ decoder: JSONValueDecoder, _ key: (any CodingKey)?)
        throws
        -> Bool
    {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, decoder, key) }
        return bool
    }

    fileprivate static func integer<I: FixedWidthInteger>(
        _ type: I.Type, _ value: JSONValue, _ decoder: JSONValueDecoder, _ key: (any CodingKey)?
    ) throws -> I {
        guard case .number(let text) = value else { throw mismatch(type, value, decoder, key) }
        guard let integer = value.integer(type) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: path(decoder, key),
                    debugDescription: "Number \(text) does not fit in \(type)."))
        }
        return integer
    }

    fileprivate static func floatingPoint(
        _ type: Any.Type, _ value: JSONValue, _ decoder: JSONValueDecoder, _ key: (any CodingKey)?
    ) throws -> Double {
        guard case .number(let text) = value, let double = Double(text) else {
            throw mismatch(type, value, decoder, key)
        }
        // A number too large for the type (it would read as infinity) does not fit, as with
        // JSONDecoder.
        guard double.isFinite, type != Float.self || Float(double).isFinite else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: path(decoder, key),
                    debugDescription: "Number \(text) does not fit in \(type)."))
        }
        return double
    }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try Self.bool(value, self, nil) }
    func decode(_ type: String.Type) throws -> String { try Self.string(value, self, nil) }
    func decode(_ type: Double.Type) throws -> Double { try Self.floatingPoint(type, value, self, nil) }
    func decode(_ type: Float.Type) throws -> Float { Float(try Self.floatingPoint(type, value, self, nil)) }
    func decode(_ type: Int.Type) throws -> Int { try Self.integer(type, value, self, nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try Self.integer(type, value, self, nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try Self.integer(type, value, self, nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try Self.integer(type, value, self, nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try Self.integer(type, value, self, nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try Self.integer(type, value, self, nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try Self.integer(type, value, self, nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try Self.integer(type, value, self, nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try Self.integer(type, value, self, nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try Self.integer(type, value, self, nil) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}

/// A coding key for array positions and arbitrary strings.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let decoder: JSONValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        // A plain loop: `compactMap` is not specialised for the app's key types here.
        var keys: [Key] = []
        object.forEachKey { name in
            if let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(for key: Key) throws -> JSONValue {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "No value for key \"\(key.stringValue)\"."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(for: key).isNull }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try JSONValueDecoder.bool(value(for: key), decoder, key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try JSONValueDecoder.string(value(for: key), decoder, key)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try JSONValueDecoder.floatingPoint(type, value(for: key), decoder, key)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try JSONValueDecoder.floatingPoint(type, value(for: key), decoder, key))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
        try JSONValueDecoder.integer(type, value(for: key), decoder, key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoder.decode(type, from: value(for: key), in: decoder, key: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = object[key.stringValue], !value.isNull else { return nil }
        return try JSONValueDecoder.decode(type, from: value, in: decoder, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let value = try value(for: key)
        guard case .object(let object) = value else {
            throw JSONValueDecoder.mismatch(JSONObject.self, value, decoder, key)
        }
        return KeyedDecodingContainer(
            KeyedContainer<NestedKey>(object: object, decoder: decoder.child(value, key: key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try value(for: key)
        guard case .array(let elements) = value else {
            throw JSONValueDecoder.mismatch([JSONValue].self, value, decoder, key)
        }
        return UnkeyedContainer(elements: elements, decoder: decoder.child(value, key: key))
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(object["super"] ?? .null, key: AnyCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(object[key.stringValue] ?? .null, key: key)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let decoder: JSONValueDecoder
    var currentIndex = 0

    init(elements: [JSONValue], decoder: JSONValueDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element and its key. The decoding methods move past it only once it decoded,
    /// as `JSONDecoder` does: after a failed `try?` the same element can be decoded otherwise.
    private func next(_ type: Any.Type) throws -> (JSONValue, AnyCodingKey) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: decoder.codingPath + [AnyCodingKey(intValue: currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }
        return (elements[currentIndex], AnyCodingKey(intValue: currentIndex))
    }

    /// Decodes the next element with `decode` and moves past it.
    private mutating func decodeNext<T>(
        _ type: Any.Type, _ decode: (JSONValue, AnyCodingKey, JSONValueDecoder) throws -> T
    ) throws -> T {
        let (value, key) = try next(type)
        let decoded = try decode(value, key, decoder)
        currentIndex += 1
        return decoded
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try decodeNext(type) { try JSONValueDecoder.bool($0, $2, $1) }
    }

    mutating func decode(_ type: String.Type) throws -> String {
        try decodeNext(type) { try JSONValueDecoder.string($0, $2, $1) }
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        try decodeNext(type) { try JSONValueDecoder.floatingPoint(type, $0, $2, $1) }
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        try decodeNext(type) { Float(try JSONValueDecoder.floatingPoint(type, $0, $2, $1)) }
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        try decodeNext(type) { try JSONValueDecoder.integer(type, $0, $2, $1) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeNext(type) { try JSONValueDecoder.decode(type, from: $0, in: $2, key: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decodeNext(JSONObject.self) { try $2.child($0, key: $1).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decodeNext([JSONValue].self) { try $2.child($0, key: $1).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try decodeNext(Any.self) { $2.child($0, key: $1) }
    }
}
