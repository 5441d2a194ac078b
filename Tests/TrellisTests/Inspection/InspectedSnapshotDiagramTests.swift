import Foundation
import Testing
import Trellis

/// `InspectedSnapshot.diagram(as:)`: a saved tree drawn without the app's types, one node per
/// line of its description, with what the snapshot left out drawn as notes.
@MainActor
@Suite("InspectedSnapshot.diagram(as:)")
struct InspectedSnapshotDiagramTests {
    private func inspect(_ coordinator: some Coordinator) throws -> InspectedSnapshot {
        try InspectedSnapshot(data: coordinator.captureNavigationState())
    }

    @Test(
        "For a tree whose destinations encode as they print, it is the live tree's diagram",
        arguments: DiagramFormat.allCases)
    func matchesTheLiveTree(_ format: DiagramFormat) throws {
        let app = makeDiagramTree()
        let snapshot = try inspect(app)
        expectEqual(snapshot.description, app.debugHierarchy())
        expectEqual(snapshot.diagram(as: format), app.debugHierarchy(as: format))
    }

    func goldens() throws {
        let snapshot = try inspect(makeDiagramTree())
        expectEqual(snapshot.diagram(as: .mermaid), HierarchyDiagramTests.treeMermaid)
        expectEqual(snapshot.diagram(as: .dot), HierarchyDiagramTests.treeDOT)
    }

    func notes() throws {
        let flow = CatalogFlow()
        flow.route(to: .detail(id: 1))
        flow.route(to: .payment)
        let snapshot = try inspect(flow)
        expectEqual(
            snapshot.diagram(as: .mermaid),
            """
            flowchart TD
                n0["CatalogFlow [flow]"]:::coordinator;
                n0 --> n1["root .list"];
                n0 --> n2["push .detail(id: 1)"];
                n0 --> n3["(1 entry not saved: excluded by snapshotPolicy(for:))"]:::note;
                classDef coordinator stroke-width:3px;
                classDef note font-style:italic;
            """)
        expectEqual(
            snapshot.diagram(as: .dot),
            """
            digraph hierarchy {
                node [shape=box];
                n0 [label="CatalogFlow [flow]", style=bold];
                n1 [label="root .list"];
                n0 -> n1;
                n2 [label="push .detail(id: 1)"];
                n0 -> n2;
                n3 [label="(1 entry not saved: excluded by snapshotPolicy(for:))", shape=note];
                n0 -> n3;
            }
            """)
    }

    func sameFactsAsTheText() throws {
        let snapshot = try inspect(ShopApp.navigated())
        let lines = snapshot.description.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let mermaid = try #require(DiagramSource.mermaidNodes(snapshot.diagram(as: .mermaid)))
        let dot = try #require(DiagramSource.dotNodes(snapshot.diagram(as: .dot)))
        expectEqual(mermaid.map(\.label), lines.map { $0.replacingOccurrences(of: "\"", with: "#quot;") })
        expectEqual(dot.map(\.label), lines.map { $0.replacingOccurrences(of: "\"", with: "\\\"") })
        expectEqual(mermaid.map(\.from), dot.map(\.from))
        expectEqual(mermaid.last?.style, "note")
        expectEqual(dot.last?.style, "shape=note")
        expectEqual(
            mermaid.filter { $0.style == "notYetCreated" }.map(\.label),
            [
                "tab[1] .search → (not yet created)"
            ])
    }

    func hostileDocument() throws {
        let document = #"""
            {"format":"trellis.navigation","version":2,"nodes":[
              {"kind":"flow","type":"Evil\"]; n0 --> x[\"","qualifiedType":"M.Evil","root":{"a\nb":{}},
               "entries":[{"text":{"_0":"<b>\"]; x -> y [label=\"</b> %%{init: {}}%% #quot;"}}],"presentations":"p"}
            ]}
            """#
        let snapshot = try InspectedSnapshot(data: Data(document.utf8))
        let mermaid = try #require(DiagramSource.mermaidNodes(snapshot.diagram(as: .mermaid)))
        let dot = try #require(DiagramSource.dotNodes(snapshot.diagram(as: .dot)))
        expectEqual(mermaid.map(\.id), ["n0", "n1", "n2"])
        expectEqual(dot.map(\.id), ["n0", "n1", "n2"])
        expectEqual(
            mermaid.map(\.label),
            [
                "Evil#quot;]; n0 --#gt; x[#quot; [flow]",
                #"root .#quot;a\nb#quot;"#,
                ##"push .text(#quot;#lt;b#gt;\#quot;]; x -#gt; y [label=\#quot;#lt;/b#gt; #37;#37;{init: {}}#37;#37; #35;quot;#quot;)"##,
            ])
        expectEqual(
            dot.map(\.label),
            [
                #"Evil\"]; n0 --> x[\" [flow]"#,
                #"root .\"a\\nb\""#,
                #"push .text(\"<b>\\\"]; x -> y [label=\\\"</b> %%{init: {}}%% #quot;\")"#,
            ])
    }

    func documentsNavigationState() throws {
        let data = try makeDiagramTree().captureNavigationState()
        let bare = try InspectedDocument(data: data)
        expectEqual(bare.navigationState?.diagram(as: .mermaid), HierarchyDiagramTests.treeMermaid)

        let state = """
            {"formatVersion": 1, "stateVersion": 1, "savedAt": 0, "scrollPositions": {},
             "navigationState": "\(data.base64EncodedString())"}
            """
        let appState = try InspectedDocument(data: Data(state.utf8))
        expectEqual(appState.navigationState, bare.navigationState)
        let empty = try InspectedDocument(
            data: Data(#"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0}"#.utf8))
        expectNil(empty.navigationState)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .goldens: try goldens()
        case .notes: try notes()
        case .sameFactsAsTheText: try sameFactsAsTheText()
        case .hostileDocument: try hostileDocument()
        case .documentsNavigationState: try documentsNavigationState()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case goldens = "The representative tree read back from its snapshot, as Mermaid and DOT"
        case notes = "What the snapshot left out is drawn as notes"
        case sameFactsAsTheText =
            "Each node's label is its line of the description, for a tree with every kind of line"
        case hostileDocument = "Names and destinations from a hostile document stay inside their labels"
        case documentsNavigationState =
            "An inspected document gives the navigation snapshot it holds, bare or in an app-state file"

        var testDescription: String { rawValue }
    }
}
