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
            n0 --> n1["root .main → MainTabCoordinator [tab]"]:::coordinator;
            n1 --> n2["tab[0]* .home → HomeFlowCoordinator [flow]"]:::coordinator;
            n2 --> n3["root .home"];
            n2 --> n4["push .detail(id: 42)"];
            n2 --> n5["push .settings"];
            n2 --> n6["sheet .compose → ComposeFlowCoordinator [flow]"]:::coordinator;
            n6 --> n7["root .editor"];
            n6 --> n8["push .preview"];
            n1 --> n9["tab[1] .profile → (not yet created)"]:::notYetCreated;
            classDef coordinator stroke-width:3px;
            classDef notYetCreated stroke-dasharray:5 5;
        """

    static let treeDOT = """
        digraph hierarchy {
            node [shape=box];
            n0 [label="AppRootCoordinator [root]", style=bold];
            n1 [label="root .main → MainTabCoordinator [tab]", style=bold];
            n0 -> n1;
            n2 [label="tab[0]* .home → HomeFlowCoordinator [flow]", style=bold];
            n1 -> n2;
            n3 [label="root .home"];
            n2 -> n3;
            n4 [label="push .detail(id: 42)"];
            n2 -> n4;
            n5 [label="push .settings"];
            n2 -> n5;
            n6 [label="sheet .compose → ComposeFlowCoordinator [flow]", style=bold];
            n2 -> n6;
            n7 [label="root .editor"];
            n6 -> n7;
            n8 [label="push .preview"];
            n6 -> n8;
            n9 [label="tab[1] .profile → (not yet created)", style=dashed];
            n1 -> n9;
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
                "n1 → n9: tab[1] .profile → (not yet created)",
                "n0 → n10: fullScreenCover .announcement",
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
                n0 --> n1["root .editor"];
                classDef coordinator stroke-width:3px;
            """)
        expectEqual(
            ComposeFlowCoordinator().debugHierarchy(as: .dot),
            """
            digraph hierarchy {
                node [shape=box];
                n0 [label="ComposeFlowCoordinator [flow]", style=bold];
                n1 [label="root .editor"];
                n0 -> n1;
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
        #expect(app.debugHierarchy(as: .mermaid).contains(#"n2 --> n3["root .home"];"#))
        expectEqual(app.madeChildren, [.main])
    }

    func stableIDs() throws {
        let app = makeDiagramTree()
        let before = try #require(DiagramSource.mermaidNodes(app.debugHierarchy(as: .mermaid)))
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.present(.detail(id: 7))
        let after = try #require(DiagramSource.mermaidNodes(app.debugHierarchy(as: .mermaid)))
        // The new sheet follows the compose sheet's lines: the lines before it keep their ids,
        // the profile tab's line moves one on, and every label is as it was.
        expectEqual(Array(after.prefix(9)), Array(before.prefix(9)))
        expectEqual(after.first { $0.label == "sheet .detail(id: 7)" }?.id, "n9")
        expectEqual(after.filter { $0.label != "sheet .detail(id: 7)" }.map(\.label), before.map(\.label))
        expectEqual(after.last?.id, "n10")
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
            "Ids are visit order: the lines before a change keep their ids, and every label stays"

        var testDescription: String { rawValue }
    }
}
