import Foundation

// Payload shapes for the differential test (`PayloadDifferentialTests`): Foundation's
// special-cased types, enums of every arity and label form, optionals, nested collections,
// dictionaries of every key kind, classes encoding through `superEncoder`, custom `encode(to:)`
// with nested containers, empty payloads and numbers at their edges.

indirect enum Arity: Codable, Hashable, Sendable {
    case none
    case one(Int)
    case labeled(id: Int)
    case two(String, Int)
    case mixed(Int, name: String, _ flag: Bool)
    case underscoreLabel(_0: Int)
    case optional(Int?)
    case nested(Arity?)
    case special(URL, Data, Decimal, Date, UUID)
}

enum StringKey: String, Codable, Hashable, Sendable, CodingKeyRepresentable { case alpha, beta }

enum PlainKey: Codable, Hashable, Sendable { case left, right(Int) }

struct Empty: Codable, Hashable, Sendable {}

/// A class hierarchy encoding the superclass's fields through `superEncoder()`.
class Animal: Codable, Hashable, @unchecked Sendable {
    let name: String

    init(name: String) { self.name = name }

    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.isEqual(to: rhs) }
    func isEqual(to other: Animal) -> Bool { type(of: self) == type(of: other) && name == other.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

final class Dog: Animal, @unchecked Sendable {
    let tricks: [String]

    init(name: String, tricks: [String]) {
        self.tricks = tricks
        super.init(name: name)
    }

    private enum CodingKeys: String, CodingKey { case tricks }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tricks = try container.decode([String].self, forKey: .tricks)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tricks, forKey: .tricks)
        try super.encode(to: container.superEncoder())
    }

    override func isEqual(to other: Animal) -> Bool {
        guard let dog = other as? Dog else { return false }
        return super.isEqual(to: other) && tricks == dog.tricks
    }
}

/// A hand-written encoding with nested keyed and unkeyed containers and a single-value one.
struct Custom: Codable, Hashable, Sendable {
    var point: (x: Double, y: Double)
    var tags: [String]
    var link: URL

    private enum Keys: String, CodingKey { case geometry, tags, link }
    private enum GeometryKeys: String, CodingKey { case x, y }

    init(point: (x: Double, y: Double), tags: [String], link: URL) {
        self.point = point
        self.tags = tags
        self.link = link
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var geometry = container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
        try geometry.encode(point.x, forKey: .x)
        try geometry.encode(point.y, forKey: .y)
        var list = container.nestedUnkeyedContainer(forKey: .tags)
        for tag in tags {
            var pair = list.nestedUnkeyedContainer()
            try pair.encode(tag)
            try pair.encode(tag.count)
        }
        try container.encode(link, forKey: .link)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let geometry = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
        point = (try geometry.decode(Double.self, forKey: .x), try geometry.decode(Double.self, forKey: .y))
        var list = try container.nestedUnkeyedContainer(forKey: .tags)
        var tags: [String] = []
        while !list.isAtEnd {
            var pair = try list.nestedUnkeyedContainer()
            tags.append(try pair.decode(String.self))
            _ = try pair.decode(Int.self)
        }
        self.tags = tags
        link = try container.decode(URL.self, forKey: .link)
    }

    static func == (lhs: Custom, rhs: Custom) -> Bool {
        lhs.point == rhs.point && lhs.tags == rhs.tags && lhs.link == rhs.link
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(point.x)
        hasher.combine(point.y)
        hasher.combine(tags)
    }
}

/// A recursive payload for generated shapes.
indirect enum Payload: Codable, Hashable, Sendable {
    case url(URL)
    case data(Data)
    case decimal(Decimal)
    case date(Date)
    case uuid(UUID)
    case int(Int)
    case unsigned(UInt64)
    case double(Double)
    case float(Float)
    case string(String)
    case optional(Payload?)
    case doubleOptional(Payload??)
    case grid([[Payload]])
    case byString([String: Payload])
    case byInt([Int: Payload])
    case byStringKey([StringKey: Payload])
    case byPlainKey([PlainKey: Payload])
    case pair(Payload, label: Payload)
    case empty
    case emptyStruct(Empty)
    case arity(Arity)
}

enum PayloadCorpus {
    static let url = URL(string: "https://example.com/a/b?q=1&r=%20#frag")!
    static let date = Date(timeIntervalSinceReferenceDate: 812_345_678.123_456)
    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    static let doubles: [Double] = [
        0, -0.0, 1, -1, .pi, 1e-300, .leastNonzeroMagnitude, 1e308, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude,
        .leastNormalMagnitude, 0.1, 9_007_199_254_740_992, .infinity, -.infinity, .nan,
    ]
    static let decimals: [Decimal] = [
        Decimal(string: "0.1")!, Decimal(string: "12.3456789012345678")!,
        Decimal(string: "-99999999999999999999")!,
        Decimal(string: "1e100")!, Decimal(string: "3.4028236692093846346337460743176821145e+38")!,
        Decimal.greatestFiniteMagnitude, Decimal.leastNonzeroMagnitude, .nan,
    ]

