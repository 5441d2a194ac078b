import Foundation
import Testing

@testable import Trellis

/// A route payload and its name in the test list.
struct RouteSample: Sendable, CustomTestStringConvertible {
    let name: String
    let value: any Encodable & Sendable
    var testDescription: String { name }

    init(_ name: String, _ value: any Encodable & Sendable) {
        self.name = name
        self.value = value
    }
}

// MARK: - Payload shapes

enum SampleRoute: Encodable, Sendable {
    case plain
    case detail(id: Int)
    case search(String, page: Int)
    case reviews(productID: Int, sort: String, page: Int)
    case zoom(Double)
    case filters([String: Int])
    case path([Int8])
    case optional(note: String?, count: Int?)
    indirect case nested(SampleRoute)
}

struct UnsortedFields: Encodable, Sendable {
    var zebra = 1
    var apple = "a"
    var mango = true
    var equipe = 2.5
    var underscore: UInt8 = 8
    var a1 = [Int16.min, Int16.max]
    var a10: [UInt64] = [.max, 0]
    var a2: [Int32?] = [nil, 1]

    /// Keys whose UTF-8 order differs from a case-insensitive or Unicode-aware order.
    enum CodingKeys: String, CodingKey {
        case zebra, apple, a1, a10, a2
        case mango = "Mango"
        case equipe = "équipe"
        case underscore = "_underscore"
    }
}

struct AllIntegers: Encodable, Sendable {
    var int = Int.min
    var int8 = Int8.min
    var int16 = Int16.min
    var int32 = Int32.min
    var int64 = Int64.max
    var uint = UInt.max
    var uint8 = UInt8.max
    var uint16 = UInt16.max
    var uint32 = UInt32.max
    var uint64 = UInt64.max
    var zero = 0
    var float: Float = 0.1
    var floats: [Float] = [1, 3.4e38, -0.5, 1e-10]
}

struct Nothing: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {}
}

/// Keys written in reverse order with a nested container filled before its parent's next key.
struct ReversedKeys: Encodable, Sendable {
    enum Keys: String, CodingKey { case a, b, c, d }
    enum InnerKeys: String, CodingKey { case y, x }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(4, forKey: .d)
        var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .c)
        try inner.encode("y", forKey: .y)
        try inner.encode("x", forKey: .x)
        var list = container.nestedUnkeyedContainer(forKey: .b)
        try list.encode(true)
        var deeper = list.nestedContainer(keyedBy: InnerKeys.self)
        try deeper.encodeNil(forKey: .y)
        try deeper.encode(0.25, forKey: .x)
        try list.encode("after")
        try container.encode(Nothing(), forKey: .a)
    }
}

/// Writes into a nested container after a later sibling key: not streamable.
struct InterleavedContainers: Encodable, Sendable {
    enum Keys: String, CodingKey { case first, second }
    enum InnerKeys: String, CodingKey { case value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var first = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .first)
        try container.encode(2, forKey: .second)
        try first.encode(1, forKey: .value)
    }
}

struct DuplicateKeys: Encodable, Sendable {
    enum Keys: String, CodingKey { case key, other }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .key)
        try container.encode(3, forKey: .other)
        try container.encode(2, forKey: .key)
    }
}

/// A subclass sharing its superclass's keyed container, as hand-written class coding does.
class Animal: Encodable, @unchecked Sendable {
    enum Keys: String, CodingKey { case name }
    var name = "rex"
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
    }
}

final class Dog: Animal, @unchecked Sendable {
    enum DogKeys: String, CodingKey { case breed, base }
    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: DogKeys.self)
        try container.encode("collie", forKey: .breed)
        try super.encode(to: container.superEncoder(forKey: .base))
    }
}

enum Color: String, Encodable, Sendable {
    case red, blue
}

struct Throwing: Encodable, Sendable {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "refused to encode" }
    }
    func encode(to encoder: any Encoder) throws { throw Refusal() }
}

/// A value `levels` containers deep.
struct Deep: Encodable, Sendable {
    let levels: Int
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for _ in 1..<levels { container = container.nestedUnkeyedContainer() }
        try container.encode(levels)
    }
}

