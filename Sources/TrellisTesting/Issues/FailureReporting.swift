import Foundation
import Testing

/// Where a helper was called from, as `#fileID`, `#filePath`, `#line` and `#column` give it,
/// so that a recorded failure points at the test's line, not at the kit.
struct CallSite: Equatable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
}

/// Records a failed check of a TrellisTesting helper.
///
/// Inside a Swift Testing test it is an issue of that test, recorded at `site` (so
/// `withKnownIssue` sees it too) — unless the kit's own tests collect it
/// (``FailureCollector/collecting(_:)``), so that its failure paths are checked without known
/// issues in the run's summary.
func recordFailure(_ message: String, at site: CallSite) {
    if let collector = FailureCollector.current {
        collector.append(message, at: site)
        return
    }
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
}

/// The failures the kit's helpers record while a test of the kit itself runs them: each
/// message, and the line it would be recorded at.
final class FailureCollector: @unchecked Sendable {
    @TaskLocal static var current: FailureCollector?

    private let lock = NSLock()
    private var recorded: [(message: String, line: Int)] = []

    /// The messages, in the order they were recorded.
    var messages: [String] { lock.withLock { recorded.map(\.message) } }
    /// The lines they were recorded at.
    var lines: [Int] { lock.withLock { recorded.map(\.line) } }

    func append(_ message: String, at site: CallSite) {
        lock.withLock { recorded.append((message, site.line)) }
    }

    /// Runs `body`, collecting the failures it records instead of recording them as issues.
    @MainActor
    static func collecting(_ body: () throws -> Void) rethrows -> FailureCollector {
        let collector = FailureCollector()
        try $current.withValue(collector) { try body() }
        return collector
    }
}
