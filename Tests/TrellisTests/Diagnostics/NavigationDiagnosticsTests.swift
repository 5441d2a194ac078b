import Testing
import Trellis

/// Diagnostics are observed per tree: each observer sees what is raised on its coordinator and
/// below it, after the change in progress, and nothing from other trees.
@MainActor
@Suite("Diagnostics per tree")
struct NavigationDiagnosticsTests {
    func description() throws {
        let tabs = MainTabCoordinator()
        let diagnostics = recordingDiagnostics(of: tabs) { tabs.select(index: 5) }
        let diagnostic = try #require(diagnostics.first)
        expectEqual(diagnostics.count, 1)
        expectEqual(diagnostic.kind, .indexOutOfRange)
        expectEqual(diagnostic.coordinatorType, "MainTabCoordinator")
        expectIdentical(diagnostic.coordinator, tabs)
        expectEqual(diagnostic.message, "no tab at index 5 among 3 tabs; nothing selected")
        expectEqual(
            diagnostic.description, "MainTabCoordinator: no tab at index 5 among 3 tabs; nothing selected")
    }

    func noObserver() {
        let home = HomeFlowCoordinator()
        home.pop()
        home.dismissCoordinator()
        home.popToFirst(.compose)
        let tabs = MainTabCoordinator()
        tabs.select(index: -1)
        tabs.removeFirstTab(.inbox)
        expectEmpty(home.navigation.entries)
        expectEqual(tabs.navigation.tabs.count, 3)
    }

    func ancestorsSeeDescendantsDiagnostics() throws {
        let app = makeSeedTree()
        let tabs = try #require(app.navigation.rootChild as? MainTabCoordinator)
        let home = try #require(tabs.navigation.tabs[0].child as? HomeFlowCoordinator)
        let compose = try #require(home.navigation.entries[1].child)
        tabs.select(index: 1)
        let profile = try #require(tabs.navigation.tabs[1].child)
        tabs.select(index: 0)
        let otherTree = makeSeedTree()
        var seen: [String: [String]] = [:]
        let observed: [(String, any Coordinator)] = [
            ("app", app), ("tabs", tabs), ("home", home), ("compose", compose), ("profile", profile),
            ("other tree", otherTree),
        ]
        let observations = observed.map { label, coordinator in
            coordinator.observeDiagnostics {
                seen[label, default: []].append("\($0.kind) \($0.coordinatorType)")
            }
        }

        home.popToFirst(.settings)
        compose.dismissCoordinator()
        app.navigation.rootChild?.dismissCoordinator()
        for observation in observations { observation.cancel() }

        expectEqual(
            seen,
            [
                "app": [
                    "destinationNotFound HomeFlowCoordinator", "dismissalRefused AppRootCoordinator",
                ],
                "tabs": ["destinationNotFound HomeFlowCoordinator"],
                "home": ["destinationNotFound HomeFlowCoordinator"],
            ])
        expectNil(compose.parent)
    }

    func interleavedTreesDoNotCrossTalk() {
        let first = MainTabCoordinator()
        let second = MainTabCoordinator()
        var firstSeen: [String] = []
        var secondSeen: [String] = []
        let observations = [
            first.observeDiagnostics { firstSeen.append($0.message) },
            second.observeDiagnostics { secondSeen.append($0.message) },
        ]
        for step in 0..<3 {
            first.select(index: 10 + step)
            second.select(index: 20 + step)
        }
        for observation in observations { observation.cancel() }
        expectEqual(firstSeen, (10..<13).map { "no tab at index \($0) among 3 tabs; nothing selected" })
        expectEqual(secondSeen, (20..<23).map { "no tab at index \($0) among 3 tabs; nothing selected" })
    }

    /// Swift Testing runs these cases in parallel; each suspends between its diagnostics, so
    /// the cases interleave on the main actor. A single global hook would see them all.
    @Test("Trees in parallel tests each see only their own diagnostics", arguments: 1...6)
    func parallelTreesDoNotCrossTalk(tree: Int) async {
        let tabs = MainTabCoordinator()
        var seen: [Int] = []
        let observation = tabs.observeDiagnostics { diagnostic in
            seen.append(diagnostic.message.split(separator: " ").compactMap { Int($0) }.first ?? -1)
        }
        let indices = (0..<20).map { 100 * tree + $0 }
        for index in indices {
            tabs.select(index: index)
            await Task.yield()
        }
        observation.cancel()
        expectEqual(seen, indices)
    }

