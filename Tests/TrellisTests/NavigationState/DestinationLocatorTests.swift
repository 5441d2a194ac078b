import Foundation
import Testing
import Trellis

/// A restore reads the whole document once with `JSONDecoder`, and decodes each node's destinations
/// later from the decoders it kept; a migration, which sees each stored destination's JSON, and a
/// report, which shows a skipped one, find the destinations' bytes with a scanner of their own. Where
/// the two could read a document differently, they agree; another text encoding, which
/// `JSONDecoder` reads but the bytes are not cut from, is refused before anything changes.
///
/// A document over 256 KiB is not parsed once: each list's destinations are read from the bytes the
/// scanner finds, so its parse does not outlive the node table (the restore memory bound).
/// Every example runs on the document as written and padded past that size with whitespace,
/// which changes how it is read and nothing it says.
@MainActor
@Suite("Navigation snapshots: finding the destinations in the bytes")
struct DestinationLocatorTests {
    static let node =
        #"{"kind":"flow","type":"CatalogFlow","qualifiedType":"TrellisTests.CatalogFlow","root":{"list":{}},"#

    /// How the examples' documents are written: as they are, or padded past 256 KiB.
    enum Size: String, CaseIterable, CustomTestStringConvertible {
        case asWritten = "as written"
        case padded = "padded past 256 KiB"

        var testDescription: String { rawValue }
    }

    let size: Size

    init(size: Size = .asWritten) {
        self.size = size
    }

    /// `json`, padded with trailing whitespace when the size asks for it.
    func sized(_ json: String) -> String {
        size == .asWritten ? json : json + String(repeating: " \n", count: 132 * 1024)
    }

