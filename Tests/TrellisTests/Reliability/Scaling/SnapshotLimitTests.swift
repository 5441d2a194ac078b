import Foundation
import Testing
import Trellis

/// The documented limits of a navigation snapshot (``NavigationSnapshotLimits``), each tested
/// at the limit and one past it, and the promise that restore stays linear in the document.
@MainActor
@Suite("Navigation snapshots: limits")
struct SnapshotLimitTests {
    /// A `CatalogFlow` document of `nodeCount` nodes: the flow (node 0) with one entry per other
    /// node, each node a `CartFlow` in the slot of one entry. The entries (`0`) no longer decode,
    /// so the restore validates every node but creates no coordinator for them.
    private func catalogDocument(nodeCount: Int) -> Data {
        let entries = nodeCount - 1
        var text =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"CatalogFlow","root":{"list":{}},"entries":["#
        text += String(repeating: "0,", count: entries).dropLast()
        text += #"],"presentations":""# + String(repeating: "p", count: entries) + #""}"#
        text.reserveCapacity(text.utf8.count + entries * 60)
        for slot in 1...max(entries, 1) where entries > 0 {
            text += #",{"kind":"flow","type":"CartFlow","root":0,"parent":0,"slot":\#(slot)}"#
        }
        text += "]}"
        return Data(text.utf8)
    }

    @Test("a snapshot of exactly maximumNodeCount coordinators restores", .thorough)
    func aSnapshotAtTheNodeLimitRestores() throws {
        let flow = CatalogFlow()
        let report = try flow.restoreNavigationState(
            from: catalogDocument(nodeCount: NavigationSnapshotLimits.maximumNodeCount))
        // The first entry no longer decodes: it goes, with the entries above it and their nodes.
        expectEqual(report.skipped.first?.path, "push[0]")
        expectEqual(flow.debugHierarchy(), "CatalogFlow [flow]\n  root .list")
    }

    @Test("one coordinator more than maximumNodeCount is refused, the tree untouched", .thorough)
    func aSnapshotOverTheNodeLimitIsRefused() {
        let flow = CatalogFlow()
        flow.route(to: .detail(id: 1))
        let before = flow.debugHierarchy()
        #expect(throws: NavigationStateError.tooManyNodes(count: 1_000_001, limit: 1_000_000)) {
            try flow.restoreNavigationState(
                from: catalogDocument(nodeCount: NavigationSnapshotLimits.maximumNodeCount + 1))
        }
        expectEqual(flow.debugHierarchy(), before)
    }

    /// A chain of `SnapshotChain` flows, `levels` below the top; the deepest one shows a push,
    /// so that leaving it out shows in the hierarchy.
    private func chain(levels: Int) -> SnapshotChain {
        let top = SnapshotChain()
        var current = top
        for _ in 0..<levels {
            var next: SnapshotChain?
            current.route(to: .next) { (child: SnapshotChain) in next = child }
            guard let next else { break }
            current = next
        }
        current.route(to: .screen)
        return top
    }

    @Test("capture keeps a subtree maximumDepth levels down and leaves the next level out", .thorough)
    func captureLeavesOutSubtreesDeeperThanTheLimit() throws {
        let limit = NavigationSnapshotLimits.maximumDepth
        // At the limit: every level is kept and restores.
        let atLimit = chain(levels: limit)
        let whole = try atLimit.captureNavigationState()
        let restoredWhole = SnapshotChain()
        try expectTrue(restoredWhole.restoreNavigationState(from: whole).isComplete)
        expectEqual(restoredWhole.debugHierarchy(), atLimit.debugHierarchy())
        // One level more: the deepest flow is left out with the entry hosting it, reported as a
        // limit at that entry; the rest restores as captured.
        let overLimit = chain(levels: limit + 1)
        let cut = try overLimit.captureNavigationState()
        let restoredCut = SnapshotChain()
        let report = try restoredCut.restoreNavigationState(from: cut)
        let path = Array(repeating: "push[0]", count: limit + 1).joined(separator: "/")
        expectEqual(
            report.skipped,
            [
                .init(
                    path: path, coordinatorType: "SnapshotChain",
                    reason: .limit("deeper than \(limit) levels"))
            ])
        // Compared line by line, trimmed: a failure prints only the lines that differ.
        let expected = overLimit.debugHierarchy().split(separator: "\n").dropLast(3)
        let restored = restoredCut.debugHierarchy().split(separator: "\n")
        expectEqual(restored.count, expected.count)
        let differing = zip(restored, expected).enumerated().filter { $0.element.0 != $0.element.1 }
        expectEmpty(
            differing,
            "\(differing.prefix(3).map { "line \($0.offset): \($0.element.0.trimmingPrefix(" ")) ≠ \($0.element.1.trimmingPrefix(" "))" })"
        )
    }

    // MARK: - Linear restore

    /// Restore time for a payload dictionary of `small` and of 8 × `small` members, and for a
    /// node object with as many unknown members and as many duplicates of one key: each doubles
    /// the JSON objects' member counts past the parser's hash-index threshold. Linear restores
    /// take about 8× as long at 8× the size, quadratic ones about 64×; the bound, 20, leaves
    /// room for a loaded machine. The best of three runs is compared, measured in turn.
    @Test("no input makes lookups quadratic: 8× the members, at most 20× the restore time", .thorough)
    func restoreTimeGrowsLinearlyWithObjectSize() throws {
        let small = 2_000
        for shape in ObjectShape.allCases {
            let documents = [small, small * 8].map { shape.document(members: $0) }
            var best = [Duration.seconds(1_000), .seconds(1_000)]
            for _ in 0..<3 {
                for (index, data) in documents.enumerated() {
                    let flow = TaggedFlow()
                    let start = ContinuousClock.now
                    let report = try flow.restoreNavigationState(from: data)
                    best[index] = min(best[index], start.duration(to: .now))
                    expectTrue(report.isComplete, "\(shape): \(report)")
                }
            }
            let ratio = best[1] / best[0]
            #expect(ratio <= 20, "\(shape): 8× the members took \(ratio)× the time (\(best))")
        }
    }

    /// JSON objects with many members, in each place a restore looks keys up.
    enum ObjectShape: CaseIterable {
        /// A destination payload `[String: Int]` of n entries (a keyed container of n keys).
        case payloadDictionary
        /// The node object with n unknown members next to its own.
        case unknownNodeMembers
        /// The destination payload dictionary with one key repeated n times (the last one wins).
        case duplicateKeys

        func document(members count: Int) -> Data {
            let head =
                #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"TaggedFlow","#
            switch self {
            case .payloadDictionary:
                let members = (0..<count).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
                return Data((head + #""root":{"tags":{"values":{"# + members + "}}}}]}").utf8)
            case .unknownNodeMembers:
                let members = (0..<count).map { #""x\#($0)":\#($0)"# }.joined(separator: ",")
                return Data((head + #""root":{"tags":{"values":{}}},"# + members + "}]}").utf8)
            case .duplicateKeys:
                let members = (0..<count).map { #""k":\#($0)"# }.joined(separator: ",")
                return Data((head + #""root":{"tags":{"values":{"# + members + "}}}}]}").utf8)
            }
        }
    }
}

/// A flow whose root carries a dictionary payload, for the scaling check.
@MainActor
final class TaggedFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case tags(values: [String: Int]) }
    let navigation = FlowNavigation<TaggedFlow>(root: .tags(values: [:]))
}
