import Foundation
import Observation

/// Saves the app's UI state (the navigation tree with its tab selections, scroll positions)
/// and brings it back at the next launch, so the user resumes where they left off; a form's
/// draft is a ``FormDraftManager``'s.
///
/// Create one per scene, early, and keep it alive as long as the scene. The initializer
/// reads what was saved and applies it according to the ``ResumePolicy``. Navigation in the
/// attached tree (``attach(_:savesOnNavigation:aboveSkippedEntry:)``) and every change of a tracked value
/// schedule a debounced save; call ``saveOnBackground()`` when the scene goes to the
/// background.
///
/// ```swift
/// @MainActor
/// final class AppModel {
///     let app = AppCoordinator()
///     let restoration = StateRestorationManager(resumePolicy: .timeLimited(minutes: 30))
///
///     init() {
///         restoration.attach(app)   // restores the saved tree, then saves as it changes
///     }
/// }
/// // In the scene: .onChange(of: scenePhase) { if $1 == .background { restoration.saveOnBackground() } }
/// ```
///
/// Failures never throw or trap: they are kept in ``lastError`` and handed to ``onError`` and
/// ``PersistenceDiagnostics/handler``. Time is injectable (`clock` for debouncing, `now` for
/// time limits and save dates), so tests never sleep.
@MainActor
@Observable
public final class StateRestorationManager {
    /// The navigation tree's snapshot. Changing it schedules a save.
    ///
    /// With a tree attached (``attach(_:savesOnNavigation:aboveSkippedEntry:)`` or ``attach(capture:restore:)``),
    /// each save captures the tree into this property first, and a restored snapshot is
    /// replayed into the tree. The snapshot records each tab coordinator's selected tab.
    public var navigationState: Data? {
        get { navigationSnapshot }
        set {
            let changed = newValue != navigationSnapshot
            navigationSnapshot = newValue
            if changed { send(.valueChanged) }
        }
    }
    /// What ``navigationState`` returns. The manager's own updates (applying restored state,
    /// capturing the tree for a save) set it here: they are not changes to save.
    var navigationSnapshot: Data?

    /// Form field keys whose values are never written, whatever the form (passwords, tokens,
    /// card numbers), in the drafts an app state saved by an earlier version still holds: they
    /// are left out when the drafts are handed over to their forms' documents, and rewritten
    /// out of the app state and the previous generation. Set it right after creating the
    /// manager.
    ///
    /// A form's own draft follows ``FormDraftManager/sensitiveKeys``, the same rule: see
    /// <doc:ResumingWhereTheUserLeftOff#Form-drafts-and-sensitive-fields>.
    public var sensitiveKeys: Set<String> = [] {
        didSet {
            guard sensitiveKeys != oldValue else { return }
            removeSensitiveFieldsFromHandedOverDrafts()
            send(.valueChanged)
        }
    }

    /// `true` when ``ResumePolicy/askUser`` found saved state: show a prompt, then call
    /// ``confirmRestore()`` or ``declineRestore()``. Nothing is applied or saved until then.
    public private(set) var isAwaitingRestoreConfirmation = false

    /// When the state in storage was saved: the loaded document's date after a restore,
    /// updated by every write, `nil` when nothing is stored.
    public private(set) var lastSavedDate: Date?

