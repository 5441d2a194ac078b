import Foundation
import Observation
import Testing
import Trellis

/// `changeInProgress`: a navigation call made by app code the library runs in the middle of a
/// change is refused; the same call from a callback that runs after the change is not.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "a navigation call made from there is refused (nothing changes, a ``NavigationDiagnostic`` of kind `changeInProgress` is reported, a Boolean result is `false`" (Reliability, `NavigationChange`) — from `makeChild(for:)` | `refusedFromMakeChild(_:)` |
/// | the same, from a predicate | `refusedFromAPredicate()` |
/// | the same, from `snapshotPolicy(for:)` | `refusedFromSnapshotPolicy()` |
/// | the same, from an Observation `onChange` | `refusedFromObservation()` |
/// | "and a restore throws ``NavigationStateError/changeInProgress(coordinatorType:)``" | `restoreThrows()` |
/// | "From app code in the middle of another change […] the call is refused like every navigation call, with ``NavigationTargetReport/wasRefused``" (DeepLinks) | `refusedFromMakeChild(_:)` `.navigate` |
/// | "Every call it makes is a change of its own" — callbacks (`onDismiss`, event and diagnostic observers) and plain calls: no diagnostic | `acceptedAfterTheChange(_:)` |
@MainActor
@Suite("Diagnostics catalogue: changeInProgress")
struct ChangeInProgressTests {
    private static func refusal(_ call: String, on coordinator: String) -> String {
        "changeInProgress \(coordinator): \(call) was called while another navigation change was in progress "
            + "(from makeChild, snapshotPolicy, a predicate or an Observation callback); nothing changed"
    }

    enum Call: String, CaseIterable, Sendable {
        case route, present, pop, popToFirst, setRoot, dismissAllModals, navigate, onAnotherCoordinator
    }

    @Test(
        "A navigation call from makeChild(for:) is refused and names the coordinator it was made on",
        arguments: Call.allCases)
    func refusedFromMakeChild(_ call: Call) {
        let flow = HostileFlow(seeded: [.plain(1)])
        let other = HomeFlowCoordinator()
        var boolean: Bool?
        var report: NavigationTargetReport?
        flow.hostile = { flow in
            switch call {
            case .route: flow.route(to: .plain(2))
            case .present: flow.present(.plain(2))
            case .pop: flow.pop()
            case .popToFirst: boolean = flow.popToFirst(.home)
            case .setRoot: flow.setRoot(.plain(3))
            case .dismissAllModals: flow.dismissAllModals()
            case .navigate: report = flow.navigate(to: HostileFlow.target(path: []))
            case .onAnotherCoordinator: other.route(to: .settings)
            }
        }
        flow.prepareNavigation()
        other.prepareNavigation()
        let diagnostics = recordingDiagnostics(of: flow, other) { flow.route(to: .child) }
        let name: String =
            switch call {
            case .route: "route(to:)"
            case .present: "present(_:as:)"
            case .pop: "pop()"
            case .popToFirst: "popToFirst(where:)"
            case .setRoot: "setRoot(_:)"
            case .dismissAllModals: "dismissAllModals()"
            case .navigate: "navigate(to:)"
            case .onAnotherCoordinator: "route(to:)"
            }
        let owner = call == .onAnotherCoordinator ? "HomeFlowCoordinator" : "HostileFlow"
        expectEqual(diagnostics.map(\.line), [Self.refusal(name, on: owner)])
        expectEqual(
            flow.debugHierarchy(),
            """
            HostileFlow [flow]
              root .home
              push .plain(1)
              push .child → Leaf [flow]
                root .start
            """)
        expectEmpty(other.navigation.entries)
        if call == .popToFirst { expectEqual(boolean, false) }
        if call == .navigate { expectEqual(report?.wasRefused, true) }
    }

    func refusedFromAPredicate() {
        let home = HomeFlowCoordinator(pushing: [.settings])
        let tabs = MainTabCoordinator()
        var tried = (home: false, tabs: false)
        let diagnostics = recordingDiagnostics(of: home, tabs) {
            expectTrue(
                home.popToFirst(where: { destination in
                    if !tried.home { home.route(to: .detail(id: 9)) }
                    tried.home = true
                    return destination == .home
                }))
            expectTrue(
                tabs.selectFirstTab(where: { destination in
                    if !tried.tabs { tabs.appendTab(.inbox) }
                    tried.tabs = true
                    return destination == .profile
                }))
        }
        expectEqual(
            diagnostics.map(\.line),
            [
                Self.refusal("route(to:)", on: "HomeFlowCoordinator"),
                Self.refusal("appendTab(_:)", on: "MainTabCoordinator"),
            ])
        expectEmpty(home.navigation.entries)
        expectEqual(tabs.navigation.tabs.map(\.destination), [.home, .search, .profile])
    }

