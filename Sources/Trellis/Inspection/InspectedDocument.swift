import Foundation

/// A file Trellis wrote, recognised and read without the app's types: a navigation snapshot
/// or an app-state file.
///
/// Use it when a tool is handed a file and does not know which of the two it is:
///
/// ```swift
/// let document = try InspectedDocument(data: Data(contentsOf: url))
/// print(document)
/// if case .appState(let state) = document, let tree = state.navigationState {
///     print(tree.coordinators.map(\.typeName))
/// }
/// ```
public enum InspectedDocument: Sendable, Hashable, CustomStringConvertible {
    /// The bytes of ``Coordinator/captureNavigationState()``.
    case navigationSnapshot(InspectedSnapshot)
    /// An app-state file written by ``StateRestorationManager``.
    case appState(InspectedAppState)

    /// Recognises and reads a navigation snapshot or an app-state file.
    ///
    /// - Parameter data: The file's contents.
    /// - Throws: ``InspectionError/unrecognizedDocument(reason:)`` when the data is neither
    ///   (not JSON, another JSON document, a form draft), or the error of
    ///   ``InspectedSnapshot/init(data:)`` or ``InspectedAppState/init(data:)`` for the kind of
    ///   file it is.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw InspectionError.unrecognizedDocument(reason: "the data is empty") }
        let fields: Set<String>
        do {
            fields = try JSONDecoder().decode(FieldNames.self, from: data).names
        } catch let error as DecodingError {
            throw InspectionError.unrecognizedDocument(
                reason: DecodingErrorText.reason(for: error, in: data))
        }
        if fields.contains(SnapshotDocument<StoredDestinationText>.CodingKeys.format.stringValue) {
            self = .navigationSnapshot(try InspectedSnapshot(data: data))
        } else if fields.contains(AppStateDocument.CodingKeys.stateVersion.stringValue) {
            self = .appState(try InspectedAppState(data: data))
        } else if (try? DocumentCoding.decode(FormDraftDocument.self, from: data)) != nil {
            throw InspectionError.unrecognizedDocument(
                reason: "it is a form draft (FormDraftManager), which holds no navigation")
        } else {
            throw InspectionError.unrecognizedDocument(
                reason:
                    "it is a JSON object without the format of a snapshot or the stateVersion of an app-state file"
            )
        }
    }

    /// The navigation snapshot the file holds: the snapshot itself, or an app-state file's
    /// ``InspectedAppState/navigationState``; `nil` for an app-state file saved without one.
    ///
    /// ```swift
    /// if let tree = try InspectedDocument(data: data).navigationState {
    ///     print(tree.diagram(as: .dot))
    /// }
    /// ```
    public var navigationState: InspectedSnapshot? {
        switch self {
        case .navigationSnapshot(let snapshot): snapshot
        case .appState(let state): state.navigationState
        }
    }

    /// A heading naming the kind of file, then its description: `Navigation snapshot:
    /// trellis.navigation version 1, 7 coordinators` and the tree, or the app state's lines.
    public var description: String {
        switch self {
        case .navigationSnapshot(let snapshot): "Navigation snapshot: \(snapshot.summary)\n\(snapshot)"
        case .appState(let state): state.description
        }
    }

    /// The field names of a JSON object.
    private struct FieldNames: Decodable {
        var names: Set<String>

        init(from decoder: any Decoder) throws {
            names = Set(try decoder.container(keyedBy: FieldKey.self).allKeys.map(\.stringValue))
        }
    }
}
