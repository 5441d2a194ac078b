import Foundation
import Testing
import Trellis

/// The determinism rule of the Saving and Restoring article: a payload whose own encoding
/// follows an iteration order (a `Set`) may give different bytes for equal trees; the same
/// payload with a sorted encoding and description gives identical bytes and printouts.
@MainActor
@Suite("Navigation snapshots: determinism of order-dependent payloads")
struct SnapshotDeterminismTests {
    /// A set of tags that encodes and describes itself in sorted order.
    struct SortedTags: Codable, Hashable, CustomStringConvertible {
        var tags: Set<String>

        init(_ tags: Set<String>) { self.tags = tags }

        init(from decoder: any Decoder) throws {
            tags = Set(try [String](from: decoder))
        }

        func encode(to encoder: any Encoder) throws {
            try tags.sorted().encode(to: encoder)
        }

        var description: String { tags.sorted().joined(separator: ",") }
    }

    @MainActor
    final class FilterFlow: FlowCoordinator {
        enum Destinations: Codable, Hashable {
            case start
            case filter(SortedTags)
            case results(query: String, tags: SortedTags)
        }

        let navigation = FlowNavigation<FilterFlow>(root: .start)
    }

    static let names = (0..<24).map { "tag\($0)" }

    /// Equal sets built differently, so that their iteration orders differ.
    static func equalSets() -> (Set<String>, Set<String>) {
        var small = Set<String>(minimumCapacity: names.count)
        for name in names { small.insert(name) }
        var large = Set<String>(minimumCapacity: 4096)
        for name in names.reversed() { large.insert(name) }
        return (small, large)
    }

    static func navigated(with tags: Set<String>) -> FilterFlow {
        let flow = FilterFlow()
        flow.route(to: .filter(SortedTags(tags)))
        flow.route(to: .results(query: "shoes", tags: SortedTags(tags)))
        return flow
    }

    @Test func equalSetsIterateInDifferentOrders() {
        // Without this the tests below would show nothing.
        let (small, large) = Self.equalSets()
        expectEqual(small, large)
        #expect(Array(small) != Array(large))
    }

    @Test func aSortedEncodingGivesIdenticalBytesForEqualTrees() throws {
        let (small, large) = Self.equalSets()
        let first = try Self.navigated(with: small).captureNavigationState()
        let second = try Self.navigated(with: large).captureNavigationState()
        expectEqual(first, second)
        let restored = FilterFlow()
        let report = try restored.restoreNavigationState(from: first)
        expectTrue(report.isComplete)
        try expectEqual(restored.captureNavigationState(), first)
    }

    @Test func aSortedDescriptionGivesIdenticalPrintoutsForEqualTrees() {
        let (small, large) = Self.equalSets()
        let first = Self.navigated(with: small)
        let second = Self.navigated(with: large)
        let sorted = Self.names.sorted().joined(separator: ",")
        #expect(first.debugHierarchy().hasSuffix("push .results(query: \"shoes\", tags: \(sorted))"))
        expectEqual(first.debugHierarchy(), second.debugHierarchy())
    }

    @Test func anUnsortedSetMayGiveDifferentBytes() throws {
        // What the article warns about: the same payload without the sorted encoding.
        let (small, large) = Self.equalSets()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(small) != encoder.encode(large))
        try expectEqual(encoder.encode(SortedTags(small)), encoder.encode(SortedTags(large)))
    }
}