    func deliveredAfterTheChange() {
        let flow = HostileFlow()
        flow.hostile = { $0.popToRoot() }
        var log: [String] = []
        let observations = [
            flow.observeNavigation { log.append("event: \($0)") },
            flow.observeDiagnostics { [weak flow] diagnostic in
                log.append("diagnostic \(diagnostic.kind), the tree being:\n\(flow?.debugHierarchy() ?? "")")
            },
        ]
        flow.route(to: .child)
        for observation in observations { observation.cancel() }
        expectEqual(
            log,
            [
                """
                diagnostic changeInProgress, the tree being:
                HostileFlow [flow]
                  root .home
                  push .child → Leaf [flow]
                    root .start
                """,
                "event: HostileFlow pushed push .child",
            ])
    }

    func observerMayNavigate() {
        let tabs = MainTabCoordinator(selectedIndex: 1)
        let observation = tabs.observeDiagnostics { [weak tabs] _ in tabs?.select(index: 2) }
        let refused = recordingDiagnostics(of: tabs) { tabs.select(index: 9) }
        observation.cancel()
        expectEqual(tabs.selectedIndex, 2)
        expectEqual(refused.map(\.kind), [.indexOutOfRange])
    }

    func coordinatorIsHeldWeakly() {
        var tabs: MainTabCoordinator? = MainTabCoordinator()
        weak let weakTabs = tabs
        var diagnostics: [NavigationDiagnostic] = []
        if let tabs {
            diagnostics = recordingDiagnostics(of: tabs) { tabs.select(index: 7) }
        }
        expectIdentical(diagnostics.first?.coordinator, weakTabs)
        tabs = nil
        expectNil(weakTabs)
        expectEqual(diagnostics.count, 1)
        expectNil(diagnostics.first?.coordinator)
        expectEqual(diagnostics.first?.coordinatorType, "MainTabCoordinator")
    }

    func detachedCoordinatorReportsToItsOwnObservers() throws {
        let home = HomeFlowCoordinator()
        home.route(to: .compose)
        let compose = try #require(home.navigation.entries.last?.child)
        compose.dismissCoordinator()
        let former = recordingDiagnostics(of: home) { compose.dismissCoordinator() }
        let own = recordingDiagnostics(of: compose) { compose.dismissCoordinator() }
        expectEmpty(former)
        expectEqual(own.map(\.kind), [.dismissalRefused])
    }

    /// The one test that sets the process-wide hook, to check the hook itself (no other test
    /// sets it or relies on it). It is synchronous on the main actor, so nothing runs between
    /// setting and restoring it, and it keeps only its own tree's diagnostics.
    func processWideHandler() {
        let tabs = MainTabCoordinator()
        var log: [String] = []
        let previous = NavigationDiagnostic.handler
        NavigationDiagnostic.handler = { [weak tabs] diagnostic in
            if diagnostic.coordinator === tabs { log.append("global \(diagnostic.kind)") }
        }
        defer { NavigationDiagnostic.handler = previous }
        let observation = tabs.observeDiagnostics { log.append("tree \($0.kind)") }
        tabs.select(index: 4)
        observation.cancel()
        tabs.removeFirstTab(.inbox)
        expectEqual(log, ["tree indexOutOfRange", "global indexOutOfRange", "global destinationNotFound"])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .description: try description()
        case .noObserver: noObserver()
        case .ancestorsSeeDescendantsDiagnostics: try ancestorsSeeDescendantsDiagnostics()
        case .interleavedTreesDoNotCrossTalk: interleavedTreesDoNotCrossTalk()
        case .deliveredAfterTheChange: deliveredAfterTheChange()
        case .observerMayNavigate: observerMayNavigate()
        case .coordinatorIsHeldWeakly: coordinatorIsHeldWeakly()
        case .detachedCoordinatorReportsToItsOwnObservers: try detachedCoordinatorReportsToItsOwnObservers()
        case .processWideHandler: processWideHandler()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case description =
            "A diagnostic names its kind and coordinator and describes itself as \"<coordinator>: <message>\""
        case noObserver = "With nothing observing, refused calls are dropped and never trap"
        case ancestorsSeeDescendantsDiagnostics =
            "The coordinator and each of its ancestors see its diagnostics; its children, siblings and other trees do not"
        case interleavedTreesDoNotCrossTalk = "Two trees raising diagnostics in turn each see only their own"
        case deliveredAfterTheChange =
            "A diagnostic raised in the middle of a change is delivered after it, in order with its events"
        case observerMayNavigate =
            "A diagnostics observer may navigate: it runs after the change, so nothing refuses it"
        case coordinatorIsHeldWeakly =
            "A diagnostic holds its coordinator weakly: it never keeps it alive, and reads nil once it is gone"
        case detachedCoordinatorReportsToItsOwnObservers =
            "A coordinator that left its tree reports to its own observers, not to its former ancestors'"
        case processWideHandler =
            "The process-wide handler receives every diagnostic too, after the tree's observers"

        var testDescription: String { rawValue }
    }
}
