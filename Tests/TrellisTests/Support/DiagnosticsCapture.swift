import Trellis

/// Runs `body` and returns the diagnostics raised meanwhile on the coordinators of `trees` (each
/// tree's top and everything below it), in the order they were raised.
///
/// It observes the trees (``Coordinator/observeDiagnostics(_:)``), never the global
/// ``NavigationDiagnostic/handler``, so tests running in parallel each see only their own
/// diagnostics. Pass trees that do not contain one another, or a diagnostic is recorded once per
/// tree that sees it.
@MainActor
func recordingDiagnostics(
    of tree: any Coordinator, _ more: any Coordinator..., during body: () throws -> Void
) rethrows -> [NavigationDiagnostic] {
    var diagnostics: [NavigationDiagnostic] = []
    let observations = ([tree] + more).map { tree in tree.observeDiagnostics { diagnostics.append($0) } }
    defer { for observation in observations { observation.cancel() } }
    try body()
    return diagnostics
}
