import Foundation
import Trellis

/// The checks of one input fed as one document.
@MainActor
struct StateFileCheck {
    let document: Document
    let data: Data
    let workspace: Workspace
    let log: ErrorLog
    var found: [String] = []

    var file: URL { workspace.file(document) }
    /// The storage of the manager that loads the document.
    var storageDirectory: URL { workspace.directory(for: document) }
    var fileContents: Data? { workspace.contents(of: file.path) }

    static let initialHierarchy = FuzzApp().debugHierarchy()

    // MARK: App state

    mutating func appState() {
        let restoration = StateFileHarness.makeManager(in: storageDirectory)
        let loadErrors = log.take()
        let errorAfterLoad = restoration.lastError
        checkExpected(ExpectedLoad.outcomes(appState: data), restoration, loadErrors: loadErrors)
        let app = FuzzApp()
        restoration.attach(app)
        let attachErrors = log.take()
        switch loadErrors.count {
        case 0:
            if let errorAfterLoad {
                found.append("no error was reported, but lastError is \(errorAfterLoad)")
            }
            checkAccepted(restoration, app: app, attachErrors: attachErrors)
        case 1:
            if errorAfterLoad?.reason != loadErrors[0].reason {
                found.append(
                    "lastError is \(String(describing: errorAfterLoad)), not the reported \(loadErrors[0])")
            }
            checkRejected(loadErrors[0], restoration, app: app, attachErrors: attachErrors)
        default:
            found.append("loading reported \(loadErrors.count) errors: \(loadErrors)")
        }
    }

    /// The outcome and the values are the ones the file format and the configuration give.
    /// The outcome and the values are those of one of `outcomes`.
    private mutating func checkExpected(
        _ outcomes: [ExpectedLoad], _ restoration: StateRestorationManager, loadErrors: [PersistenceError]
    ) {
        var failures: [String] = []
        for expected in outcomes {
            var trial = self
            trial.found = []
            trial.checkExpected(expected, restoration, loadErrors: loadErrors)
            if trial.found.isEmpty { return }
            failures += trial.found
        }
        found += failures
    }

    private mutating func checkExpected(
        _ expected: ExpectedLoad, _ restoration: StateRestorationManager, loadErrors: [PersistenceError]
    ) {
        let reasons = loadErrors.map(\.reason)
        switch expected {
        case .movedAside:
            if reasons != [.corruptDocument] && reasons != [.migrationFailed] {
                found.append("expected the document moved aside, loading reported \(reasons)")
            }
        case .newer:
            if reasons.count != 1 || !Self.isNewer(reasons[0]) {
                found.append("expected a newer document left in place, loading reported \(reasons)")
            }
        case .expired(let savedAt):
            if !reasons.isEmpty { found.append("expected an expired document, loading reported \(reasons)") }
            checkValues(of: restoration, ExpectedState(scrollPositions: [:], formDrafts: [:]))
            if !Self.isSameInstant(restoration.lastSavedDate, savedAt) {
                found.append(
                    "lastSavedDate is \(String(describing: restoration.lastSavedDate)), saved \(savedAt)")
            }
        case .applied(let state, let savedAt):
            if !reasons.isEmpty { found.append("expected the document applied, loading reported \(reasons)") }
            checkValues(of: restoration, state)
            if !Self.isSameInstant(restoration.lastSavedDate, savedAt) {
                found.append(
                    "lastSavedDate is \(String(describing: restoration.lastSavedDate)), saved \(savedAt)")
            }
        }
    }

    private static func isNewer(_ reason: PersistenceError.Reason) -> Bool {
        switch reason {
        case .newerFormatVersion, .newerStateVersion: true
        default: false
        }
    }

    /// The manager holds `state`: the same dictionaries of scroll positions and form drafts,
    /// read under every key of `state` and of the input (and a few fixed ones).
    private mutating func checkValues(of restoration: StateRestorationManager, _ state: ExpectedState) {
        var keys = StateKeys()
        keys.add(scrollPositions: state.scrollPositions, formDrafts: state.formDrafts)
        keys.add(document: data)
        let loaded = ManagerValues(restoration, keys: keys, storage: storageDirectory)
        let expected = ManagerValues(state)
        if loaded != expected {
            found.append("the manager loaded\n\(loaded)\nbut the document holds\n\(expected)")
        }
    }

