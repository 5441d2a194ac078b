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
/// Each manager also keeps the latest failure in its observable `lastError` and hands each
/// failure to its own `onError`: code that acts on one manager's failures, and tests running in
/// parallel, use those rather than this global.
@MainActor
public enum PersistenceDiagnostics {
    /// Receives every persistence error as it happens; `nil` (the default) only stores it in
    /// the manager's `lastError`.
    public static var handler: (@MainActor (PersistenceError) -> Void)?

    static func report(_ error: PersistenceError) {
        handler?(error)
    }
}
