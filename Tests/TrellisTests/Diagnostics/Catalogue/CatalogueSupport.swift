import Trellis

// What the diagnostics catalogue compares: one line per diagnostic, its kind, the coordinator
// it names and its message, so a test states exactly what was raised (or that nothing was).

extension NavigationDiagnostic {
    /// `"<kind> <coordinator>: <message>"`.
    var line: String { "\(kind) \(description)" }

    /// `"<kind> <coordinator>"`, for the cases whose message is not the point.
    var summary: String { "\(kind) \(coordinatorType)" }
}
