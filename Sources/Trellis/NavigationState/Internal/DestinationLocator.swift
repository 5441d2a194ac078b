import Foundation

/// Finds the bytes of each node's destinations (`root`, `entries`, `tabs`, `selections`, `modals`) in a snapshot
/// document, for the reads that need a destination's JSON text itself: a migration, shown each stored
/// destination (``StoredDestination``), a report, which shows a skipped one (``SnapshotText``), and the
/// lists of a document too large to keep its parse (``DestinationReading/detached``), decoded from
/// their own bytes. Otherwise a restore decodes the destinations from the decoders its `JSONDecoder`
/// call kept (``UnreadDestination``).
///
/// Why by hand: `JSONDecoder` cannot hand back the bytes of a value it has parsed, and a
/// migration and a report show them. Large documents read through it too: decoding every
/// destination from `JSONDecoder`'s kept decoders instead (Foundation only) was measured at up to
/// 1.63 times the memory for the same time (``DestinationReading``). This is not a
/// parser: it runs only on a UTF-8 document `JSONDecoder` has already accepted (valid JSON,
/// nesting bounded) and skips over values, matching brackets and strings. Where a key appears
/// twice in an object, the first occurrence counts, as in `JSONDecoder`, even a `null`; a destination
/// field that is not an array (another kind's field, which the node table ignores) is passed
/// over; one comma after an object's last member or an array's last element is accepted, as
/// `JSONDecoder` accepts it. Anything unexpected throws, and ``RestoringNode/json(of:)`` checks
/// that what it found agrees with what `JSONDecoder` read.
struct DestinationLocator {
    struct Failure: Error {}

    /// Where one node's destinations are, and how many each list holds.
    struct NodeDestinations {
        var root: Range<Int>?
        var entries: ListRange?
        var tabs: ListRange?
        var selections: ListRange?
        var modals: ListRange?
    }

    struct ListRange {
        var bytes: Range<Int>
        var count: Int
    }

    private let bytes: [UInt8]
    private var index = 0

    /// The destinations of every element of the document's `nodes`, in order.
    static func locate(in bytes: [UInt8]) throws(Failure) -> [NodeDestinations] {
        var locator = DestinationLocator(bytes: bytes)
        var nodes: [NodeDestinations]?
        try locator.members { locator, key throws(Failure) in
            if key == "nodes", nodes == nil {
                nodes = try locator.nodeList()
            } else {
                try locator.skipValue()
            }
        }
        return nodes ?? []
    }

    /// The byte ranges of the elements of a JSON array `JSONDecoder` has accepted (a list of
    /// destinations, to hand each one to a migration on its own).
    static func elementRanges(in bytes: [UInt8]) throws(Failure) -> [Range<Int>] {
        var locator = DestinationLocator(bytes: bytes)
        var ranges: [Range<Int>] = []
        _ = try locator.elements { locator throws(Failure) in ranges.append(try locator.valueRange()) }
        return ranges
    }

