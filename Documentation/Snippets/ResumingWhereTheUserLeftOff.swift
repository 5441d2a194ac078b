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

/// The scene's manager, as the blocks that do not create one use it.
@MainActor let restoration = StateRestorationManager(storage: .file(directory: temporaryDirectory))
