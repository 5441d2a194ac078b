import Foundation
import Trellis

/// One `onDismiss` call: the callback's id and the cause it received (`nil` for a callback
/// registered through an overload without a cause).
struct FiredCallback: Equatable, CustomStringConvertible {
    var id: Int
    var cause: DismissalCause?

    var description: String { cause.map { "\(id) (\($0))" } ?? "\(id)" }
}

/// Records the `onDismiss` callbacks of the real tree in the order they fire.
@MainActor
final class CallbackLog {
    private(set) var fired: [FiredCallback] = []
    /// Callbacks registered without a cause.
    private var plain: Set<Int> = []

    func callback(_ id: Int) -> @MainActor (DismissalCause) -> Void {
        { [weak self] cause in self?.fired.append(FiredCallback(id: id, cause: cause)) }
    }

    func plainCallback(_ id: Int) -> @MainActor () -> Void {
        plain.insert(id)
        return { [weak self] in self?.fired.append(FiredCallback(id: id, cause: nil)) }
    }

    /// How the model's `callback` shows in the log when the removal's cause is `cause`.
    func expected(_ callback: ModelCallback, removalCause cause: DismissalCause) -> FiredCallback {
        FiredCallback(
            id: callback.id,
            cause: plain.contains(callback.id) ? nil : callback.isTeardown ? .teardown : cause)
    }

    /// The callbacks fired since `start`, if they are exactly `handlers` (in any order), each
    /// with one of `causes`.
    func firedSince(_ start: Int, are handlers: [Int], withCauseIn causes: Set<DismissalCause>)
        -> [FiredCallback]?
    {
        let fired = Array(self.fired[start...])
        guard fired.map(\.id).sorted() == handlers.sorted() else { return nil }
        return fired.allSatisfy { $0.cause.map(causes.contains) ?? plain.contains($0.id) } ? fired : nil
    }
}

/// What the sessions of a run share: the trees (by hierarchy) whose snapshot round trip was
/// already checked, and how many steps ran.
@MainActor
final class SessionRun {
    var roundTripped: Set<String> = []
    var steps = 0
}

private struct WeakCoordinator {
    weak var coordinator: (any Coordinator)?
}

/// One random session: a real `SessionApp` and the reference model, driven by the same
/// seeded steps and compared after each.
@MainActor
final class RandomSession {
    let seed: UInt64
    private(set) var transcript: [String] = []
    private var app = SessionApp()
    private var model = ModelNode.initial(.app)
    private var generator: SessionGenerator
    private let log = CallbackLog()
    private var expectedCallbacks: [FiredCallback] = []
    private var nextHandler = 0
    private var tracked: [WeakCoordinator] = []
    private let run: SessionRun
    private let isVerbose: Bool
    private var maximumSteps = 0

    init(seed: UInt64, run: SessionRun, isVerbose: Bool = false) {
        self.seed = seed
        self.run = run
        self.isVerbose = isVerbose
        generator = SessionGenerator(seed: seed)
    }

    /// Runs up to `maximumSteps` random steps; returns a description of the first
    /// divergence, with the steps that led to it. The initial tree (the same for every
    /// session) is checked when `checkingTheStart` is set.
    func run(maximumSteps: Int, checkingTheStart: Bool = true) -> String? {
        self.maximumSteps = maximumSteps
        let steps = generator.int(1...maximumSteps)
        if checkingTheStart {
            if let failure = check() { return report(failure) }
        } else {
            _ = app.debugHierarchy()  // sets the tree up, as its first use would
        }
        for _ in 0..<steps {
            let (path, operation) = generator.step(for: model)
            run.steps += 1
            let target = path.isEmpty ? "app" : "app/" + path.map(\.description).joined(separator: "/")
            transcript.append(operation.isWholeTree ? "\(operation)" : "\(target): \(operation)")
            if isVerbose { print("step \(transcript.count): \(transcript.last ?? "")") }
            if let failure = perform(operation, at: path) ?? check() { return report(failure) }
            if isVerbose { print(model.render()) }
        }
        return nil
    }

    private func report(_ failure: String) -> String {
        """
        random session \(seed) diverged from the model after \(transcript.count) steps: \(failure)
        steps:
        \(transcript.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
        replay: TRELLIS_SESSION_SEED=\(seed) TRELLIS_SESSION_STEPS=\(maximumSteps) swift test --filter replayOneSession
        """
    }

    // MARK: Steps

    private func perform(_ operation: SessionOperation, at path: [SlotRef]) -> String? {
        do {
            switch operation {
            case .restoreCapture:
                let skips = model.restoresIncompletely
                let report = try restoreOverTree(
                    try app.captureNavigationState(), expecting: model.restored())
                if report.isComplete == skips {
                    return "the restoration report says isComplete == \(report.isComplete): \(report)"
                }
            case .restoreChanged(let changes):
                let kinds = model.capturedNodes().map(\.kind)
                let data = try RealTree.changing(try app.captureNavigationState(), changes, nodes: kinds)
                let report = try restoreOverTree(data, expecting: model.restored(changes: changes))
                if report.isComplete { return "a changed snapshot restored with a complete report" }
            case .relaunch:
                let data = try app.captureNavigationState()
                let fresh = SessionApp()
                try fresh.restoreNavigationState(from: data)
                // Releasing the old tree tears it down: each pending callback fires once.
                let before = log.fired.count
                app = fresh
                expectedCallbacks += expectedOnWholeTreeRemoval(since: before, causes: [.teardown])
                model = model.restored()
            default:
                let handlers = (nextHandler, nextHandler + 1)
                nextHandler += 2
                guard let target = RealTree.coordinator(at: path, from: app) else {
                    return "the real tree has no coordinator at \(path)"
                }
                RealTree.apply(operation, to: target, handlers: handlers, callbacks: log)
                expectedCallbacks += model.apply(operation, at: path, handlers: handlers).map {
                    log.expected($0, removalCause: operation.dismissalCause)
                }
            }
        } catch {
            return "\(operation) threw \(error)"
        }
        return nil
    }