    /// The key and the value's byte range when `bytes` hold a JSON object with exactly one
    /// member whose value is an object (an enum case's synthesized encoding); `nil` otherwise,
    /// also for bytes that are not such JSON.
    static func singleObjectMember(in bytes: [UInt8]) -> (key: String, value: Range<Int>)? {
        var locator = DestinationLocator(bytes: bytes)
        var members: [(key: String, value: Range<Int>)] = []
        do {
            guard try locator.peek() == UInt8(ascii: "{") else { return nil }
            try locator.members { locator, key throws(Failure) in
                members.append((key, try locator.valueRange()))
            }
        } catch {
            return nil
        }
        guard members.count == 1, let member = members.first,
            bytes[member.value.lowerBound] == UInt8(ascii: "{")
        else { return nil }
        return member
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func nodeList() throws(Failure) -> [NodeDestinations] {
        var nodes: [NodeDestinations] = []
        _ = try elements { locator throws(Failure) in
            var node = NodeDestinations()
            // The first occurrence of a key counts, as in `JSONDecoder`, even when it is `null`.
            var seen: Set<String> = []
            try locator.members { locator, key throws(Failure) in
                guard seen.insert(key).inserted else { return try locator.skipValue() }
                switch key {
                case "root": node.root = try locator.valueRange()
                case "entries": node.entries = try locator.listRange()
                case "tabs": node.tabs = try locator.listRange()
                case "selections": node.selections = try locator.listRange()
                case "modals": node.modals = try locator.listRange()
                default: try locator.skipValue()
                }
            }
            nodes.append(node)
        }
        return nodes
    }

    /// A list of destinations; `nil` for `null` (no list) or any other value that is not an array
    /// (another kind's field, which the node table ignores).
    private mutating func listRange() throws(Failure) -> ListRange? {
        let start = index
        if try peek() != UInt8(ascii: "[") {
            try skipValue()
            return nil
        }
        let count = try elements { locator throws(Failure) in try locator.skipValue() }
        return ListRange(bytes: start..<index, count: count)
    }

    private mutating func valueRange() throws(Failure) -> Range<Int> {
        let start = index
        try skipValue()
        return start..<index
    }

    /// Calls `body` with each key of the object at the current position, positioned on its value.
    private mutating func members(_ body: (inout DestinationLocator, String) throws(Failure) -> Void)
        throws(Failure)
    {
        try expect(UInt8(ascii: "{"))
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try body(&self, key)
            if try peek() == UInt8(ascii: ",") {
                index += 1
                // One comma after the last member, which `JSONDecoder` accepts.
                if try peek() == UInt8(ascii: "}") { break }
                continue
            }
            break
        }
        try expect(UInt8(ascii: "}"))
    }

    /// Calls `body` positioned on each element of the array at the current position; returns
    /// how many there were.
    private mutating func elements(_ body: (inout DestinationLocator) throws(Failure) -> Void) throws(Failure)
        -> Int
    {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return 0
        }
        var count = 0
        while true {
            skipWhitespace()
            try body(&self)
            count += 1
            if try peek() == UInt8(ascii: ",") {
                index += 1
                // One comma after the last element, which `JSONDecoder` accepts.
                if try peek() == UInt8(ascii: "]") { break }
                continue
            }
            break
        }
        try expect(UInt8(ascii: "]"))
        return count
    }

    /// Skips one value, without recursion: a string, a container up to its matching bracket, or
    /// a literal.
    private mutating func skipValue() throws(Failure) {
        skipWhitespace()
        switch try peek() {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            repeat {
                guard index < bytes.count else { throw Failure() }
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    try skipString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                index += 1
            } while depth > 0
        default:
            let start = index
            while index < bytes.count, !Self.isDelimiter(bytes[index]) { index += 1 }
            guard index > start else { throw Failure() }
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    /// Reads a key. One with escapes is decoded by `JSONDecoder`, as the key it compares with.
    private mutating func string() throws(Failure) -> String {
        skipWhitespace()
        let start = index
        try skipString()
        let end = index
        skipWhitespace()
        let content = bytes[(start + 1)..<(end - 1)]
        guard content.contains(UInt8(ascii: "\\")) else { return String(decoding: content, as: UTF8.self) }
        guard let key = try? JSONDecoder().decode(String.self, from: Data(bytes[start..<end])) else {
            throw Failure()
        }
        return key
    }

    private mutating func skipString() throws(Failure) {
        try expect(UInt8(ascii: "\""))
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                index += 1
                return
            default: index += 1
            }
        }
        throw Failure()
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard try peek() == byte else { throw Failure() }
        index += 1
    }

    /// The next byte that is not whitespace.
    private mutating func peek() throws(Failure) -> UInt8 {
        skipWhitespace()
        guard index < bytes.count else { throw Failure() }
        return bytes[index]
    }

    private mutating func skipWhitespace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }
}
