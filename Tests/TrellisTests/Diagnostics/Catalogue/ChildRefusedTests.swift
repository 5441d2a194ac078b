import Testing
import Trellis

/// `childRefused`: `makeChild(for:)` returned a coordinator already in a tree; the destination
/// shows as a plain screen.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "`makeChild(for:)` returned a coordinator already in a tree; the destination shows as a plain screen" (the kind); "one already in a tree (the coordinator itself, an ancestor) is refused with a `childRefused` diagnostic instead of forming a cycle" (Reliability) | `refused(_:)` |
/// | "must return a new coordinator" — a new one, or one used on its own before it was attached: no diagnostic | `adopted(_:)` |
@MainActor
@Suite("Diagnostics catalogue: childRefused")
struct ChildRefusedTests {
    enum Returned: String, CaseIterable, Sendable {
        case itself, itsParent, theTopOfItsTree, aChildOfAnotherTree, itsOwnEarlierChild
    }

    @Test(
        "A child already in a tree is refused; the destination shows as a plain screen",
        arguments: Returned.allCases)
    func refused(_ returned: Returned) {
        let top = SupplyingFlow()
        top.route(to: .hosting)
        let parent = top.navigation.entries[0].child as! SupplyingFlow
        parent.route(to: .hosting)
        let flow = parent.navigation.entries[0].child as! SupplyingFlow
        let elsewhere = HomeFlowCoordinator()
        elsewhere.route(to: .compose)
        flow.supply = {
            switch returned {
            case .itself: flow
            case .itsParent: parent
            case .theTopOfItsTree: top
            case .aChildOfAnotherTree: elsewhere.navigation.entries[0].child
            case .itsOwnEarlierChild: flow.navigation.entries.first?.child ?? ComposeFlowCoordinator()
            }
        }
        if returned == .itsOwnEarlierChild { flow.route(to: .hosting) }
        let before = flow.navigation.entries.count
        let diagnostics = recordingDiagnostics(of: top, elsewhere) { flow.route(to: .hosting) }
        let child =
            switch returned {
            case .itself, .itsParent, .theTopOfItsTree: "SupplyingFlow"
            case .aChildOfAnotherTree, .itsOwnEarlierChild: "ComposeFlowCoordinator"
            }
        expectEqual(
            diagnostics.map(\.line),
            [
                "childRefused SupplyingFlow: makeChild(for:) returned a \(child) that is already in a navigation "
                    + "tree; the destination shows as a plain screen"
            ])
        expectEqual(flow.navigation.entries.count, before + 1)
        expectNil(flow.navigation.entries.last?.child)
        expectIdentical(elsewhere.navigation.entries[0].child?.parent, elsewhere)
    }

    enum Fresh: String, CaseIterable, Sendable { case new, usedBeforeItWasAttached }

    @Test("A new coordinator, or one used on its own first, is adopted silently", arguments: Fresh.allCases)
    func adopted(_ fresh: Fresh) {
        let flow = SupplyingFlow()
        let compose = ComposeFlowCoordinator()
        if fresh == .usedBeforeItWasAttached { compose.route(to: .preview) }
        flow.supply = { compose }
        let diagnostics = recordingDiagnostics(of: flow) { flow.route(to: .hosting) }
        expectEqual(diagnostics.map(\.line), [])
        expectIdentical(flow.navigation.entries.last?.child, compose)
        expectIdentical(compose.parent, flow)
    }
}

/// A flow whose `.hosting` destination hosts whatever `supply` returns (a new
/// ``SupplyingFlow`` by default).
@MainActor
final class SupplyingFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case start, hosting }
    let navigation = FlowNavigation<SupplyingFlow>(root: .start)
    var supply: (@MainActor () -> (any Coordinator)?)?

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        guard destination == .hosting else { return nil }
        return supply.map { $0() } ?? SupplyingFlow()
    }
}
