import Foundation
import Testing
import Trellis

/// Restore takes time linear in the document's size, for the worst cases the limits admit:
/// each case is generated at two sizes, 4× apart, and the larger may take at most 6× the time
/// of the smaller (linear work gives about 4×; a quadratic one 16×). A ratio measured in one
/// run holds on a loaded machine.
@MainActor
@Suite("Navigation snapshots: restore scales linearly", .serialized)
struct RestoreScalingTests {
    /// The size of the smaller document; `TRELLIS_SCALING_BYTES` changes it.
    static let baseBytes =
        ProcessInfo.processInfo.environment["TRELLIS_SCALING_BYTES"].flatMap { Int($0) } ?? 500_000

    enum Case: String, CaseIterable, CustomTestStringConvertible {
        /// A flow whose entries are `null`, a quarter of them listed in `omitted`.
        case omissionsTimesEntries
        /// A 2,048-deep chain whose bottom flow has `bytes / 13` child-hosting entries.
        case depthTimesWidth
        /// A tab set with as many tabs as fit, every one created.
        case manyTabs
        /// A few routes with long payloads.
        case longPayloads

        var testDescription: String { rawValue }

        /// A snapshot of about `bytes` bytes, restored by a ``ChainFlow`` (``ScalingTabs``,
        /// ``LinkFlow``).
        func document(bytes: Int) -> String {
            switch self {
            case .omissionsTimesEntries:
                let count = bytes / 12
                let omissions = stride(from: 0, to: count, by: 4).map {
                    #"{"reason":"excluded","slot":\#($0 + 1)}"#
                }
                return Self.flow(
                    entries: Array(repeating: "null", count: count), presentations: count,
                    extra: #","omitted":["# + omissions.joined(separator: ",") + "]")
            case .depthTimesWidth:
                let depth = NavigationSnapshotLimits.maximumDepth
                let chain = (0..<depth).map { level in
                    Self.flowNode(
                        parent: level == 0 ? nil : level - 1, slot: level == 0 ? nil : 1,
                        entries: [#"{"next":{}}"#], presentations: 1)
                }
                // The entries, not the whole document, take 4× the bytes: the chain is the same
                // (about 300 KB) in both documents.
                let width = bytes / 13
                let bottom = Self.flowNode(
                    parent: depth - 1, slot: 1, entries: Array(repeating: #"{"next":{}}"#, count: width),
                    presentations: width)
                return Self.document(chain + [bottom])
            case .manyTabs:
                let count = bytes / 20
                return Self.document([
                    #"{"kind":"tab","type":"ScalingTabs","qualifiedType":"TrellisTests.ScalingTabs","tabs":["#
                        + Array(repeating: #"{"next":{}}"#, count: count).joined(separator: ",")
                        + #"],"created":["# + Array(repeating: "true", count: count).joined(separator: ",")
                        + #"],"selected":0}"#
                ])
            case .longPayloads:
                let bytes = String(repeating: "AAAA", count: bytes / 16)
                let payload = #"{"attachment":{"bytes":""# + bytes + #"","name":"a"}}"#
                return Self.document([
                    #"{"kind":"flow","type":"LinkFlow","qualifiedType":"TrellisTests.LinkFlow","#
                        + #""root":{"start":{}},"entries":["#
                        + Array(repeating: payload, count: 4).joined(separator: ",")
                        + #"],"presentations":"pppp"}"#
                ])
            }
        }

        static func flow(entries: [String], presentations: Int, extra: String) -> String {
            var node = flowNode(parent: nil, slot: nil, entries: entries, presentations: presentations)
            node.removeLast()
            return document([node + extra + "}"])
        }

        static func flowNode(parent: Int?, slot: Int?, entries: [String], presentations: Int) -> String {
            let position = parent.map { #""parent":\#($0),"slot":\#(slot ?? 0),"# } ?? ""
            return #"{\#(position)"kind":"flow","type":"ChainFlow","qualifiedType":"TrellisTests.ChainFlow","#
                + #""root":{"start":{}},"entries":["# + entries.joined(separator: ",")
                + #"],"presentations":""#
                + String(repeating: "p", count: presentations) + #""}"#
        }

        static func document(_ nodes: [String]) -> String {
            #"{"format":"trellis.navigation","version":2,"nodes":["# + nodes.joined(separator: ",") + "]}"
        }

        @MainActor
        func restore(_ data: Data) throws -> RestorationReport {
            switch self {
            case .manyTabs: try ScalingTabs().restoreNavigationState(from: data)
            case .longPayloads: try LinkFlow().restoreNavigationState(from: data)
            default: try ChainFlow().restoreNavigationState(from: data)
            }
        }
    }

    /// The fastest of two restores of `data`, in seconds.
    static func time(_ scalingCase: Case, _ data: Data) throws -> Double {
        var best = Double.infinity
        for _ in 0..<2 {
            let start = ContinuousClock.now
            _ = try scalingCase.restore(data)
            let elapsed = ContinuousClock.now - start
            best = min(
                best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    @Test(arguments: Case.allCases)
    func fourTimesTheDocumentTakesAtMostSixTimesTheTime(_ scalingCase: Case) throws {
        let small = Data(scalingCase.document(bytes: Self.baseBytes).utf8)
        let large = Data(scalingCase.document(bytes: 4 * Self.baseBytes).utf8)
        // Both restore: the generated documents are valid.
        _ = try scalingCase.restore(small)
        let ratio = try Self.time(scalingCase, large) / Self.time(scalingCase, small)
        print("\(scalingCase): \(small.count) and \(large.count) bytes, time ratio \(ratio)")
        #expect(ratio <= 6, "\(scalingCase): time ratio \(ratio) for 4× the bytes")
    }
}

/// A tab set whose tabs host nothing, for the many-tabs case.
@MainActor
final class ScalingTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case next }
    let tabItems = TabItems<ScalingTabs>(tabs: [.next])
}
