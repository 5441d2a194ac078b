import Foundation

/// An app-state file read without the app's types: what ``StateRestorationManager`` saved
/// (`appState.json`, or the value it keeps in UserDefaults), with its navigation snapshot
/// read as an ``InspectedSnapshot``.
///
/// ```swift
/// let data = try Data(contentsOf: directory.appendingPathComponent("appState.json"))
/// let state = try InspectedAppState(data: data)
/// print(state.scrollPositions, state.navigationState?.coordinators.count ?? 0)
/// ```
///
/// Form drafts are described by their field keys only: their values are what the user typed,
/// and an inspection is often pasted into a bug report. (Fields the app marks sensitive never
/// reach the file at all.)
public struct InspectedAppState: Sendable, Hashable, CustomStringConvertible {
    /// The storage format the file was written in.
    public let formatVersion: Int
    /// The app's ``StateSchema/version`` when the file was written.
    public let stateVersion: Int
    /// When the file was written.
    public let savedAt: Date
    /// Scroll positions: scroll view identifier → identifier of the item at the top.
    public let scrollPositions: [String: String]
    /// The saved form drafts: form identifier → the keys of its saved fields, sorted.
    public let formDraftKeys: [String: [String]]
    /// The navigation snapshot, when the file holds one.
    public let navigationState: InspectedSnapshot?

    /// Reads an app-state file.
    ///
    /// - Parameter data: The file's contents.
    /// - Throws: ``InspectionError/invalidAppState(reason:)`` when the data is not an
    ///   app-state file this version of Trellis reads (not JSON, a field missing or of the
    ///   wrong type, a newer storage format, larger than the manager reads);
    ///   ``InspectionError/invalidNavigationState(_:)`` when its navigation snapshot is not
    ///   valid.
    public init(data: Data) throws {
        let limit = DocumentStorage.defaultSizeLimit
        guard data.count <= limit else {
            throw InspectionError.invalidAppState(
                reason:
                    "it is \(data.count) bytes, more than the \(limit) bytes StateRestorationManager reads")
        }
        guard !data.isEmpty else { throw InspectionError.invalidAppState(reason: "the data is empty") }
        let document: AppStateDocument
        do {
            let header = try DocumentCoding.decode(DocumentHeader.self, from: data)
            let supported = AppStateDocument.currentFormatVersion
            guard (try? header.checkFormat(supported: supported)) != nil else {
                throw InspectionError.invalidAppState(
                    reason: "it was written in storage format \(header.formatVersion) by a newer Trellis, "
                        + "which this one (format \(supported)) does not read")
            }
            document = try DocumentCoding.decode(AppStateDocument.self, from: data)
        } catch let error as DecodingError {
            throw InspectionError.invalidAppState(reason: DecodingErrorText.reason(for: error, in: data))
        }
        formatVersion = document.formatVersion
        stateVersion = document.stateVersion
        savedAt = document.savedAt
        scrollPositions = document.state.scrollPositions
        // A form listed without fields is no draft, as the manager sees it.
        formDraftKeys = document.state.formDrafts.compactMapValues { $0.isEmpty ? nil : $0.keys.sorted() }
        do {
            navigationState = try document.state.navigationState.map(InspectedSnapshot.init(data:))
        } catch InspectionError.invalidSnapshot(let error) {
            throw InspectionError.invalidNavigationState(error)
        }
    }

    /// The state, one line per value, then the navigation tree: everything but the save date,
    /// so that the same state always prints the same text.
    ///
    /// ```
    /// App state: format 1, stateVersion 1
    /// scrollPositions:
    ///   productList: "product-12"
    /// formDrafts:
    ///   review-7: fields rating, title
    /// navigationState: trellis.navigation version 2, 7 coordinators
    /// ShopAppCoordinator [root]
    ///   …
    /// ```
    public var description: String {
        var lines = [
            "App state: format \(formatVersion), stateVersion \(stateVersion)"
        ]
        let name = InspectionText.printable
        if scrollPositions.isEmpty {
            lines.append("scrollPositions: none")
        } else {
            lines.append("scrollPositions:")
            for (id, item) in scrollPositions.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(name(id)): \(item.debugDescription)")
            }
        }
        if formDraftKeys.isEmpty {
            lines.append("formDrafts: none")
        } else {
            lines.append("formDrafts:")
            for (formID, keys) in formDraftKeys.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(name(formID)): fields \(keys.map(name).joined(separator: ", "))")
            }
        }
        if let navigationState {
            lines.append("navigationState: \(navigationState.summary)")
            lines.append(navigationState.description)
        } else {
            lines.append("navigationState: none")
        }
        return lines.joined(separator: "\n")
    }
}
