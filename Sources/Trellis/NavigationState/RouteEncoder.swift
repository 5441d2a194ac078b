import Foundation

/// Writes JSON bytes the way `JSONEncoder` does with `.sortedKeys` and `.withoutEscapingSlashes`,
/// and encodes route payloads (any `Encodable`) straight into them.
///
/// The snapshot writer uses it for the document's framing and every route, so capture makes no
/// intermediate tree and calls no Foundation coder for ordinary routes. Its output is
/// byte-identical to `JSONEncoder`'s: object keys sorted by their UTF-8 bytes, the same string
/// escapes, integers in decimal, floating-point numbers as their `description` without a
/// trailing `.0`, and `{}` for a value that encodes nothing.
///
/// It streams: a value is written where it goes, and an object whose keys arrived out of order is
/// reordered in place once complete (when a write goes to one of its ancestors, or when the value
/// that opened it returns). Whatever it would not write exactly as `JSONEncoder` does throws
/// ``Unsupported``: `Data`, `URL` and `Decimal` (which `JSONEncoder` special-cases), non-finite
/// floats, a second container for one value, a write into a container after a later sibling,
/// `superEncoder()`, duplicate keys, other integer widths than the standard ones. The caller then
/// encodes that route with `JSONEncoder` (see ``RouteCoding/appendRoute(_:to:)``).
final class RouteEncoder {
    /// This encoder does not write the value exactly as `JSONEncoder` would.
    struct Unsupported: Error {}

    /// The most container levels a route may nest: a route sits four levels down the snapshot
    /// document (document, node table, node, list), and the document may nest 511 levels, the
    /// most `JSONEncoder` writes (``JSONParser`` reads 512). A deeper route is not written.
    static let maximumNesting = 507

    // The state is touched only by this encoder, on one thread, never across a suspension:
    // exclusivity is not checked at run time (the checks were a fifth of capture's time).

    /// The JSON written so far.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []

    private struct Frame {
        var id: Int
        var isObject: Bool
        /// Where the frame's members start in `members`.
        var firstMember: Int
        var count = 0
        var isSorted = true
        /// The key the container sits under, for `codingPath`.
        var key: (any CodingKey)?
    }

    private struct Member {
        var key: String
        /// The offset of the member's key in `bytes` (after any comma).
        var start: Int
    }

    /// The containers open in the route being written, outermost first.
    @exclusivity(unchecked) private var frames: [Frame] = []
    @exclusivity(unchecked) private var members: [Member] = []
    @exclusivity(unchecked) private var nextFrameID = 0
    /// A value is expected at the end of `bytes` (the route itself, or a keyed or unkeyed
    /// container's element whose `encode(to:)` is running).
    @exclusivity(unchecked) private var isValuePending = false
    @exclusivity(unchecked) private var pendingKey: (any CodingKey)?
    /// Set by the non-throwing container calls when they meet something unsupported.
    @exclusivity(unchecked) private var hasFailed = false

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: - Raw output

