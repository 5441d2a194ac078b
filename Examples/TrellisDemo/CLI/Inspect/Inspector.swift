import Foundation
import Trellis

/// `trellis-demo inspect PATH`: prints what a snapshot or an app-state file holds, through
/// the library's inspection API (`InspectedDocument`), without the app's types.
///
/// Two kinds of file are understood:
/// - a navigation snapshot, the bytes of `captureNavigationState()`;
/// - an app-state document written by `StateRestorationManager` (`appState.json`), whose
///   `navigationState` field holds a snapshot. A directory means the `appState.json`
///   inside it.
///
/// The library's description leaves out the save date and form draft values, so the output
/// depends only on the navigation and UI state.
enum Inspector {
    /// The largest file read (the manager itself refuses documents over 16 MiB).
    static let sizeLimit = 64 << 20

    /// The report for the file at `path`.
    ///
    /// - Throws: ``DemoError`` when the file cannot be read or is neither kind of file.
    static func report(forFileAt path: String) throws -> String {
        let data = try read(fileURL(for: path), shownAs: path)
        do {
            return try InspectedDocument(data: data).description
        } catch let error as InspectionError {
            throw DemoError("\(path): \(error)")
        }
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

    private static func read(_ url: URL, shownAs path: String) throws -> Data {
        do {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            guard size <= sizeLimit else {
                throw DemoError("\(path) is \(size) bytes, more than \(sizeLimit)")
            }
            return try Data(contentsOf: url)
        } catch let error as DemoError {
            throw error
        } catch {
            throw DemoError("cannot read \(path): \(error.localizedDescription)")
        }
    }
}
