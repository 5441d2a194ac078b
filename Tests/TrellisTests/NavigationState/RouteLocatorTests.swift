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

    @Test("a repeated key counts the first time, as in JSONDecoder")
    func repeatedKeys() throws {
        let data = Self.document(
            Self.node + #""entries":[{"detail":{"id":1}}],"presentations":"p","#
                + #""entries":[{"detail":{"id":2}},{"cart":{}}],"presentations":"pp"}"#)
        try expectEqual(restored(data), Self.oneDetail)
    }

    @Test("escaped keys are the keys they spell")
    func escapedKeys() throws {
        let data = Self.document(
            Self.node + #""\u0065ntries":[{"detail":{"id":1}}],"presentations":"p"}"#)
        try expectEqual(restored(data), Self.oneDetail)
    }

    @Test("whitespace anywhere, strings holding brackets and quotes")
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

    @Test("a byte-order mark or another text encoding, which JSONDecoder accepts, is refused")
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
}
