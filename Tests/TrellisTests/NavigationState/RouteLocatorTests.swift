import Foundation
import Testing
import Trellis

/// A restore reads the node table with `JSONDecoder` and finds each node's routes in the bytes
/// with its own scanner: where the two could read a document differently, they agree, or the
/// restore refuses it before anything changes.
@MainActor
@Suite("Navigation snapshots: finding the routes in the bytes")
struct RouteLocatorTests {
    static let node =
        #"{"kind":"flow","type":"CatalogFlow","qualifiedType":"TrellisTests.CatalogFlow","root":{"list":{}},"#

    static func document(_ node: String) -> Data {
        Data(#"{"format":"trellis.navigation","version":2,"nodes":[\#(node)]}"#.utf8)
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
        let data = Self.document(
            Self.node + #""entries":[{"detail":{"id":1}}],"presentations":"p","#
                + #""entries":[{"detail":{"id":2}},{"cart":{}}],"presentations":"pp"}"#)
        try expectEqual(restored(data), Self.oneDetail)
    }

    func escapedKeys() throws {
        let data = Self.document(
            Self.node + #""\u0065ntries":[{"detail":{"id":1}}],"presentations":"p"}"#)
        try expectEqual(restored(data), Self.oneDetail)
    }

    func whitespaceAndStrings() throws {
        let data = Data(
            """
            { "format" : "trellis.navigation" , "note" : "]}[{\\"" , "version" : 2 ,
              "nodes" : [ { "kind" : "flow" , "type" : "CatalogFlow" ,
                "qualifiedType" : "TrellisTests.CatalogFlow" , "root" : { "list" : { } } ,
                "entries" : [ { "reviews" : { "productID" : 1 , "sort" : "]}\\"{[" } } ] ,
                "presentations" : "p" } ] }
            """.utf8)
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
            decoding: Self.document(Self.node + #""entries":[],"presentations":""}"#), as: UTF8.self)
        let utf16 = Data([0xFF, 0xFE]) + Data(json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        for data in [Data([0xEF, 0xBB, 0xBF]) + Data(json.utf8), utf16] {
            let flow = CatalogFlow()
            flow.route(to: .detail(id: 9))
            #expect(throws: NavigationStateError.notASnapshot(reason: "it is not a UTF-8 JSON object")) {
                try flow.restoreNavigationState(from: data)
            }
            expectEqual(flow.stack.entries.map(\.destination), [.detail(id: 9)])
        }
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .repeatedKeys: try repeatedKeys()
        case .escapedKeys: try escapedKeys()
        case .whitespaceAndStrings: try whitespaceAndStrings()
        case .otherEncodings: try otherEncodings()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case repeatedKeys = "a repeated key counts the first time, as in JSONDecoder"
        case escapedKeys = "escaped keys are the keys they spell"
        case whitespaceAndStrings = "whitespace anywhere, strings holding brackets and quotes"
        case otherEncodings =
            "a byte-order mark or another text encoding, which JSONDecoder accepts, is refused"

        var testDescription: String { rawValue }
    }
}
