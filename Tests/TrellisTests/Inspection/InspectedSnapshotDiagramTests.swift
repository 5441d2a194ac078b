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

    @Test("The representative tree read back from its snapshot, as Mermaid and DOT")
    func goldens() throws {
        let snapshot = try inspect(makeDiagramTree())
        expectEqual(snapshot.diagram(as: .mermaid), HierarchyDiagramTests.treeMermaid)
        expectEqual(snapshot.diagram(as: .dot), HierarchyDiagramTests.treeDOT)
    }

    @Test("What the snapshot left out is drawn as notes")
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
                n0 --> n0_0["root .list"];
                n0 --> n0_1["push .detail(id: 1)"];
                n0 --> n0_2["(1 entry not saved: excluded by snapshotPolicy(for:))"]:::note;
                classDef coordinator stroke-width:3px;
                classDef note font-style:italic;
            """)
        expectEqual(
            snapshot.diagram(as: .dot),
            """
            digraph hierarchy {
                node [shape=box];
                n0 [label="CatalogFlow [flow]", style=bold];
                n0_0 [label="root .list"];
                n0 -> n0_0;
                n0_1 [label="push .detail(id: 1)"];
                n0 -> n0_1;
                n0_2 [label="(1 entry not saved: excluded by snapshotPolicy(for:))", shape=note];
                n0 -> n0_2;
            }
            """)
    }

    @Test("Each node's label is its line of the description, for a tree with every kind of line")
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

    @Test("Names and routes from a hostile document stay inside their labels")
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
        expectEqual(mermaid.map(\.id), ["n0", "n0_0", "n0_1"])
        expectEqual(dot.map(\.id), ["n0", "n0_0", "n0_1"])
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

    @Test("An inspected document gives the navigation snapshot it holds, bare or in an app-state file")
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
}
