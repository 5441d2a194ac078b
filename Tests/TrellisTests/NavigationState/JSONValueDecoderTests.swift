import Foundation
import Testing

@testable import Trellis

/// A payload to decode from a JSON text, with `JSONDecoder` as the oracle.
struct DecodingSample: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let decode: @Sendable (Data, Bool) throws -> String

    var testDescription: String { name }

    /// Decodes `T` with `JSONDecoder` (`viaOracle`) or through `JSONParser` and
    /// `JSONValueDecoder`, and describes the result.
    init<T: Decodable & Sendable>(_ name: String, _ type: T.Type, _ json: String) {
        self.name = name
        self.json = json
        self.decode = { data, viaOracle in
            let value: T
            if viaOracle {
                value = try JSONDecoder().decode(T.self, from: data)
            } else {
                value = try JSONValueDecoder.decode(T.self, from: try JSONParser.parse([UInt8](data)))
            }
            return String(describing: value)
        }
    }
}

enum DecodedRoute: Decodable, Sendable {
    case plain
    case detail(id: Int)
    case search(String, page: Int)
    case reviews(productID: Int, sort: String, page: Int)
    case zoom(Double, Float)
    case tags([String])
    case small(Int8, UInt16)
    case optional(note: String?)
    indirect case nested(DecodedRoute)
}

/// Tries each element as an `Int` first, then as a `String`: a failed `try?` must not consume it.
struct IntsOrStrings: Decodable, Sendable, CustomStringConvertible {
    var values: [String] = []
    var description: String { values.joined(separator: ",") }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            if let int = try? container.decode(Int.self) {
                values.append("int \(int)")
            } else {
                values.append("string \(try container.decode(String.self))")
            }
        }
    }
}

/// A dictionary that describes itself in key order, so two decodes compare equal
/// whatever order the process's hash seed gives the keys.
struct SortedDictionary<Key: Decodable & Hashable & Comparable & Sendable, Value: Decodable & Sendable>:
    Decodable, Sendable, CustomStringConvertible
{
    var entries: [Key: Value]

    var description: String {
        entries.keys.sorted().map { "\($0): \(entries[$0]!)" }.joined(separator: ", ")
    }

    init(from decoder: any Decoder) throws {
        entries = try decoder.singleValueContainer().decode([Key: Value].self)
    }
}

struct Fields: Decodable, Sendable {
    var a: Int
    var b: [Bool]
    var c: [String: Int]
    var d: Int?
    var e: UInt64
}

