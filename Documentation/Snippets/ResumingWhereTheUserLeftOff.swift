// Hidden context for ResumingWhereTheUserLeftOff.md (see Scripts/check-doc-snippets).
import Foundation
import Testing

/// Stands in for `UISceneSession`.
struct SceneSession {
    var persistentIdentifier: String
}
let session = SceneSession(persistentIdentifier: "5F0E2B9C")

/// The fields of the sign-up form.
@MainActor var name = ""
@MainActor var password = ""

/// A directory of the test's own.
let temporaryDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent(UUID().uuidString, isDirectory: true)

/// The shape of the manual clock in Tests/TrellisTests/Support/ManualClock.swift (whose
/// sleepers wake when a test advances it); only its shape matters here.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }
    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {}
    func advance(by duration: Duration) {}
    func waitForSleepers(count: Int) async {}
}

/// The scene's manager, as the blocks that do not create one use it.
@MainActor let restoration = StateRestorationManager(storage: .file(directory: temporaryDirectory))
