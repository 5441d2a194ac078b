import Foundation
import Testing
import Trellis

/// Bad input to an inspection — not JSON, another format, truncated, huge, hostile nesting,
/// an inconsistent node table — is refused with an error that says what is wrong, never a
/// trap or a hang.
@Suite("Inspecting bad input")
struct InspectionErrorTests {
    private static func snapshot(_ nodes: String, version: Int = 1) -> String {
        #"{"format":"trellis.navigation","version":\#(version),"nodes":[\#(nodes)]}"#
    }

    private static let flow = #"{"kind":"flow","type":"A","root":"a","entries":["b"],"presentations":"p"}"#

    static let badSnapshots: [(name: String, json: String, error: NavigationStateError)] = [
        ("empty", "", .notASnapshot(reason: "the data is empty")),
        (
            "not JSON", "garbage",
            .notASnapshot(reason: "it is not valid JSON (Invalid value around character 0)")
        ),
        (
            "truncated", String(snapshot(flow).dropLast(3)),
            .notASnapshot(reason: "it is not valid JSON (Unexpected end of file during JSON parse)")
        ),
        ("an array", "[1, 2]", .notASnapshot(reason: "its top level is not a JSON object")),
        (
            "an app-state file", #"{"formatVersion":1,"stateVersion":1,"savedAt":0}"#,
            .notASnapshot(reason: #"the field "format" is missing"#)
        ),
        (
            "another format", #"{"format":"other","version":1,"nodes":[]}"#,
            .notASnapshot(reason: #"its format is "other""#)
        ),
        ("a newer version", snapshot(flow, version: 3), .unsupportedVersion(found: 3, supported: 2)),
        (
            "version 0", snapshot(flow, version: 0),
            .notASnapshot(reason: "its format version 0 does not exist")
        ),
        ("no coordinator", snapshot(""), .invalidStructure(reason: "it holds no coordinator")),
        (
            "a field of the wrong type",
            snapshot(flow + #",{"kind":"flow","type":"B","root":"c","parent":0,"slot":"1"}"#),
            .notASnapshot(reason: "Expected to decode Int but found a string instead (at nodes.1.slot)")
        ),
        (
            "a dangling parent",
            snapshot(flow + #",{"kind":"flow","type":"B","root":"c","parent":3,"slot":0}"#),
            .invalidStructure(reason: "node 1 refers to parent 3, which does not precede it")
        ),
        (
            "a slot the parent does not have",
            snapshot(flow + #",{"kind":"flow","type":"B","root":"c","parent":0,"slot":2}"#),
            .invalidStructure(reason: "node 1 sits in slot 2, which node 0 does not have")
        ),
        (
            "two children in one slot",
            snapshot(
                flow + #",{"kind":"flow","type":"B","root":"c","parent":0,"slot":1}"#
                    + #",{"kind":"flow","type":"C","root":"d","parent":0,"slot":1}"#),
            .invalidStructure(reason: "two nodes sit in slot 1 of node 0")
        ),
        (
            "hostile nesting", String(repeating: "[", count: 100_000),
            .notASnapshot(
                reason: "it is not valid JSON (Too many nested arrays or dictionaries around character 513)")
        ),
        (
            "a route nested too deeply",
            snapshot(
                #"{"kind":"flow","type":"A","root":"# + String(repeating: "[", count: 600)
                    + String(repeating: "]", count: 600) + "}"),
            .notASnapshot(
                reason: "it is not valid JSON (Too many nested arrays or dictionaries around character 595)")
        ),
    ]

    @Test("a bad snapshot is refused with the error a restore throws", arguments: badSnapshots)
    func badSnapshot(_ input: (name: String, json: String, error: NavigationStateError)) {
        #expect(throws: InspectionError.invalidSnapshot(input.error)) {
            try InspectedSnapshot(data: Data(input.json.utf8))
        }
    }

    func tooManyNodes() {
        let count = NavigationSnapshotLimits.maximumNodeCount + 1
        let nodes = String(repeating: "{},", count: count - 1) + "{}"
        #expect(throws: InspectionError.invalidSnapshot(.tooManyNodes(count: count, limit: count - 1))) {
            try InspectedSnapshot(data: Data(Self.snapshot(nodes).utf8))
        }
    }

    func tooDeep() {
        let levels = NavigationSnapshotLimits.maximumDepth + 1
        var nodes = [Self.flow]
        for parent in 0..<levels {
            nodes.append(
                #"{"kind":"flow","type":"A","root":"a","entries":["b"],"presentations":"p","parent":\#(parent),"slot":1}"#
            )
        }
        #expect(throws: InspectionError.invalidSnapshot(.tooDeep(depth: levels, limit: levels - 1))) {
            try InspectedSnapshot(data: Data(Self.snapshot(nodes.joined(separator: ",")).utf8))
        }
    }

    static let badAppStates: [(name: String, json: String, error: InspectionError)] = [
        ("empty", "", .invalidAppState(reason: "the data is empty")),
        (
            "not JSON", "{",
            .invalidAppState(reason: "it is not valid JSON (Unexpected end of file during JSON parse)")
        ),
        (
            "a newer storage format", #"{"formatVersion":2,"stateVersion":1,"savedAt":0}"#,
            .invalidAppState(
                reason:
                    "it was written in storage format 2 by a newer Trellis, which this one (format 1) does not read"
            )
        ),
        (
            "no save date", #"{"formatVersion":1,"stateVersion":1}"#,
            .invalidAppState(reason: #"the field "savedAt" is missing"#)
        ),
        (
            "a scroll position of the wrong type",
            #"{"formatVersion":1,"stateVersion":1,"savedAt":0,"scrollPositions":{"feed":3}}"#,
            .invalidAppState(
                reason: "Expected to decode String but found number instead (at scrollPositions.feed)")
        ),
        (
            "navigation that is not base64",
            #"{"formatVersion":1,"stateVersion":1,"savedAt":0,"navigationState":"%%"}"#,
            .invalidAppState(reason: "Encountered Data is not valid Base64 (at navigationState)")
        ),
        (
            "navigation that is not a snapshot",
            #"{"formatVersion":1,"stateVersion":1,"savedAt":0,"navigationState":"bm90IGpzb24="}"#,
            .invalidNavigationState(
                .notASnapshot(reason: "it is not valid JSON (Invalid value around character 1)"))
        ),
    ]

    @Test("a bad app-state file is refused with the reason", arguments: badAppStates)
    func badAppState(_ input: (name: String, json: String, error: InspectionError)) {
        #expect(throws: input.error) { try InspectedAppState(data: Data(input.json.utf8)) }
    }

    func tooLargeAnAppState() {
        let data = Data(repeating: UInt8(ascii: " "), count: (16 << 20) + 1)
        #expect(
            throws: InspectionError.invalidAppState(
                reason: "it is 16777217 bytes, more than the 16777216 bytes StateRestorationManager reads")
        ) { try InspectedAppState(data: data) }
    }

    static let unrecognized: [(name: String, json: String, error: InspectionError)] = [
        ("empty", "", .unrecognizedDocument(reason: "the data is empty")),
        (
            "not JSON", "garbage",
            .unrecognizedDocument(reason: "it is not valid JSON (Invalid value around character 0)")
        ),
        ("a string", #""appState""#, .unrecognizedDocument(reason: "its top level is not a JSON object")),
        (
            "another object", #"{"name":"x"}"#,
            .unrecognizedDocument(
                reason:
                    "it is a JSON object without the format of a snapshot or the stateVersion of an app-state file"
            )
        ),
        (
            "a form draft", #"{"formatVersion":1,"formID":"signup","values":{"name":"Ada"}}"#,
            .unrecognizedDocument(reason: "it is a form draft (FormDraftManager), which holds no navigation")
        ),
        (
            "a bad snapshot", snapshot(flow, version: 7),
            .invalidSnapshot(.unsupportedVersion(found: 7, supported: 2))
        ),
        (
            "a bad app-state file", #"{"formatVersion":1,"stateVersion":"one","savedAt":0}"#,
            .invalidAppState(reason: "Expected to decode Int but found a string instead (at stateVersion)")
        ),
    ]

    @Test("a document that is neither kind, or a bad one of either kind, is refused", arguments: unrecognized)
    func unrecognizedDocument(_ input: (name: String, json: String, error: InspectionError)) {
        #expect(throws: input.error) { try InspectedDocument(data: Data(input.json.utf8)) }
    }

    func descriptions() {
        expectEqual(
            InspectionError.invalidSnapshot(.unsupportedVersion(found: 2, supported: 1)).description,
            "The navigation snapshot has format version 2, newer than the supported version 1.")
        expectEqual(
            InspectionError.invalidAppState(reason: "the data is empty").description,
            "The data is not a Trellis app-state file: the data is empty.")
        expectEqual(
            InspectionError.invalidNavigationState(.notASnapshot(reason: "the data is empty")).description,
            "The app-state file's navigationState cannot be read. "
                + "The data is not a Trellis navigation snapshot: the data is empty.")
        expectEqual(
            InspectionError.unrecognizedDocument(reason: "its top level is not a JSON object").description,
            "The data is neither a Trellis navigation snapshot nor an app-state file: "
                + "its top level is not a JSON object.")
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .tooManyNodes: tooManyNodes()
        case .tooDeep: tooDeep()
        case .tooLargeAnAppState: tooLargeAnAppState()
        case .descriptions: descriptions()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case tooManyNodes = "a node table one past maximumNodeCount is refused before its nodes are read"
        case tooDeep = "a tree one level deeper than maximumDepth is refused"
        case tooLargeAnAppState = "an app-state file larger than the manager reads is refused unread"
        case descriptions = "each error reads as a sentence that names the problem"

        var testDescription: String { rawValue }
    }
}
