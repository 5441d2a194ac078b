import Testing
import TrellisTesting

@testable import Trellis

/// A flow whose `makeChild(for:)` runs the test's code: `.child` hosts another `HookFlow`.
@MainActor
private final class HookFlow: FlowCoordinator {
    enum Destinations: Hashable {
        case start
        case child
        case leaf(Int)
    }

    let navigation = FlowNavigation<HookFlow>(root: .start)
    var onMakeChild: (@MainActor () -> Void)?

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        onMakeChild?()
        return destination == .child ? HookFlow() : nil
    }
}

/// App code that runs inside a link's push (`makeChild(for:)`, observers, `onDismiss`) and
/// navigates: the push completes first, and what the app code does follows the change rule.
@MainActor
@Suite("Presentation layout: app code inside a link's push")
struct LinkPushAppCodeTests {
    @Test("makeChild(for:) that navigates or reports another link mid-push is refused; the push completes")
    func makeChildNavigates() {
        let flow = HookFlow()
        let layer = NavigationLayout(of: flow).layers[0]
        flow.onMakeChild = {
            flow.route(to: .leaf(1))
            layer.userDidChangePath(to: [HookFlow.Destinations.leaf(2)])
        }
        let diagnostics = recordingDiagnostics(of: flow) {
            layer.userDidChangePath(to: [HookFlow.Destinations.child])
        }
        expectEqual(diagnostics.map(\.kind), [.changeInProgress, .changeInProgress])
        expectEqual(
            flow.debugHierarchy(),
            """
            HookFlow [flow]
              root .start
              push .child → HookFlow [flow]
                root .start
            """)
    }

    @Test("An observer that pops on the pushed event runs after the push, as a change of its own")
    func observerPopsOnPushed() {
        let flow = HookFlow()
        let log = DismissLog()
        flow.route(to: .leaf(1), onDismissWithCause: log.handler("leaf 1"))
        var lines: [String] = []
        let observation = flow.observeNavigation { event in
            lines.append(event.description)
            if event.action == .pushed, event.destination(as: HookFlow.Destinations.self) == .leaf(2) {
                flow.popToRoot()
            }
        }
        defer { observation.cancel() }
        let layer = NavigationLayout(of: flow).layers[0]
        layer.userDidChangePath(to: layer.path.map { AnyHashable($0) } + [HookFlow.Destinations.leaf(2)])
        expectEqual(
            lines,
            [
                "HookFlow pushed push .leaf(2)",
                "HookFlow dismissed(code) push .leaf(2)",
                "HookFlow dismissed(code) push .leaf(1)",
            ])
        expectEqual(log.fired, ["leaf 1: code"])
        expectEqual(flow.debugHierarchy(), "HookFlow [flow]\n  root .start")
    }

    @Test("An onDismiss that reports a link on a stale layout acts on the tree as it is now")
    func onDismissPushesOnAStaleLayout() {
        let flow = HookFlow()
        let stale = NavigationLayout(of: flow).layers[0]
        flow.route(to: .leaf(1)) {
            // The layout was made before `.leaf(1)`: the layer is found again by its identity,
            // and the link's value lands on the root, the top screen now.
            stale.userDidChangePath(to: [HookFlow.Destinations.leaf(3)])
        }
        let layer = NavigationLayout(of: flow).layers[0]
        layer.userDidChangePath(to: [])
        expectEqual(
            flow.debugLayout(),
            """
            layer 0: base
              root HookFlow .start
              push HookFlow .leaf(3)
            """)
    }

    @Test("A child made by a link that releases its parent's entry from an observer leaves cleanly")
    func observerRemovesThePushedChild() {
        let flow = HookFlow()
        let observation = flow.observeNavigation { event in
            if event.action == .pushed { flow.userDidPop(toEntryCount: 0) }
        }
        defer { observation.cancel() }
        NavigationLayout(of: flow).layers[0].userDidChangePath(to: [HookFlow.Destinations.child])
        expectEqual(flow.debugHierarchy(), "HookFlow [flow]\n  root .start")
    }
}
