import Foundation

/// `trellis-demo inspect PATH`: prints what a snapshot or an app-state file holds, from the
/// JSON alone.
///
/// Two kinds of file are understood:
/// - a navigation snapshot, the bytes of `captureNavigationState()`;
/// - an app-state document written by `StateRestorationManager` (`appState.json`), whose
///   `navigationState` field holds a snapshot as base64. A directory means the
///   `appState.json` inside it.
///
/// Everything is printed except the save date (`savedAt`), so the output depends only on
/// the navigation and UI state.
enum Inspector {
    /// The largest file read (the manager itself refuses documents over 16 MiB).
    static let sizeLimit = 64 << 20

    /// The report for the file at `path`.
    ///
    /// - Throws: ``DemoError`` when the file cannot be read or is neither kind of file.
    static func report(forFileAt path: String) throws -> String {
        let url = try fileURL(for: path)
        let document = try readJSON(at: url, shownAs: path)
        guard document.members != nil else {
            throw notUnderstood(path, "it holds \(document.typeName), not an object")
        }
        if document["format"] != nil {
            do {
                let output = try SnapshotPrinter.describe(document)
                return "Navigation snapshot: \(output.summary)\n\(output.tree)"
            } catch let error as DemoError {
                throw notUnderstood(path, error.message)
            }
        }
        if document["formatVersion"] != nil, document["stateVersion"] != nil {
            return try AppStateReport.text(for: document, path: path)
        }
        if document["formatVersion"] != nil, document["formID"] != nil {
            throw notUnderstood(
                path, "it is a form draft document (FormDraftManager), which holds no navigation")
        }
        throw notUnderstood(
            path, "it is a JSON object without the \"format\" of a snapshot or the versions of a state file")
    }

    static func notUnderstood(_ path: String, _ reason: String) -> DemoError {
        DemoError("\(path) is not a navigation snapshot or an app-state file: \(reason)")
    }

    private static func fileURL(for path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DemoError("no such file: \(path)")
        }
        guard isDirectory.boolValue else { return url }
        let state = url.appendingPathComponent(StateLocation.fileName)
        guard FileManager.default.fileExists(atPath: state.path) else {
            throw DemoError("\(path) is a directory without an \(StateLocation.fileName)")
        }
        return state
    }

    private static func readJSON(at url: URL, shownAs path: String) throws -> JSON {
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            guard size <= sizeLimit else {
                throw DemoError("\(path) is \(size) bytes, more than \(sizeLimit)")
            }
            data = try Data(contentsOf: url)
        } catch let error as DemoError {
            throw error
        } catch {
            throw DemoError("cannot read \(path): \(error.localizedDescription)")
        }
        guard !data.isEmpty else { throw notUnderstood(path, "the file is empty") }
        do {
            return try JSONReader.parse([UInt8](data))
        } catch {
            throw notUnderstood(path, "it is not JSON (\(error))")
        }
    }
}
