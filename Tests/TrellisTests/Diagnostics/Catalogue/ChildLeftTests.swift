import Testing
import Trellis

/// `childLeft`: a typed closure's child left the tree through a callback of the same change
/// before the closure's turn; the closure does not run.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "A typed closure did not run: its child left the tree (through a callback) before the closure's turn came" (the kind); "only if it is still in the tree (otherwise a `childLeft` diagnostic says why it did not run)" (Reliability) | `childLeftFirst(_:)` |
/// | a callback that navigates elsewhere and leaves the child in the tree: the closure runs, no diagnostic | `childStayed(_:)` |
@MainActor
@Suite("Diagnostics catalogue: childLeft")
struct ChildLeftTests {
    enum Callback: String, CaseIterable, Sendable {
        case observerPopsThePush, onDismissReplacesTheNewRoot, observerRemovesTheSelectedTab
    }

    /// Runs the typed call with `callback` installed; `leaves` picks the callback that takes
    /// the new child out, else one that navigates elsewhere. Returns whether the closure ran,
    /// what was raised and the tree after.
    private static func run(_ callback: Callback, leaves: Bool) -> (
        ran: Bool, diagnostics: [String], tree: String
    ) {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1)])
        let tabs = MainTabCoordinator()
        tabs.prepareNavigation()
        home.prepareNavigation()
        var ran = false
        var observation: NavigationObservation?
        defer { observation?.cancel() }
        let diagnostics = recordingDiagnostics(of: home, tabs) {
            switch callback {
            case .observerPopsThePush:
                observation = home.observeNavigation { _ in
                    observation?.cancel()
                    if leaves { home.pop() } else { home.route(to: .settings) }
                }
                home.route(to: .compose) { (_: ComposeFlowCoordinator) in ran = true }
            case .onDismissReplacesTheNewRoot:
                home.route(to: .settings) {
                    if leaves { home.setRoot(.home) } else { home.route(to: .detail(id: 2)) }
                }
                home.setRoot(.compose) { (_: ComposeFlowCoordinator) in ran = true }
            case .observerRemovesTheSelectedTab:
                observation = tabs.observeNavigation { _ in
                    observation?.cancel()
                    if leaves { tabs.removeFirstTab(.search) } else { tabs.appendTab(.inbox) }
                }
                tabs.select(index: 1) { (_: SearchFlowCoordinator) in ran = true }
            }
        }
        return (ran, diagnostics.map(\.line), home.debugHierarchy() + "\n" + tabs.debugHierarchy())
    }

    @Test(
        "A child that a callback takes out before the closure's turn: the closure does not run",
        arguments: Callback.allCases)
    func childLeftFirst(_ callback: Callback) {
        let (ran, diagnostics, _) = Self.run(callback, leaves: true)
        let (owner, child) =
            switch callback {
            case .observerPopsThePush, .onDismissReplacesTheNewRoot:
                ("HomeFlowCoordinator", "ComposeFlowCoordinator")
            case .observerRemovesTheSelectedTab: ("MainTabCoordinator", "SearchFlowCoordinator")
            }
        expectFalse(ran)
        expectEqual(
            diagnostics,
            [
                "childLeft \(owner): the \(child) left the tree (an onDismiss or observer navigated) before the "
                    + "closure could run; the closure did not run"
            ])
    }

    @Test(
        "A callback that navigates elsewhere leaves the child: the closure runs, silently",
        arguments: Callback.allCases)
    func childStayed(_ callback: Callback) {
        let (ran, diagnostics, _) = Self.run(callback, leaves: false)
        expectTrue(ran)
        expectEqual(diagnostics, [])
    }
}
