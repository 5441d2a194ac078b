import Foundation
import Testing
import Trellis

@MainActor
@Suite("Navigation snapshots: hostile input")
struct SnapshotHostileInputTests {
    /// Restores `data` into a navigated app and checks that a throw left the tree untouched.
    private func restoreLeavesTreeIntactWhenThrowing(_ data: Data) {
        let app = ShopApp.navigated()
        let before = app.debugHierarchy()
        do {
            try app.restoreNavigationState(from: data)
        } catch {
            #expect(error is NavigationStateError)
            #expect(app.debugHierarchy() == before)
        }
    }

    private func expectThrows(_ data: Data, _ check: (NavigationStateError) -> Bool = { _ in true }) {
        let app = ShopApp.navigated()
        let before = app.debugHierarchy()
        do {
            try app.restoreNavigationState(from: data)
            Issue.record("expected a NavigationStateError")
        } catch let error as NavigationStateError {
            #expect(check(error), "\(error)")
            #expect(!error.description.isEmpty)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(app.debugHierarchy() == before)
    }

    private func json(_ text: String) -> Data { Data(text.utf8) }

    @Test(arguments: [
        "", "null", "[]", "42", "\"snapshot\"", "{}", "{\"format\":\"trellis.navigation\"}",
        "{\"format\":\"other\",\"version\":1,\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":\"1\",\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":{}}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":0,\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":[{\"kind\":\"root\",\"type\":\"ShopApp\"}]}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":[{\"kind\":\"nope\",\"type\":\"ShopApp\"}]}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":[{\"kind\":\"root\",\"type\":7,\"root\":1}]}",
    ])
    func malformedDocumentsThrow(_ text: String) {
        expectThrows(json(text))
    }

    @Test func aFutureVersionThrows() {
        expectThrows(json(#"{"format":"trellis.navigation","version":99,"nodes":[]}"#)) {
            $0 == .unsupportedVersion(found: 99, supported: 1)
        }
    }

    @Test func anotherCoordinatorsSnapshotThrows() throws {
        let data = try CatalogFlow().captureNavigationState()
        expectThrows(data) {
            $0 == .coordinatorMismatch(expected: "ShopApp [root]", found: "CatalogFlow [flow]")
        }
    }

    @Test(arguments: [
        // dangling parent, parent after child (a cycle), slot out of range, duplicate slot
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"flow","type":"X","root":1,"parent":5,"slot":0}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"flow","type":"X","root":1,"parent":1,"slot":0}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"flow","type":"X","root":1,"parent":0,"slot":9}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"flow","type":"X","root":1,"parent":0,"slot":0},{"kind":"flow","type":"Y","root":1,"parent":0,"slot":0}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main","parent":0,"slot":0}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main","modals":[1,2],"modalPresentations":"s"}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main","modals":[1],"modalPresentations":"x"}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"tab","type":"T","parent":0,"slot":0,"tabs":[1],"selected":3}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"tab","type":"T","parent":0,"slot":0,"tabs":[1],"selected":0,"created":[]}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main","omitted":[{"slot":-1,"reason":"limit"}]}]"#,
    ])
    func inconsistentNodeTablesThrow(_ nodes: String) {
        expectThrows(json(#"{"format":"trellis.navigation","version":1,"nodes":"# + nodes + "}"))
    }

    @Test func aTreeDeeperThanTheLimitThrows() {
        var nodes = [#"{"kind":"root","type":"ShopApp","root":"main"}"#]
        for index in 1...(NavigationSnapshotLimits.maximumDepth + 1) {
            nodes.append(
                #"{"kind":"flow","type":"SnapshotChain","root":"screen","parent":\#(index - 1),"slot":0}"#)
        }
        let text =
            #"{"format":"trellis.navigation","version":1,"nodes":["# + nodes.joined(separator: ",") + "]}"
        expectThrows(json(text)) {
            $0 == .tooDeep(depth: NavigationSnapshotLimits.maximumDepth + 1, limit: 2_048)
        }
    }

    @Test func deeplyNestedJSONThrows() {
        expectThrows(Data(repeating: UInt8(ascii: "["), count: 100_000))
        expectThrows(
            json(String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000)))
        let nestedRoute =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"root","type":"ShopApp","root":"#
            + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "}]}"
        expectThrows(json(nestedRoute))
    }

    @Test func hugeArraysAreHandled() {
        let routes = Array(repeating: #"{"detail":{"id":1}}"#, count: 200_000).joined(separator: ",")
        let text =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"CatalogFlow","root":{"list":{}},"entries":["#
            + routes + #"],"presentations":"p"}]}"#
        let flow = CatalogFlow()
        #expect(throws: NavigationStateError.self) { try flow.restoreNavigationState(from: json(text)) }
        #expect(flow.stack.entries.isEmpty)
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0x7E11_15)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<256, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            restoreLeavesTreeIntactWhenThrowing(Data(bytes))
        }
    }

    @Test func everyTruncationOfAValidSnapshotThrows() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        for length in stride(from: 0, to: data.count, by: 7) {
            expectThrows(data.prefix(length))
        }
    }

    @Test func mutatedSnapshotsNeverCrash() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array(#"{}[]",:0123456789-truefalsnl"abcxyz.\ "#.utf8)
        for _ in 0..<400 {
            var bytes = [UInt8](data)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = alphabet.randomElement(using: &generator) ?? 0
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: position)
                }
            }
            let app = ShopApp.navigated()
            if (try? app.restoreNavigationState(from: Data(bytes))) != nil {
                _ = app.debugHierarchy()
                _ = try? app.captureNavigationState()
            }
        }
    }

    @Test func wrongTypesInEveryFieldThrowOrSkip() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        let text = String(decoding: data, as: UTF8.self)
        let fields = [
            "kind", "type", "root", "entries", "presentations", "tabs", "created", "selected", "parent",
            "slot", "opaque",
        ]
        let replacements = ["null", "true", "-1", "1.5", "\"x\"", "[]", "{}"]
        for field in fields {
            for replacement in replacements {
                let mutated = text.replacingOccurrences(
                    of: #""\#(field)":"#, with: #""\#(field)":\#(replacement),"ignored":"#)
                restoreLeavesTreeIntactWhenThrowing(Data(mutated.utf8))
            }
        }
    }
}

/// A small deterministic generator (SplitMix64) so failures replay.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
