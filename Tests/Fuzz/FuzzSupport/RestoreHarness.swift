import Foundation
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
        let restored = fresh.debugHierarchy()
        let capture: Data
        do {
            capture = try fresh.captureNavigationState()
        } catch {
            return ["capturing the restored tree threw \(error)"]
        }
        checkStable(capture, hierarchy: restored, into: &found)
        checkReplacesNavigatedTree(data, hierarchy: restored, capture: capture, into: &found)
        return found
    }

    /// Snapshots of the ``FuzzScenarios``, by name: the seed corpus.
    public static func seedSnapshots() throws -> [(name: String, data: Data)] {
        try FuzzScenarios.all.map { scenario in
            let app = FuzzApp()
            scenario.navigate(app, DismissLedger())
            return (scenario.name, try app.captureNavigationState())
        }
    }

    private static let initialHierarchy = FuzzApp().debugHierarchy()

    private static func checkRefusal(_ error: any Error, data: Data, fresh: FuzzApp, into found: inout [String]) {
        guard let error = error as? NavigationStateError else {
            found.append("restore threw \(type(of: error)), not a NavigationStateError: \(error)")
            return
        }
        if error.description.isEmpty { found.append("an error without a description: \(error)") }
        if fresh.debugHierarchy() != initialHierarchy {
            found.append("a refused restore changed a fresh tree:\n\(fresh.debugHierarchy())")
        }
        let (navigated, ledger, before) = makeNavigated()
        let counts = ledger.counts
        if (try? navigated.restoreNavigationState(from: data)) != nil {
            found.append("restore refused the data on a fresh tree but accepted it on a navigated one")
        }
        if navigated.debugHierarchy() != before {
            found.append("a refused restore changed a navigated tree:\n\(navigated.debugHierarchy())")
        }
        if ledger.counts != counts {
            found.append("a refused restore fired onDismiss callbacks: \(counts) → \(ledger.counts)")
        }
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
            if again.debugHierarchy() != hierarchy {
                found.append("restoring the capture printed\n\(again.debugHierarchy())\ninstead of\n\(hierarchy)")
            }
        } catch {
            found.append("restoring the restored tree's own capture threw \(error)")
        }
    }

    private static func checkReplacesNavigatedTree(
        _ data: Data, hierarchy: String, capture: Data, into found: inout [String]
    ) {
        let (navigated, ledger, _) = makeNavigated()
        do {
            try navigated.restoreNavigationState(from: data)
        } catch {
            found.append("restore accepted the data on a fresh tree but threw \(error) on a navigated one")
            return
        }
        if navigated.debugHierarchy() != hierarchy {
            found.append(
                "restoring over a navigated tree printed\n\(navigated.debugHierarchy())\n"
                    + "but restoring into a fresh tree printed\n\(hierarchy)")
        } else if (try? navigated.captureNavigationState()) != capture {
            found.append("restoring over a navigated tree captured other bytes than restoring into a fresh tree")
        }
        if ledger.counts.contains(where: { $0 != 1 }) {
            found.append("restoring over a navigated tree left callbacks fired other than once: \(ledger.counts)")
        }
    }

    private static func makeNavigated() -> (FuzzApp, DismissLedger, String) {
        let app = FuzzApp()
        let ledger = DismissLedger()
        FuzzScenarios.busy(app, ledger)
        return (app, ledger, app.debugHierarchy())
    }

    private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}