@Suite("Navigation snapshots: routes decode as JSONDecoder decodes them")
struct JSONValueDecoderTests {
    static let samples: [DecodingSample] = [
        DecodingSample("case without payload", DecodedRoute.self, #"{"plain":{}}"#),
        DecodingSample("case with an Int", DecodedRoute.self, #"{"detail":{"id":42}}"#),
        DecodingSample("unlabeled field", DecodedRoute.self, #"{"search":{"_0":"socks","page":2}}"#),
        DecodingSample(
            "fields in any order", DecodedRoute.self, #"{"reviews":{"sort":"new","page":3,"productID":7}}"#),
        DecodingSample("floating point", DecodedRoute.self, #"{"zoom":{"_0":1.5e3,"_1":-0.25}}"#),
        DecodingSample("integer written with an exponent", DecodedRoute.self, #"{"detail":{"id":4.2e1}}"#),
        DecodingSample("integer written with a fraction", DecodedRoute.self, #"{"detail":{"id":42.0}}"#),
        DecodingSample("a fraction is not an integer", DecodedRoute.self, #"{"detail":{"id":42.5}}"#),
        DecodingSample("out of range for Int8", DecodedRoute.self, #"{"small":{"_0":300,"_1":1}}"#),
        DecodingSample("negative UInt16", DecodedRoute.self, #"{"small":{"_0":1,"_1":-1}}"#),
        DecodingSample("array payload", DecodedRoute.self, #"{"tags":{"_0":["a","b"]}}"#),
        DecodingSample("null optional", DecodedRoute.self, #"{"optional":{"note":null}}"#),
        DecodingSample("missing optional", DecodedRoute.self, #"{"optional":{}}"#),
        DecodingSample("nested", DecodedRoute.self, #"{"nested":{"_0":{"nested":{"_0":{"plain":{}}}}}}"#),
        DecodingSample("unknown case", DecodedRoute.self, #"{"unknown":{}}"#),
        DecodingSample("two cases", DecodedRoute.self, #"{"plain":{},"detail":{"id":1}}"#),
        DecodingSample("the same case twice", DecodedRoute.self, #"{"plain":{},"plain":{}}"#),
        DecodingSample("missing field", DecodedRoute.self, #"{"detail":{}}"#),
        DecodingSample("wrong type", DecodedRoute.self, #"{"detail":{"id":"1"}}"#),
        DecodingSample("not an object", DecodedRoute.self, #"["plain"]"#),
        DecodingSample(
            "struct", Fields.self, #"{"e":18446744073709551615,"a":-1,"b":[true,false],"c":{"x":1}}"#),
        DecodingSample(
            "struct with null for a non-optional", Fields.self, #"{"a":null,"b":[],"c":{},"e":0}"#),
        DecodingSample("struct with null in an array", Fields.self, #"{"a":1,"b":[null],"c":{},"e":0}"#),
        DecodingSample(
            "large object", SortedDictionary<String, Int>.self,
            "{" + (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"),
        DecodingSample("escaped strings", [String].self, #"["a\"b\\c\/d\u00e9\ud83d\ude00\n"]"#),
        DecodingSample("Int-keyed dictionary", SortedDictionary<Int, String>.self, #"{"1":"a","-2":"b"}"#),
        DecodingSample("a failed decode does not advance", IntsOrStrings.self, #"[1,"two",3]"#),
    ]

    @Test(arguments: samples)
    func decodesWhatJSONDecoderDecodes(_ sample: DecodingSample) {
        let data = Data(sample.json.utf8)
        let expected = Result { try sample.decode(data, true) }
        let decoded = Result { try sample.decode(data, false) }
        switch (expected, decoded) {
        case (.success(let expected), .success(let decoded)):
            #expect(decoded == expected)
        case (.failure, .failure):
            break
        default:
            Issue.record("JSONDecoder: \(expected), JSONValueDecoder: \(decoded)")
        }
    }

    @Test func stringsAreValidatedUTF8() throws {
        let valid: [UInt8] = Array(#"[""#.utf8) + [0xC3, 0xA9, 0x61] + Array(#""]"#.utf8)
        #expect(try JSONParser.parse(valid) == .array([.string("éa")]))
        for invalid: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80]] {
            #expect(throws: JSONParser.Failure.self) {
                try JSONParser.parse(Array(#"[""#.utf8) + invalid + Array(#""]"#.utf8))
            }
        }
    }

    @Test func errorsCarryTheCodingPath() throws {
        let json = try JSONParser.parse(Array(#"{"nested":{"_0":{"detail":{"id":"x"}}}}"#.utf8))
        do {
            _ = try JSONValueDecoder.decode(DecodedRoute.self, from: json)
            Issue.record("expected a type mismatch")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["nested", "_0", "detail", "id"])
        }
    }

    /// Unlike `JSONDecoder` (which keeps the first), a later duplicate key wins, as it always
    /// has in snapshots (whose objects used to be dictionaries).
    @Test func aLaterDuplicateKeyWins() throws {
        let json = try JSONParser.parse(Array(#"{"detail":{"id":1,"id":2}}"#.utf8))
        #expect(
            String(describing: try JSONValueDecoder.decode(DecodedRoute.self, from: json)) == "detail(id: 2)")
    }

    @Test func largeObjectsLookUpTheirLastDuplicate() throws {
        let members = (0..<100).map { JSONObject.Member(key: "k\($0 % 50)", value: .number(String($0))) }
        let object = JSONObject(members)
        #expect(object["k7"] == .number("57"))
        #expect(object["missing"] == nil)
        var keys: [String] = []
        object.forEachKey { keys.append($0) }
        #expect(keys.count == 50)
        let small = JSONObject([.init(key: "a", value: .null), .init(key: "a", value: .bool(true))])
        #expect(small["a"] == .bool(true))
    }
}
