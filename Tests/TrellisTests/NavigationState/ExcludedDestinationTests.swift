import Foundation
import Testing
import Trellis
import TrellisTesting

/// A destination `snapshotPolicy(for:)` excludes is never written, wherever it sits; a
/// container whose root or one of whose tabs is excluded restores at its initial position.
@MainActor
@Suite("Excluded destinations are never written")
struct ExcludedDestinationTests {
    nonisolated static let secret = "tok_live_SECRET"

    enum Position: String, CaseIterable, Sendable {
        case flowRoot, nestedFlowRoot, flowEntry, tab, tabModal, rootRoot, rootModal, nestedRootRoot
    }

    /// A tree with the secret at `position`, the tree a fresh one restores to, and the report.
    private func scenario(_ position: Position) -> (
        live: any Coordinator, fresh: any Coordinator, restored: String, skipped: [RestorationReport.Item]
    ) {
        let secret = Self.secret
        switch position {
        case .flowRoot:
            let flow = VaultFlow()
            flow.setRoot(.payment(cardToken: secret))
            flow.route(to: .receipt)
            flow.present(.card)
            return (
                flow, VaultFlow(), "VaultFlow [flow]\n  root .home",
                [.init(path: "root", coordinatorType: "VaultFlow", reason: .excluded)]
            )
        case .nestedFlowRoot:
            let host = VaultHost()
            host.setRoot(.vault) { (vault: VaultFlow) in
                vault.setRoot(.payment(cardToken: secret))
                vault.route(to: .receipt)
            }
            host.present(.vault) { (vault: VaultFlow) in vault.route(to: .receipt) }
            return (
                host, VaultHost(),
                """
                VaultHost [root]
                  root .vault → VaultFlow [flow]
                    root .home
                  sheet .vault → VaultFlow [flow]
                    root .home
                    push .receipt
                """,
                [.init(path: "root/root", coordinatorType: "VaultFlow", reason: .excluded)]
            )
        case .flowEntry:
            let flow = VaultFlow()
            flow.route(to: .receipt)
            flow.route(to: .payment(cardToken: secret))
            flow.route(to: .receipt)
            return (
                flow, VaultFlow(), "VaultFlow [flow]\n  root .home\n  push .receipt",
                [.init(path: "entry[1]", coordinatorType: "VaultFlow", reason: .excluded)]
            )
        case .tab:
            let tabs = VaultTabs()
            tabs.appendTab(.wallet(cardToken: secret))
            tabs.select(index: 1)
            tabs.present(.shop)
            return (
                tabs, VaultTabs(), "VaultTabs [tab]\n  tab[0]* .shop\n  tab[1] .receipts → (not yet created)",
                [.init(path: "tab[2]", coordinatorType: "VaultTabs", reason: .excluded)]
            )
        case .tabModal:
            let tabs = VaultTabs()
            tabs.select(index: 1)
            tabs.present(.wallet(cardToken: secret))
            return (
                tabs, VaultTabs(), "VaultTabs [tab]\n  tab[0] .shop\n  tab[1]* .receipts",
                [.init(path: "entry[0]", coordinatorType: "VaultTabs", reason: .excluded)]
            )
        case .rootRoot:
            let host = VaultHost()
            host.setRoot(.payment(cardToken: secret))
            host.present(.vault)
            return (
                host, VaultHost(), "VaultHost [root]\n  root .start",
                [.init(path: "root", coordinatorType: "VaultHost", reason: .excluded)]
            )
        case .rootModal:
            let host = VaultHost()
            host.setRoot(.vault)
            host.present(.payment(cardToken: secret))
            return (
                host, VaultHost(), "VaultHost [root]\n  root .vault → VaultFlow [flow]\n    root .home",
                [.init(path: "entry[0]", coordinatorType: "VaultHost", reason: .excluded)]
            )
        case .nestedRootRoot:
            let flow = VaultFlow()
            flow.route(to: .host) { (host: VaultHost) in host.setRoot(.payment(cardToken: secret)) }
            return (
                flow, VaultFlow(),
                "VaultFlow [flow]\n  root .home\n  push .host → VaultHost [root]\n    root .start",
                [.init(path: "push[0]/root", coordinatorType: "VaultHost", reason: .excluded)]
            )
        }
    }

    @Test(arguments: Position.allCases)
    func theSecretIsNotWrittenAndTheRestoreReportsIt(_ position: Position) throws {
        let (live, fresh, restored, skipped) = scenario(position)
        #expect(live.debugHierarchy().contains(Self.secret))
        let trip = try roundTrip(of: live) { fresh }
        expectNil(trip.snapshot.range(of: Data(Self.secret.utf8)))
        expectNil(trip.snapshot.range(of: Data("tok_live".utf8)))
        expectHierarchy(trip.restoredHierarchy, equals: restored)
        expectEqual(trip.report.skipped, skipped)

        // The restored tree holds no exclusion any more: it round-trips exactly.
        expectRoundTrip(of: fresh) { VaultFlowFactory.fresh(like: fresh) }
    }

    /// Snapshots an earlier build wrote with the secret in a root or a tab.
    nonisolated static let olderSnapshots: [(json: String, restored: String, skipped: String)] = [
        (
            #"{"format":"trellis.navigation","nodes":[{"entries":[{"receipt":{}}],"kind":"flow","presentations":"p","root":{"payment":{"cardToken":"tok_live_SECRET"}},"type":"VaultFlow"}],"version":1}"#,
            "VaultFlow [flow]\n  root .home", "root in VaultFlow: excluded by snapshotPolicy(for:)"
        ),
        (
            #"{"format":"trellis.navigation","nodes":[{"kind":"root","modalPresentations":"s","modals":[{"vault":{}}],"root":{"payment":{"cardToken":"tok_live_SECRET"}},"type":"VaultHost"}],"version":1}"#,
            "VaultHost [root]\n  root .start", "root in VaultHost: excluded by snapshotPolicy(for:)"
        ),
        (
            #"{"format":"trellis.navigation","nodes":[{"created":[true,false,true],"kind":"tab","selected":2,"tabs":[{"shop":{}},{"receipts":{}},{"wallet":{"cardToken":"tok_live_SECRET"}}],"type":"VaultTabs"}],"version":1}"#,
            "VaultTabs [tab]\n  tab[0]* .shop\n  tab[1] .receipts → (not yet created)",
            "tab[2] in VaultTabs: excluded by snapshotPolicy(for:)"
        ),
    ]

