import Foundation
import Testing
import Trellis

/// A flow whose destinations are any payload type: the destination is the payload itself.
@MainActor
final class PayloadFlow<Payload: Codable & Hashable>: FlowCoordinator {
    typealias Destinations = Payload
    let navigation: FlowNavigation<PayloadFlow<Payload>>

    init(root: Payload) {
        navigation = FlowNavigation(root: root)
    }
}

/// One payload and the question the differential test asks of it.
struct PayloadSample: CustomTestStringConvertible, Sendable {
    var name: String
    /// Whether the payload round-trips through `JSONEncoder` → `JSONDecoder` alone, with an equal
    /// value; and whether it does through a snapshot.
    var roundTrips: @MainActor @Sendable () -> (alone: Bool, snapshot: Bool)
    var testDescription: String { name }

    init<Payload: Codable & Hashable & Sendable>(_ name: String, _ payload: Payload) {
        self.name = name
        roundTrips = { @MainActor in
            (PayloadSample.roundTripsAlone(payload), PayloadSample.roundTripsThroughASnapshot(payload))
        }
    }

    static func roundTripsAlone<Payload: Codable & Hashable>(_ payload: Payload) -> Bool {
        guard let data = try? JSONEncoder().encode(payload),
            let decoded = try? JSONDecoder().decode(Payload.self, from: data)
        else { return false }
        return decoded == payload
    }

    /// Pushed on a flow whose root is the payload too, captured, and restored on a fresh flow:
    /// the restore must be complete and give the same stack. Pushed once and three times, as
    /// a restore reads a list of one destination as that destination and a longer list as an array.
    @MainActor
    static func roundTripsThroughASnapshot<Payload: Codable & Hashable>(_ payload: Payload) -> Bool {
        [1, 3].allSatisfy { pushes in
            let flow = PayloadFlow(root: payload)
            for _ in 0..<pushes { flow.route(to: payload) }
            guard let data = try? flow.captureNavigationState() else { return false }
            let fresh = PayloadFlow(root: payload)
            fresh.route(to: payload)
            fresh.route(to: payload)
            guard let report = try? fresh.restoreNavigationState(from: data) else { return false }
            return report.isComplete && fresh.navigation.root == payload
                && fresh.navigation.entries.map(\.destination) == Array(repeating: payload, count: pushes)
        }
    }
}

@MainActor
@Suite("Navigation snapshots: payloads round-trip exactly as through JSONEncoder and JSONDecoder")
struct PayloadDifferentialTests {
    @Test(
        "each listed shape round-trips through a snapshot if and only if it does alone",
        arguments: PayloadCorpus.listed)
    func listedShapes(_ sample: PayloadSample) {
        let result = sample.roundTrips()
        expectEqual(
            result.snapshot, result.alone, "alone: \(result.alone), through a snapshot: \(result.snapshot)")
    }

    @Test("generated nested payloads round-trip through a snapshot if and only if they do alone")
    func generatedShapes() {
        var generator = PayloadGenerator(seed: 0x5EED_0014)
        var counts = (alone: 0, disagreeing: 0)
        for index in 0..<300 {
            let payload = generator.payload(depth: 4)
            let sample = PayloadSample("generated \(index)", payload)
            let result = sample.roundTrips()
            if result.alone { counts.alone += 1 }
            if result.alone != result.snapshot {
                counts.disagreeing += 1
                Issue.record("\(payload): alone \(result.alone), through a snapshot \(result.snapshot)")
            }
        }
        // The corpus holds payloads of both outcomes.
        #expect(counts.alone > 150 && counts.alone < 300)
        expectEqual(counts.disagreeing, 0)
    }

    @Test("what round-trips alone is the special-cased payloads' own encoding")
    func foundationsSpecialCasesAreKept() throws {
        let flow = PayloadFlow(root: URL(string: "https://example.com/a/b?c=d")!)
        let text = String(decoding: try flow.captureNavigationState(), as: UTF8.self)
        #expect(text.contains(#""root":"https://example.com/a/b?c=d""#))
        let decimal = PayloadFlow(root: Decimal(string: "0.1")!)
        #expect(
            String(decoding: try decimal.captureNavigationState(), as: UTF8.self).contains(#""root":0.1"#))
    }
}
