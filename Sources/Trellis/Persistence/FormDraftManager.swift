import Foundation
import Observation

/// Keeps the values of one form as the user types, so an interrupted form comes back filled
/// in; cleared when the form is submitted.
///
/// Each form has its own document: `formDraft-<formID>.json` in the storage directory, or the
/// defaults key `Trellis.formDraft-<formID>`. Saving is debounced; ``saveNow()`` writes at
/// once (call it when the scene goes to the background).
///
/// ```swift
/// let draft = FormDraftManager(formID: "signup", sensitiveKeys: ["password"])
/// name = draft.value(for: "name") ?? ""
/// draft.save(key: "name", value: name)          // on every change
/// draft.save(key: "password", value: password)  // kept in memory only
/// // after a successful submit:
/// draft.clearDraft()
/// ```
///
/// Failures never throw or trap: they are kept in ``lastError`` and handed to ``onError`` and
/// ``PersistenceDiagnostics/handler``.
@MainActor
@Observable
public final class FormDraftManager {
    /// The form's identifier, stable across launches.
    public let formID: String

    /// Field keys whose values stay in memory and are never written (passwords, tokens, card
    /// numbers).
    ///
    /// The rule is the same as ``StateRestorationManager/sensitiveKeys``'s: see
    /// <doc:ResumingWhereTheUserLeftOff#Form-drafts-and-sensitive-fields>.
    public var sensitiveKeys: Set<String> {
        didSet { if sensitiveKeys != oldValue { send(.valueChanged) } }
    }

    /// The most recent failure, or `nil`. A later successful save clears it.
    ///
    /// How a failure is reported is described once, in ``PersistenceDiagnostics``.
    public internal(set) var lastError: PersistenceError?
    /// Hears each failure of this manager as it happens, after ``lastError`` is set; `nil`
    /// (the default) calls nothing. See ``PersistenceDiagnostics`` for the order and for what
    /// the initializer found.
    @ObservationIgnored public var onError: (@MainActor (PersistenceError) -> Void)?

    /// `true` when the form has draft values (restored from storage or saved this session).
    public var hasDraft: Bool { !values.isEmpty }

    private var values: [String: String] = [:]

    @ObservationIgnored let documents: DocumentStorage
    @ObservationIgnored let debouncer: Debouncer
    /// When saves are scheduled and written: the manager performs what it decides.
    @ObservationIgnored private var autosave = AutosaveStateMachine()
    /// What storage holds, as far as this session knows: a save of the same values is skipped.
    @ObservationIgnored private var persistedValues: [String: String] = [:]

    /// Creates the manager of one form's draft and loads what was saved for it.
    ///
    /// - Parameters:
    ///   - formID: The form's identifier, stable across launches.
    ///   - storage: Where the draft lives; by default a file in
    ///     ``StateStorageMethod/defaultDirectory``.
    ///   - debounceInterval: The quiet time after the last change before a save writes.
    ///   - sensitiveKeys: Field keys never written to storage.
    ///   - clock: The clock the debounce waits on; tests pass a manual clock.
    public init(
        formID: String,
        storage: StateStorageMethod = .file(),
        debounceInterval: Duration = .seconds(1),
        sensitiveKeys: Set<String> = [],
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.formID = formID
        self.sensitiveKeys = sensitiveKeys
        documents = Self.documents(formID: formID, storage: storage)
        debouncer = Debouncer(interval: debounceInterval, clock: clock)
        reportFailures(of: documents)
        if let document = documents.load(FormDraftDocument.decode) {
            values = storable(document.values)
            persistedValues = document.values
            // Values saved before their key was marked sensitive are rewritten without them.
            send(.loaded(.applied(hasNavigation: false), rewritesSoon: values != document.values))
        }
    }

    /// Remembers a field's value and schedules a debounced save when it changed.
    public func save(key: String, value: String) {
        guard values[key] != value else { return }
        values[key] = value
        send(.valueChanged)
    }

    /// The draft value of a field, or `nil`.
    public func value(for key: String) -> String? {
        values[key]
    }

    /// Every draft value, sensitive ones included (they are in memory).
    public var draftValues: [String: String] { values }

    /// Writes the draft now, cancelling a pending debounced save; skipped when storage
    /// already holds these values. Sensitive fields are left out.
    public func saveNow() {
        send(.saveNowRequested)
    }

    /// Writes the draft, when storage does not hold these values already
    /// (``AutosaveStateMachine`` has decided that the save is due).
    private func write() {
        debouncer.cancel()
        let stored = storable(values)
        guard stored != persistedValues else { return }
        if documents.write(FormDraftDocument(formID: formID, values: stored)) {
            persistedValues = stored
            lastError = nil
        }
    }

    /// Suspends until no debounced save is pending: the scheduled save has run or was
    /// cancelled. Returns at once when none is pending.
    ///
    /// A debounced save runs in a task of its own, so when a test's `ManualClock` moves past
    /// its deadline the draft is not written yet; await this before reading storage:
    ///
    /// ```swift
    /// draft.save(key: "name", value: "Ada")   // schedules a save
    /// await clock.waitForSleepers(count: 1)
    /// clock.advance(by: .seconds(1))
    /// await draft.waitForPendingSave()         // written
    /// ```
    ///
    /// As ``StateRestorationManager/waitForPendingSave()``: a save scheduled while it waits is
    /// waited for too, and with a clock that never reaches the deadline it returns only once
    /// the save is cancelled (``saveNow()``, ``clearDraft()``).
    public func waitForPendingSave() async {
        await debouncer.waitForPendingRun()
    }

    /// Forgets every value and removes the draft from storage; call it when the form is
    /// submitted.
    public func clearDraft() {
        send(.cleared)
        values = [:]
        if documents.remove() {
            persistedValues = [:]
        }
    }

    /// The storage of form `formID`'s draft document in `storage`: `formDraft-<formID>`. A
    /// ``StateRestorationManager`` hands the drafts an older version kept in the app state over
    /// to the same documents.
    static func documents(formID: String, storage: StateStorageMethod) -> DocumentStorage {
        let name = "formDraft-\(StateStorageMethod.escapedName(formID))"
        return DocumentStorage(store: storage.makeStore(name: name, now: Date.init), now: Date.init)
    }

    /// Tells the autosave state machine about `event` and performs the actions it returns.
    private func send(_ event: AutosaveStateMachine.Event) {
        for action in autosave.handle(event) {
            switch action {
            case .scheduleSave:
                // The pending task holds the manager until it has saved.
                debouncer.schedule { [self] in send(.debounceElapsed) }
            case .cancelScheduledSave:
                debouncer.cancel()
            case .write:
                write()
            case .replay:
                // A draft has no navigation to replay.
                break
            }
        }
    }
}

extension FormDraftManager: SensitiveFieldKeeping {}