    @Test(arguments: olderSnapshots.indices)
    func aSnapshotThatStillHoldsAnExcludedRootOrTabRestoresWithoutIt(_ index: Int) throws {
        let (json, restored, skipped) = Self.olderSnapshots[index]
        let coordinator: any Coordinator =
            switch index {
            case 0: VaultFlow()
            case 1: VaultHost()
            default: VaultTabs()
            }
        let report = try coordinator.restoreNavigationState(from: Data(json.utf8))
        expectEqual(coordinator.debugHierarchy(), restored)
        expectEqual(report.description, skipped)
    }

    /// Snapshots an earlier build wrote with the secret in the middle of a flow's pushes or of
    /// a root coordinator's modals: every destination of the list decodes, and the entry the policy
    /// excludes now ends the list, as if it had been left out at capture.
    nonisolated static let olderListSnapshots: [(json: String, restored: String, skipped: String)] = [
        (
            #"{"format":"trellis.navigation","nodes":[{"entries":[{"receipt":{}},{"payment":{"cardToken":"tok_live_SECRET"}},{"card":{}}],"kind":"flow","presentations":"ppp","root":{"home":{}},"type":"VaultFlow"}],"version":1}"#,
            "VaultFlow [flow]\n  root .home\n  push .receipt",
            "push[1] in VaultFlow: excluded by snapshotPolicy(for:) (stored .payment)"
        ),
        (
            #"{"format":"trellis.navigation","nodes":[{"kind":"root","modalPresentations":"sfs","modals":[{"vault":{}},{"payment":{"cardToken":"tok_live_SECRET"}},{"vault":{}}],"root":{"start":{}},"type":"VaultHost"}],"version":1}"#,
            "VaultHost [root]\n  root .start\n  sheet .vault → VaultFlow [flow]\n    root .home",
            "fullScreenCover[1] in VaultHost: excluded by snapshotPolicy(for:) (stored .payment)"
        ),
    ]

    @Test(arguments: olderListSnapshots.indices)
    func aSnapshotThatStillHoldsAnExcludedEntryRestoresUpToIt(_ index: Int) throws {
        let (json, restored, skipped) = Self.olderListSnapshots[index]
        let coordinator: any Coordinator = index == 0 ? VaultFlow() : VaultHost()
        let report = try coordinator.restoreNavigationState(from: Data(json.utf8))
        expectEqual(coordinator.debugHierarchy(), restored)
        expectEqual(report.description, skipped)
    }

    @Test func aFlowWhoseRootIsExcludedRestoresItsDeclaredPushesToo() throws {
        let flow = SeededVaultFlow()
        flow.setRoot(.payment(cardToken: Self.secret))
        let data = try flow.captureNavigationState()
        expectNil(data.range(of: Data(Self.secret.utf8)))
        let navigated = SeededVaultFlow()
        navigated.route(to: .card)
        var causes: [DismissalCause] = []
        navigated.present(.receipt) { causes.append($0) }
        let report = try navigated.restoreNavigationState(from: data)
        expectEqual(navigated.debugHierarchy(), "SeededVaultFlow [flow]\n  root .home\n  push .receipt")
        expectEqual(
            report.skipped, [.init(path: "root", coordinatorType: "SeededVaultFlow", reason: .excluded)])
        expectEqual(causes, [.restore])
    }
}

/// Makes a fresh coordinator of the same fixture type.
@MainActor
enum VaultFlowFactory {
    static func fresh(like coordinator: any Coordinator) -> any Coordinator {
        switch coordinator {
        case is VaultHost: VaultHost()
        case is VaultTabs: VaultTabs()
        default: VaultFlow()
        }
    }
}

/// A flow whose payment screen carries a card token and is excluded from snapshots.
@MainActor
final class VaultFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case home, payment(cardToken: String), receipt, card, host }
    let navigation = FlowNavigation<VaultFlow>(root: .home)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .host ? VaultHost() : nil
    }

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        if case .payment = destination { .exclude } else { .include }
    }
}

/// ``VaultFlow`` declared with a push above its root.
@MainActor
final class SeededVaultFlow: FlowCoordinator {
    typealias Destinations = VaultFlow.Destinations
    let navigation = FlowNavigation<SeededVaultFlow>(root: .home, pushing: [.receipt])

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        if case .payment = destination { .exclude } else { .include }
    }
}

/// A root coordinator that can switch to a payment screen or to a vault flow.
@MainActor
final class VaultHost: RootCoordinator {
    enum Destinations: Codable, Hashable { case start, vault, payment(cardToken: String) }
    let navigation = RootNavigation<VaultHost>(root: .start)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .vault ? VaultFlow() : nil
    }

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        if case .payment = destination { .exclude } else { .include }
    }
}

/// A tab set that can gain a wallet tab carrying a card token.
@MainActor
final class VaultTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case shop, receipts, wallet(cardToken: String) }
    let navigation = TabNavigation<VaultTabs>(tabs: [.shop, .receipts])

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        if case .wallet = destination { .exclude } else { .include }
    }
}
