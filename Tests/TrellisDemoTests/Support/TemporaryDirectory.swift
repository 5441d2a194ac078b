import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-demo-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `appState.json` in this directory: what `--state-file` is given.
    var stateFile: URL { url.appendingPathComponent("appState.json") }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
