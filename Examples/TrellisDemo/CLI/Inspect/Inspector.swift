import Foundation
import Trellis

/// `trellis-demo inspect PATH [--format text|mermaid|dot]`: prints what a snapshot or an
/// app-state file holds, through the library's inspection API (`InspectedDocument`), without
/// the app's types.
///
/// Two kinds of file are understood:
/// - a navigation snapshot, the bytes of `captureNavigationState()`;
/// - an app-state document written by `StateRestorationManager` (`appState.json`), whose
///   `navigationState` field holds a snapshot. A directory means the `appState.json`
///   inside it.
///
/// The library's description leaves out the save date and form draft values, so the output
/// depends only on the navigation and UI state. With `--format mermaid` or `--format dot` it
/// prints the navigation tree alone, as diagram source (`InspectedSnapshot.diagram(as:)`).
enum Inspector {
    /// The largest file read (the manager itself refuses documents over 16 MiB).
    static let sizeLimit = 64 << 20

    /// The report for the file at `path`, in `format`.
    ///
    /// - Throws: ``DemoError`` when the file cannot be read or is neither kind of file, or
    ///   when a diagram is asked of an app-state file that holds no navigation tree.
    static func report(forFileAt path: String, as format: InspectFormat = .text) throws -> String {
        let data = try read(fileURL(for: path), shownAs: path)
        let document: InspectedDocument
        do {
            document = try InspectedDocument(data: data)
        } catch let error as InspectionError {
            throw DemoError("\(path): \(error)")
        }
        guard case .diagram(let notation) = format else { return document.description }
        guard let tree = document.navigationState else {
            throw DemoError(
                "\(path): the app-state file holds no navigation tree to draw (--format text prints the rest)"
            )
        }
        return tree.diagram(as: notation)
    }

    /// The report for the state the REPL saves at `location` (`inspect` without a path).
    ///
    /// - Throws: ``DemoError`` saying how to save a state when there is none yet, or as
    ///   ``report(forFileAt:as:)``.
    static func reportOfSavedState(at location: StateLocation, as format: InspectFormat = .text) throws
        -> String
    {
        let path = location.file.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw DemoError(
                """
                no saved state yet at \(path): run `trellis-demo repl` and quit (it saves after every \
                command; `printf 'sign-in\\nquit\\n' | trellis-demo repl` does it without typing)
                """)
        }
        return try report(forFileAt: path, as: format)
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
