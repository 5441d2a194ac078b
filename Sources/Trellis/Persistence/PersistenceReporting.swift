/// How a storage failure is reported, written once for everything that keeps a document in
/// storage: ``StateRestorationManager``, ``FormDraftManager`` and a ``LinkGate`` made with
/// storage (see ``PersistenceDiagnostics``).
@MainActor
protocol PersistenceReporting: AnyObject {
    /// The most recent failure, or `nil`.
    var lastError: PersistenceError? { get set }
    /// Hears each failure as it happens.
    var onError: (@MainActor (PersistenceError) -> Void)? { get }
}

extension PersistenceReporting {
    /// Reports `error`: kept in `lastError`, then handed to `onError`, then to
    /// ``PersistenceDiagnostics/handler``.
    func record(_ error: PersistenceError) {
        lastError = error
        onError?(error)
        PersistenceDiagnostics.report(error)
    }

    /// Reports every failure of `documents` through ``record(_:)``.
    func reportFailures(of documents: DocumentStorage) {
        documents.onError = { [weak self] error in self?.record(error) }
    }
}

/// What the two managers share beside their error reporting, written once: which form fields
/// never reach storage.
@MainActor
protocol SensitiveFieldKeeping: PersistenceReporting {
    /// Form field keys whose values stay in memory.
    var sensitiveKeys: Set<String> { get }
}

extension SensitiveFieldKeeping {
    /// `fields` as they may be written: without the keys in `sensitiveKeys`.
    func storable(_ fields: [String: String]) -> [String: String] {
        SensitiveFields.removing(sensitiveKeys, from: fields)
    }
}