    static let listed: [PayloadSample] =
        [
            PayloadSample("URL", url),
            PayloadSample("file URL", URL(fileURLWithPath: "/tmp/a b/c.txt")),
            PayloadSample("relative URL", URL(string: "page?x=1", relativeTo: url)!),
            PayloadSample("Data", Data([0, 1, 2, 0xFE, 0xFF])),
            PayloadSample("empty Data", Data()),
            PayloadSample("Decimal", Decimal(string: "19.99")!),
            PayloadSample("Date", date),
            PayloadSample("UUID", uuid),
            PayloadSample("Int.min", Int.min),
            PayloadSample("Int.max", Int.max),
            PayloadSample("UInt64.max", UInt64.max),
            PayloadSample("Int8.min", Int8.min),
            PayloadSample("UInt8.max", UInt8.max),
            PayloadSample("Float.greatestFiniteMagnitude", Float.greatestFiniteMagnitude),
            PayloadSample("Float.leastNonzeroMagnitude", Float.leastNonzeroMagnitude),
            PayloadSample("Float.nan", Float.nan),
            PayloadSample("Bool", true),
            PayloadSample("empty String", ""),
            PayloadSample("String with escapes", "a\"b\\c/d\n\u{0}\u{1F}é🎉\u{2028}"),
            PayloadSample("empty struct", Empty()),
            PayloadSample("empty array", [Int]()),
            PayloadSample("empty dictionary", [String: Int]()),
            PayloadSample("case without values", Arity.none),
            PayloadSample("one unlabeled value", Arity.one(7)),
            PayloadSample("one labeled value", Arity.labeled(id: 7)),
            PayloadSample("two values", Arity.two("a", 2)),
            PayloadSample("mixed labels", Arity.mixed(1, name: "n", false)),
            PayloadSample("label _0", Arity.underscoreLabel(_0: 3)),
            PayloadSample("optional value, nil", Arity.optional(nil)),
            PayloadSample("optional value", Arity.optional(5)),
            PayloadSample("nested enum, nil", Arity.nested(nil)),
            PayloadSample("nested enum", Arity.nested(.nested(.labeled(id: 1)))),
            PayloadSample(
                "special-cased values in a case", Arity.special(url, Data("x".utf8), 0.5, date, uuid)),
            PayloadSample("nested optionals, .some(nil)", Payload.doubleOptional(.some(nil))),
            PayloadSample("nested optionals, nil", Payload.doubleOptional(nil)),
            PayloadSample("Optional<Optional<Int>>.some(nil)", Optional<Int?>.some(nil)),
            PayloadSample("arrays of arrays", [[1, 2], [], [3]]),
            PayloadSample("arrays of arrays of URLs", [[url], [url, url]]),
            PayloadSample("String keys", ["b": 1, "a": 2, "": 3]),
            PayloadSample("Int keys", [3: "c", -1: "a", 0: "z"]),
            PayloadSample("String-raw enum keys", [StringKey.alpha: 1, .beta: 2]),
            PayloadSample("enum keys with values", [PlainKey.left: 1, .right(2): 3]),
            PayloadSample("a class", Animal(name: "generic")),
            PayloadSample("a subclass through superEncoder", Dog(name: "Rex", tricks: ["sit", "roll"])),
            PayloadSample("a subclass as its superclass", [Animal(name: "a"), Dog(name: "b", tricks: [])]),
            PayloadSample(
                "custom encode(to:) with nested containers",
                Custom(point: (1.5, -2), tags: ["x", "yz"], link: url)),
        ] + doubles.map { PayloadSample("Double \($0)", $0) }
        + decimals.map { PayloadSample("Decimal \($0)", $0) }
}

/// Random nested payloads from a seed (a SplitMix64 sequence), the same on every run.
struct PayloadGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    private mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    mutating func payload(depth: Int) -> Payload {
        let leaves = 11
        switch below(depth > 0 ? 21 : leaves) {
        case 0: return .url(pick([PayloadCorpus.url, URL(string: "x:y")!, URL(fileURLWithPath: "/a/b")]))
        case 1: return .data(Data((0..<below(6)).map { _ in UInt8(truncatingIfNeeded: next()) }))
        case 2: return .decimal(pick(PayloadCorpus.decimals))
        case 3: return .date(Date(timeIntervalSinceReferenceDate: pick(PayloadCorpus.doubles)))
        case 4: return .uuid(PayloadCorpus.uuid)
        case 5: return .int(pick([0, 1, -1, .min, .max, Int(truncatingIfNeeded: next())]))
        case 6: return .unsigned(pick([0, .max, next()]))
        case 7: return .double(pick(PayloadCorpus.doubles))
        case 8: return .float(Float(pick(PayloadCorpus.doubles)))
        case 9: return pick([.string(""), .string("a/b \"c\""), .empty, .emptyStruct(Empty())])
        case 10:
            return .arity(
                pick([.none, .one(1), .two("", 0), .mixed(0, name: "", true), .underscoreLabel(_0: 1)]))
        case 11: return .optional(below(2) == 0 ? nil : payload(depth: depth - 1))
        case 12: return .doubleOptional(pick([nil, .some(nil), .some(payload(depth: depth - 1))]))
        case 13:
            return .grid((0..<below(3)).map { _ in (0..<below(3)).map { _ in payload(depth: depth - 1) } })
        case 14:
            return .byString(["k\(below(3))": payload(depth: depth - 1), "a": payload(depth: depth - 1)])
        case 15: return .byInt([below(5) - 2: payload(depth: depth - 1)])
        case 16: return .byStringKey([pick([StringKey.alpha, .beta]): payload(depth: depth - 1)])
        case 17: return .byPlainKey([pick([PlainKey.left, .right(below(3))]): payload(depth: depth - 1)])
        case 18: return .pair(payload(depth: depth - 1), label: payload(depth: depth - 1))
        case 19:
            return .arity(
                .nested(
                    pick([
                        nil, .special(PayloadCorpus.url, Data(), 1, PayloadCorpus.date, PayloadCorpus.uuid),
                    ])))
        default: return .optional(payload(depth: depth - 1))
        }
    }
}
