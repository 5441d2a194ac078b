import Foundation

/// Writes to standard output and standard error without buffering, so the two streams
/// interleave as they happen and a killed process has already printed everything it ran.
enum Console {
    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        write(text + "\n", to: .standardOutput)
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        write(text + "\n", to: .standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}

extension Console {
    /// Writes `text` to standard output without a newline: the REPL's prompt.
    static func prompt(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
}
