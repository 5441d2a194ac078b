// The containers `RouteEncoder` hands to `encode(to:)`: each writes through the encoder, into the
// frame (object or array) it was opened for.

/// A key for array positions in `codingPath`.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

struct RouteKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: RouteEncoder
    let frameID: Int?

    var codingPath: [any CodingKey] { encoder.codingPath(to: frameID) }

    private func begin(_ key: Key) throws {
        try encoder.beginMember(of: frameID, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        encoder.append("null")
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        encoder.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        encoder.appendString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        try encoder.appendFloatingPoint(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try begin(key)
        try encoder.appendFloatingPoint(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    private func integer(_ value: some FixedWidthInteger, _ key: Key) throws {
        try begin(key)
        encoder.appendInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try encoder.encodeValue(value, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        encoder.keyedContainer(encoder.nestedFrame(isObject: true, key: key) { try begin(key) })
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        RouteUnkeyedEncodingContainer(
            encoder: encoder, frameID: encoder.nestedFrame(isObject: false, key: key) { try begin(key) })
    }

    mutating func superEncoder() -> any Encoder {
        encoder.fail()
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.fail()
        return encoder
    }
}

struct RouteUnkeyedEncodingContainer: UnkeyedEncodingContainer, PrimitiveRouteEncoding {
    let encoder: RouteEncoder
    let frameID: Int?
    private(set) var count = 0

    init(encoder: RouteEncoder, frameID: Int?) {
        self.encoder = encoder
        self.frameID = frameID
    }

    var codingPath: [any CodingKey] { encoder.codingPath(to: frameID) }

    mutating func begin() throws {
        try encoder.beginElement(of: frameID)
        count += 1
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        try begin()
        try encoder.encodeValue(value, key: IndexKey(intValue: index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let key = IndexKey(intValue: count)
        var this = self
        let frame = encoder.nestedFrame(isObject: true, key: key) { try this.begin() }
        count = this.count
        return encoder.keyedContainer(frame)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = IndexKey(intValue: count)
        var this = self
        let frame = encoder.nestedFrame(isObject: false, key: key) { try this.begin() }
        count = this.count
        return RouteUnkeyedEncodingContainer(encoder: encoder, frameID: frame)
    }

    mutating func superEncoder() -> any Encoder {
        encoder.fail()
        return encoder
    }
}

struct RouteSingleValueEncodingContainer: SingleValueEncodingContainer, PrimitiveRouteEncoding {
    let encoder: RouteEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    func begin() throws {
        guard encoder.takePendingValueForSingleValue() else { throw RouteEncoder.Unsupported() }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try begin()
        try encoder.encodeValue(value, key: nil)
    }
}

/// The primitive values an unkeyed or single-value container writes the same way once
/// `begin()` has placed (or refused) the next value.
protocol PrimitiveRouteEncoding {
    var encoder: RouteEncoder { get }
    /// Places the next value, or throws when the container cannot take one.
    mutating func begin() throws
}

extension PrimitiveRouteEncoding {
    mutating func encodeNil() throws {
        try begin()
        encoder.append("null")
    }

    mutating func encode(_ value: Bool) throws {
        try begin()
        encoder.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String) throws {
        try begin()
        encoder.appendString(value)
    }

    mutating func encode(_ value: Double) throws {
        try begin()
        try encoder.appendFloatingPoint(value)
    }

    mutating func encode(_ value: Float) throws {
        try begin()
        try encoder.appendFloatingPoint(value)
    }

    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    private mutating func integer(_ value: some FixedWidthInteger) throws {
        try begin()
        encoder.appendInteger(value)
    }
}
