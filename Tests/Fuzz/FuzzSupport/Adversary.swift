import Foundation
import Trellis

/// App code that tries to navigate from where the library asks it for an answer in the middle
/// of a change (`makeChild(for:)`): every such call must be refused. Inactive unless the
/// adversarial restore check (``AdversarialRestore``) runs.
@MainActor
enum Adversary {
    /// Called by ``FuzzApp``'s coordinators from `makeChild(for:)`.
    static func duringChange(_ coordinator: any Coordinator) {
        probe?.attempt(from: coordinator)
    }

    static var probe: RefusalProbe?
}

/// Tries navigation, a restore and a dismissal from `makeChild(for:)`, and records what was not
/// refused: a call that reports no `changeInProgress` diagnostic, a Boolean result that is not
/// `false`, a restore that does not throw ``NavigationStateError/changeInProgress(coordinatorType:)``.
/// Whether the tree changed is checked by comparing it with a tree built without the probe.
///
/// Diagnostics reach observers after the change they were raised in, so the probe counts the
/// calls it made and compares with the diagnostics its trees reported once the check is over
/// (``checkReports()``).
@MainActor
final class RefusalProbe {
    private(set) var found: [String] = []
    private(set) var attempts = 0
    private(set) var refusals = 0
    private var changeInProgressReports = 0
    private var refusedCalls = 0
    private let snapshot: Data

    init(snapshot: Data) { self.snapshot = snapshot }

    /// Counts the diagnostics of `tree` while the returned observation is kept.
    func watch(_ tree: any Coordinator) -> NavigationObservation {
        tree.observeDiagnostics { [weak self] diagnostic in
            if diagnostic.kind == .changeInProgress { self?.changeInProgressReports += 1 }
        }
    }

    /// Records a violation unless every navigation call made from `makeChild(for:)` was reported
    /// as refused, once.
    func checkReports() {
        if changeInProgressReports != refusedCalls {
            found.append(
                "\(refusedCalls) navigation calls from makeChild reported "
                    + "\(changeInProgressReports) changeInProgress diagnostics")
        }
        refusals += changeInProgressReports
    }

    /// The most calls from `makeChild(for:)` probed per check: each walks up to the app, which
    /// would make a 2,000-level restore quadratic.
    static let limit = 12

    func attempt(from coordinator: any Coordinator) {
        guard attempts < Self.limit else { return }
        attempts += 1
        var calls = 1
        (coordinator.hierarchyRoot as? FuzzApp)?.present(.announcement(id: -1))
        if coordinator.hierarchyRoot as? FuzzApp == nil { calls = 0 }
        if let tabs = coordinator as? MainTabs {
            if tabs.removeLastTab(.feed) { found.append("removeLastTab from makeChild returned true") }
            tabs.setTabs([])
            calls += 2
        }
        if let feed = coordinator as? FeedFlow {
            feed.pop()
            if feed.popToFirst(.feed) { found.append("popToFirst from makeChild returned true") }
            feed.dismissCoordinator()
            calls += 3
        }
        do {
            try coordinator.hierarchyRoot.restoreNavigationState(from: snapshot)
            found.append("a restore from makeChild of \(type(of: coordinator)) was accepted")
        } catch NavigationStateError.changeInProgress {
            refusals += 1
        } catch {
            found.append("a restore from makeChild threw \(error), not changeInProgress")
        }
        refusedCalls += calls
    }
}

/// A small deterministic random number generator (SplitMix64): the fuzzers seed it from their
/// input, the tests' random sessions from a number, so that a failure replays.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// FNV-1a of `data`: the seed an input gives.
    init(hashing data: Data) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        self.init(seed: hash)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