    func document(_ node: String) -> Data {
        Data(sized(#"{"format":"trellis.navigation","version":2,"nodes":[\#(node)]}"#).utf8)
    }

    func restored(_ data: Data) throws -> String {
        let flow = CatalogFlow()
        let report = try flow.restoreNavigationState(from: data)
        expectTrue(report.isComplete, "\(report)")
        return flow.debugHierarchy()
    }

    static let oneDetail = """
        CatalogFlow [flow]
          root .list
          push .detail(id: 1)
        """

    func repeatedKeys() throws {
        let data = document(
            Self.node + #""entries":[{"detail":{"id":1}}],"presentations":"p","#
                + #""entries":[{"detail":{"id":2}},{"cart":{}}],"presentations":"pp"}"#)
        try expectEqual(restored(data), Self.oneDetail)
    }

    func escapedKeys() throws {
        let data = document(
            Self.node + #""\u0065ntries":[{"detail":{"id":1}}],"presentations":"p"}"#)
        try expectEqual(restored(data), Self.oneDetail)
    }

    func whitespaceAndStrings() throws {
        let data = Data(
            sized(
                """
                { "format" : "trellis.navigation" , "note" : "]}[{\\"" , "version" : 2 ,
                  "nodes" : [ { "kind" : "flow" , "type" : "CatalogFlow" ,
                    "qualifiedType" : "TrellisTests.CatalogFlow" , "root" : { "list" : { } } ,
                    "entries" : [ { "reviews" : { "productID" : 1 , "sort" : "]}\\"{[" } } ] ,
                    "presentations" : "p" } ] }
                """
            ).utf8)
        try expectEqual(
            restored(data),
            """
            CatalogFlow [flow]
              root .list
              push .reviews(productID: 1, sort: "]}\\"{[")
            """)
    }

    func otherEncodings() throws {
        let json = String(
            decoding: document(Self.node + #""entries":[],"presentations":""}"#), as: UTF8.self)
        func utf16(bigEndian: Bool) -> Data {
            Data(
                json.utf16.flatMap {
                    bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
                })
        }
        let utf32 = Data(json.unicodeScalars.flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] })
        let encodings = [
            Data([0xEF, 0xBB, 0xBF]) + Data(json.utf8), Data([0xFF, 0xFE]) + utf16(bigEndian: false),
            Data([0xFE, 0xFF]) + utf16(bigEndian: true), utf16(bigEndian: false), utf16(bigEndian: true),
            utf32,
        ]
        for data in encodings {
            // `JSONDecoder` reads each of them.
            #expect(throws: Never.self) { try JSONDecoder().decode(Header.self, from: data) }
            let flow = CatalogFlow()
            flow.route(to: .detail(id: 9))
            #expect(throws: NavigationStateError.notASnapshot(reason: "it is not a UTF-8 JSON object")) {
                try flow.restoreNavigationState(from: data)
            }
            expectEqual(flow.navigation.entries.map(\.destination), [.detail(id: 9)])
        }
    }

    /// A document's header, to see that `JSONDecoder` reads the document.
    struct Header: Decodable {
        var format: String
    }

    static let shopNode =
        #"{"kind":"flow","type":"Shop","qualifiedType":"TrellisTests.MigrationV2.Shop","root":{"list":{}},"#

    /// The JSON of each destination a migration was asked about, in order.
    func migrated(_ node: String) throws -> (hierarchy: String, seen: [String]) {
        let data = Data(
            sized(#"{"format":"trellis.navigation","version":2,"appVersion":"2.0","nodes":[\#(node)]}"#).utf8)
        MigrationV2.Shop.seen = []
        defer { MigrationV2.Shop.seen = [] }
        let shop = MigrationV2.Shop()
        let report = try shop.restoreNavigationState(from: data)
        expectTrue(report.isComplete, "\(report)")
        return (shop.debugHierarchy(), MigrationV2.Shop.seen.map(\.description))
    }

    func migrationSeesTheDestinationsRead() throws {
        // Repeated and escaped keys, whitespace and strings holding brackets: the migration is
        // shown the very destinations `JSONDecoder` reads, the first list of a repeated key.
        let (hierarchy, seen) = try migrated(
            Self.shopNode
                + #" "\u0065ntries" : [ {"search":{"text":"]}\"[{"}} , {"probe":{}} ] , "presentations":"ps","#
                + #""entries":[{"cart":{}}],"presentations":"p"}"#)
        expectEqual(seen, [#"{"list":{}}"#, #"{"search":{"text":"]}\"[{"}}"#, #"{"probe":{}}"#])
        expectEqual(
            hierarchy,
            #"""
            Shop [flow]
              root .list
              push .search(text: "]}\"[{")
              sheet .probe
            """#)
    }

    func reportShowsTheDestinationRead() throws {
        let data = document(
            Self.node + #""entries":[{"detail":{"id":1}},{"detail":{"id":"two"}}],"presentations":"pp","#
                + #""entries":[{"cart":{}},{"detail":{"id":"three"}}],"presentations":"pp"}"#)
        let flow = CatalogFlow()
        let report = try flow.restoreNavigationState(from: data)
        expectEqual(report.skipped.map(\.path), ["push[1]"])
        expectEqual(report.skipped.first?.storedCase, "detail")
        expectEqual(report.skipped.first?.storedPayload, #"{"id":"two"}"#)
        expectEqual(flow.debugHierarchy(), Self.oneDetail)
    }

    func otherKindsFieldsAreIgnored() throws {
        // What another kind's capture writes is ignored on a flow, as an unknown key is, even
        // when it could not be read as that kind's field.
        let data = document(
            Self.node + #""entries":[{"detail":{"id":1}}],"presentations":"p","tabs":5,"selected":"x","#
                + #""modals":[{"cart":{}}],"modalPresentations":7,"selections":{},"compactColumn":"up"}"#)
        try expectEqual(restored(data), Self.oneDetail)
        let inspected = try InspectedSnapshot(data: data)
        expectEqual(
            inspected.coordinators[0].destinations.map { "\($0.role) \($0.text ?? "-")" },
            ["root .list", "push .detail(id: 1)"])
    }

    func trailingCommas() throws {
        // One comma after the last element or member, which `JSONDecoder` accepts: in a list
        // of destinations, in a node, in the document. The same destinations restore, and a migration is
        // shown each of them.
        let data = Data(
            sized(
                #"{"format":"trellis.navigation","version":2,"nodes":[\#(Self.node)"#
                    + #""entries":[{"detail":{"id":1}},],"presentations":"p",},],}"#
            ).utf8)
        try expectEqual(restored(data), Self.oneDetail)
        let (hierarchy, seen) = try migrated(
            Self.shopNode + #""entries":[{"search":{"text":"a"}},{"probe":{}},],"presentations":"ps",}"#)
        expectEqual(seen, [#"{"list":{}}"#, #"{"search":{"text":"a"}}"#, #"{"probe":{}}"#])
        expectEqual(
            hierarchy,
            """
            Shop [flow]
              root .list
              push .search(text: "a")
              sheet .probe
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases, Size.allCases)
    static func example(_ example: Example, size: Size) async throws {
        let suite = DestinationLocatorTests(size: size)
        switch example {
        case .repeatedKeys: try suite.repeatedKeys()
        case .escapedKeys: try suite.escapedKeys()
        case .whitespaceAndStrings: try suite.whitespaceAndStrings()
        case .otherEncodings: try suite.otherEncodings()
        case .migrationSeesTheDestinationsRead: try suite.migrationSeesTheDestinationsRead()
        case .reportShowsTheDestinationRead: try suite.reportShowsTheDestinationRead()
        case .otherKindsFieldsAreIgnored: try suite.otherKindsFieldsAreIgnored()
        case .trailingCommas: try suite.trailingCommas()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case repeatedKeys = "a repeated key counts the first time, as in JSONDecoder"
        case escapedKeys = "escaped keys are the keys they spell"
        case whitespaceAndStrings = "whitespace anywhere, strings holding brackets and quotes"
        case otherEncodings =
            "a byte-order mark or another text encoding, which JSONDecoder accepts, is refused"
        case migrationSeesTheDestinationsRead =
            "a migration is shown the JSON of the destinations JSONDecoder reads, whatever the keys' spelling"
        case reportShowsTheDestinationRead =
            "a report shows the stored destination JSONDecoder read for a repeated key"
        case otherKindsFieldsAreIgnored = "another kind's fields are ignored, as unknown keys are"
        case trailingCommas =
            "one comma after a last element or member, which JSONDecoder accepts, reads the same destinations"

        var testDescription: String { rawValue }
    }
}
