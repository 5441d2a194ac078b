import Foundation

/// What loading a state file must give, worked out from the documented file format and the
/// harness's configuration (``StateFileHarness/schema``, a 30-minute time limit, launching at
/// ``StateFileHarness/now``), without the managers' code: the oracle the fuzzer compares the
/// managers against.
enum ExpectedLoad: Equatable {
    /// Not a document this version reads, or a migration that throws: moved aside.
    case movedAside
    /// Written by a newer version: left in place.
    case newer
    /// Saved too long ago: not applied.
    case expired(savedAt: Date)
    /// Applied.
    case applied(ExpectedState, savedAt: Date)

    /// The app-state document's outcome.
    init(appState data: Data) {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: data) else {
            self = .movedAside
            return
        }
        if header.formatVersion > 1 || (header.stateVersion ?? 0) > 2 {
            self = .newer
            return
        }
        guard let document = try? decoder.decode(AppStateFile.self, from: data) else {
            self = .movedAside
            return
        }
        guard document.stateVersion >= 1 else {
            self = .movedAside
            return
        }
        var state = ExpectedState(
            selectedTab: document.selectedTab ?? 0, navigationState: document.navigationState,
            scrollPositions: document.scrollPositions ?? [:], formDrafts: document.formDrafts ?? [:])
        if document.stateVersion < 2, let top = state.scrollPositions.removeValue(forKey: "inbox") {
            state.scrollPositions["mail"] = top
        }
        let savedAt = Date(timeIntervalSince1970: document.savedAt)
        self =
            StateFileHarness.now.timeIntervalSince(savedAt) <= 30 * 60
            ? .applied(state, savedAt: savedAt) : .expired(savedAt: savedAt)
    }

    /// The form draft's outcome: its values, or why there are none.
    static func formDraft(_ data: Data) -> Result<[String: String], FormDraftRejection> {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: data) else { return .failure(.movedAside) }
        if header.formatVersion > 1 { return .failure(.newer) }
        guard let draft = try? decoder.decode(FormDraftFile.self, from: data) else {
            return .failure(.movedAside)
        }
        return .success(draft.values)
    }

    enum FormDraftRejection: Error {
        case movedAside, newer
    }

    /// The fields every document starts with.
    private struct Header: Decodable {
        var formatVersion: Int
        var stateVersion: Int?
    }

    /// `appState.json`: three required fields, the rest defaulted when absent or `null`.
    private struct AppStateFile: Decodable {
        var formatVersion: Int
        var stateVersion: Int
        /// Seconds since 1970.
        var savedAt: Double
        var selectedTab: Int?
        var navigationState: Data?
        var scrollPositions: [String: String]?
        var formDrafts: [String: [String: String]]?
    }

    /// `formDraft-<formID>.json`: every field required.
    private struct FormDraftFile: Decodable {
        var formatVersion: Int
        var formID: String
        var values: [String: String]
    }
}

/// The values an applied document gives the manager.
struct ExpectedState: Equatable {
    var selectedTab: Int
    var navigationState: Data?
    var scrollPositions: [String: String]
    var formDrafts: [String: [String: String]]
}
