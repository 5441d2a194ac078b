import Foundation
import Testing
import Trellis
import TrellisFuzzSupport

@MainActor
@Suite("Navigation snapshots: hostile input")
struct SnapshotHostileInputTests {
    /// How a restore of hostile data ended.
    enum Outcome { case refused, restored }

    /// Restores `data` into a navigated app and checks either outcome: a throw is a
    /// `NavigationStateError` and leaves the tree untouched; an accepted restore gives the tree
    /// and the report a fresh app gets from the same data, and that tree captures and restores
    /// to itself (same hierarchy, same bytes).
    @discardableResult
    private func expectRefusedOrConsistent(
        _ data: Data, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Outcome {
        let app = ShopApp.navigated()
        let before = app.debugHierarchy()
        let report: RestorationReport
        do {
            report = try app.restoreNavigationState(from: data)
        } catch {
            #expect(error is NavigationStateError, "\(error)", sourceLocation: sourceLocation)
            #expect(app.debugHierarchy() == before, sourceLocation: sourceLocation)
            return .refused
        }
        let fresh = ShopApp()
        do {
            let freshReport = try fresh.restoreNavigationState(from: data)
            #expect(freshReport == report, sourceLocation: sourceLocation)
            #expect(app.debugHierarchy() == fresh.debugHierarchy(), sourceLocation: sourceLocation)
            #expect(report.isComplete == report.skipped.isEmpty, sourceLocation: sourceLocation)
            let captured = try app.captureNavigationState()
            let again = ShopApp()
            try again.restoreNavigationState(from: captured)
            #expect(again.debugHierarchy() == app.debugHierarchy(), sourceLocation: sourceLocation)
            #expect(try again.captureNavigationState() == captured, sourceLocation: sourceLocation)
        } catch {
            Issue.record("accepted over a navigated tree, then \(error)", sourceLocation: sourceLocation)
        }
        return .restored
    }

    private func expectThrows(_ data: Data, _ check: (NavigationStateError) -> Bool = { _ in true }) {
        let app = ShopApp.navigated()
        let before = app.debugHierarchy()
        do {
            try app.restoreNavigationState(from: data)
            Issue.record("expected a NavigationStateError")
        } catch let error as NavigationStateError {
            expectTrue(check(error), "\(error)")
            expectFalse(error.description.isEmpty)
        } catch {
            Issue.record("unexpected \(error)")
        }
        expectEqual(app.debugHierarchy(), before)
    }

    private func json(_ text: String) -> Data { Data(text.utf8) }

    @Test(arguments: [
        "", "null", "[]", "42", "\"snapshot\"", "{}", "{\"format\":\"trellis.navigation\"}",
        "{\"format\":\"other\",\"version\":1,\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":\"1\",\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":{}}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":0,\"nodes\":[]}",
        "{\"format\":\"trellis.navigation\",\"version\":1,\"nodes\":[{\"kind\":\"root\",\"type\":7,\"root\":1}]}",
    ])
    func malformedDocumentsThrow(_ text: String) {
        expectThrows(json(text))
    }