    private mutating func checkAccepted(
        _ restoration: StateRestorationManager, app: FuzzApp, attachErrors: [PersistenceError]
    ) {
        if fileContents != data { found.append("loading a usable document rewrote it") }
        if let snapshot = restoration.navigationState {
            let direct = FuzzApp()
            do {
                let report = try direct.restoreNavigationState(from: snapshot)
                if !attachErrors.isEmpty { found.append("a restorable snapshot reported \(attachErrors)") }
                if app.debugHierarchy() != direct.debugHierarchy() {
                    found.append(
                        "the attached tree printed\n\(app.debugHierarchy())\n"
                            + "but restoring the snapshot directly printed\n\(direct.debugHierarchy())")
                }
                if restoration.lastRestorationReport != report {
                    found.append(
                        "lastRestorationReport is \(String(describing: restoration.lastRestorationReport)), "
                            + "restoring directly reported \(report)")
                }
            } catch {
                if attachErrors.map(\.operation) != [.restoreNavigation]
                    || attachErrors.map(\.reason) != [.navigationSnapshotFailed]
                {
                    found.append("an unrestorable snapshot (\(error)) reported \(attachErrors)")
                }
                checkInitialTree(app, "after a refused snapshot")
            }
        } else {
            if !attachErrors.isEmpty { found.append("attaching without a snapshot reported \(attachErrors)") }
            checkInitialTree(app, "without a snapshot")
        }
        checkReloads(restoration, app: app)
    }

    private mutating func checkRejected(
        _ error: PersistenceError, _ restoration: StateRestorationManager, app: FuzzApp,
        attachErrors: [PersistenceError]
    ) {
        checkLoadError(error)
        if !attachErrors.isEmpty { found.append("attaching after a rejected load reported \(attachErrors)") }
        var keys = StateKeys()
        keys.add(document: data)
        let values = ManagerValues(restoration, keys: keys, storage: storageDirectory)
        let defaults = ManagerValues(ExpectedState(scrollPositions: [:], formDrafts: [:]))
        if values != defaults || restoration.lastSavedDate != nil || restoration.isAwaitingRestoreConfirmation
        {
            found.append("a rejected document applied state: \(values)")
        }
        checkInitialTree(app, "after a rejected document")
        switch error.reason {
        case .corruptDocument, .documentTooLarge, .migrationFailed:
            // What the next save writes does not depend on the input here: the unit tests
            // check that saving goes on after a document was moved aside.
            checkMovedAside(error)
        case .newerFormatVersion, .newerStateVersion:
            checkKeptInPlace(error) {
                restoration.saveScrollPosition(id: "fuzz-marker", topItemID: "1")
                restoration.saveNow()
            }
        default:
            found.append("unexpected reason for a regular file: \(error)")
        }
    }

    /// Saves what `restoration` holds (with one more change, so it is written), then checks
    /// that a relaunch loads the same state and tree.
    private mutating func checkReloads(_ restoration: StateRestorationManager, app: FuzzApp) {
        let marker = restoration.scrollPosition(for: "fuzz-marker") == "1" ? "2" : "1"
        restoration.saveScrollPosition(id: "fuzz-marker", topItemID: marker)
        restoration.saveNow()
        if let error = restoration.lastError { found.append("saving failed: \(error)") }
        guard log.take().isEmpty, let saved = fileContents else {
            found.append("saving did not write the document")
            return
        }
        // Every scroll view and form field of the input, of the saved document and of the
        // expected state, the saved document's keys read with `JSONSerialization`.
        var keys = StateKeys()
        keys.add(document: data)
        keys.add(document: saved)
        for case .applied(let state, _) in ExpectedLoad.outcomes(appState: data) {
            keys.add(scrollPositions: state.scrollPositions, formDrafts: state.formDrafts)
        }
        let before = ManagerValues(restoration, keys: keys, storage: storageDirectory)
        if let written = ManagerValues(document: saved) {
            // Drafts are in their forms' documents: the app state holds none once handed over.
            var held = before
            held.formDrafts = [:]
            if written != held { found.append("the manager held\n\(held)\nbut saved\n\(written)") }
        } else {
            found.append(
                "the saved document does not hold the format's fields: \(String(decoding: saved, as: UTF8.self))"
            )
        }
        var relaunched: StateRestorationManager? = StateFileHarness.makeManager(in: storageDirectory)
        weak let released = relaunched
        let relaunchedApp = FuzzApp()
        relaunched?.attach(relaunchedApp)
        let errors = log.take()
        if !errors.isEmpty { found.append("a saved document did not load again: \(errors)") }
        if let relaunched {
            let after = ManagerValues(relaunched, keys: keys, storage: storageDirectory)
            if after != before {
                found.append("saved\n\(before)\nbut the relaunch loaded\n\(after)")
            }
            if relaunched.lastSavedDate != StateFileHarness.now {
                found.append(
                    "the relaunch's lastSavedDate is \(String(describing: relaunched.lastSavedDate))")
            }
        }
        if relaunchedApp.debugHierarchy() != app.debugHierarchy() {
            found.append(
                "saved the tree\n\(app.debugHierarchy())\nbut the relaunch restored\n\(relaunchedApp.debugHierarchy())"
            )
        }
        // A save scheduled by loading or attaching would hold the manager until it ran.
        relaunched = nil
        if released != nil { found.append("loading and attaching scheduled a save") }
    }