    /// The most recent failure, or `nil`. A later successful save clears it, and so does
    /// ``restoreState()``, which then records what it finds in storage, if anything.
    ///
    /// How a failure is reported is described once, in ``PersistenceDiagnostics``.
    public internal(set) var lastError: PersistenceError?
    /// Hears each failure of this manager as it happens, after ``lastError`` is set; `nil`
    /// (the default) calls nothing. See ``PersistenceDiagnostics`` for the order and for what
    /// the initializer found.
    @ObservationIgnored public var onError: (@MainActor (PersistenceError) -> Void)?
    /// Called when the user answers the restore prompt of ``ResumePolicy/askUser``: after
    /// ``confirmRestore()`` has applied the offered state and replayed it into the attached
    /// tree, or after ``declineRestore()`` has removed it; `nil` (the default) calls nothing.
    ///
    /// This is where app code that waited for the answer goes on: a deep link held while the
    /// prompt was up, a banner about what the restore skipped. It runs once the restore is
    /// complete, with its events and `onDismiss` handlers delivered, so it may navigate, and
    /// that navigation is saved like any other. It is not called when no prompt was waiting
    /// (an answer given twice, ``ResumePolicy/always``), nor when ``restoreState()`` or
    /// ``clearState()`` withdraws the offer unanswered.
    ///
    /// ```swift
    /// restoration.onRestoreDecision = { [links] _ in links.open() }
    /// ```
    ///
    /// SwiftUI's `restorePrompt(for:title:resume:startOver:)` (TrellisSwiftUI) answers through
    /// the same two calls, so its buttons reach this too.
    @ObservationIgnored public var onRestoreDecision: (@MainActor (RestoreDecision) -> Void)?
    /// What the last navigation restore into a tree bound with ``attach(_:savesOnNavigation:aboveSkippedEntry:)``
    /// skipped.
    public internal(set) var lastRestorationReport: RestorationReport?

    /// `true` while storage keeps a *previous generation* beside the saved state: the document
    /// a restore could not replay whole (it skipped destinations, or failed), kept so that a later
    /// release that reads it restores it.
    ///
    /// The first save after such a restore writes the restored document as the previous
    /// generation (`appState~previous.json`, or the defaults key `Trellis.appState~previous`)
    /// before it replaces it. A later launch that restores the previous generation completely
    /// resumes from it (``restoredPreviousGeneration``), and its next save removes it. See
    /// <doc:ResumingWhereTheUserLeftOff#A-bad-release-never-costs-the-saved-place>.
    public internal(set) var keepsPreviousGeneration = false

    /// `true` when the navigation replayed into the attached tree came from the previous
    /// generation, which restored completely where the saved state's own navigation had been
    /// saved after a restore with skips (see ``keepsPreviousGeneration``).
    ///
    /// ``lastRestorationReport`` is that replay's report, listing what it migrated. Scroll
    /// positions come from the saved state as usual.
    public internal(set) var restoredPreviousGeneration = false

    /// The version written as the document's `stateVersion`: ``StateSchema/version``.
    public var stateVersion: Int { schema.version }

    /// The scene whose state this manager keeps, or `nil` for the app-wide state.
    public let sceneID: String?
    /// The app's version, written into every navigation snapshot the manager captures from a
    /// tree bound with ``attach(_:savesOnNavigation:aboveSkippedEntry:)``; `nil` records none.
    ///
    /// A later version of the app reads it in ``StoredDestination/appVersion`` when it migrates the
    /// saved destinations (see ``MigratingCoordinator``).
    public let appVersion: String?

    private var scrollPositions: [String: String] = [:]
    /// Form drafts an older version kept in the app state, applied with it, whose handover to
    /// their forms' own documents has not succeeded yet; saves keep them in the app state
    /// until it does (see ``handOverFormDrafts()``).
    @ObservationIgnored var formDraftsToHandOver: [String: [String: String]] = [:]
    /// The forms whose documents this manager wrote from an older app state's drafts: setting
    /// ``sensitiveKeys`` later (the manager hands drafts over in its initializer) rewrites them.
    @ObservationIgnored var handedOverFormIDs: Set<String> = []