    func refusedFromSnapshotPolicy() throws {
        let flow = PolicyFlow()
        flow.route(to: .b)
        let diagnostics = try recordingDiagnostics(of: flow) { _ = try flow.captureNavigationState() }
        expectEqual(diagnostics.map(\.line).first, Self.refusal("route(to:)", on: "PolicyFlow"))
        expectEqual(Set(diagnostics.map(\.line)).count, 1)
        expectEqual(flow.navigation.entries.map(\.destination), [.b])
    }

    func refusedFromObservation() {
        let home = HomeFlowCoordinator()
        home.prepareNavigation()
        withObservationTracking {
            _ = home.navigation.entries
        } onChange: {
            MainActor.assumeIsolated { home.route(to: .settings) }
        }
        let diagnostics = recordingDiagnostics(of: home) { home.route(to: .detail(id: 1)) }
        expectEqual(diagnostics.map(\.line), [Self.refusal("route(to:)", on: "HomeFlowCoordinator")])
        expectEqual(home.navigation.entries.map(\.destination), [.detail(id: 1)])
    }

    func restoreThrows() throws {
        let flow = HostileFlow()
        let snapshot = try HostileFlow(seeded: [.plain(5)]).captureNavigationState()
        var thrown: (any Error)?
        flow.hostile = { flow in
            do { try flow.restoreNavigationState(from: snapshot) } catch { thrown = error }
        }
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .child) }
        expectEqual(diagnostics.map(\.line), [])
        guard case .changeInProgress(let coordinatorType)? = thrown as? NavigationStateError else {
            Issue.record("expected changeInProgress, got \(String(describing: thrown))")
            return
        }
        expectEqual(coordinatorType, "HostileFlow")
        expectEqual(flow.navigation.entries.map(\.destination), [.child])
    }

    enum After: String, CaseIterable, Sendable {
        case onDismiss, eventObserver, diagnosticsObserver, plainCall
    }

    @Test(
        "The same call from a callback after the change, or as a plain call, is not refused",
        arguments: After.allCases)
    func acceptedAfterTheChange(_ after: After) {
        let home = HomeFlowCoordinator(pushing: [.settings])
        home.prepareNavigation()
        var observation: NavigationObservation?
        switch after {
        case .onDismiss:
            home.route(to: .compose) { home.route(to: .detail(id: 1)) }
        case .eventObserver:
            home.route(to: .compose)
            observation = home.observeNavigation { _ in
                observation?.cancel()
                home.route(to: .detail(id: 1))
            }
        case .diagnosticsObserver:
            home.route(to: .compose)
            observation = home.observeDiagnostics { _ in
                observation?.cancel()
                home.route(to: .detail(id: 1))
            }
        case .plainCall:
            home.route(to: .compose)
        }
        let diagnostics = recordingDiagnostics(of: home) {
            home.pop()
            switch after {
            case .diagnosticsObserver: home.userDidPop(toEntryCount: -1)
            case .plainCall: home.route(to: .detail(id: 1))
            case .onDismiss, .eventObserver: break
            }
        }
        observation?.cancel()
        let provoked = ["indexOutOfRange HomeFlowCoordinator: userDidPop(toEntryCount: -1) ignored"]
        expectEqual(diagnostics.map(\.line), (after == .diagnosticsObserver ? provoked : []))
        expectEqual(home.navigation.entries.map(\.destination), [.settings, .detail(id: 1)])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .refusedFromAPredicate: refusedFromAPredicate()
        case .refusedFromSnapshotPolicy: try refusedFromSnapshotPolicy()
        case .refusedFromObservation: refusedFromObservation()
        case .restoreThrows: try restoreThrows()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case refusedFromAPredicate =
            "A navigation call from a predicate is refused, each time the predicate makes it"
        case refusedFromSnapshotPolicy =
            "A navigation call from snapshotPolicy(for:) is refused; the capture still succeeds"
        case refusedFromObservation = "A navigation call from an Observation onChange is refused"
        case restoreThrows = "A restore from makeChild(for:) throws changeInProgress and changes nothing"

        var testDescription: String { rawValue }
    }
}

/// A flow whose `snapshotPolicy(for:)` tries to navigate.
@MainActor
final class PolicyFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case a, b, c }
    let navigation = FlowNavigation<PolicyFlow>(root: .a)

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        route(to: .c)
        return .include
    }
}
