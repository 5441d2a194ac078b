import Testing
import TrellisTesting

@testable import Trellis

/// A layout item knows what removing it removes, resolved when the layout is made: its own
/// entry, or the entry hosting the flow whose root it is, so a gesture never searches the tree.
@MainActor
@Suite("Presentation layout: what removing an item removes")
struct LayoutItemRemovalTests {
    /// Each item of each layer, then the entry its removal removes, as
    /// `<role> <owner type> <destination> → <container type> <role> <destination>`.
    private func removals(in layout: NavigationLayout) -> [String] {
        layout.layers.flatMap { layer in
            ([layer.root] + layer.path).map { item in
                let shown =
                    "\(item.role.map { "\($0)" } ?? "top") \(type(of: item.owner)) .\(item.destinationDescription)"
                guard let removal = item.removal else { return "\(shown) → nothing" }
                guard let node = removal.node,
                    let slot = node.slots.first(where: { $0.id == removal.entryID })
                else { return "\(shown) → an entry that is gone" }
                return "\(shown) → \(node.typeName) \(slot.role) .\(slot.described.debugText)"
            }
        }
    }

    func pushesSheetsAndAPushedChild() {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = home.navigation.entries[0].child as! ComposeFlowCoordinator
        compose.route(to: .preview)
        compose.present(.attachments)
        home.route(to: .detail(id: 3))
        expectEqual(
            removals(in: NavigationLayout(of: home)),
            [
                "root HomeFlowCoordinator .home → nothing",
                "root ComposeFlowCoordinator .editor → HomeFlowCoordinator push .compose",
                "push ComposeFlowCoordinator .preview → ComposeFlowCoordinator push .preview",
                "sheet ComposeFlowCoordinator .attachments → ComposeFlowCoordinator sheet .attachments",
                "push HomeFlowCoordinator .detail(id: 3) → HomeFlowCoordinator push .detail(id: 3)",
            ])
    }

    func throughAHostedRoot() {
        let shell = ShellFlow()
        shell.route(to: .app)
        shell.present(.app)
        expectEqual(
            removals(in: NavigationLayout(of: shell)),
            [
                "root ShellFlow .start → nothing",
                "root LoginFlowCoordinator .credentials → ShellFlow push .app",
                "root LoginFlowCoordinator .credentials → ShellFlow sheet .app",
            ])
    }

    func tabsRemoveNothing() throws {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabSet = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabSet.navigation.tabs[0].child as? HomeFlowCoordinator)
        home.route(to: .detail(id: 1))
        let tabs = try #require(NavigationLayout(of: app).layers[0].root.tabSet)
        expectEqual(removals(in: NavigationLayout(of: app)), ["root AppRootCoordinator .main → nothing"])
        expectEqual(
            removals(in: tabs.tabs[0].layout),
            [
                "root HomeFlowCoordinator .home → nothing",
                "push HomeFlowCoordinator .detail(id: 1) → HomeFlowCoordinator push .detail(id: 1)",
            ])
        expectEqual(
            removals(in: NavigationLayout(of: tabSet)),
            ["top MainTabCoordinator .MainTabCoordinator → nothing"])
    }

    func currentUntilTheNextChange() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        let layout = NavigationLayout(of: home)
        expectTrue(layout.layers[0].isCurrent)
        _ = layout.layers[0].path
        _ = NavigationLayout(of: home).layers[0].root
        expectTrue(layout.layers[0].isCurrent)
        home.route(to: .detail(id: 2))
        expectFalse(layout.layers[0].isCurrent)
        let madeInside = NavigationChange.perform { NavigationLayout(of: home) }
        expectFalse(madeInside.layers[0].isCurrent)
    }

    func staleLayoutFindsItsLayerByIdentity() {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.present(.settings, onDismissWithCause: log.handler("settings"))
        let layout = NavigationLayout(of: home)
        home.route(to: .detail(id: 1))
        home.present(.compose, onDismissWithCause: log.handler("compose"))
        // Layer 1 of the old layout is still shown; the sheet above it arrived since.
        layout.layers[1].userDidDismiss()
        expectEqual(log.fired, ["compose: user", "settings: user"])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .pushesSheetsAndAPushedChild: pushesSheetsAndAPushedChild()
        case .throughAHostedRoot: throughAHostedRoot()
        case .tabsRemoveNothing: try tabsRemoveNothing()
        case .currentUntilTheNextChange: currentUntilTheNextChange()
        case .staleLayoutFindsItsLayerByIdentity: staleLayoutFindsItsLayerByIdentity()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case pushesSheetsAndAPushedChild =
            "A push, a sheet and a pushed child flow's screens name the entry that takes them away"
        case throughAHostedRoot =
            "A flow shown through a hosted root coordinator leaves with the entry hosting that root"
        case tabsRemoveNothing =
            "A tab's own root and a top tab set leave with nothing; a tab's pushes name their entry"
        case currentUntilTheNextChange =
            "A layout is current until the next change; one made inside a change never is"
        case staleLayoutFindsItsLayerByIdentity =
            "A gesture on a layout made before a change acts on the layer as the tree shows it now"

        var testDescription: String { rawValue }
    }
}

/// A flow whose `.app` destination hosts a root coordinator, which hosts a login flow.
@MainActor
private final class ShellFlow: FlowCoordinator {
    enum Destinations: Hashable {
        case start
        case app
    }

    let navigation = FlowNavigation<ShellFlow>(root: .start)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .app ? AppRootCoordinator(root: .login) : nil
    }
}