    @Test func aFutureVersionThrows() {
        expectThrows(json(#"{"format":"trellis.navigation","version":99,"nodes":[]}"#)) {
            $0 == .unsupportedVersion(found: 99, supported: 2)
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
    ])
    func inconsistentNodeTablesThrow(_ nodes: String) {
        expectThrows(json(#"{"format":"trellis.navigation","version":1,"nodes":"# + nodes + "}"))
    }

    /// Fields of Trellis's own that do not fit (a code for each modal, a selected tab it has,
    /// created flags for each tab, an omitted slot it has), a node with no root and one of an
    /// unknown kind: by the forward-compatibility rule each costs what holds it, reported, and the
    /// rest restores, consistently over a navigated tree and a fresh one (ForwardCompatibilityTests
    /// checks what each report says).
    @Test(arguments: [
        #"[{"kind":"root","type":"ShopApp"}]"#,
        #"[{"kind":"nope","type":"ShopApp"}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main","modals":[1,2],"modalPresentations":"s"}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main","modals":[1],"modalPresentations":"x"}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"tab","type":"T","parent":0,"slot":0,"tabs":[1],"selected":3}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main"},{"kind":"tab","type":"T","parent":0,"slot":0,"tabs":[1],"selected":0,"created":[]}]"#,
        #"[{"kind":"root","type":"ShopApp","root":"main","omitted":[{"slot":-1,"reason":"limit"}]}]"#,
    ])
    func inconsistentFieldsDegrade(_ nodes: String) throws {
        let data = json(#"{"format":"trellis.navigation","version":1,"nodes":"# + nodes + "}")
        expectEqual(expectRefusedOrConsistent(data), .restored)
        let report = try ShopApp().restoreNavigationState(from: data)
        expectFalse(report.isComplete, "\(report)")
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
        let nestedDestination =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"root","type":"ShopApp","root":"#
            + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "}]}"
        expectThrows(json(nestedDestination))
    }

    /// A flow with 100,000 entries: a valid document, huge but within every limit, restores
    /// whole (the only limit on a node's arrays is the size of the document).
    /// 10,000 destinations and presentation codes; 100,000 in a thorough run.
    @Test func hugeArraysAreHandled() throws {
        let count = Thorough.isEnabled ? 100_000 : 10_000
        let destinations = Array(repeating: #"{"detail":{"id":1}}"#, count: count).joined(separator: ",")
        let text =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"CatalogFlow","root":{"list":{}},"entries":["#
            + destinations + #"],"presentations":""# + String(repeating: "p", count: count) + #""}]}"#
        let flow = CatalogFlow()
        let report = try flow.restoreNavigationState(from: json(text))
        expectTrue(report.isComplete, "\(report)")
        expectEqual(flow.navigation.entries.count, count)
        #expect(
            flow.navigation.entries.allSatisfy {
                $0.destination == .detail(id: 1) && $0.presentation == .push
            })
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0x7E11_15)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<256, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            expectRefusedOrConsistent(Data(bytes))
        }
    }

    /// Every proper prefix of a small snapshot (a root, a tab set, a flow with a push and a
    /// sheet) is refused as not a snapshot, and the tree is left untouched.
    @Test func everyTruncationOfAValidSnapshotThrows() throws {
        let app = ShopApp()
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 7))
                catalog.present(.gallery(index: 1))
            }
        }
        let data = try app.captureNavigationState()
        #expect(data.count < 1_000)
        for length in 0..<data.count {
            expectThrows(data.prefix(length)) {
                if case .notASnapshot = $0 { true } else { false }
            }
        }
    }

    /// Up to four random byte edits of a snapshot: each is refused with the tree untouched, or
    /// restores consistently (see ``expectRefusedOrConsistent(_:sourceLocation:)``).
    @Test func mutatedSnapshotsAreRefusedOrRestoreConsistently() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array(#"{}[]",:0123456789-truefalsnl"abcxyz.\ "#.utf8)
        var outcomes: [Outcome] = []
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
            outcomes.append(expectRefusedOrConsistent(Data(bytes)))
        }
        #expect(outcomes.contains(.refused))
        #expect(outcomes.contains(.restored))
    }

    @Test func wrongTypesInEveryFieldThrowOrSkip() throws {
        let data = try ShopApp.navigated().captureNavigationState()
        let text = String(decoding: data, as: UTF8.self)
        let fields = [
            "kind", "type", "root", "entries", "presentations", "tabs", "created", "selected", "parent",
            "slot", "opaque",
        ]
        let replacements = ["null", "true", "-1", "1.5", "\"x\"", "[]", "{}"]
        var outcomes: [Outcome] = []
        for field in fields {
            for replacement in replacements {
                let mutated = text.replacingOccurrences(
                    of: #""\#(field)":"#, with: #""\#(field)":\#(replacement),"ignored":"#)
                outcomes.append(expectRefusedOrConsistent(Data(mutated.utf8)))
            }
        }
        // Both branches ran: some wrong types are refused, some are skipped (`"ignored"`).
        #expect(outcomes.contains(.refused))
        #expect(outcomes.contains(.restored))
    }
}

/// The tests' seeded generator: TrellisFuzzSupport's SplitMix64, so that failures replay.
typealias SeededGenerator = SplitMix64