@Suite("Navigation snapshots: the route encoder writes what JSONEncoder writes")
struct RouteEncoderTests {
    static let samples: [RouteSample] = [
        RouteSample("case without payload", SampleRoute.plain),
        RouteSample("case with an Int", SampleRoute.detail(id: 42)),
        RouteSample("unlabeled String and Int", SampleRoute.search("wool socks", page: 2)),
        RouteSample(
            "three fields out of key order", SampleRoute.reviews(productID: 7, sort: "newest", page: 3)),
        RouteSample("Double", SampleRoute.zoom(1.5)),
        RouteSample("whole Double", SampleRoute.zoom(3)),
        RouteSample("negative zero", SampleRoute.zoom(-0.0)),
        RouteSample("tiny Double", SampleRoute.zoom(1e-7)),
        RouteSample("huge Double", SampleRoute.zoom(1e300)),
        RouteSample("least nonzero Double", SampleRoute.zoom(.leastNonzeroMagnitude)),
        RouteSample("greatest Double", SampleRoute.zoom(.greatestFiniteMagnitude)),
        RouteSample(
            "dictionary keys sorted by UTF-8",
            SampleRoute.filters(["b": 1, "a": 2, "B": 3, "10": 4, "9": 5, "é": 6, "": 7])),
        RouteSample("Int8 array", SampleRoute.path([-128, 0, 127])),
        RouteSample("nil optionals are left out", SampleRoute.optional(note: nil, count: nil)),
        RouteSample("present optionals", SampleRoute.optional(note: "n", count: 0)),
        RouteSample("indirect case", SampleRoute.nested(.nested(.reviews(productID: 1, sort: "a", page: 1)))),
        RouteSample("struct fields out of order", UnsortedFields()),
        RouteSample("every integer width and Float", AllIntegers()),
        RouteSample("a value that encodes nothing", [Nothing()]),
        RouteSample("keys reversed, nested containers", ReversedKeys()),
        RouteSample("raw-value enum", Color.blue),
        RouteSample("top-level string", "plain string"),
        RouteSample("top-level number", 12),
        RouteSample("top-level Bool", true),
        RouteSample("array of optionals", [1, nil, 3] as [Int?]),
        RouteSample("nested arrays", [[], [1], [2, 3]] as [[Int]]),
        RouteSample("Int-keyed dictionary", [10: "ten", 9: "nine", -1: "minus"]),
        RouteSample("Date, deferred to Date", [Date(timeIntervalSinceReferenceDate: 12.5)]),
        RouteSample("100 levels deep", Deep(levels: 100)),
        RouteSample(
            "escapes",
            [
                "quote \" backslash \\ slash / tab \t newline \n return \r",
                "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}", "é ☕︎ 👩‍👩‍👧 e\u{301}",
            ]),
    ]

    /// What `JSONEncoder` writes otherwise than the payload's own coding, or what cannot be
    /// streamed: written by the `JSONEncoder` fallback.
    static let fallbackSamples: [RouteSample] = [
        RouteSample("Data", [Data([1, 2, 3])]),
        RouteSample("URL", [URL(string: "https://example.com/a?b=c")!]),
        RouteSample("Decimal", [Decimal(string: "1.25")!]),
        RouteSample("write after a later sibling", InterleavedContainers()),
        RouteSample("duplicate keys", DuplicateKeys()),
        RouteSample("subclass sharing the container and superEncoder", Dog()),
    ]

    @Test(arguments: samples)
    func theRouteEncoderWritesWhatJSONEncoderWrites(_ sample: RouteSample) throws {
        let output = RouteEncoder()
        try output.appendValue(sample.value)
        let expected = try JSONEncoderOracle.route(sample.value).get()
        #expect(String(decoding: output.bytes, as: UTF8.self) == expected)
    }

    @Test(arguments: fallbackSamples)
    func whatItDoesNotStreamGoesThroughJSONEncoder(_ sample: RouteSample) throws {
        let output = RouteEncoder()
        #expect(throws: (any Error).self) { try output.appendValue(sample.value) }
        #expect(output.bytes.isEmpty)
        #expect(RouteCoding.appendRoute(.value(sample.value), to: output) == nil)
        let expected = try JSONEncoderOracle.route(sample.value).get()
        #expect(String(decoding: output.bytes, as: UTF8.self) == expected)
    }

    @Test func theFastPathWritesOrdinaryRoutesItself() throws {
        let output = RouteEncoder()
        let expected = #"{"reviews":{"page":3,"productID":7,"sort":"newest"}}"#
        try output.appendValue(SampleRoute.reviews(productID: 7, sort: "newest", page: 3))
        #expect(String(decoding: output.bytes, as: UTF8.self) == expected)
        #expect(throws: RouteEncoder.Unsupported.self) { try output.appendValue([Data([1])]) }
        #expect(output.bytes.count == expected.utf8.count, "a refused value leaves nothing behind")
    }

    @Test(arguments: [
        RouteSample("NaN", SampleRoute.zoom(.nan)),
        RouteSample("infinity", [Float.infinity]),
        RouteSample("a throwing encode(to:)", Throwing()),
    ])
    func unencodableRoutesReportJSONEncodersMessage(_ sample: RouteSample) {
        let output = RouteEncoder()
        let failure = RouteCoding.appendRoute(.value(sample.value), to: output)
        guard case .failure(let expected) = JSONEncoderOracle.route(sample.value) else {
            Issue.record("JSONEncoder encodes \(sample.name)")
            return
        }
        #expect(failure == expected.message)
        #expect(output.bytes.isEmpty)
    }

    @Test func aRouteTooDeepForTheDocumentIsUnencodable() {
        let output = RouteEncoder()
        #expect(RouteCoding.appendRoute(.value(Deep(levels: RouteEncoder.maximumNesting)), to: output) == nil)
        output.removeAll(keepingCapacity: false)
        let failure = RouteCoding.appendRoute(
            .value(Deep(levels: RouteEncoder.maximumNesting + 1)), to: output)
        #expect(failure == "The route is nested more than 507 levels deep.")
        #expect(output.bytes.isEmpty)
    }

    @Test func theCodingPathIsTheRoutesOwn() throws {
        struct PathRecorder: Encodable {
            enum Keys: String, CodingKey { case outer }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(Inner(), forKey: .outer)
            }
        }
        struct Inner: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
            }
        }
        let output = RouteEncoder()
        try output.appendValue(PathRecorder())
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"{"outer":"outer"}"#)
    }
}
