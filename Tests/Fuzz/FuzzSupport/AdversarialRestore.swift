import Foundation
import Trellis

/// Restoring over a tree whose app code navigates (the rule in the Reliability article):
/// the library changes the tree completely, then delivers the change's callbacks in order
/// (top first, a child's subtree before its own destination), each call a callback makes
/// being a change of its own, whose events the observer hears after the restore's;
/// navigation from `makeChild(for:)` is refused.
///
/// For one input the check builds a navigated ``FuzzApp`` whose `onDismiss` handlers and
/// observer take steps chosen from the input's seed (``CallbackScript``), with
/// `makeChild(for:)` trying to navigate throughout (``RefusalProbe``), restores the input over
/// it, and compares with an oracle worked out from the rule, not from the library's order:
///
/// - the first callback saw exactly the tree a restore into a fresh tree gives;
/// - every `onDismiss` fired once, in an order the rule allows (checked on the positions the
///   callbacks were registered at);
/// - the tree, its snapshot, and what every capture and restore step gave are those of a
///   fresh tree restored without callbacks, then given the same steps in the order the
///   callbacks took them, from one callback (so that their events reach the observer after
///   the steps, as the live tree's reach it after the restore);
/// - every call from `makeChild(for:)` was refused.
@MainActor
enum AdversarialRestore {
    static func check(_ data: Data, restored: String, into found: inout [String]) {
        let probe = RefusalProbe(snapshot: otherSnapshots[0])
        Adversary.probe = probe
        defer { Adversary.probe = nil }
        var seed = SplitMix64(hashing: data)
        let script = CallbackScript(seed: seed.next(), snapshots: otherSnapshots)
        let live = FuzzApp()
        let liveDiagnostics = probe.watch(live)
        build(live, script)
        let observation = script.observe(live)
        script.isArmed = true
        do {
            try live.restoreNavigationState(from: data)
        } catch {
            found.append(
                "restore accepted the data on a fresh tree but threw \(error) over app code that navigates")
            return
        }
        script.isArmed = false
        observation.cancel()

        let oracle = FuzzApp()
        let oracleDiagnostics = probe.watch(oracle)
        do {
            try oracle.restoreNavigationState(from: data)
        } catch {
            found.append("restoring the data again threw \(error)")
            return
        }
        let replay = CallbackScript(replaying: script)
        let oracleObservation = replay.observe(oracle)
        replay.runFromOneCallback(script.log)
        oracleObservation.cancel()

        let steps = script.log.map(\.description).joined(separator: ", ")
        withExtendedLifetime((liveDiagnostics, oracleDiagnostics)) { probe.checkReports() }
        found += script.found + replay.found + probe.found
        if script.firstSeen != restored {
            found.append(
                "the first callback saw\n\(script.firstSeen ?? "nothing")\nnot the restored tree\n\(restored)"
            )
        }
        if script.fired.count != script.registered.count || Set(script.fired) != Set(script.registered) {
            found.append("onDismiss fired for \(script.fired), registered \(script.registered)")
        }
        found += orderViolations(script.fired)
        let liveOutline = TreeOutline.of(live)
        let oracleOutline = TreeOutline.of(oracle)
        if liveOutline != oracleOutline {
            found.append(
                "restoring over app code that took [\(steps)] gave\n\(liveOutline)\n"
                    + "but restoring, then taking them, gave\n\(oracleOutline)")
        } else if (try? live.captureNavigationState()) != (try? oracle.captureNavigationState()) {
            found.append(
                "the callbacks' steps [\(steps)] left a tree that captures other bytes than the oracle's")
        }
        if script.results != replay.results {
            found.append("the steps [\(steps)] gave \(script.results), the oracle's \(replay.results)")
        }
        if probe.attempts == 0 { found.append("makeChild was never called, so nothing was probed") }
    }

    /// Snapshots a restore step restores, captured from two scenarios.
    static let otherSnapshots: [Data] = [FuzzScenarios.feed, FuzzScenarios.modals].map { navigate in
        let app = FuzzApp()
        navigate(app, DismissLedger())
        return (try? app.captureNavigationState()) ?? Data()
    }

    /// The navigated tree: every kind of node, a callback on every destination, registered with
    /// its position (see ``CallbackScript/Position``).
    static func build(_ app: FuzzApp, _ script: CallbackScript) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                feed.route(to: .author(name: "a"), onDismiss: script.callback("0", "0:t0", "1"))
                feed.route(to: .thread(id: 1), onDismiss: script.callback("0", "0:t0", "2")) {
                    (thread: FeedFlow) in
                    thread.route(to: .author(name: "b"), onDismiss: script.callback("0", "0:t0", "2", "1"))
                    thread.present(.share(target: "x"), onDismiss: script.callback("0", "0:t0", "2", "2")) {
                        (share: ShareSwitch) in
                        share.present(.done(true), onDismiss: script.callback("0", "0:t0", "2", "2", "1"))
                    }
                }
                feed.present(
                    .gallery(images: [1], index: 0), as: .fullScreenCover,
                    onDismiss: script.callback("0", "0:t0", "3"))
            }
            tabs.select(index: 4) { (account: AccountFlow) in
                account.route(to: .order(id: "1"), onDismiss: script.callback("0", "0:t4", "1"))
                account.route(to: .password, onDismiss: script.callback("0", "0:t4", "2"))
            }
            tabs.present(.compose(draftID: nil), onDismiss: script.callback("0", "1")) {
                (compose: ComposeFlow) in
                compose.route(to: .discard, onDismiss: script.callback("0", "1", "1"))
            }
            tabs.present(.alert(message: "!"), onDismiss: script.callback("0", "2"))
        }
        app.present(.announcement(id: 1), onDismiss: script.callback("1"))
        app.present(.onboarding, as: .fullScreenCover, onDismiss: script.callback("2")) {
            (onboarding: OnboardingFlow) in
            onboarding.route(to: .signIn(email: nil), onDismiss: script.callback("2", "1"))
        }
    }

    /// Pairs of `onDismiss` callbacks that fired in an order the rule forbids: a destination's
    /// before one inside the child it hosts, or a lower slot's before a higher one of the same
    /// coordinator (top first). Tabs of one tab set are not ordered among themselves.
    static func orderViolations(_ fired: [CallbackScript.Position]) -> [String] {
        var found: [String] = []
        for (index, earlier) in fired.enumerated() {
            for later in fired[(index + 1)...] where mustPrecede(later, earlier) {
                found.append("onDismiss at \(earlier) fired before the one at \(later)")
            }
        }
        return found
    }

    private static func mustPrecede(_ first: CallbackScript.Position, _ second: CallbackScript.Position)
        -> Bool
    {
        guard
            let split = zip(first, second).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        else {
            // One holds the other: the deeper one is inside the other's child.
            return first.count > second.count
        }
        let level = { (component: String) in Int(component.prefix { $0 != ":" }) ?? 0 }
        return level(first[split]) > level(second[split])
    }
}
