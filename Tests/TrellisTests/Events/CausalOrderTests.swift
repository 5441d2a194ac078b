import Testing
import TrellisTesting

@testable import Trellis

/// Every observer sees each change's events in the order the changes happened, whichever
/// observer or handler started them: a change made while events are being delivered waits for
/// the events before it.
@MainActor
@Suite("Events: causal order")
struct CausalOrderTests {
    /// A flow showing `.detail(id: 1)` and `.detail(id: 2)`; `onDismissOfTop` is the top
    /// entry's handler.
    private func flowWithTwoDetails(onDismissOfTop: @escaping @MainActor () -> Void = {})
        -> HomeFlowCoordinator
    {
        let flow = HomeFlowCoordinator()
        flow.route(to: .detail(id: 1))
        flow.route(to: .detail(id: 2), onDismiss: onDismissOfTop)
        return flow
    }

    private let poppedThenPushed = [
        "HomeFlowCoordinator dismissed(code) push .detail(id: 2)",
        "HomeFlowCoordinator dismissed(code) push .detail(id: 1)",
        "HomeFlowCoordinator pushed push .detail(id: 42)",
    ]

    func observerNavigates() {
        let flow = flowWithTwoDetails()
        var first: [String] = []
        var second: [String] = []
        var reacted = false
        let navigating = flow.observeNavigation { event in
            first.append(event.description)
            guard !reacted else { return }
            reacted = true
            flow.route(to: .detail(id: 42))
        }
        let recording = flow.observeNavigation { second.append($0.description) }
        defer { for observation in [navigating, recording] { observation.cancel() } }
        flow.popToRoot()
        expectEqual(first, poppedThenPushed)
        expectEqual(second, poppedThenPushed)
        expectEqual(flow.navigation.entries.map(\.destination), [.detail(id: 42)])
    }

    func handlerNavigates() {
        var flow: HomeFlowCoordinator?
        var seenInHandler: [String] = []
        var events: [String] = []
        flow = flowWithTwoDetails {
            seenInHandler = events
            flow?.route(to: .detail(id: 42))
        }
        let recording = flow!.observeNavigation { events.append($0.description) }
        defer { recording.cancel() }
        flow!.popToRoot()
        expectEqual(events, poppedThenPushed)
        // The handler runs after its own departure's event, as before.
        expectEqual(seenInHandler, ["HomeFlowCoordinator dismissed(code) push .detail(id: 2)"])
    }

    func diagnosticsFollowTheEventsBeforeThem() {
        let flow = flowWithTwoDetails()
        var timeline: [String] = []
        var reacted = false
        let navigating = flow.observeNavigation { event in
            timeline.append(event.description)
            guard !reacted else { return }
            reacted = true
            _ = flow.popToFirst(.settings)  // not in the stack: a diagnostic
        }
        let diagnostics = flow.observeDiagnostics { timeline.append("diagnostic \($0.kind)") }
        defer { for observation in [navigating, diagnostics] { observation.cancel() } }
        flow.popToRoot()
        expectEqual(
            timeline,
            [
                "HomeFlowCoordinator dismissed(code) push .detail(id: 2)",
                "HomeFlowCoordinator dismissed(code) push .detail(id: 1)",
                "diagnostic destinationNotFound",
            ])
    }

    func anotherTreesChangeWaits() {
        let flow = flowWithTwoDetails()
        let other = HomeFlowCoordinator()
        var timeline: [String] = []
        var reacted = false
        let navigating = flow.observeNavigation { event in
            timeline.append(event.description)
            guard !reacted else { return }
            reacted = true
            other.route(to: .settings)
        }
        let recording = other.observeNavigation { timeline.append($0.description) }
        defer { for observation in [navigating, recording] { observation.cancel() } }
        flow.popToRoot()
        expectEqual(
            timeline,
            [
                "HomeFlowCoordinator dismissed(code) push .detail(id: 2)",
                "HomeFlowCoordinator dismissed(code) push .detail(id: 1)",
                "HomeFlowCoordinator pushed push .settings",
            ])
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .observerNavigates: observerNavigates()
        case .handlerNavigates: handlerNavigates()
        case .diagnosticsFollowTheEventsBeforeThem: diagnosticsFollowTheEventsBeforeThem()
        case .anotherTreesChangeWaits: anotherTreesChangeWaits()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case observerNavigates =
            "An observer that navigates on an event: every observer sees the rest of the change first"
        case handlerNavigates =
            "An onDismiss handler that navigates: its change's events follow the ones already raised"
        case diagnosticsFollowTheEventsBeforeThem =
            "A diagnostic raised by a change an observer makes follows the events before it"
        case anotherTreesChangeWaits =
            "Observers of two trees see one order: a change in another tree waits its turn too"

        var testDescription: String { rawValue }
    }
}
