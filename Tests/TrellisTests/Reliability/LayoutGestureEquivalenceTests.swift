import Testing
import Trellis

/// A gesture in layout terms does what the equivalent coordinator calls do: on trees reached
/// by random sessions, every gesture the window's layout offers is applied to one tree, and the
/// calls the contract says it stands for (`userDidPop(toEntryCount:)` on a flow,
/// `userDidDismiss(entryAt:)`, `select(index:)`, top first) to a second tree built the
/// same way; both give the same hierarchy, `onDismiss` calls with causes, and events.
@MainActor
@Suite("Reliability: gestures through the layout against direct coordinator calls")
struct LayoutGestureEquivalenceTests {
    /// Each group of seeds gives the tree that offers the most gestures (most sessions end in
    /// small trees).
    nonisolated static let groups = Array(0..<40)
    nonisolated static let seedsPerGroup: UInt64 = 8
    nonisolated static let baseSeed: UInt64 = 0x1A_7007
    nonisolated static let maximumSteps = 14
    /// Shared by the sessions, so that each tree's snapshot round trip is checked once.
    static let sessionRun = SessionRun()

    /// The seed of `group` whose session ends in the tree with the most gestures, and that tree.
    static func richestSeed(in group: Int) throws -> (seed: UInt64, model: ModelNode) {
        var best: (seed: UInt64, model: ModelNode, gestures: Int)?
        for offset in 0..<seedsPerGroup {
            let seed = baseSeed &+ UInt64(group) * seedsPerGroup &+ offset
            let model = try Reached(seed: seed).session.model
            let count = gestures(of: model).count
            if count > best?.gestures ?? -1 { best = (seed, model, count) }
        }
        let found = try #require(best)
        return (found.seed, found.model)
    }

    /// A tree reached by the random session `seed`, its app code disarmed, with its events
    /// recorded from now on.
    @MainActor
    final class Reached {
        let session: RandomSession
        var events: [String] = []
        var observation: NavigationObservation?

        init(seed: UInt64) throws {
            session = RandomSession(seed: seed, run: LayoutGestureEquivalenceTests.sessionRun)
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

    /// Every gesture the layout of `model` offers: in the window's layers, in each tab's own
    /// layers, on each tab.
    static func gestures(of model: ModelNode) -> [SessionOperation] {
        var layouts: [LayoutTab?] = [nil]
        var gestures: [SessionOperation] = []
        for (item, path) in model.layoutTabSetPaths.enumerated() {
            let count = model.node(at: path[...])?.base.count ?? 0
            gestures += (0..<count).map { .layoutSelectTab(item: item, at: $0) }
            layouts += (0..<count).map { LayoutTab(tabSet: item, index: $0) }
        }
        for tab in layouts {
            for (index, layer) in (model.layers(in: tab) ?? []).enumerated() {
                gestures += (0...layer.path.count).map { .layoutPop(layer: index, toCount: $0, in: tab) }
                if index > 0 { gestures.append(.layoutDismiss(layer: index, in: tab)) }
            }
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
        case .layoutPop(let layer, let count, let tab):
            return removing(model.popRemovals(layer: layer, toCount: count, in: tab), isPop: true)
        case .layoutDismiss(let layer, let tab):
            return removing(model.dismissRemovals(layer: layer, in: tab), isPop: false)
        case .layoutSelectTab(let item, let index):
            return [(model.layoutTabSetPaths[item], .userSelectTab(at: index))]
        default:
            return []
        }
    }

    @Test(arguments: groups)
    func aGestureThroughTheLayoutEqualsTheDirectCalls(group: Int) throws {
        let (seed, model) = try Self.richestSeed(in: group)
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
            let context = Comment(
                rawValue: "seed \(seed), \(gesture) ≡ \(calls.map { "\($0.path): \($0.operation)" }), "
                    + "on\n\(before)\nwith layout\n\(model.renderLayout())")
            expectEqual(hierarchy, direct.session.app.debugHierarchy(), context)
            expectEqual(
                viaLayout.session.log.fired[firedBefore.0...], direct.session.log.fired[firedBefore.1...],
                context)
            expectEqual(viaLayout.events, direct.events, context)
        }
    }

    /// The trees the test reaches offer every kind of gesture: pops that leave from one
    /// coordinator or from several, through a hosted root, a pop that closes the layers above,
    /// a layer dismissed with layers above it or with another coordinator's screens in it, a
    /// tab tapped.
    @Test func theSeedsReachEveryKindOfGesture() throws {
        var kinds: [String: Int] = [:]
        for group in Self.groups {
            let model = try Self.richestSeed(in: group).model
            for gesture in Self.gestures(of: model) {
                switch gesture {
                case .layoutPop(let layer, let count, let tab):
                    let removals = model.popRemovals(layer: layer, toCount: count, in: tab)
                    if removals.count == 1 { kinds["pop from one coordinator", default: 0] += 1 }
                    if removals.count > 1 { kinds["pop from several coordinators", default: 0] += 1 }
                    let items = (model.layers(in: tab) ?? [])[layer].path.dropFirst(count)
                    if items.contains(where: { $0.ref?.isStacked == false }) {
                        kinds["pop of a hosted root", default: 0] += 1
                    }
                    if layer > 0, !removals.isEmpty { kinds["pop in a modal layer", default: 0] += 1 }
                    if tab != nil, !removals.isEmpty { kinds["pop in a tab's own layout", default: 0] += 1 }
                    let layers = model.layers(in: tab) ?? []
                    if layers.indices.contains(layer + 1), let above = layers[layer + 1].opening,
                        removals.contains(where: { $0.path == above.path && $0.index == above.index })
                    {
                        kinds["pop that closes the layers above", default: 0] += 1
                    }
                case .layoutDismiss(let layer, let tab):
                    let removals = model.dismissRemovals(layer: layer, in: tab)
                    let kind = removals.count > 1 ? "dismiss with layers above" : "dismiss of the top"
                    kinds[kind, default: 0] += 1
                    if removals.count > (model.layers(in: tab) ?? []).count - layer {
                        kinds["dismiss that takes screens of other coordinators", default: 0] += 1
                    }
                    if tab != nil { kinds["dismiss in a tab's own layout", default: 0] += 1 }
                case .layoutSelectTab:
                    kinds["tab tapped", default: 0] += 1
                default: break
                }
            }
        }
        Thorough.report("layout gestures checked against direct calls: \(kinds.sorted { $0.key < $1.key })")
        for kind in [
            "pop from one coordinator", "pop from several coordinators", "pop of a hosted root",
            "pop in a modal layer", "pop in a tab's own layout", "dismiss with layers above",
            "dismiss of the top", "dismiss in a tab's own layout", "tab tapped",
            "pop that closes the layers above",
            "dismiss that takes screens of other coordinators",
        ] {
            #expect(kinds[kind, default: 0] > 0, "no \(kind)")
        }
    }
}
