import Foundation
import Trellis

/// Where the app-state file lives: the directory handed to `StateStorageMethod.file`.
///
/// `StateRestorationManager` always names its file `appState.json`, so `--state-file PATH`
/// accepts `DIR/appState.json` or the directory `DIR` itself.
struct StateLocation {
    static let fileName = "appState.json"

    /// The directory holding `appState.json`; created on the first save.
    let directory: URL

    /// The state file.
    var file: URL { directory.appendingPathComponent(Self.fileName, isDirectory: false) }

    /// The storage to give the manager.
    var storage: StateStorageMethod { .file(directory: directory) }

    /// The library's default: `appState.json` in `StateStorageMethod.defaultDirectory`
    /// (`$XDG_DATA_HOME/trellis-demo/StateRestoration`, `~/.local/share/…` without
    /// `XDG_DATA_HOME`, `Application Support/…` on Apple platforms).
    static var standard: StateLocation {
        StateLocation(directory: StateStorageMethod.defaultDirectory)
    }

    /// Resolves the `--state-file` argument.
    static func resolve(_ path: String) throws -> StateLocation {
        guard !path.isEmpty else { throw DemoError("--state-file needs a path") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        {
            return StateLocation(directory: url)
        }
        if path.hasSuffix("/") {
            return StateLocation(directory: url)
        }
        guard url.lastPathComponent == fileName else {
            throw DemoError(
                "--state-file \(path): StateRestorationManager names its file \(fileName); "
                    + "give DIR/\(fileName) or a directory")
        }
        return StateLocation(directory: url.deletingLastPathComponent())
    }
}
