import Testing
import TrellisTesting

@testable import Trellis

/// Replacing a flow's whole path in one change: what matches stays with its identity and
/// child, the rest goes with the right causes.
@MainActor
@Suite("Flows: setPath")
struct SetPathTests {
    func keepsTheMatchingPrefix() {
        let log = DismissLog()
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1), onDismissWithCause: log.handler("detail 1"))
        home.route(to: .compose, onDismissWithCause: log.handler("compose"))
        home.route(to: .detail(id: 2), onDismissWithCause: log.handler("detail 2"))
        home.present(.settings, onDismissWithCause: log.handler("settings"))
        let before = home.navigation.entries
        let recorder = NavigationEventRecorder(observing: home)
        home.setPath([.detail(id: 1), .compose, .detail(id: 3), .settings])
        let after = home.navigation.entries
        expectEqual(after.map(\.destination), [.detail(id: 1), .compose, .detail(id: 3), .settings])
        expectEqual(after.map(\.presentation), [.push, .push, .push, .push])
        expectEqual(after[0].id, before[0].id)
        #expect(after[1].id == before[1].id && after[1].child === before[1].child)
        #expect(after[2].id != before[2].id)
        expectEqual(log.fired, ["settings: code", "detail 2: code"])
        expectEqual(
            recorder.lines,
            [
                "HomeFlowCoordinator dismissed(code) sheet .settings",
                "HomeFlowCoordinator dismissed(code) push .detail(id: 2)",
                "HomeFlowCoordinator pushed push .detail(id: 3)",
                "HomeFlowCoordinator pushed push .settings",
            ])
    }

    func equalAndEmptyPaths() {
        let home = HomeFlowCoordinator()
        home.setPath([.detail(id: 1), .compose])
        let ids = home.navigation.entries.map(\.id)
        let recorder = NavigationEventRecorder(observing: home)
        home.setPath([.detail(id: 1), .compose])
        expectEqual(home.navigation.entries.map(\.id), ids)
        expectEmpty(recorder.lines)
        home.setPath([])
        expectEmpty(home.navigation.entries)
    }

    func nonEquatableReplacesAll() {
        let flow = NonEquatableFlowCoordinator()
        flow.setPath([.page("a"), .page("a")])
        let ids = flow.navigation.entries.map(\.id)
        flow.setPath([.page("a"), .page("a")])
        expectEqual(flow.navigation.entries.count, 2)
        expectTrue(Set(flow.navigation.entries.map(\.id)).isDisjoint(with: ids))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .keepsTheMatchingPrefix: keepsTheMatchingPrefix()
        case .equalAndEmptyPaths: equalAndEmptyPaths()
        case .nonEquatableReplacesAll: nonEquatableReplacesAll()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case keepsTheMatchingPrefix =
            "Matching entries keep their identity and child; the rest leave top first, then the new ones are pushed"
        case equalAndEmptyPaths = "An equal path changes nothing; an empty one pops to the root"
        case nonEquatableReplacesAll =
            "Destinations that are not Equatable never match: every entry is replaced"

        var testDescription: String { rawValue }
    }
}
