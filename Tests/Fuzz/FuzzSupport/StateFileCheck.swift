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
    var fileContents: Data? { workspace.contents(of: file.path) }

    /// Scroll views and form fields compared across a save and a reload.
    static let scrollIDs = ["feed", "mail", "inbox", "search", "fuzz-marker"]
    static let formFields = [("compose", "title"), ("compose", "body"), ("profile", "name")]
    static let initialHierarchy = FuzzApp().debugHierarchy()

    // MARK: App state

    mutating func appState() {
        let restoration = StateFileHarness.makeManager(in: workspace.directory)
        let loadErrors = log.take()
        let errorAfterLoad = restoration.lastError
        checkExpected(ExpectedLoad(appState: data), restoration, loadErrors: loadErrors)
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
            checkValues(of: restoration, ExpectedState(selectedTab: 0, scrollPositions: [:], formDrafts: [:]))
            if restoration.lastSavedDate != savedAt {
                found.append(
                    "lastSavedDate is \(String(describing: restoration.lastSavedDate)), saved \(savedAt)")
            }
        case .applied(let state, let savedAt):
            if !reasons.isEmpty { found.append("expected the document applied, loading reported \(reasons)") }
            checkValues(of: restoration, state)
            if restoration.lastSavedDate != savedAt {
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

    /// The manager holds `state`: every value in it, and nothing under the probed keys that
    /// `state` does not have.
    private mutating func checkValues(of restoration: StateRestorationManager, _ state: ExpectedState) {
        var wrong: [String] = []
        if restoration.selectedTab != state.selectedTab {
            wrong.append("selectedTab \(restoration.selectedTab)")
        }
        if restoration.navigationState != state.navigationState { wrong.append("navigationState") }
        let scrollIDs = Set(state.scrollPositions.keys).union(Self.scrollIDs)
        for id in scrollIDs where restoration.scrollPosition(for: id) != state.scrollPositions[id] {
            wrong.append("scroll position \(id)")
        }
        var fields = Set(Self.formFields.map { "\($0.0)\u{0}\($0.1)" })
        for (form, values) in state.formDrafts {
            for key in values.keys { fields.insert("\(form)\u{0}\(key)") }
        }
        for field in fields {
            let parts = field.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false).map(
                String.init)
            if restoration.formDraftValue(formID: parts[0], key: parts[1])
                != state.formDrafts[parts[0]]?[parts[1]]
            {
                wrong.append("form draft \(parts[0]).\(parts[1])")
            }
        }
        if !wrong.isEmpty {
            found.append(
                "the loaded values differ from the document's in \(wrong.sorted()): \(describe(restoration))")
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
        let defaults =
            restoration.selectedTab == 0 && restoration.navigationState == nil
            && restoration.lastSavedDate == nil && !restoration.showRestorePrompt
            && Self.scrollIDs.allSatisfy { restoration.scrollPosition(for: $0) == nil }
            && Self.formFields.allSatisfy { restoration.formDraftValue(formID: $0.0, key: $0.1) == nil }
        if !defaults { found.append("a rejected document applied state: \(describe(restoration))") }
        checkInitialTree(app, "after a rejected document")
        switch error.reason {
        case .corruptDocument, .documentTooLarge, .migrationFailed:
            // What the next save writes does not depend on the input here: the unit tests
            // check that saving goes on after a document was moved aside.
            checkMovedAside(error)
        case .newerFormatVersion, .newerStateVersion:
            checkKeptInPlace(error) {
                restoration.saveScrollPosition(id: "fuzz-marker", topItemID: "1")
                restoration.saveState()
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
        restoration.saveState()
        if let error = restoration.lastError { found.append("saving failed: \(error)") }
        if !log.take().isEmpty || fileContents == nil {
            found.append("saving did not write the document")
            return
        }
        var relaunched: StateRestorationManager? = StateFileHarness.makeManager(in: workspace.directory)
        weak let released = relaunched
        let relaunchedApp = FuzzApp()
        relaunched?.attach(relaunchedApp)
        let errors = log.take()
        if !errors.isEmpty { found.append("a saved document did not load again: \(errors)") }
        if let relaunched {
            if !sameState(relaunched, restoration) {
                found.append(
                    "saved\n\(describe(restoration))\nbut the relaunch loaded\n\(describe(relaunched))")
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

    private func sameState(_ lhs: StateRestorationManager, _ rhs: StateRestorationManager) -> Bool {
        lhs.selectedTab == rhs.selectedTab && lhs.navigationState == rhs.navigationState
            && Self.scrollIDs.allSatisfy { lhs.scrollPosition(for: $0) == rhs.scrollPosition(for: $0) }
            && Self.formFields.allSatisfy {
                lhs.formDraftValue(formID: $0.0, key: $0.1) == rhs.formDraftValue(formID: $0.0, key: $0.1)
            }
    }

    private func describe(_ restoration: StateRestorationManager) -> String {
        let scroll = Self.scrollIDs.map { "\($0)=\(restoration.scrollPosition(for: $0) ?? "nil")" }
        let drafts = Self.formFields.map {
            "\($0.0).\($0.1)=\(restoration.formDraftValue(formID: $0.0, key: $0.1) ?? "nil")"
        }
        let snapshot = restoration.navigationState.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
        return "tab \(restoration.selectedTab), scroll \(scroll), drafts \(drafts), navigation \(snapshot)"
    }

    private mutating func checkInitialTree(_ app: FuzzApp, _ situation: String) {
        if app.debugHierarchy() != Self.initialHierarchy {
            found.append("the tree is not at its initial position \(situation):\n\(app.debugHierarchy())")
        }
    }

    // MARK: Form draft

    mutating func formDraft() {
        let drafts = StateFileHarness.makeDrafts(in: workspace.directory)
        let loadErrors = log.take()
        let reasons = loadErrors.map(\.reason)
        switch ExpectedLoad.formDraft(data) {
        case .success(let values):
            if !reasons.isEmpty || drafts.allDraftValues() != values {
                found.append(
                    "expected the values \(values), loading gave \(drafts.allDraftValues()), \(reasons)")
            }
        case .failure(.movedAside):
            if reasons != [.corruptDocument] {
                found.append("expected the draft moved aside, got \(reasons)")
            }
        case .failure(.newer):
            if reasons.count != 1 || !Self.isNewer(reasons[0]) {
                found.append("expected a newer draft kept, got \(reasons)")
            }
        }
        switch loadErrors.count {
        case 0:
            if fileContents != data { found.append("loading a usable draft rewrote it") }
            checkDraftReloads(drafts)
        case 1:
            let error = loadErrors[0]
            checkLoadError(error)
            if drafts.hasDraft { found.append("a rejected draft applied values: \(drafts.allDraftValues())") }
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

    private mutating func checkDraftReloads(_ drafts: FormDraftManager) {
        drafts.save(key: "fuzz-marker", value: drafts.value(for: "fuzz-marker") == "1" ? "2" : "1")
        drafts.saveNow()
        let errors = log.take()
        if !errors.isEmpty || drafts.lastError != nil || fileContents == nil {
            found.append("saving the draft failed: \(errors)")
            return
        }
        var relaunched: FormDraftManager? = StateFileHarness.makeDrafts(in: workspace.directory)
        weak let released = relaunched
        let reloadErrors = log.take()
        if !reloadErrors.isEmpty { found.append("a saved draft did not load again: \(reloadErrors)") }
        if let loaded = relaunched?.allDraftValues(), loaded != drafts.allDraftValues() {
            found.append("saved \(drafts.allDraftValues()) but the relaunch loaded \(loaded)")
        }
        relaunched = nil
        if released != nil { found.append("loading a draft scheduled a save") }
    }

    // MARK: Shared

    private mutating func checkLoadError(_ error: PersistenceError) {
        if error.operation != .load { found.append("loading reported a \(error.operation) error: \(error)") }
        if !error.description.contains(file.path) {
            found.append("the error does not name the file: \(error)")
        }
    }

    /// The document was moved aside whole, and nothing is left in its place.
    private mutating func checkMovedAside(_ error: PersistenceError) {
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
    private mutating func checkKeptInPlace(_ error: PersistenceError, save: () -> Void) {
        if error.movedAsideTo != nil { found.append("a newer document was moved aside: \(error)") }
        save()
        let reasons = log.take().map(\.reason)
        if reasons != [.writeSuspended] { found.append("saving over a newer document reported \(reasons)") }
        if fileContents != data { found.append("a newer document was overwritten") }
    }
}
