import Testing
import Trellis

/// `NavigationLayout.diagram(as:)` and `debugLayout(as:)`: the layout as Mermaid and DOT
/// source, one node per line of its text, layers chained by dashed edges.
@MainActor
@Suite("NavigationLayout.diagram(as:)")
struct LayoutDiagramTests {
    static let layoutText = """
        layer 0: base
          root AppRootCoordinator .main → MainTabCoordinator [tab]
            tab[0]* HomeFlowCoordinator .home
              push HomeFlowCoordinator .detail(id: 42)
              push HomeFlowCoordinator .settings
            tab[1] MainTabCoordinator .profile → (not yet created)
        layer 1: sheet
          root ComposeFlowCoordinator .editor
          push ComposeFlowCoordinator .preview
        """

    func mermaid() {
        let layout = NavigationLayout(of: makeDiagramTree())
        expectEqual(layout.text, Self.layoutText)
        expectEqual(
            layout.diagram(as: .mermaid),
            """
            flowchart TD
                n0["layer 0: base"]:::layer;
                n0 --> n1["root AppRootCoordinator .main → MainTabCoordinator [tab]"]:::coordinator;
                n1 --> n2["tab[0]* HomeFlowCoordinator .home"];
                n2 --> n3["push HomeFlowCoordinator .detail(id: 42)"];
                n2 --> n4["push HomeFlowCoordinator .settings"];
                n1 --> n5["tab[1] MainTabCoordinator .profile → (not yet created)"]:::notYetCreated;
                n0 -.-> n6["layer 1: sheet"]:::layer;
                n6 --> n7["root ComposeFlowCoordinator .editor"];
                n6 --> n8["push ComposeFlowCoordinator .preview"];
                classDef coordinator stroke-width:3px;
                classDef notYetCreated stroke-dasharray:5 5;
                classDef layer fill:none,stroke:none,font-weight:bold;
            """)
    }

    func dot() {
        expectEqual(
            NavigationLayout(of: makeDiagramTree()).diagram(as: .dot),
            """
            digraph layout {
                node [shape=box];
                n0 [label="layer 0: base", shape=plaintext];
                n1 [label="root AppRootCoordinator .main → MainTabCoordinator [tab]", style=bold];
                n0 -> n1;
                n2 [label="tab[0]* HomeFlowCoordinator .home"];
                n1 -> n2;
                n3 [label="push HomeFlowCoordinator .detail(id: 42)"];
                n2 -> n3;
                n4 [label="push HomeFlowCoordinator .settings"];
                n2 -> n4;
                n5 [label="tab[1] MainTabCoordinator .profile → (not yet created)", style=dashed];
                n1 -> n5;
                n6 [label="layer 1: sheet", shape=plaintext];
                n0 -> n6 [style=dashed];
                n7 [label="root ComposeFlowCoordinator .editor"];
                n6 -> n7;
                n8 [label="push ComposeFlowCoordinator .preview"];
                n6 -> n8;
            }
            """)
    }

    @Test("debugLayout(as:) draws NavigationLayout(of:)'s diagram", arguments: DiagramFormat.allCases)
    func debugLayout(_ format: DiagramFormat) {
        let app = makeDiagramTree()
        expectEqual(app.debugLayout(as: format), NavigationLayout(of: app).diagram(as: format))
        expectEqual(app.debugLayout(), Self.layoutText)
    }

    @Test(
        "Each node's label is its line of the layout's text; layers after the first hang from the one below")
    func sameFactsAsTheText() throws {
        let app = makeDiagramTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        tabs.present(.notice, as: .fullScreenCover)
        let layout = NavigationLayout(of: app)
        let lines = layout.text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let mermaid = try #require(DiagramSource.mermaidNodes(layout.diagram(as: .mermaid)))
        let dot = try #require(DiagramSource.dotNodes(layout.diagram(as: .dot)))
        expectEqual(mermaid.map(\.label), lines)
        expectEqual(dot.map(\.label), lines)
        expectEqual(mermaid.map(\.from), dot.map(\.from))
        expectEqual(mermaid.filter { $0.style == "layer" }.map(\.id), ["n0", "n6", "n9"])
        expectEqual(mermaid.filter { $0.style == "layer" }.map(\.from), [nil, "n0", "n6"])
    }

    func unselectedTabsModals() throws {
        let tabs = MainTabCoordinator(tabs: [.home, .search])
        tabs.select(index: 1)
        tabs.select(index: 0)
        let search = try #require(tabs.navigation.tabs[1].child as? SearchFlowCoordinator)
        search.present(.query)
        let text = NavigationLayout(of: tabs).text
        let nodes = try #require(DiagramSource.mermaidNodes(tabs.debugLayout(as: .mermaid)))
        expectEqual(nodes.map(\.label), text.split(separator: "\n").map { String($0.drop { $0 == " " }) })
        let layer = try #require(nodes.first { $0.label == "layer 1: sheet" })
        expectEqual(layer.from, nodes.first { $0.label.hasPrefix("tab[1] ") }?.id)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .mermaid: mermaid()
        case .dot: dot()
        case .unselectedTabsModals: try unselectedTabsModals()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case mermaid =
            "The representative tree's layout as Mermaid: layers as headings, the tab set bold, the uncreated tab dashed"
        case dot = "The representative tree's layout as DOT"
        case unselectedTabsModals =
            "An unselected tab's modals are drawn under the tab, as the text lists them"

        var testDescription: String { rawValue }
    }
}