    private mutating func checkInitialTree(_ app: FuzzApp, _ situation: String) {
        if app.debugHierarchy() != Self.initialHierarchy {
            found.append("the tree is not at its initial position \(situation):\n\(app.debugHierarchy())")
        }
    }

    // MARK: Form draft

    mutating func formDraft() {
        let drafts = StateFileHarness.makeDrafts(in: storageDirectory)
        let loadErrors = log.take()
        let reasons = loadErrors.map(\.reason)
        let outcomes = ExpectedLoad.formDraftOutcomes(data)
        let mismatches = outcomes.map {
            Self.draftMismatch($0, reasons: reasons, loaded: drafts.draftValues)
        }
        if !mismatches.contains(nil) { found += mismatches.compactMap { $0 } }
        switch loadErrors.count {
        case 0:
            if fileContents != data { found.append("loading a usable draft rewrote it") }
            checkDraftReloads(drafts)
        case 1:
            let error = loadErrors[0]
            checkLoadError(error)
            if drafts.hasDraft { found.append("a rejected draft applied values: \(drafts.draftValues)") }
            switch error.reason {
            case .corruptDocument, .documentTooLarge:
                checkMovedAside(error)
            case .newerFormatVersion:
                checkKeptInPlace(error) {
                    drafts.save(key: "fuzz-marker", value: "1")
                    drafts.saveNow()
                }
            default:
                found.append("unexpected reason for a draft in a regular file: \(error)")
            }
        default:
            found.append("loading reported \(loadErrors.count) errors: \(loadErrors)")
        }
    }

    /// How loading (`reasons`, `loaded`) differs from `expected`; `nil` when it does not.
    private static func draftMismatch(
        _ expected: Result<[String: String], ExpectedLoad.FormDraftRejection>,
        reasons: [PersistenceError.Reason],
        loaded: [String: String]
    ) -> String? {
        switch expected {
        case .success(let values):
            reasons.isEmpty && loaded == values
                ? nil : "expected the values \(values), loading gave \(loaded), \(reasons)"
        case .failure(.movedAside):
            reasons == [.corruptDocument] ? nil : "expected the draft moved aside, got \(reasons)"
        case .failure(.newer):
            reasons.count == 1 && isNewer(reasons[0]) ? nil : "expected a newer draft kept, got \(reasons)"
        }
    }

    /// Whether a loaded date is the document's `savedAt`. The oracle reads the number with
    /// `JSONSerialization`, the manager with `JSONDecoder`; for integers beyond 2^53 the two
    /// round to neighbouring doubles, so the dates may differ in the last bit.
    static func isSameInstant(_ loaded: Date?, _ saved: Date) -> Bool {
        guard let loaded else { return false }
        let (a, b) = (loaded.timeIntervalSince1970, saved.timeIntervalSince1970)
        return a == b || abs(a - b) <= abs(b) * 4 * Double.ulpOfOne
    }

    private mutating func checkDraftReloads(_ drafts: FormDraftManager) {
        drafts.save(key: "fuzz-marker", value: drafts.value(for: "fuzz-marker") == "1" ? "2" : "1")
        drafts.saveNow()
        let errors = log.take()
        if !errors.isEmpty || drafts.lastError != nil || fileContents == nil {
            found.append("saving the draft failed: \(errors)")
            return
        }
        var relaunched: FormDraftManager? = StateFileHarness.makeDrafts(in: storageDirectory)
        weak let released = relaunched
        let reloadErrors = log.take()
        if !reloadErrors.isEmpty { found.append("a saved draft did not load again: \(reloadErrors)") }
        if let loaded = relaunched?.draftValues, loaded != drafts.draftValues {
            found.append("saved \(drafts.draftValues) but the relaunch loaded \(loaded)")
        }
        relaunched = nil
        if released != nil { found.append("loading a draft scheduled a save") }
    }

    // MARK: Shared

    mutating func checkLoadError(_ error: PersistenceError) {
        if error.operation != .load { found.append("loading reported a \(error.operation) error: \(error)") }
        if !error.description.contains(file.path) {
            found.append("the error does not name the file: \(error)")
        }
    }

    /// The document was moved aside whole, and nothing is left in its place.
    mutating func checkMovedAside(_ error: PersistenceError) {
        guard let destination = error.movedAsideTo else {
            found.append("an unusable document was not moved aside: \(error)")
            return
        }
        if workspace.contents(of: destination) != data {
            found.append("the document moved aside to \(destination) lost bytes")
        }
        if fileContents != nil { found.append("something is left in the moved document's place") }
    }

    /// The document is in place, whole, and a save (`save`) does not overwrite it.
    mutating func checkKeptInPlace(_ error: PersistenceError, save: () -> Void) {
        if error.movedAsideTo != nil { found.append("a newer document was moved aside: \(error)") }
        save()
        let reasons = log.take().map(\.reason)
        if reasons != [.writeSuspended] { found.append("saving over a newer document reported \(reasons)") }
        if fileContents != data { found.append("a newer document was overwritten") }
    }
}
