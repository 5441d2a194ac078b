import Testing
import Trellis
import TrellisTesting

/// A flow that looks for coordinators from inside `makeChild(for:)`, in the middle of a change.
@MainActor
private final class SearchingFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case start, compose }
    let navigation = FlowNavigation<SearchingFlow>(root: .start)
    /// What each `makeChild(for:)` found above and beside it: the compose flows in the tree.
    private(set) var composeFlowsSeen: [Int] = []

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        composeFlowsSeen.append(hierarchyRoot.descendants(ofType: ComposeFlowCoordinator.self).count)
        return destination == .compose ? ComposeFlowCoordinator() : nil
    }
}

/// `descendants(ofType:)` and `firstDescendant(ofType:)`: typed queries over the live tree, in the
/// order `debugHierarchy()` prints it, without creating anything.
@MainActor
@Suite("Finding coordinators in the tree")
struct DescendantsTests {
    /// The app with a compose flow in each kind of place, each showing a different screen:
    /// pushed in the home tab (root only), presented over it (`.attachments`), presented over
    /// the tabs (`.preview`), and presented over the whole app (`.attachments`, `.preview`).
    private static func composingEverywhere() -> AppRootCoordinator {
        let app = AppRootCoordinator()
        app.setRoot(.main) { (tabs: MainTabCoordinator) in
            tabs.select(index: 0) { (home: HomeFlowCoordinator) in
                home.route(to: .detail(id: 1))
                home.route(to: .compose)
                home.present(.compose) { (compose: ComposeFlowCoordinator) in compose.route(to: .attachments)
                }
            }
            tabs.present(.compose) { (compose: ComposeFlowCoordinator) in compose.route(to: .preview) }
        }
        app.present(.compose) { (compose: ComposeFlowCoordinator) in
            compose.route(to: .attachments)
            compose.route(to: .preview)
        }
        return app
    }

    private static let composingEverywhereHierarchy = """
        AppRootCoordinator [root]
          root .main → MainTabCoordinator [tab]
            tab[0]* .home → HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
              push .compose → ComposeFlowCoordinator [flow]
                root .editor
              sheet .compose → ComposeFlowCoordinator [flow]
                root .editor
                push .attachments
            tab[1] .search → (not yet created)
            tab[2] .profile → (not yet created)
            sheet .compose → ComposeFlowCoordinator [flow]
              root .editor
              push .preview
          sheet .compose → ComposeFlowCoordinator [flow]
            root .editor
            push .attachments
            push .preview
        """

    func aCartInASheetOfATab() throws {
        let app = ShopApp.navigated()
        let cart = try #require(app.firstDescendant(ofType: CartFlow.self))
        expectHierarchy(
            of: cart,
            equals: """
                CartFlow [flow]
                  root .cart
                  push .checkout(step: "address")
                """)
        let catalog = try #require(cart.parent as? CatalogFlow)
        expectEqual(
            catalog.navigation.entries.map(\.destination),
            [
                .detail(id: 42), .reviews(productID: 42, sort: "newest"), .cart, .gallery(index: 3),
            ])
        expectEqual(catalog.navigation.entries[2].presentation, .sheet)
        expectTrue(catalog.parent is ShopTabs)
        expectEqual(
            app.descendants(ofType: CartFlow.self).map(ObjectIdentifier.init), [ObjectIdentifier(cart)])
        // From the tab set or the catalog too; not from the cart itself, which has no descendants.
        expectIdentical(
            app.firstDescendant(ofType: ShopTabs.self)?.firstDescendant(ofType: CartFlow.self), cart)
        expectIdentical(catalog.firstDescendant(ofType: CartFlow.self), cart)
        expectNil(cart.firstDescendant(ofType: CartFlow.self))
        expectEmpty(cart.descendants(ofType: CartFlow.self))
    }

