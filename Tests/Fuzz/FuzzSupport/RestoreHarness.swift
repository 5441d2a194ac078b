import Foundation
import Observation
import Synchronization
import Trellis

/// What the restore fuzzer checks for one input: `restoreNavigationState(from:)` on a
/// ``FuzzApp`` with arbitrary bytes, then `debugHierarchy()` and `captureNavigationState()`
/// on the result.
///
/// Beyond "does not crash", each input is held to the restore contract:
///
/// - A restore that throws throws a `NavigationStateError` with a description, and leaves
///   the tree untouched: a fresh tree and a navigated one print the same hierarchy as before,
///   and no `onDismiss` callback fired.
/// - A restore that succeeds gives a tree whose snapshot is stable: capturing it, restoring
///   that into a fresh tree and capturing again gives the same bytes and the same hierarchy.
/// - Restoring over a navigated tree gives the same tree as restoring into a fresh one, and
///   every `onDismiss` callback of the navigated tree has fired exactly once (none twice).
/// - Restoring over a tree whose callbacks, observer and `makeChild(for:)` navigate obeys the
///   rule for app code inside changes (``AdversarialRestore``).
///
/// Trees are compared by ``TreeOutline`` (linear in the tree's size) and, for inputs up to
/// ``printLimit`` bytes, by `debugHierarchy()` too (whose text grows with the square of the
/// depth).
@MainActor
public enum RestoreHarness {
    /// Returns the contract violations for `data`; empty when it holds.
    public static func violations(for data: Data) -> [String] {
        var found: [String] = []
        let fresh = FuzzApp()
        do {
            try fresh.restoreNavigationState(from: data)
        } catch {
            checkRefusal(error, data: data, fresh: fresh, into: &found)
            return found
        }
        printing = data.count <= printLimit
        let restored = render(fresh)
        let capture: Data
        do {
            capture = try fresh.captureNavigationState()
        } catch {
            return ["capturing the restored tree threw \(error)"]
        }
        checkStable(capture, hierarchy: restored, into: &found)
        checkReplacesNavigatedTree(data, hierarchy: restored, capture: capture, into: &found)
        AdversarialRestore.check(data, restored: TreeOutline.of(fresh), into: &found)
        return found
    }

    /// The largest input whose trees are compared by `debugHierarchy()` as well.
    static let printLimit = 64 * 1024

    /// Whether the input in hand is compared by `debugHierarchy()` too.
    private static var printing = true

    /// The tree as compared: its outline, then its `debugHierarchy()` when printed.
    private static func render(_ app: FuzzApp) -> String {
        TreeOutline.of(app) + (printing ? "\n\n" + app.debugHierarchy() : "")
    }

    /// Snapshots of the ``FuzzScenarios``, by name: the seed corpus.
    public static func seedSnapshots() throws -> [(name: String, data: Data)] {
        try FuzzScenarios.all.map { scenario in
            let app = FuzzApp()
            scenario.navigate(app, DismissLedger())
            return (scenario.name, try app.captureNavigationState())
        } + [("chain-10000-written", writtenChain(coordinators: 10_000))]
    }

