import Testing
import Trellis

/// Removing a destination releases its child coordinator, and nothing in a tree keeps it
/// alive on its own (parent links are weak).
@MainActor
@Suite("Lifetime of coordinators")
struct LifetimeTests {
    func poppedChild() {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        weak let compose = home.navigation.entries.last?.child
        expectNotNil(compose)
        home.pop()
        expectNil(compose)
    }

    func dismissedChild() {
        let home = HomeFlowCoordinator()
        home.present(.compose, as: .fullScreenCover)
        weak let compose = home.navigation.entries.last?.child
        compose?.dismissCoordinator()
        expectNil(compose)
    }

    func flowRootChild() {
        let home = HomeFlowCoordinator(root: .compose)
        home.route(to: .detail(id: 1))
        weak let compose = home.navigation.rootChild
        expectNotNil(compose)
        home.setRoot(.home)
        expectNil(compose)
    }

    func rootSubtree() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        tabs.select(index: 1)
        let subtree = allCoordinators(from: tabs).map(WeakReference.init)
        expectEqual(
            subtree.map(\.typeName),
            [
                "MainTabCoordinator", "HomeFlowCoordinator", "ComposeFlowCoordinator", "ProfileCoordinator",
            ])
        app.setRoot(.login)
        expectEqual(subtree.filter { $0.object != nil }.map(\.typeName), ["MainTabCoordinator"])
        _ = consume tabs
        #expect(subtree.allSatisfy { $0.object == nil })
    }

    func removedTab() {
        let tabs = MainTabCoordinator()
        tabs.select(index: 1)
        weak let home = tabs.navigation.tabs[0].child
        weak let search = tabs.navigation.tabs[1].child
        tabs.removeFirstTab(.home)
        expectNil(home)
        expectNotNil(search)
    }

    func replacedTabs() {
        let tabs = MainTabCoordinator()
        tabs.select(index: 2)
        let old = allCoordinators(from: tabs).dropFirst().map(WeakReference.init)
        expectEqual(old.count, 2)
        tabs.setTabs([.home, .profile])
        #expect(old.allSatisfy { $0.object == nil })
    }

    func modals() {
        let tabs = MainTabCoordinator()
        tabs.present(.compose)
        weak let tabModal = tabs.navigation.entries.last?.child
        let app = AppRootCoordinator()
        app.present(.compose)
        weak let rootModal = app.navigation.entries.last?.child
        #expect(tabModal != nil && rootModal != nil)
        tabModal?.dismissCoordinator()
        app.setRoot(.onboarding)
        expectNil(tabModal)
        expectNil(rootModal)
    }

    func wholeTree() {
        let references = Self.buildRichTreeAndDrop()
        expectEqual(
            references.map(\.typeName).sorted(),
            [
                "AppRootCoordinator", "ChainFlow", "ChainFlow",
                "ComposeFlowCoordinator", "ComposeFlowCoordinator", "ComposeFlowCoordinator",
                "HomeFlowCoordinator", "MainTabCoordinator", "ProfileCoordinator", "SearchFlowCoordinator",
            ])
        expectEqual(references.filter { $0.object != nil }.map(\.typeName), [])
    }

    func parentLinksAreWeak() {
        let compose = Self.composeOfDroppedTree()
        expectNil(compose.parent)
        expectIdentical(compose.hierarchyRoot, compose)
        expectEqual(
            compose.debugHierarchy(),
            """
            ComposeFlowCoordinator [flow]
              root .editor
            """)
    }

    func descendantsAreDetached() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)

        app.setRoot(.login)

        expectNil(tabs.parent)
        expectNil(home.parent)
        expectNil(compose.parent)
        expectIdentical(compose.hierarchyRoot, compose)
        let diagnostics = recordingDiagnostics(of: home) { home.dismissCoordinator() }
        expectEqual(diagnostics.map(\.kind), [.dismissalRefused])
    }

    /// Builds the seed tree, navigates every kind of container, and lets it all go.
    private static func buildRichTreeAndDrop() -> [WeakReference] {
        let app = makeSeedTree()
        app.setRoot(.main) { (tabs: MainTabCoordinator) in
            tabs.appendTab(.search) { (_: SearchFlowCoordinator) in }
            tabs.present(.compose)
            tabs.selectFirstTab(.profile) { (profile: ProfileCoordinator) in profile.route(to: .edit) }
        }
        app.present(.compose, as: .fullScreenCover)
        let chain = ChainFlow()
        _ = ChainFlow.extend(chain, by: 1)
        let references = (allCoordinators(from: app) + allCoordinators(from: chain)).map(WeakReference.init)
        return references
    }

    private static func composeOfDroppedTree() -> ComposeFlowCoordinator {
        var kept: ComposeFlowCoordinator?
        let home = HomeFlowCoordinator()
        home.present(.compose) { (compose: ComposeFlowCoordinator) in kept = compose }
        return kept ?? ComposeFlowCoordinator()
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .poppedChild: poppedChild()
        case .dismissedChild: dismissedChild()
        case .flowRootChild: flowRootChild()
        case .rootSubtree: try rootSubtree()
        case .removedTab: removedTab()
        case .replacedTabs: replacedTabs()
        case .modals: modals()
        case .wholeTree: wholeTree()
        case .parentLinksAreWeak: parentLinksAreWeak()
        case .descendantsAreDetached: try descendantsAreDetached()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case poppedChild = "A pushed child is freed when it is popped"
        case dismissedChild = "A presented child is freed when it dismisses itself"
        case flowRootChild = "A flow's root child is freed when the root is replaced"
        case rootSubtree = "A root coordinator's child and its whole subtree are freed by setRoot(_:)"
        case removedTab = "A removed tab's child is freed; the other tabs' children stay"
        case replacedTabs = "setTabs(_:) frees every old tab's child"
        case modals = "Modals of tab and root coordinators are freed when they leave"
        case wholeTree = "A whole app tree going out of scope frees every coordinator in it"
        case parentLinksAreWeak = "A child kept alive by the app does not keep its parents alive"
        case descendantsAreDetached =
            "Descendants still held by the app lose their parent when an ancestor is torn down"

        var testDescription: String { rawValue }
    }
}
