import Foundation
import Testing
import Trellis

/// Reading captured trees without the app's types: the tree, the roles and destinations as text,
/// hosted children, uncreated tabs, coordinators without recorded state and what capture left
/// out.
@MainActor
@Suite("Inspecting navigation snapshots")
struct InspectedSnapshotTests {
    private func inspect(_ coordinator: some Coordinator) throws -> InspectedSnapshot {
        try InspectedSnapshot(data: coordinator.captureNavigationState())
    }

    func aWholeShopTree() throws {
        let snapshot = try inspect(ShopApp.navigated())
        expectEqual(
            snapshot.description,
            """
            ShopApp [root]
              root .main → ShopTabs [tab]
                tab[0]* .home → CatalogFlow [flow]
                  root .list
                  push .detail(id: 42)
                  push .reviews(productID: 42, sort: "newest")
                  sheet .cart → CartFlow [flow]
                    root .cart
                    push .checkout(step: "address")
                  fullScreenCover .gallery(index: 3)
                tab[1] .search → (not yet created)
                tab[2] .profile → ProfileFlow [flow]
                  root .profile
                  push .settings
                  push .legacy → LegacyFlow [flow]
                    (state not recorded: its Destinations is not Codable; a restore starts it at its first screen)
            """)
        expectEqual(snapshot.formatVersion, 2)
        expectEqual(
            snapshot.coordinators.map(\.typeName),
            [
                "ShopApp", "ShopTabs", "CatalogFlow", "CartFlow", "ProfileFlow", "LegacyFlow",
            ])
        expectEqual(snapshot.coordinators.map(\.kind), [.root, .tab, .flow, .flow, .flow, .flow])
        expectEqual(snapshot.coordinators.map(\.isStateRecorded), [true, true, true, true, true, false])
    }

    func theStructure() throws {
        let snapshot = try inspect(ShopApp.navigated())
        let tabs = snapshot.coordinators[1]
        expectEqual(tabs.selectedTabIndex, 0)
        expectEqual(
            tabs.destinations,
            [
                InspectedDestination(role: .tab(index: 0), text: ".home", child: .coordinator(index: 2)),
                InspectedDestination(role: .tab(index: 1), text: ".search", child: .notYetCreated),
                InspectedDestination(role: .tab(index: 2), text: ".profile", child: .coordinator(index: 4)),
            ])
        let catalog = snapshot.coordinators[2]
        expectEqual(
            catalog.destinations.map(\.role),
            [
                .root, .push, .push, .sheet, .fullScreenCover,
            ])
        expectEqual(
            catalog.destinations.map(\.role.description),
            [
                "root", "push", "push", "sheet", "fullScreenCover",
            ])
        expectEqual(catalog.destinations[3].child, .coordinator(index: 3))
        expectNil(catalog.selectedTabIndex)
        expectEmpty(snapshot.coordinators[5].destinations)
    }

    func aRootWithModals() throws {
        let app = ShopApp()
        app.present(.main)
        app.present(.login, as: .fullScreenCover)
        try expectEqual(
            inspect(app).description,
            """
            ShopApp [root]
              root .login → LoginFlow [flow]
                root .welcome
              sheet .main → ShopTabs [tab]
                tab[0]* .home → CatalogFlow [flow]
                  root .list
                tab[1] .search → (not yet created)
                tab[2] .profile → (not yet created)
              fullScreenCover .login → LoginFlow [flow]
                root .welcome
            """)
    }

