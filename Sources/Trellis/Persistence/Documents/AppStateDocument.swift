import Foundation

/// The app-state document as stored: `appState.json`, or the value of `Trellis.appState`.
///
/// ```json
/// {
///   "formDrafts" : { "compose" : { "title" : "Hello" } },
///   "formatVersion" : 1,
///   "navigationState" : "eyJ2ZXJzaW9uIjox…",
///   "savedAt" : 1700000000.5,
///   "scrollPositions" : { "feed" : "item-42" },
///   "stateVersion" : 1
/// }
/// ```
///
/// `formatVersion`, `stateVersion` and `savedAt` are required; every other field decodes
/// with its default when absent, so documents from older versions keep loading. Unknown
/// fields are ignored, among them `selectedTab`, which earlier versions wrote beside the
/// navigation snapshot (the snapshot holds the tab selection).
///
/// `"followsIncompleteRestore" : true`, written only when it holds, says that the document was
/// saved by a session whose restore skipped something, and that the document it restored is
/// kept as the previous generation (see ``PreviousGeneration``).
struct AppStateDocument: Equatable {
    /// The storage format this version writes and the newest it reads.
    static let currentFormatVersion = 1

    var formatVersion = currentFormatVersion
    /// The app's ``StateSchema/version`` when the document was written.
    var stateVersion: Int
    var savedAt: Date
    var state: SavedAppState
    /// Whether the session that saved the document restored with skips, its previous
    /// generation kept beside it.
    var followsIncompleteRestore = false

    /// Decodes `data`, rejecting newer documents before anything else, and migrates an older
    /// `stateVersion` with `schema`. Returns the document (now at `schema.version`) and
    /// whether it was migrated.
    @MainActor
    static func decode(_ data: Data, schema: StateSchema) throws(DocumentRejection) -> (
        AppStateDocument, Bool
    ) {
        let header = try DocumentCoding.decodeDocument(DocumentHeader.self, from: data)
        try header.checkFormat(supported: currentFormatVersion)
        if let stored = header.stateVersion, stored > schema.version {
            throw .newer(.newerStateVersion(stored: stored, supported: schema.version))
        }
        var document = try DocumentCoding.decodeDocument(AppStateDocument.self, from: data)
        guard document.stateVersion < schema.version else { return (document, false) }
        do {
            try schema.migrate(&document.state, document.stateVersion)
        } catch {
            throw .migrationFailed(error)
        }
        document.stateVersion = schema.version
        return (document, true)
    }
}

extension AppStateDocument: Codable {
    enum CodingKeys: String, CodingKey {
        case formatVersion, stateVersion, savedAt
        case navigationState, scrollPositions, formDrafts
        case followsIncompleteRestore
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        stateVersion = try container.decode(Int.self, forKey: .stateVersion)
        savedAt = try container.decode(Date.self, forKey: .savedAt)
        state = SavedAppState(
            navigationState: try container.decodeIfPresent(Data.self, forKey: .navigationState),
            scrollPositions: try container.decodeIfPresent([String: String].self, forKey: .scrollPositions)
                ?? [:],
            formDrafts: try container.decodeIfPresent([String: [String: String]].self, forKey: .formDrafts)
                ?? [:])
        followsIncompleteRestore =
            try container.decodeIfPresent(Bool.self, forKey: .followsIncompleteRestore) ?? false
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(stateVersion, forKey: .stateVersion)
        try container.encode(savedAt, forKey: .savedAt)
        try container.encodeIfPresent(state.navigationState, forKey: .navigationState)
        try container.encode(state.scrollPositions, forKey: .scrollPositions)
        try container.encode(state.formDrafts, forKey: .formDrafts)
        if followsIncompleteRestore { try container.encode(true, forKey: .followsIncompleteRestore) }
    }
}
