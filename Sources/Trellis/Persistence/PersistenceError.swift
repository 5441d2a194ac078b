/// A failed read or write of saved app state, with where it happened and why.
///
/// ``StateRestorationManager`` and ``FormDraftManager`` never throw from their saving and
/// restoring methods and never print: a failure is stored in their observable `lastError`
/// and handed to their `onError` and to ``PersistenceDiagnostics/handler``, and the app keeps
/// running. A ``LinkGate`` made with storage reports its held link's failures the same way.
///
/// ```swift
/// if let error = manager.lastError {
///     logger.error("\(error)")   // "Could not save app state to /…/appState.json: …"
/// }
/// ```
public struct PersistenceError: Error, CustomStringConvertible {
    /// What the manager was doing when it failed.
    public enum Operation: String, Sendable, Hashable {
        /// Reading saved state (at launch or in `restoreState()`).
        case load
        /// Writing state (a debounced save, `saveNow()` or `saveOnBackground()`).
        case save
        /// Removing saved state (`clearState()`, `declineRestore()`, `clearDraft()`).
        case remove
        /// Moving an unusable document aside so it is kept but no longer read.
        case moveAside
        /// Asking an attached navigation tree for its snapshot before a save.
        case captureNavigation
        /// Replaying a restored snapshot into an attached navigation tree.
        case restoreNavigation
    }

    /// Why the operation failed.
    public enum Reason: Sendable, Hashable {
        /// A file-system or defaults call failed; ``PersistenceError/underlyingError`` says how.
        case ioFailure
        /// The stored bytes are not a document this version understands: not JSON, wrong
        /// types, empty, or missing required fields.
        case corruptDocument
        /// The stored value is larger than the manager agrees to read.
        case documentTooLarge(byteCount: Int, limit: Int)
        /// The document's storage format comes from a newer version of Trellis.
        case newerFormatVersion(stored: Int, supported: Int)
        /// The document's `stateVersion` is newer than the app's ``StateSchema/version``.
        case newerStateVersion(stored: Int, supported: Int)
        /// The app's migration hook threw; ``PersistenceError/underlyingError`` is its error.
        case migrationFailed
        /// Writing was skipped because storage holds a document this session must not
        /// overwrite (newer or inaccessible); an earlier error reported it. Saves resume after
        /// the document is discarded, or after `restoreState()` finds storage usable again.
        case writeSuspended
        /// The attached navigation tree's capture or restore closure threw.
        case navigationSnapshotFailed
        /// The state could not be encoded (for example a non-finite save date from `now`).
        case encodingFailed
    }

    /// What the manager was doing.
    public let operation: Operation
    /// Why it failed.
    public let reason: Reason
    /// Where: a file path, or a UserDefaults suite and key.
    public let location: String
    /// Where an unusable document was moved to, when it was moved aside.
    public let movedAsideTo: String?
    /// The error thrown by the file system, the decoder or the app's closure, if any.
    public let underlyingError: (any Error)?

    init(
        _ operation: Operation, _ reason: Reason, at location: String, movedAsideTo: String? = nil,
        underlying: (any Error)? = nil
    ) {
        self.operation = operation
        self.reason = reason
        self.location = location
        self.movedAsideTo = movedAsideTo
        self.underlyingError = underlying
    }

    /// A sentence naming the operation, the location, the reason and the underlying error.
    public var description: String {
        var text = "\(operationPhrase) \(location): \(reasonPhrase)"
        if let movedAsideTo { text += "; it was moved aside to \(movedAsideTo)" }
        if let underlyingError { text += " (\(underlyingError))" }
        return text
    }

    private var operationPhrase: String {
        switch operation {
        case .load: "Could not load saved state from"
        case .save: "Could not save state to"
        case .remove: "Could not remove saved state at"
        case .moveAside: "Could not move aside the unusable document at"
        case .captureNavigation: "Could not capture the navigation tree for"
        case .restoreNavigation: "Could not restore the navigation tree saved in"
        }
    }

    private var reasonPhrase: String {
        switch reason {
        case .ioFailure:
            "the storage call failed"
        case .corruptDocument:
            "the stored bytes are not a valid state document"
        case .documentTooLarge(let byteCount, let limit):
            "the stored value is \(byteCount) bytes, more than the \(limit)-byte limit"
        case .newerFormatVersion(let stored, let supported):
            "it was written in storage format \(stored) by a newer Trellis (this one reads up to "
                + "\(supported)); it is left untouched and not applied"
        case .newerStateVersion(let stored, let supported):
            "it has stateVersion \(stored), newer than this app's \(supported); it is left "
                + "untouched and not applied"
        case .migrationFailed:
            "the app's migration hook threw"
        case .writeSuspended:
            "storage holds a document this session must not overwrite, so nothing was written; "
                + "call clearState(), clearDraft() or discardHeldLink() to discard it"
        case .navigationSnapshotFailed:
            "the attached navigation tree's closure threw"
        case .encodingFailed:
            "the state could not be encoded"
        }
    }
}