    func matchesTheDebugHierarchy() throws {
        let app = ShopApp()
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 1) { (search: SearchFlow) in search.route(to: .result(id: 3)) }
            tabs.present(.home, as: .sheet)
        }
        try expectEqual(inspect(app).description, app.debugHierarchy())
    }

    func qualifiedTypes() throws {
        let snapshot = try inspect(LinkFlow.fixtureTree())
        expectEqual(snapshot.coordinators.map(\.typeName), ["LinkFlow", "Coordinator"])
        expectEqual(
            snapshot.coordinators.map(\.qualifiedType),
            [
                "TrellisTests.LinkFlow", "TrellisTests.Shop.Coordinator",
            ])
        #expect(
            snapshot.description.hasSuffix(
                """
                  push .shop → Coordinator [flow]
                    root .catalog
                    push .item(id: 7)
                """))
    }

    func qualifiedTypesWhereShortNamesCollide() throws {
        let flow = LinkFlow()
        flow.route(to: .shop) { (shop: Shop.Coordinator) in shop.route(to: .item(id: 7)) }
        flow.route(to: .admin)
        flow.route(to: .shop)
        let snapshot = try inspect(flow)
        expectEqual(
            snapshot.description,
            """
            LinkFlow [flow]
              root .start
              push .shop → TrellisTests.Shop.Coordinator [flow]
                root .catalog
                push .item(id: 7)
              push .admin → TrellisTests.Admin.Coordinator [flow]
                root .dashboard
              push .shop → TrellisTests.Shop.Coordinator [flow]
                root .catalog
            """)
        expectEqual(
            snapshot.coordinators.map(\.typeName),
            [
                "LinkFlow", "Coordinator", "Coordinator", "Coordinator",
            ])
    }

    func versionOneHasNoQualifiedTypes() throws {
        let snapshot = try InspectedSnapshot(data: VersionOneCompatibilityTests.fixture("links.json"))
        expectEqual(snapshot.coordinators.map(\.typeName), ["LinkFlow", "Coordinator"])
        expectEqual(snapshot.coordinators.map(\.qualifiedType), [nil, nil])
        #expect(
            snapshot.description.hasSuffix(
                """
                  push .shop → Coordinator [flow]
                    root .catalog
                    push .item(id: 7)
                """))
    }

    func excludedDestinations() throws {
        let flow = CatalogFlow()
        flow.route(to: .detail(id: 1))
        flow.route(to: .payment)
        flow.route(to: .detail(id: 2))
        try expectEqual(
            inspect(flow).description,
            """
            CatalogFlow [flow]
              root .list
              push .detail(id: 1)
              (2 entries not saved: excluded by snapshotPolicy(for:))
            """)
        try expectEqual(inspect(flow).coordinators[0].excludedEntryCount, 2)

        let host = VaultHost()
        host.present(.vault) { (vault: VaultFlow) in vault.setRoot(.payment(cardToken: "secret")) }
        let hostSnapshot = try inspect(host)
        expectEqual(
            hostSnapshot.description,
            """
            VaultHost [root]
              root .start
              sheet .vault → VaultFlow [flow]
                (root excluded by snapshotPolicy(for:): nothing else of this coordinator was saved; a restore starts it at its initial position)
            """)
        expectEqual(hostSnapshot.coordinators[1].excludedBase, .root)
        expectEmpty(hostSnapshot.coordinators[1].destinations)

        let tabs = VaultTabs()
        tabs.appendTab(.wallet(cardToken: "secret"))
        let tabSnapshot = try inspect(tabs)
        expectEqual(tabSnapshot.coordinators[0].excludedBase, .tab(index: 2))
        expectEqual(
            tabSnapshot.description,
            """
            VaultTabs [tab]
              (tab[2] excluded by snapshotPolicy(for:): nothing else of this coordinator was saved; a restore starts it at its initial position)
            """)
        expectFalse(tabSnapshot.description.contains("secret"))
    }

    func anUnencodableDestination() throws {
        let flow = FragileFlow()
        flow.route(to: Fragile(id: 5))
        flow.route(to: Fragile(id: -1))
        let snapshot = try inspect(flow)
        expectEqual(
            snapshot.description,
            """
            FragileFlow [flow]
              root 0
              push 5
              push (not saved: it could not be encoded: negative id)
            """)
        expectEqual(snapshot.coordinators[0].destinations[2].omission, .unencodable("negative id"))
        expectNil(snapshot.coordinators[0].destinations[2].text)
    }

    @Test("a subtree deeper than maximumDepth is shown as left out where it was cut", .thorough)
    func aSubtreePastTheDepthLimit() throws {
        let top = SnapshotChain()
        var current = top
        for _ in 0...NavigationSnapshotLimits.maximumDepth {
            var next: SnapshotChain?
            current.route(to: .next) { (child: SnapshotChain) in next = child }
            guard let next else { break }
            current = next
        }
        let snapshot = try inspect(top)
        expectEqual(snapshot.coordinators.count, NavigationSnapshotLimits.maximumDepth + 1)
        let lines = snapshot.description.split(separator: "\n")
        expectEqual(lines.count, 1 + 2 * (NavigationSnapshotLimits.maximumDepth + 1))
        expectEqual(
            lines.last?.drop(while: { $0 == " " }),
            "(depth 2049) push .next → (subtree not saved: deeper than 2048 levels)")
        expectEqual(
            snapshot.coordinators.last?.destinations.last?.omission, .limit("deeper than 2048 levels"))
    }

    /// Destinations as a snapshot holds them, and their text.
    nonisolated static let destinations: [(json: String, text: String)] = [
        (#""home""#, ".home"),
        (#"{"home":{}}"#, ".home"),
        (#"{"product":{"id":7}}"#, ".product(id: 7)"),
        (#"{"results":{"query":"lamp","page":2}}"#, #".results(page: 2, query: "lamp")"#),
        (#"{"query":{"_1":"b","page":1,"_0":"a"}}"#, #".query("a", "b", page: 1)"#),
        (#"{"outer":{"_0":{"inner":{"flag":true}}}}"#, ".outer(.inner(flag: true))"),
        (#"{"list":{"ids":[1,2.5,null,false]}}"#, ".list(ids: [1, 2.5, nil, false])"),
        (#"{"text":{"_0":"line\nbreak \"quoted\""}}"#, #".text("line\nbreak \"quoted\"")"#),
        (#"{"point":{"at":{"x":1,"y":2}}}"#, ".point(at: (x: 1, y: 2))"),
        (#"{"odd":{"a label":1}}"#, #".odd("a label": 1)"#),
        (
            #"{"big":{"_0":12345678901234567890,"_1":1e400}}"#,
            ".big(12345678901234567890, (a number out of range))"
        ),
        ("42", "42"),
        (#""not a case""#, #""not a case""#),
    ]

    @Test("destinations read as Swift-like text", arguments: destinations)
    func destinationText(_ destination: (json: String, text: String)) throws {
        let document =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"Flow","root":"#
            + destination.json + "}]}"
        let snapshot = try InspectedSnapshot(data: Data(document.utf8))
        expectEqual(snapshot.coordinators[0].destinations.first?.text, destination.text)
    }

    func controlCharactersAreEscaped() throws {
        let document =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"Flow\nroot .forged","root":{"a\nb":{}}}]}"#
        let snapshot = try InspectedSnapshot(data: Data(document.utf8))
        expectEqual(snapshot.description, #""Flow\nroot .forged" [flow]"# + "\n" + #"  root ."a\nb""#)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .aWholeShopTree: try aWholeShopTree()
        case .theStructure: try theStructure()
        case .aRootWithModals: try aRootWithModals()
        case .matchesTheDebugHierarchy: try matchesTheDebugHierarchy()
        case .qualifiedTypes: try qualifiedTypes()
        case .qualifiedTypesWhereShortNamesCollide: try qualifiedTypesWhereShortNamesCollide()
        case .versionOneHasNoQualifiedTypes: try versionOneHasNoQualifiedTypes()
        case .excludedDestinations: try excludedDestinations()
        case .anUnencodableDestination: try anUnencodableDestination()
        case .controlCharactersAreEscaped: try controlCharactersAreEscaped()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case aWholeShopTree =
            "a tab set with an uncreated tab, modals, nested children and a non-Codable coordinator"
        case theStructure =
            "each destination has its role, its text and the index of the coordinator it hosts"
        case aRootWithModals = "a root coordinator with modals over its root"
        case matchesTheDebugHierarchy =
            "for a tree whose destinations encode as they print, the text is debugHierarchy()'s"
        case qualifiedTypes = "each coordinator has its qualified type; the text names it by its short one"
        case qualifiedTypesWhereShortNamesCollide =
            "two types of one short name are named by their qualified types in the text"
        case versionOneHasNoQualifiedTypes =
            "a version-1 document records no qualified types: the text names short ones"
        case excludedDestinations =
            "excluded entries are counted; an excluded root or tab leaves its coordinator out"
        case anUnencodableDestination =
            "a destination whose encoding threw is shown as not saved, with the reason"
        case controlCharactersAreEscaped = "a name with a line break cannot forge a line of the printout"

        var testDescription: String { rawValue }
    }
}