    /// Restores `data` over the live tree: every callback of the tree fires once (in an order
    /// the restore chooses, with cause `.restore`, or `.teardown` under a replaced child), and
    /// the tree becomes `expected`.
    private func restoreOverTree(_ data: Data, expecting expected: ModelNode) throws -> RestorationReport {
        let before = log.fired.count
        let report = try app.restoreNavigationState(from: data)
        expectedCallbacks += expectedOnWholeTreeRemoval(since: before, causes: [.restore, .teardown])
        model = expected
        return report
    }

    /// What the log must show after the whole tree's destinations left: what fired, when it
    /// is every callback of the model with an allowed cause; otherwise the model's callbacks,
    /// so that the comparison fails and shows both.
    private func expectedOnWholeTreeRemoval(since start: Int, causes: Set<DismissalCause>) -> [FiredCallback]
    {
        log.firedSince(start, are: model.allHandlers, withCauseIn: causes)
            ?? model.allHandlers.sorted().map { FiredCallback(id: $0, cause: causes.first) }
    }

    // MARK: Checks

    private func check() -> String? {
        let hierarchy = app.debugHierarchy()
        let expected = model.render()
        if hierarchy != expected { return "the tree is\n\(hierarchy)\nbut the model is\n\(expected)" }
        if log.fired != expectedCallbacks {
            return "onDismiss callbacks fired \(log.fired), the model expects \(expectedCallbacks)"
        }
        return checkStructure() ?? checkRoundTrip(hierarchy: hierarchy)
    }

    /// Parent links, the tree's size, and that every coordinator that left the tree is freed.
    private func checkStructure() -> String? {
        let coordinators = RealTree.coordinators(from: app)
        if coordinators.count != model.coordinatorCount {
            return "the tree has \(coordinators.count) coordinators, the model \(model.coordinatorCount)"
        }
        for (coordinator, parent) in coordinators {
            if coordinator.parent !== parent { return "\(type(of: coordinator)) has the wrong parent" }
            if coordinator.hierarchyRoot !== app {
                return "\(type(of: coordinator)) has the wrong hierarchyRoot"
            }
        }
        let live = Set(coordinators.map { ObjectIdentifier($0.coordinator) })
        tracked.removeAll { $0.coordinator == nil }
        for entry in tracked {
            if let coordinator = entry.coordinator, !live.contains(ObjectIdentifier(coordinator)) {
                return "a \(type(of: coordinator)) that left the tree is still alive"
            }
        }
        let known = Set(tracked.compactMap { $0.coordinator.map(ObjectIdentifier.init) })
        for (coordinator, _) in coordinators where !known.contains(ObjectIdentifier(coordinator)) {
            tracked.append(WeakCoordinator(coordinator: coordinator))
        }
        return nil
    }

    /// Capture → restore into a fresh tree → capture: the fresh tree is what the model
    /// expects, and the second capture has the same bytes (when nothing was excluded; else
    /// one more round gives the same bytes again). The fresh trees are freed afterwards.
    ///
    /// A snapshot is a function of what the hierarchy shows (destinations, presentations,
    /// tabs, selection, coordinator types), and the hierarchy was just checked against the
    /// model; so each hierarchy is round-tripped once per run (most sessions pass through
    /// the same small trees).
    private func checkRoundTrip(hierarchy: String) -> String? {
        guard !run.roundTripped.contains(hierarchy) else { return nil }
        let data: Data
        do {
            data = try app.captureNavigationState()
        } catch {
            return "capture threw \(error)"
        }
        var restoredTrees: [WeakCoordinator] = []
        let failure = roundTripFailure(
            data, expected: model.restored().render(), excludes: model.capturesAnExclusion,
            trees: &restoredTrees)
        if failure == nil, restoredTrees.contains(where: { $0.coordinator != nil }) {
            return "a tree restored from a snapshot was not freed"
        }
        if failure == nil { run.roundTripped.insert(hierarchy) }
        return failure
    }

    private func roundTripFailure(
        _ data: Data, expected: String, excludes: Bool, trees: inout [WeakCoordinator]
    )
        -> String?
    {
        do {
            let fresh = SessionApp()
            try fresh.restoreNavigationState(from: data)
            trees += RealTree.coordinators(from: fresh).map { WeakCoordinator(coordinator: $0.coordinator) }
            let restored = fresh.debugHierarchy()
            if restored != expected {
                return "restoring the snapshot into a fresh tree gave\n\(restored)\nnot\n\(expected)"
            }
            let again = try fresh.captureNavigationState()
            if !excludes {
                if again != data {
                    return "capture → restore → capture changed the bytes:\n\(text(data))\n\(text(again))"
                }
                return nil
            }
            let third = SessionApp()
            try third.restoreNavigationState(from: again)
            trees += RealTree.coordinators(from: third).map { WeakCoordinator(coordinator: $0.coordinator) }
            let last = try third.captureNavigationState()
            if last != again {
                return "a second round trip changed the bytes:\n\(text(again))\n\(text(last))"
            }
            return nil
        } catch {
            return "the round trip threw \(error)"
        }
    }

    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}