    @ObservationIgnored let documents: DocumentStorage
    /// Where the documents live: the drafts handed over to their forms go there too.
    @ObservationIgnored let storage: StateStorageMethod
    /// Where the previous generation is kept.
    @ObservationIgnored let previousDocuments: DocumentStorage
    /// What this session keeps, restores or removes of the previous generation.
    @ObservationIgnored var previousGeneration = PreviousGeneration()
    /// During a replay, what the attached tree's observer heard of it.
    @ObservationIgnored var replayWatch = ReplayWatch()
    @ObservationIgnored let debouncer: Debouncer
    /// When saves are scheduled, held and written: the manager performs what it decides.
    @ObservationIgnored var autosave = AutosaveStateMachine()
    @ObservationIgnored private let resumePolicy: ResumePolicy
    @ObservationIgnored private let schema: StateSchema
    @ObservationIgnored private let now: () -> Date
    /// The state ``ResumePolicy/askUser`` is offering, until the user answers.
    @ObservationIgnored private var offeredState: SavedAppState?
    /// What storage holds, as far as this session knows: a save of the same state is skipped.
    @ObservationIgnored private var persistedState: SavedAppState?
    /// The attached navigation tree.
    @ObservationIgnored var navigationBinding: NavigationBinding?

    /// Creates a manager and restores the saved state according to `resumePolicy`.
    ///
    /// - Parameters:
    ///   - storage: Where the state lives; by default `appState.json` in
    ///     ``StateStorageMethod/defaultDirectory``.
    ///   - resumePolicy: When saved state is applied; by default if saved in the last
    ///     30 minutes.
    ///   - debounceInterval: The quiet time after the last change before a scheduled save
    ///     writes.
    ///   - clock: The clock the debounce waits on; tests pass a manual clock.
    ///   - now: The current date, for time limits and ``lastSavedDate``.
    ///   - sceneID: Keeps a separate state per scene or window: `appState-<sceneID>.json`,
    ///     or the defaults key `Trellis.appState-<sceneID>`. `nil` (the default) is the
    ///     app-wide `appState.json`.
    ///   - schema: The app's ``StateSchema``: the `stateVersion` it writes and the migration
    ///     of older state.
    ///   - appVersion: The app's version, recorded in the navigation snapshots the manager
    ///     captures for ``MigratingCoordinator`` migrations to read (``StoredDestination/appVersion``);
    ///     `nil` (the default) records none. It is a setting of the manager, like `schema`,
    ///     rather than of ``attach(_:savesOnNavigation:aboveSkippedEntry:)``: it describes the
    ///     running app, which does not change while the manager lives.
    public init(
        storage: StateStorageMethod = .file(),
        resumePolicy: ResumePolicy = .timeLimited(minutes: 30),
        debounceInterval: Duration = .milliseconds(500),
        clock: some Clock<Duration> = ContinuousClock(),
        now: @escaping () -> Date = Date.init,
        sceneID: String? = nil,
        schema: StateSchema = StateSchema(),
        appVersion: String? = nil
    ) {
        let name = sceneID.map { "appState-\(StateStorageMethod.escapedName($0))" } ?? "appState"
        self.storage = storage
        documents = DocumentStorage(store: storage.makeStore(name: name, now: now), now: now)
        previousDocuments = DocumentStorage(
            store: storage.makeStore(name: "\(name)~previous", now: now), now: now)
        debouncer = Debouncer(interval: debounceInterval, clock: clock)
        self.resumePolicy = resumePolicy
        self.schema = schema
        self.now = now
        self.sceneID = sceneID
        self.appVersion = appVersion
        reportFailures(of: documents)
        reportFailures(of: previousDocuments)
        restoreState()
    }

    // MARK: Saving

    /// Saves after the debounce interval of quiet: a burst of changes gives one write.
    ///
    /// Every tracked change calls it, and so does every navigation change in a tree attached
    /// with ``attach(_:savesOnNavigation:aboveSkippedEntry:)``. Call it yourself after changes the manager cannot
    /// see, such as navigation in a tree attached with ``attach(capture:restore:)``.
    public func scheduleSave() {
        send(.saveScheduled)
    }

    /// Writes the current state now, cancelling a pending debounced save.
    ///
    /// Captures the attached navigation tree first. Skips the write when the state equals
    /// what storage already holds, and while a restore prompt is waiting for an answer (the
    /// offered state stays in storage). Sensitive form fields are left out.
    public func saveNow() {
        send(.saveNowRequested)
    }