    func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    func append<Bytes: Collection>(contentsOf other: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: other)
    }

    /// Removes everything written from `offset` on.
    func truncate(to offset: Int) {
        bytes.removeSubrange(offset...)
    }

    func removeAll(keepingCapacity: Bool) {
        bytes.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Writes `string` quoted and escaped as `JSONEncoder` does (`"`, `\`, control characters;
    /// not `/`, not non-ASCII).
    func appendString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var mark = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index]))
                mark = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0x0F))
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    func appendInteger(_ value: Int) {
        appendInteger(Int64(value))
    }

    func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendInteger(value.magnitude)
    }

    /// The decimal digits of `value`, most significant first.
    func appendInteger(_ value: UInt64) {
        let start = bytes.count
        var rest = value
        repeat {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remainder))
            rest = quotient
        } while rest != 0
        bytes[start...].reverse()
    }

    /// Any standard integer, through the 64-bit writers.
    func appendInteger(_ value: some FixedWidthInteger) {
        if let signed = Int64(exactly: value) {
            appendInteger(signed)
        } else {
            appendInteger(UInt64(truncatingIfNeeded: value))
        }
    }

    /// `JSONEncoder`'s number text: the `description`, without a trailing `.0`.
    func appendFloatingPoint<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws {
        guard value.isFinite else { throw Unsupported() }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    // MARK: - Routes

    /// Appends the JSON of `value`; on a throw nothing is appended.
    func appendValue(_ value: any Encodable) throws {
        let start = bytes.count
        do {
            try encodeValue(value, key: nil)
            guard !hasFailed else { throw Unsupported() }
        } catch {
            truncate(to: start)
            frames.removeAll(keepingCapacity: true)
            members.removeAll(keepingCapacity: true)
            isValuePending = false
            pendingKey = nil
            hasFailed = false
            throw error
        }
    }

    /// Writes `value` at the end of the output, where a value is expected.
    func encodeValue<T: Encodable>(_ value: T, key: (any CodingKey)?) throws {
        // The common payloads, by type (a metatype comparison costs less than a cast).
        if T.self == String.self {
            appendString(unsafeBitCast(value, to: String.self))
        } else if T.self == Int.self {
            appendInteger(unsafeBitCast(value, to: Int.self))
        } else if T.self == Bool.self {
            append(unsafeBitCast(value, to: Bool.self) ? "true" : "false")
        } else if T.self == Double.self {
            try appendFloatingPoint(unsafeBitCast(value, to: Double.self))
        } else {
            guard !Self.isSpecialCased(T.self) else { throw Unsupported() }
            let depth = frames.count
            isValuePending = true
            pendingKey = key
            try value.encode(to: self)
            try close(downTo: depth)
            if isValuePending {
                // Nothing encoded: `JSONEncoder` writes an empty object.
                isValuePending = false
                append("{}")
            }
        }
    }

    /// The types `JSONEncoder` writes otherwise than their `Encodable` conformance does.
    private static func isSpecialCased(_ type: Any.Type) -> Bool {
        type == Data.self || type == URL.self || type == Decimal.self
    }

    // MARK: - Containers

    private func takePendingValue() -> Bool {
        guard isValuePending else { return false }
        isValuePending = false
        return true
    }

    /// Opens a container where the pending value goes; `nil` when that is not allowed.
    private func openFrame(isObject: Bool, key: (any CodingKey)?) -> Int? {
        guard frames.count < Self.maximumNesting else {
            hasFailed = true
            return nil
        }
        nextFrameID += 1
        frames.append(Frame(id: nextFrameID, isObject: isObject, firstMember: members.count, key: key))
        append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        return nextFrameID
    }

    /// Closes the containers above `frameID` (they are complete) and checks that it is open.
    private func focus(on frameID: Int?) throws {
        guard !hasFailed, let frameID else { throw Unsupported() }
        while let last = frames.last, last.id != frameID {
            try closeLast()
        }
        guard !frames.isEmpty else { throw Unsupported() }
    }

    /// Closes the containers above the first `depth`.
    private func close(downTo depth: Int) throws {
        while frames.count > depth { try closeLast() }
    }

    private func closeLast() throws {
        let frame = frames.removeLast()
        guard frame.isObject else {
            append(UInt8(ascii: "]"))
            return
        }
        if !frame.isSorted { try sortMembers(of: frame) }
        members.removeSubrange(frame.firstMember...)
        append(UInt8(ascii: "}"))
    }

    /// Rewrites an object's members in key order (by UTF-8 bytes, as `JSONEncoder` sorts).
    private func sortMembers(of frame: Frame) throws {
        let own = members[frame.firstMember...]
        guard let first = own.first else { return }
        // Each member runs from its key to the comma before the next one (or the end).
        var ranges: [(key: String, range: Range<Int>)] = []
        ranges.reserveCapacity(own.count)
        for index in own.indices {
            let end = index + 1 < members.count ? members[index + 1].start - 1 : bytes.count
            ranges.append((members[index].key, members[index].start..<end))
        }
        ranges.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for index in ranges.indices.dropFirst() where ranges[index].key == ranges[index - 1].key {
            throw Unsupported()
        }
        let original = Array(bytes[first.start...])
        bytes.removeSubrange(first.start...)
        for (position, member) in ranges.enumerated() {
            if position > 0 { append(UInt8(ascii: ",")) }
            bytes.append(
                contentsOf: original[
                    (member.range.lowerBound - first.start)..<(member.range.upperBound - first.start)])
        }
    }

    /// Starts a member of the object `frameID`: the comma, the key and the colon.
    func beginMember(of frameID: Int?, key: String) throws {
        try focus(on: frameID)
        let last = frames.count - 1
        if frames[last].count > 0 {
            let previous = members[members.count - 1].key
            if key == previous { throw Unsupported() }
            if frames[last].isSorted, key.utf8.lexicographicallyPrecedes(previous.utf8) {
                frames[last].isSorted = false
            }
            append(UInt8(ascii: ","))
        }
        frames[last].count += 1
        members.append(Member(key: key, start: bytes.count))
        appendString(key)
        append(UInt8(ascii: ":"))
    }

    /// Starts an element of the array `frameID`: the comma.
    func beginElement(of frameID: Int?) throws {
        try focus(on: frameID)
        let last = frames.count - 1
        if frames[last].count > 0 { append(UInt8(ascii: ",")) }
        frames[last].count += 1
    }

    func keyedContainer<Key: CodingKey>(_ frameID: Int?) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RouteKeyedEncodingContainer<Key>(encoder: self, frameID: frameID))
    }

    /// A nested container after `begin` wrote its member or element prefix.
    func nestedFrame(isObject: Bool, key: any CodingKey, begin: () throws -> Void) -> Int? {
        do {
            try begin()
        } catch {
            hasFailed = true
            return nil
        }
        return openFrame(isObject: isObject, key: key)
    }

    func fail() {
        hasFailed = true
    }

    func codingPath(to frameID: Int?) -> [any CodingKey] {
        var path: [any CodingKey] = []
        for frame in frames {
            if let key = frame.key { path.append(key) }
            if frame.id == frameID { break }
        }
        return path
    }

    /// Takes the pending value for a single-value container (the key stays for `codingPath`).
    func takePendingValueForSingleValue() -> Bool {
        guard !hasFailed else { return false }
        return takePendingValue()
    }
}

extension RouteEncoder: Encoder {
    var codingPath: [any CodingKey] {
        var path = codingPath(to: frames.last?.id)
        if isValuePending, let pendingKey { path.append(pendingKey) }
        return path
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        guard takePendingValue() else {
            fail()
            return keyedContainer(nil)
        }
        return keyedContainer(openFrame(isObject: true, key: pendingKey))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        guard takePendingValue() else {
            fail()
            return RouteUnkeyedEncodingContainer(encoder: self, frameID: nil)
        }
        return RouteUnkeyedEncodingContainer(
            encoder: self, frameID: openFrame(isObject: false, key: pendingKey))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        RouteSingleValueEncodingContainer(encoder: self)
    }
}
