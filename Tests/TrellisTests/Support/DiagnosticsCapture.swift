import Trellis

/// Runs `body` with ``NavigationDiagnostics/handler`` collecting every diagnostic, then puts
/// the previous handler back; returns what was reported, in order.
///
/// The handler is one global: tests that look at diagnostics go through here so they never
/// leave it set. Tests are synchronous on the main actor, so no other test runs in between.
@MainActor
func recordingDiagnostics(_ body: () throws -> Void) rethrows -> [NavigationDiagnostic] {
    let recorder = DiagnosticsRecorder()
    let previous = NavigationDiagnostics.handler
    NavigationDiagnostics.handler = { recorder.diagnostics.append($0) }
    defer { NavigationDiagnostics.handler = previous }
    try body()
    return recorder.diagnostics
}

@MainActor
private final class DiagnosticsRecorder {
    var diagnostics: [NavigationDiagnostic] = []
}
