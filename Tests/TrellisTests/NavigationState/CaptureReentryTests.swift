import Foundation
import Testing
import Trellis

/// A flow whose snapshot policy captures the tree again, as careless app code might.
@MainActor
final class RecapturingFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case home, page(Int) }
    let navigation = FlowNavigation<RecapturingFlow>(root: .home)
    var nestedErrors: [String] = []

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        do {
            _ = try captureNavigationState()
        } catch {
            nestedErrors.append("\(error)")
        }
        return .include
    }
}

@MainActor
@Suite("Navigation snapshots: a capture from the app code a capture or restore runs")
struct CaptureReentryTests {
    @Test func aCaptureFromTheSnapshotPolicyIsRefusedAndTheOuterCaptureCompletes() throws {
        let flow = RecapturingFlow()
        flow.route(to: .page(1))
        let data = try flow.captureNavigationState()
        // Asked for the root and the entry, each time refused.
        expectEqual(
            flow.nestedErrors,
            Array(
                repeating:
                    "RecapturingFlow cannot capture or restore navigation while another navigation change is in progress; nothing changed.",
                count: 2))
        let fresh = RecapturingFlow()
        let report = try fresh.restoreNavigationState(from: data)
        expectTrue(report.isComplete)
        expectEqual(fresh.debugHierarchy(), "RecapturingFlow [flow]\n  root .home\n  push .page(1)")
        try expectEqual(fresh.captureNavigationState(), data)
    }
}