    /// Writes now: call it when the scene moves to the background, where the app may be
    /// suspended or terminated before a debounced save runs.
    ///
    /// Unlike ``saveNow()`` it writes an unchanged state too, so that the save date, which
    /// ``ResumePolicy/timeLimited(minutes:)`` measures from, is when the user left.
    ///
    /// ```swift
    /// .onChange(of: scenePhase) { _, phase in
    ///     if phase == .background { restoration.saveOnBackground() }
    /// }
    /// ```
    public func saveOnBackground() {
        send(.wentToBackground)
    }

    /// Suspends until no debounced save is pending: the scheduled save has run (written, or
    /// found nothing new to write) or was cancelled. Returns at once when none is pending.
    ///
    /// A debounced save runs in a task of its own once the clock reaches its deadline, so when
    /// a test's `ManualClock` moves past the deadline, the state is not written yet. Await this
    /// before reading storage or relaunching:
    ///
    /// ```swift
    /// app.setRoot(.main)                       // schedules a save
    /// await clock.waitForSleepers(count: 1)    // the debounce is asleep on the clock
    /// clock.advance(by: .milliseconds(500))    // wakes it…
    /// await restoration.waitForPendingSave()   // …and the state is written
    /// ```
    ///
    /// It waits for as long as a save is pending: a save scheduled while it waits is waited
    /// for too. With a clock that never reaches the deadline (a manual clock nobody advances),
    /// it returns only once the save is cancelled, by ``saveNow()``, ``saveOnBackground()`` or a
    /// restore that applies state. On a real clock it returns a debounce interval after the
    /// last change; to write at once, call ``saveNow()`` instead.
    public func waitForPendingSave() async {
        await debouncer.waitForPendingRun()
    }

    /// Captures the attached tree and writes the state, when it differs from what storage holds
    /// or `evenIfUnchanged` (``AutosaveStateMachine`` has decided that the save is due).
    private func write(evenIfUnchanged: Bool) {
        let captureError = captureAttachedNavigation()
        debouncer.cancel()
        let state = currentState.removingSensitiveFields(sensitiveKeys)
        if evenIfUnchanged || state != persistedState, keepPreviousGenerationIfNeeded() {
            let date = now()
            let document = AppStateDocument(
                stateVersion: schema.version, savedAt: date, state: state,
                followsIncompleteRestore: previousGeneration.isKept)
            if documents.write(document) {
                persistedState = state
                lastSavedDate = date
                lastError = nil
                removePreviousGenerationIfDone()
            }
        }
        // Recorded after the write, which would otherwise clear it.
        if let captureError { record(captureError) }
    }

    // MARK: Restoring

    /// Reads the saved state and applies it according to the ``ResumePolicy``.
    ///
    /// The initializer calls it; call it again to re-read storage. An older `stateVersion` is
    /// migrated first; an unusable document is moved aside and reported; a newer one is left
    /// untouched. An applied navigation snapshot is replayed into the attached tree.
    ///
    /// Re-reading judges storage afresh: it clears ``lastError``, and when storage that could
    /// not be read, or held a newer document, is usable again (the file is readable or gone),
    /// saves resume. While it still holds something not to overwrite, saves stay suspended.
    public func restoreState() {
        lastError = nil
        offeredState = nil
        isAwaitingRestoreConfirmation = false
        send(.loadStarted)
        previousGeneration = PreviousGeneration()
        keepsPreviousGeneration = false
        restoredPreviousGeneration = false
        let schema = schema
        let decode = { (data: Data) throws(DocumentRejection) in
            try AppStateDocument.decode(data, schema: schema)
        }
        guard let (document, migrated) = documents.load(decode) ?? previousGenerationInPlaceOfDocument(decode)
        else {
            persistedState = nil
            lastSavedDate = nil
            send(.loaded(.nothing, rewritesSoon: false))
            return
        }
        let state = document.state.removingSensitiveFields(sensitiveKeys)
        // A migrated document is rewritten by the next save; one holding fields now marked
        // sensitive is rewritten soon, without them. So is a previous generation read in place
        // of a missing document.
        let rewrites = migrated || previousGeneration.replacesMissingDocument
        persistedState = rewrites || state != document.state ? nil : state
        lastSavedDate = document.savedAt
        let decision = resumePolicy.decision(savedAt: document.savedAt, now: now())
        previousGeneration.loaded = document
        if document.followsIncompleteRestore { loadPreviousGeneration(isApplicable: decision != .expired) }
        let load: AutosaveStateMachine.Load
        switch decision {
        case .apply:
            setValues(state)
            load = .applied(hasNavigation: state.navigationState != nil)
        case .expired:
            // Not applied: the next save replaces it, whatever this session's state.
            persistedState = nil
            if previousGeneration.replacesMissingDocument { previousGeneration.removesAfterSave = true }
            load = .expired
        case .ask:
            offeredState = state
            isAwaitingRestoreConfirmation = true
            load = .offered
        }
        // A rewrite for privacy, or of a missing document, is a reason to save; nothing else
        // about loading is.
        send(
            .loaded(load, rewritesSoon: state != document.state || previousGeneration.replacesMissingDocument)
        )
        if case .applied = load { handOverFormDrafts() }
    }

