/// The logging hook through which ``StateRestorationManager`` and ``FormDraftManager`` report
/// every ``PersistenceError``; the library never prints.
///
/// Set it once, before creating the managers, so failures during launch (a corrupt file,
/// a document from a newer app version) reach your logger too:
///
/// ```swift
/// PersistenceDiagnostics.handler = { error in
///     logger.error("\(error, privacy: .public)")
/// }
/// ```
///
/// ``StateRestorationManager`` and ``FormDraftManager`` report a failure the same way, through
/// one implementation: the manager keeps it in its observable `lastError`, then hands it to its
/// own `onError`, then to this handler; nothing throws or traps, and the app keeps running. A
/// manager's `onError` hears only that manager: code that acts on one manager's failures, and
/// tests running in parallel, use it (or `lastError`) rather than this global. `onError` is set
/// after the manager exists, so what the initializer found (a corrupt document, one from a
/// newer version) is in `lastError` by then, and reaches only this handler.
@MainActor
public enum PersistenceDiagnostics {
    /// Receives every persistence error as it happens; `nil` (the default) only stores it in
    /// the manager's `lastError`.
    public static var handler: (@MainActor (PersistenceError) -> Void)?

    static func report(_ error: PersistenceError) {
        handler?(error)
    }
}
