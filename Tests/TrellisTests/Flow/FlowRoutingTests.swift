import Testing
import Trellis

@MainActor
@Suite("Flow routing")
struct FlowRoutingTests {
    func routePushes() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.route(to: .settings)
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1), .settings])
        expectEqual(home.navigation.entries.map(\.presentation), [.push, .push])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
              push .settings
            """)
    }

    func presentStyles() {
        let home = HomeFlowCoordinator()
        home.present(.settings)
        home.present(.detail(id: 3), as: .fullScreenCover)
        home.present(.detail(id: 4), as: .sheet)
        expectEqual(home.navigation.entries.map(\.presentation), [.sheet, .fullScreenCover, .sheet])
    }

    func oneOrderedList() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.present(.compose)
        home.route(to: .settings)
        expectEqual(home.navigation.entries.map(\.presentation), [.push, .sheet, .push])
        home.pop()
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1), .compose])
        home.pop()
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1)])
    }

    func childIsAttached() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        expectIdentical(compose.parent, home)
        expectIdentical(compose.hierarchyRoot, home)
        expectNil(home.parent)
        expectIdentical(home.hierarchyRoot, home)
    }

    func newChildEachTime() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        home.route(to: .compose)
        let children = home.navigation.entries.compactMap(\.child)
        expectEqual(children.count, 2)
        let first = try #require(children.first)
        let last = try #require(children.last)
        expectNotIdentical(first, last)
        expectEqual(home.madeChildren, [.home, .compose, .compose])
    }

    func popRemovesTop() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.route(to: .detail(id: 2))
        home.pop()
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1)])
    }

    func popOnEmptyTopLevelStack() {
        let home = HomeFlowCoordinator()
        let diagnostics = recordingDiagnostics(of: home) { home.pop() }
        expectEqual(home.navigation.root, .home)
        expectEmpty(home.navigation.entries)
        expectEqual(diagnostics.map(\.kind), [.dismissalRefused])
        expectEqual(diagnostics.first?.coordinatorType, "HomeFlowCoordinator")
    }

    func popToRoot() {
        let home = HomeFlowCoordinator(root: .compose)
        home.route(to: .detail(id: 1))
        home.present(.compose)
        let rootChild = home.navigation.rootChild
        home.popToRoot()
        expectEmpty(home.navigation.entries)
        expectEqual(home.navigation.root, .compose)
        expectIdentical(home.navigation.rootChild, rootChild)
    }

    /// Stack for the popTo tables: root .home, then entries 1...4.
    static let popStack: [HomeFlowCoordinator.Destinations] = [
        .detail(id: 1), .settings, .detail(id: 1), .settings,
    ]

    @Test(
        "popToFirst(_:) keeps everything up to the lowest match",
        arguments: [
            (HomeFlowCoordinator.Destinations.home, 0),
            (.detail(id: 1), 1),
            (.settings, 2),
        ])
    func popToFirst(destination: HomeFlowCoordinator.Destinations, remaining: Int) {
        let home = HomeFlowCoordinator(pushing: Self.popStack)
        expectTrue(home.popToFirst(destination))
        expectEqual(home.navigation.entries.map(\.destination), Array(Self.popStack.prefix(remaining)))
    }

    @Test(
        "popToLast(_:) keeps everything up to the highest match",
        arguments: [
            (HomeFlowCoordinator.Destinations.home, 0),
            (.detail(id: 1), 3),
            (.settings, 4),
        ])
    func popToLast(destination: HomeFlowCoordinator.Destinations, remaining: Int) {
        let home = HomeFlowCoordinator(pushing: Self.popStack)
        expectTrue(home.popToLast(destination))
        expectEqual(home.navigation.entries.map(\.destination), Array(Self.popStack.prefix(remaining)))
    }

    func popToWithPredicate() {
        let isDetail: (HomeFlowCoordinator.Destinations) -> Bool = {
            if case .detail = $0 { return true }
            return false
        }
        let home = HomeFlowCoordinator(pushing: Self.popStack)
        expectTrue(home.popToLast(where: isDetail))
        expectEqual(home.navigation.entries.count, 3)
        expectTrue(home.popToFirst(where: isDetail))
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1)])
    }

    func popToMissing() {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1)])
        var results: [Bool] = []
        let diagnostics = recordingDiagnostics(of: home) {
            results.append(home.popToFirst(.compose))
            results.append(home.popToLast(.detail(id: 2)))
            results.append(home.popToFirst { _ in false })
            results.append(home.popToLast { _ in false })
        }
        expectEqual(results, [false, false, false, false])
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1)])
        expectEqual(diagnostics.map(\.kind), Array(repeating: .destinationNotFound, count: 4))
    }

    func popToTop() {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1), .settings])
        expectTrue(home.popToLast(.settings))
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1), .settings])
    }

    func setRootReplaces() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.present(.settings)
        home.setRoot(.compose)
        expectEqual(home.navigation.root, .compose)
        expectEmpty(home.navigation.entries)
        let compose = try #require(home.navigation.rootChild as? ComposeFlowCoordinator)
        expectIdentical(compose.parent, home)
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
        home.setRoot(.settings)
        expectNil(home.navigation.rootChild)
    }

    func setRootSameKeepsChild() throws {
        let home = HomeFlowCoordinator(root: .compose)
        home.route(to: .detail(id: 1))
        let compose = try #require(home.navigation.rootChild as? ComposeFlowCoordinator)
        compose.route(to: .preview)
        home.setRoot(.compose)
        expectIdentical(home.navigation.rootChild, compose)
        expectEmpty(home.navigation.entries)
        expectEqual(compose.navigation.entries.map(\.destination), [.preview])
        expectEqual(home.madeChildren, [.compose, .detail(id: 1)])
    }

    func isInStack() {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 7)])
        home.present(.compose)
        expectTrue(home.isInStack(.home))
        expectTrue(home.isInStack(.detail(id: 7)))
        expectTrue(home.isInStack(.compose))
        expectFalse(home.isInStack(.detail(id: 8)))
        expectFalse(home.isInStack(.settings))
        expectTrue(home.isInStack { if case .detail(let id) = $0 { id > 5 } else { false } })
        expectFalse(home.isInStack { _ in false })
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .routePushes: routePushes()
        case .presentStyles: presentStyles()
        case .oneOrderedList: oneOrderedList()
        case .childIsAttached: try childIsAttached()
        case .newChildEachTime: try newChildEachTime()
        case .popRemovesTop: popRemovesTop()
        case .popOnEmptyTopLevelStack: popOnEmptyTopLevelStack()
        case .popToRoot: popToRoot()
        case .popToWithPredicate: popToWithPredicate()
        case .popToMissing: popToMissing()
        case .popToTop: popToTop()
        case .setRootReplaces: try setRootReplaces()
        case .setRootSameKeepsChild: try setRootSameKeepsChild()
        case .isInStack: isInStack()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case routePushes = "route(to:) pushes destinations in order"
        case presentStyles = "present(_:) defaults to a sheet; .fullScreenCover is honoured"
        case oneOrderedList = "Pushes and modals form one ordered list"
        case childIsAttached = "A destination hosting a child creates it and attaches it to the flow"
        case newChildEachTime = "Each time a destination is shown, makeChild gives it a new child"
        case popRemovesTop = "pop() removes only the top entry"
        case popOnEmptyTopLevelStack =
            "pop() with nothing above the root of a top-level flow changes nothing and reports it"
        case popToRoot = "popToRoot() removes every entry and keeps the root"
        case popToWithPredicate = "popToFirst(where:) and popToLast(where:) match with a predicate"
        case popToMissing =
            "popTo… a destination not in the stack returns false, changes nothing and reports it"
        case popToTop = "popTo… the top entry changes nothing and succeeds"
        case setRootReplaces = "setRoot(_:) replaces the root, creates its child and removes every entry"
        case setRootSameKeepsChild =
            "setRoot(_:) with the current (Equatable) root keeps its child and drops the entries"
        case isInStack = "isInStack(_:) and isInStack(where:) see the root and every entry"

        var testDescription: String { rawValue }
    }
}
