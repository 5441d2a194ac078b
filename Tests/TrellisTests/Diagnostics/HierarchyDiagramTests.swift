import Testing
import Trellis

/// `debugHierarchy(as:)`: the live tree as Mermaid and DOT source, one node per line of
/// `debugHierarchy()`, with ids by position.
@MainActor
@Suite("debugHierarchy(as:)")
struct HierarchyDiagramTests {
    static let treeText = """
        AppRootCoordinator [root]
          root .main → MainTabCoordinator [tab]
            tab[0]* .home → HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 42)
              push .settings
              sheet .compose → ComposeFlowCoordinator [flow]
                root .editor
                push .preview
            tab[1] .profile → (not yet created)
        """

    static let treeMermaid = """
        flowchart TD
            n0["AppRootCoordinator [root]"]:::coordinator;
            n0 --> n0_0["root .main → MainTabCoordinator [tab]"]:::coordinator;
            n0_0 --> n0_0_0["tab[0]* .home → HomeFlowCoordinator [flow]"]:::coordinator;
            n0_0_0 --> n0_0_0_0["root .home"];
            n0_0_0 --> n0_0_0_1["push .detail(id: 42)"];
            n0_0_0 --> n0_0_0_2["push .settings"];
            n0_0_0 --> n0_0_0_3["sheet .compose → ComposeFlowCoordinator [flow]"]:::coordinator;
            n0_0_0_3 --> n0_0_0_3_0["root .editor"];
            n0_0_0_3 --> n0_0_0_3_1["push .preview"];
            n0_0 --> n0_0_1["tab[1] .profile → (not yet created)"]:::notYetCreated;
            classDef coordinator stroke-width:3px;
            classDef notYetCreated stroke-dasharray:5 5;
        """

    static let treeDOT = """
        digraph hierarchy {
            node [shape=box];
            n0 [label="AppRootCoordinator [root]", style=bold];
            n0_0 [label="root .main → MainTabCoordinator [tab]", style=bold];
            n0 -> n0_0;
            n0_0_0 [label="tab[0]* .home → HomeFlowCoordinator [flow]", style=bold];
            n0_0 -> n0_0_0;
            n0_0_0_0 [label="root .home"];
            n0_0_0 -> n0_0_0_0;
            n0_0_0_1 [label="push .detail(id: 42)"];
            n0_0_0 -> n0_0_0_1;
            n0_0_0_2 [label="push .settings"];
            n0_0_0 -> n0_0_0_2;
            n0_0_0_3 [label="sheet .compose → ComposeFlowCoordinator [flow]", style=bold];
            n0_0_0 -> n0_0_0_3;
            n0_0_0_3_0 [label="root .editor"];
            n0_0_0_3 -> n0_0_0_3_0;
            n0_0_0_3_1 [label="push .preview"];
            n0_0_0_3 -> n0_0_0_3_1;
            n0_0_1 [label="tab[1] .profile → (not yet created)", style=dashed];
            n0_0 -> n0_0_1;
        }
        """

    @Test(
        "The representative tree as Mermaid: one node per line, coordinators bold, the uncreated tab dashed")
    func mermaid() {
        let app = makeDiagramTree()
        expectEqual(app.debugHierarchy(), Self.treeText)
        expectEqual(app.debugHierarchy(as: .mermaid), Self.treeMermaid)
    }

    func dot() {
        expectEqual(makeDiagramTree().debugHierarchy(as: .dot), Self.treeDOT)
    }

    func sameFactsAsTheText() throws {
        let app = makeDiagramTree()
        app.present(.announcement, as: .fullScreenCover)
        let lines = app.debugHierarchy().split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let mermaid = try #require(DiagramSource.mermaidNodes(app.debugHierarchy(as: .mermaid)))
        let dot = try #require(DiagramSource.dotNodes(app.debugHierarchy(as: .dot)))
        expectEqual(mermaid.map(\.label), lines)
        expectEqual(dot.map(\.label), lines)
        expectEqual(mermaid.map(\.id), dot.map(\.id))
        expectEqual(mermaid.map(\.from), dot.map(\.from))
        expectEqual(
            mermaid.suffix(2).map { "\($0.from ?? "") → \($0.id): \($0.label)" },
            [
                "n0_0 → n0_0_1: tab[1] .profile → (not yet created)",
                "n0 → n0_1: fullScreenCover .announcement",
            ])
    }

    func subtreesAndSingleFlows() throws {
        let app = makeDiagramTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let subtree = try #require(DiagramSource.mermaidNodes(tabs.debugHierarchy(as: .mermaid)))
        expectEqual(subtree.first?.label, "MainTabCoordinator [tab]")
        expectEqual(subtree.count, 9)
        expectEqual(
            ComposeFlowCoordinator().debugHierarchy(as: .mermaid),
            """
            flowchart TD
                n0["ComposeFlowCoordinator [flow]"]:::coordinator;
                n0 --> n0_0["root .editor"];
                classDef coordinator stroke-width:3px;
            """)
        expectEqual(
            ComposeFlowCoordinator().debugHierarchy(as: .dot),
            """
            digraph hierarchy {
                node [shape=box];
                n0 [label="ComposeFlowCoordinator [flow]", style=bold];
                n0_0 [label="root .editor"];
                n0 -> n0_0;
            }
            """)
    }

    @Test(
        "Drawing never creates a child, and draws the same source every time",
        arguments: DiagramFormat.allCases)
    func sideEffectFree(_ format: DiagramFormat) throws {
        let app = makeDiagramTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let made = (app.madeChildren, tabs.madeChildren)
        let first = app.debugHierarchy(as: format)
        expectEqual(app.debugHierarchy(as: format), first)
        expectEqual(makeDiagramTree().debugHierarchy(as: format), first)
        expectEqual(app.madeChildren, made.0)
        expectEqual(tabs.madeChildren, made.1)
        expectEqual(tabs.navigation.tabs[1].isPrepared, false)
    }

    func setsUpOnFirstUse() {
        let app = AppRootCoordinator(root: .main, mainTabs: [.home, .profile])
        #expect(app.debugHierarchy(as: .mermaid).contains(#"n0_0_0_0["root .home"];"#))
        expectEqual(app.madeChildren, [.main])
    }

    func stableIDs() throws {
        let app = makeDiagramTree()
        let before = try #require(DiagramSource.mermaidNodes(app.debugHierarchy(as: .mermaid)))
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.present(.detail(id: 7))
        let after = try #require(DiagramSource.mermaidNodes(app.debugHierarchy(as: .mermaid)))
        expectEqual(after.filter { $0.label != "sheet .detail(id: 7)" }, before)
        expectEqual(after.first { $0.label == "sheet .detail(id: 7)" }?.id, "n0_0_0_4")
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .dot: dot()
        case .sameFactsAsTheText: try sameFactsAsTheText()
        case .subtreesAndSingleFlows: try subtreesAndSingleFlows()
        case .setsUpOnFirstUse: setsUpOnFirstUse()
        case .stableIDs: try stableIDs()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case dot = "The representative tree as DOT"
        case sameFactsAsTheText =
            "Each node's label is its line of debugHierarchy(), and its edge comes from the line it is indented under"
        case subtreesAndSingleFlows =
            "A subtree draws from its own coordinator; a coordinator with nothing above its root is two nodes"
        case setsUpOnFirstUse =
            "A tree used for the first time is set up by drawing it, as by debugHierarchy()"
        case stableIDs =
            "Ids are positions: what the tree keeps keeps its id when something is added after it"

        var testDescription: String { rawValue }
    }
}