    /// Applies the state offered by the restore prompt and hides the prompt.
    ///
    /// The offered navigation snapshot is replayed into the attached tree; then
    /// ``onRestoreDecision`` hears ``RestoreDecision/confirmed(_:)`` with the replay's report.
    /// Does nothing when no prompt is waiting.
    public func confirmRestore() {
        guard let offeredState else { return }
        self.offeredState = nil
        isAwaitingRestoreConfirmation = false
        setValues(offeredState)
        let report = send(.restoreConfirmed(hasNavigation: offeredState.navigationState != nil))
        handOverFormDrafts()
        onRestoreDecision?(.confirmed(report))
    }

    /// Discards the state offered by the restore prompt, in storage too, and hides the
    /// prompt; the current state is kept and saved from now on.
    ///
    /// A save skipped while the prompt waited (the user navigated or scrolled meanwhile) is
    /// scheduled again. Then ``onRestoreDecision`` hears ``RestoreDecision/declined``, when a
    /// prompt was waiting. With no state offered (another resume policy, an answer given
    /// already), it removes nothing: what is saved stays saved.
    public func declineRestore() {
        let wasOffered = offeredState != nil
        offeredState = nil
        isAwaitingRestoreConfirmation = false
        // Before the removal, whose failure reaches app code: the prompt no longer holds saves.
        send(.restoreDeclined)
        if wasOffered, documents.remove() {
            persistedState = nil
            lastSavedDate = nil
            removePreviousGeneration()
        }
        if wasOffered { onRestoreDecision?(.declined) }
    }

    /// Resets every tracked value to its first-launch default and removes the saved state
    /// from storage, including a document from a newer version.
    ///
    /// Call it when the user signs out, or when a scene is discarded for good.
    public func clearState() {
        offeredState = nil
        isAwaitingRestoreConfirmation = false
        setValues(SavedAppState())
        send(.cleared)
        if documents.remove() {
            persistedState = nil
            lastSavedDate = nil
            removePreviousGeneration()
        }
    }

    // MARK: Scroll positions

    /// Remembers the item at the top of a scroll view. Schedules a save when it changed.
    ///
    /// - Parameters:
    ///   - id: The scroll view's identifier, stable across launches.
    ///   - topItemID: The identifier of the item at the top.
    public func saveScrollPosition(id: String, topItemID: String) {
        guard scrollPositions[id] != topItemID else { return }
        scrollPositions[id] = topItemID
        send(.valueChanged)
    }

    /// The item last saved as the top of scroll view `id`, or `nil`.
    public func scrollPosition(for id: String) -> String? {
        scrollPositions[id]
    }

    // MARK: Previous generation