    func orderIsThePrintedOrder() throws {
        let app = Self.composingEverywhere()
        expectHierarchy(of: app, equals: Self.composingEverywhereHierarchy)
        let composeFlows = app.descendants(ofType: ComposeFlowCoordinator.self)
        expectEqual(
            composeFlows.map { $0.navigation.entries.map(\.destination) },
            [
                [], [.attachments], [.preview], [.attachments, .preview],
            ])
        expectEqual(
            composeFlows.map { $0.parent.map { String(describing: type(of: $0)) } },
            [
                "HomeFlowCoordinator", "HomeFlowCoordinator", "MainTabCoordinator", "AppRootCoordinator",
            ])
        expectIdentical(app.firstDescendant(ofType: ComposeFlowCoordinator.self), composeFlows.first)

        // Any type: every child coordinator, each as its line in the printout.
        let all = app.descendants(ofType: (any Coordinator).self)
        expectEqual(
            all.map { String(describing: type(of: $0)) },
            [
                "MainTabCoordinator", "HomeFlowCoordinator", "ComposeFlowCoordinator",
                "ComposeFlowCoordinator", "ComposeFlowCoordinator", "ComposeFlowCoordinator",
            ])
        let printedChildren = Self.composingEverywhereHierarchy.split(separator: "\n").filter {
            $0.hasSuffix("[flow]") || $0.hasSuffix("[tab]") || $0.hasSuffix("[root]")
        }
        expectEqual(all.count, printedChildren.count - 1)  // the header is the app itself

        // A protocol the coordinators adopt.
        let flows = app.descendants(ofType: (any FlowCoordinator).self)
        expectEqual(flows.count, 5)
        expectTrue(flows.first is HomeFlowCoordinator)
        expectEqual(app.descendants(ofType: (any TabCoordinator).self).count, 1)
        expectEmpty(app.descendants(ofType: (any RootCoordinator).self))
        expectEmpty(app.descendants(ofType: LoginFlowCoordinator.self))
    }

    func nothingIsMaterialized() throws {
        let app = AppRootCoordinator()
        app.setRoot(.main)
        let tabs = try #require(app.firstDescendant(ofType: MainTabCoordinator.self))
        let recorder = NavigationEventRecorder(observing: app)
        let before = app.debugHierarchy()

        expectEmpty(app.descendants(ofType: SearchFlowCoordinator.self))
        expectNil(app.firstDescendant(ofType: ProfileCoordinator.self))
        expectEqual(app.descendants(ofType: HomeFlowCoordinator.self).count, 1)

        expectEqual(tabs.madeChildren, [.home])
        expectEqual(app.debugHierarchy(), before)
        #expect(before.contains("tab[1] .search → (not yet created)"))
        expectEmpty(recorder.lines)
    }

    func setsUpAFreshTree() throws {
        let app = AppRootCoordinator()
        expectEmpty(app.madeChildren)
        let login = try #require(app.firstDescendant(ofType: LoginFlowCoordinator.self))
        expectEqual(app.madeChildren, [.login])
        expectIdentical(login.parent, app)
        expectHierarchy(
            of: app,
            equals: """
                AppRootCoordinator [root]
                  root .login → LoginFlowCoordinator [flow]
                    root .credentials
                """)
        expectEqual(app.madeChildren, [.login])
    }

    func deepChain() throws {
        let top = ChainFlow()
        let deepest = ChainFlow.extend(top, by: DeepTreeTests.depth)
        let chain = top.descendants(ofType: ChainFlow.self)
        expectEqual(chain.count, DeepTreeTests.depth)
        expectIdentical(chain.last, deepest)
        expectIdentical(chain.first?.parent, top)
        #expect(zip(chain.dropFirst(), chain).allSatisfy { $0.parent === $1 })
        expectIdentical(top.firstDescendant(ofType: ChainFlow.self), chain.first)
        expectIdentical(chain[DeepTreeTests.depth - 2].firstDescendant(ofType: ChainFlow.self), deepest)
        expectNil(top.firstDescendant(ofType: CartFlow.self))
        expectEmpty(deepest.descendants(ofType: ChainFlow.self))
    }

    func queriedFromMakeChild() throws {
        let flow = SearchingFlow()
        flow.route(to: .compose)
        flow.route(to: .compose)
        flow.route(to: .start)
        // The root at set-up, then each route: a child is made before it joins the tree.
        expectEqual(flow.composeFlowsSeen, [0, 0, 1, 2])
        expectEqual(flow.descendants(ofType: ComposeFlowCoordinator.self).count, 2)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .aCartInASheetOfATab: try aCartInASheetOfATab()
        case .orderIsThePrintedOrder: try orderIsThePrintedOrder()
        case .nothingIsMaterialized: try nothingIsMaterialized()
        case .setsUpAFreshTree: try setsUpAFreshTree()
        case .deepChain: try deepChain()
        case .queriedFromMakeChild: try queriedFromMakeChild()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case aCartInASheetOfATab = "a cart flow in a sheet of a tab is found from the top of the tree"
        case orderIsThePrintedOrder = "the coordinators come in the order debugHierarchy() prints them"
        case nothingIsMaterialized =
            "a tab never selected is not created, and nothing is changed or announced"
        case setsUpAFreshTree =
            "on a tree nothing has used yet, the query sets it up, as debugHierarchy() does"
        case deepChain = "a deep chain is searched to the bottom without growing the call stack"
        case queriedFromMakeChild = "app code in the middle of a change may query the tree"

        var testDescription: String { rawValue }
    }
}
