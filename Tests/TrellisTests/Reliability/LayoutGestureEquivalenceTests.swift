import Testing
import Trellis

/// A gesture in layout terms does what the equivalent coordinator calls do: on trees reached
/// by random sessions, every gesture the window's layout offers is applied to one tree, and the
/// calls the contract says it stands for (`userDidPop(toCount:)` on a flow,
/// `userDidDismiss(entryAt:)`, `userDidSelectTab(at:)`, top first) to a second tree built the
/// same way; both give the same hierarchy, `onDismiss` calls with causes, and events.
@MainActor
@Suite("Reliability: gestures through the layout against direct coordinator calls")
struct LayoutGestureEquivalenceTests {
    nonisolated static let seeds: [UInt64] = (0..<40).map { 0x1A_7007 &+ $0 }
    nonisolated static let maximumSteps = 14

    /// A tree reached by the random session `seed`, its app code disarmed, with its events
    /// recorded from now on.
    @MainActor
    final class Reached {
        let session: RandomSession
        var events: [String] = []
        var observation: NavigationObservation?

        init(seed: UInt64) throws {
            session = RandomSession(seed: seed, run: SessionRun())
            if let failure = session.run(maximumSteps: LayoutGestureEquivalenceTests.maximumSteps) {
                throw SessionFailure(description: failure)
            }
            session.silenceAppCode()
            observation = session.app.observeNavigation { [weak self] event in
                self?.events.append(event.description)
            }
        }
    }

    struct SessionFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every gesture the layout of `model` offers.
    static func gestures(of model: ModelNode) -> [SessionOperation] {
        let layers = model.layoutLayers
        var gestures: [SessionOperation] = []
        for (index, layer) in layers.enumerated() {
            gestures += (0...layer.path.count).map { .layoutPop(layer: index, toCount: $0) }
            if index > 0 { gestures.append(.layoutDismiss(layer: index)) }
        }
        for (item, path) in model.layoutTabSetPaths.enumerated() {
            let count = model.node(at: path[...])?.base.count ?? 0
            gestures += (0..<count).map { .layoutSelectTab(item: item, at: $0) }
        }
        return gestures
    }

    /// The coordinator calls a gesture stands for, by the paths of their coordinators.
    static func directCalls(for gesture: SessionOperation, in model: ModelNode) -> [(
        path: [SlotRef], operation: SessionOperation
    )] {
        func removing(_ removals: [(path: [SlotRef], index: Int)], isPop: Bool) -> [(
            path: [SlotRef], operation: SessionOperation
        )] {
            removals.map { removal in
                let isFlow = model.node(at: removal.path[...])?.kind.shape == .flow
                let operation: SessionOperation =
                    !isFlow
                    ? .userDismissModal(at: removal.index)
                    : isPop ? .userPop(toCount: removal.index) : .userDismiss(entryAt: removal.index)
                return (removal.path, operation)
            }
        }
        switch gesture {
        case .layoutPop(let layer, let count):
            return removing(model.popRemovals(layer: layer, toCount: count), isPop: true)
        case .layoutDismiss(let layer):
            return removing(model.dismissRemovals(layer: layer), isPop: false)
        case .layoutSelectTab(let item, let index):
            return [(model.layoutTabSetPaths[item], .userSelectTab(at: index))]
        default:
            return []
        }
    }

    @Test(arguments: seeds)
    func aGestureThroughTheLayoutEqualsTheDirectCalls(seed: UInt64) throws {
        let model = try Reached(seed: seed).session.model
        var changed = 0
        for gesture in Self.gestures(of: model) {
            let viaLayout = try Reached(seed: seed)
            let direct = try Reached(seed: seed)
            let before = viaLayout.session.app.debugHierarchy()
            let firedBefore = (viaLayout.session.log.fired.count, direct.session.log.fired.count)
            RealTree.apply(
                gesture, to: viaLayout.session.app, handlers: (-1, -1), callbacks: viaLayout.session.log)
            let calls = Self.directCalls(for: gesture, in: direct.session.model)
            for call in calls {
                let target = try #require(RealTree.coordinator(at: call.path, from: direct.session.app))
                RealTree.apply(call.operation, to: target, handlers: (-1, -1), callbacks: direct.session.log)
            }
            let hierarchy = viaLayout.session.app.debugHierarchy()
            if hierarchy != before { changed += 1 }
            let context = Comment(
                rawValue: "seed \(seed), \(gesture) ≡ \(calls.map { "\($0.path): \($0.operation)" }), "
                    + "on\n\(before)\nwith layout\n\(model.renderLayout())")
            #expect(hierarchy == direct.session.app.debugHierarchy(), context)
            #expect(
                viaLayout.session.log.fired[firedBefore.0...] == direct.session.log.fired[firedBefore.1...],
                context)
            #expect(viaLayout.events == direct.events, context)
        }
        print("seed \(seed): \(Self.gestures(of: model).count) gestures, \(changed) changed the tree")
    }
}