    /// Reads the previous generation of a document that records `followsIncompleteRestore`;
    /// one that `isApplicable` and the ``ResumePolicy`` accept is tried by the replay, any
    /// other is removed by the next save.
    private func loadPreviousGeneration(isApplicable: Bool) {
        let schema = schema
        let previous = previousDocuments.load({ data throws(DocumentRejection) in
            try AppStateDocument.decode(data, schema: schema)
        })?.0
        guard let previous else { return }
        keepsPreviousGeneration = true
        if isApplicable, let navigation = previous.state.navigationState,
            resumePolicy.decision(savedAt: previous.savedAt, now: now()) != .expired
        {
            previousGeneration.candidate = navigation
            previousGeneration.isKept = true
        } else {
            previousGeneration.removesAfterSave = true
        }
    }

    /// The previous generation, when storage holds no usable document (none was saved, or it
    /// was unreadable and moved aside) but still keeps one: it is restored in its place, so a
    /// place kept for a later release is not lost with the document that pointed to it. `nil`
    /// when storage holds a document not to overwrite (a newer one, or one it could not read).
    private func previousGenerationInPlaceOfDocument(
        _ decode: (Data) throws(DocumentRejection) -> (AppStateDocument, Bool)
    ) -> (AppStateDocument, Bool)? {
        guard !documents.isWriteSuspended, let found = previousDocuments.load(decode) else { return nil }
        previousGeneration.replacesMissingDocument = true
        // Kept, and the saves mark their document, until its navigation restores completely.
        previousGeneration.isKept = true
        keepsPreviousGeneration = true
        restoredPreviousGeneration = true
        return found
    }

    /// Before a save replaces a document whose replay came out incomplete, writes it as the
    /// previous generation (without the fields now sensitive); returns whether the save may go
    /// on, `false` when that write failed (it is reported) and the document must stay.
    private func keepPreviousGenerationIfNeeded() -> Bool {
        guard previousGeneration.keepsLoaded, var kept = previousGeneration.loaded else { return true }
        kept.state = kept.state.removingSensitiveFields(sensitiveKeys)
        kept.followsIncompleteRestore = false
        guard previousDocuments.write(kept) else { return false }
        previousGeneration.loadedDocumentKept()
        keepsPreviousGeneration = true
        return true
    }

    /// After a save, removes a previous generation that was restored or is stale.
    private func removePreviousGenerationIfDone() {
        if previousGeneration.removesAfterSave { removePreviousGeneration() }
    }

    /// Removes the previous generation from storage and forgets it.
    private func removePreviousGeneration() {
        guard previousDocuments.remove() else { return }
        previousGeneration = PreviousGeneration()
        keepsPreviousGeneration = false
    }

    // MARK: Internals

    private var currentState: SavedAppState {
        SavedAppState(
            navigationState: navigationState, scrollPositions: scrollPositions,
            formDrafts: formDraftsToHandOver)
    }

    /// Makes `state`'s values current; the event that follows decides what to save and replay.
    private func setValues(_ state: SavedAppState) {
        navigationSnapshot = state.navigationState
        scrollPositions = state.scrollPositions
        formDraftsToHandOver = state.formDrafts
    }

    /// Tells the autosave state machine about `event` and performs the actions it returns, in
    /// order; returns the report of the replay among them (`nil` when no coordinator tree
    /// received one).
    @discardableResult
    func send(_ event: AutosaveStateMachine.Event) -> RestorationReport? {
        var report: RestorationReport?
        for action in autosave.handle(event) {
            switch action {
            case .scheduleSave:
                // The pending task holds the manager until it has saved.
                debouncer.schedule { [self] in send(.debounceElapsed) }
            case .cancelScheduledSave:
                debouncer.cancel()
            case .write(let evenIfUnchanged):
                write(evenIfUnchanged: evenIfUnchanged)
            case .replay:
                report = replayNavigationState()
            }
        }
        return report
    }
}

extension StateRestorationManager: SensitiveFieldKeeping {}