    /// A snapshot of a chain of `coordinators` (the app, its tabs, feeds each pushing the next
    /// as a thread) written node by node: deeper than ``NavigationSnapshotLimits/maximumDepth``
    /// for 10,000, so refused whole, as capture never writes it.
    static func writtenChain(coordinators: Int) -> Data {
        var nodes = [
            #"{"kind":"root","root":{"main":{}},"type":"FuzzApp"}"#,
            #"{"created":[true,false,false,false,false],"kind":"tab","parent":0,"selected":0,"slot":0,"#
                + #""tabs":[{"feed":{}},{"search":{}},{"inbox":{}},{"settings":{}},{"account":{}}],"type":"MainTabs"}"#,
        ]
        for index in 2..<coordinators {
            let entries = index == coordinators - 1 ? "" : #"{"thread":{"id":\#(index)}}"#
            nodes.append(
                #"{"entries":[\#(entries)],"kind":"flow","parent":\#(index - 1),"presentations":""#
                    + (entries.isEmpty ? "" : "p")
                    + #"","root":{"feed":{}},"slot":\#(index == 2 ? 0 : 1),"type":"FeedFlow"}"#)
        }
        return Data(
            (#"{"format":"trellis.navigation","nodes":["# + nodes.joined(separator: ",") + #"],"version":1}"#)
                .utf8)
    }

    private static let initialHierarchy = TreeOutline.of(FuzzApp())

    private static func checkRefusal(
        _ error: any Error, data: Data, fresh: FuzzApp, into found: inout [String]
    ) {
        guard let error = error as? NavigationStateError else {
            found.append("restore threw \(type(of: error)), not a NavigationStateError: \(error)")
            return
        }
        if error.description.isEmpty { found.append("an error without a description: \(error)") }
        if TreeOutline.of(fresh) != initialHierarchy {
            found.append("a refused restore changed a fresh tree:\n\(fresh.debugHierarchy())")
        }
        // Most inputs are refused: the navigated tree is built once and reused while refusals
        // leave it untouched. Observation tells whether a restore wrote to any of its state.
        let navigated = navigatedTree()
        let counts = navigated.ledger.counts
        if (try? navigated.app.restoreNavigationState(from: data)) != nil {
            found.append("restore refused the data on a fresh tree but accepted it on a navigated one")
        }
        if navigated.changes.isSet {
            found.append("a refused restore changed a navigated tree:\n\(navigated.app.debugHierarchy())")
        }
        if navigated.ledger.counts != counts {
            found.append(
                "a refused restore fired onDismiss callbacks: \(counts) → \(navigated.ledger.counts)")
        }
        if !found.isEmpty { reusableNavigatedTree = nil }
    }

    private static func checkStable(_ capture: Data, hierarchy: String, into found: inout [String]) {
        let again = FuzzApp()
        do {
            try again.restoreNavigationState(from: capture)
            let recapture = try again.captureNavigationState()
            if recapture != capture {
                found.append(
                    "capture → restore → capture is not stable:\n\(text(capture))\n\(text(recapture))")
            }
            let printed = render(again)
            if printed != hierarchy {
                found.append("restoring the capture printed\n\(printed)\ninstead of\n\(hierarchy)")
            }
        } catch {
            found.append("restoring the restored tree's own capture threw \(error)")
        }
    }

    private static func checkReplacesNavigatedTree(
        _ data: Data, hierarchy: String, capture: Data, into found: inout [String]
    ) {
        let navigated = navigatedTree()
        let ledger = navigated.ledger
        reusableNavigatedTree = nil
        do {
            try navigated.app.restoreNavigationState(from: data)
        } catch {
            found.append("restore accepted the data on a fresh tree but threw \(error) on a navigated one")
            return
        }
        let printed = render(navigated.app)
        if printed != hierarchy {
            found.append(
                "restoring over a navigated tree printed\n\(printed)\n"
                    + "but restoring into a fresh tree printed\n\(hierarchy)")
        } else if (try? navigated.app.captureNavigationState()) != capture {
            found.append(
                "restoring over a navigated tree captured other bytes than restoring into a fresh tree")
        }
        if ledger.counts.contains(where: { $0 != 1 }) {
            found.append(
                "restoring over a navigated tree left callbacks fired other than once: \(ledger.counts)")
        }
    }

    private static var reusableNavigatedTree: NavigatedTree?

    private static func navigatedTree() -> NavigatedTree {
        if let tree = reusableNavigatedTree { return tree }
        let tree = NavigatedTree()
        reusableNavigatedTree = tree
        return tree
    }

    private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}

/// The ``FuzzScenarios/busy(_:_:)`` tree, its callbacks, and whether any of its navigation
/// state was written since it was built.
@MainActor
private final class NavigatedTree {
    let app = FuzzApp()
    let ledger = DismissLedger()
    let changes = ChangeFlag()

    init() {
        FuzzScenarios.busy(app, ledger)
        // Reading every container's observable state registers it, so any later write to
        // the tree reports a change.
        let changes = changes
        withObservationTracking {
            Self.readState(of: app)
        } onChange: {
            changes.set()
        }
    }

    /// Reads the public navigation state of `coordinator` and its subtree, as a UI layer does.
    private static func readState(of coordinator: any Coordinator) {
        switch coordinator {
        case let flow as any FlowCoordinator: readFlow(flow)
        case let tabs as any TabCoordinator: readTabs(tabs)
        case let root as any RootCoordinator: readRoot(root)
        default: break
        }
    }

    private static func readFlow<F: FlowCoordinator>(_ flow: F) {
        _ = flow.navigation.root
        flow.navigation.rootChild.map(readState)
        for entry in flow.navigation.entries { entry.child.map(readState) }
    }

    private static func readTabs<T: TabCoordinator>(_ tabs: T) {
        _ = tabs.navigation.selectedIndex
        for tab in tabs.navigation.tabs { tab.child.map(readState) }
        for modal in tabs.navigation.entries { modal.child.map(readState) }
    }

    private static func readRoot<R: RootCoordinator>(_ root: R) {
        _ = root.navigation.root
        root.navigation.rootChild.map(readState)
        for modal in root.navigation.entries { modal.child.map(readState) }
    }
}

private final class ChangeFlag: Sendable {
    private let value = Atomic(false)
    var isSet: Bool { value.load(ordering: .relaxed) }
    func set() { value.store(true, ordering: .relaxed) }
}
