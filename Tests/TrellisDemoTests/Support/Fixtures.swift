import Foundation
import Testing

/// The checked-in expected outputs in `Fixtures/`.
///
/// Run the tests with `TRELLIS_DEMO_RECORD=1` to rewrite them from the current output
/// instead of comparing, then review the diff.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["TRELLIS_DEMO_RECORD"] == "1" }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Expects `actual` to equal the fixture `name` (or records it).
    static func expect(
        _ actual: String, equals name: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        if isRecording {
            try Data(actual.utf8).write(to: directory.appendingPathComponent(name))
            return
        }
        let expected = try text(name)
        #expect(actual == expected, "output differs from Fixtures/\(name)", sourceLocation: sourceLocation)
    }
}

/// Helpers to read transcripts.
enum Transcript {
    /// The tree printed right after the last `> tree` line of a REPL transcript: the lines
    /// from `ShopAppCoordinator [root]` up to the next prompt echo or event line.
    static func lastTree(in output: String) -> String? {
        let lines = output.components(separatedBy: "\n")
        guard let command = lines.lastIndex(of: "> tree") else { return nil }
        let tree = lines[(command + 1)...].prefix { line in
            !line.isEmpty && !line.hasPrefix(">") && !line.hasPrefix("  ·") && !line.hasPrefix("  =")
        }
        return tree.isEmpty ? nil : tree.joined(separator: "\n")
    }
}
