import Foundation

/// A route of the node table as a restore first reads it: not at all. The routes are decoded
/// later, from their own bytes, by the coordinator that knows their type.
struct UnreadDestination: Decodable {
    init() {}
    init(from decoder: any Decoder) throws {}
}

/// A node of a validated snapshot on its way into a restore: its fields as `JSONDecoder` read
/// them, and the JSON of its routes, decoded by ``DestinationCoding`` with the coordinator's
/// `Destinations` type when the replay reaches it.
struct RestoringNode {
    let fields: SnapshotNode<UnreadDestination>
    /// The root route; `nil` when there is none (also for `null`).
    let root: Data?
    /// The JSON arrays of the entries, tabs, selections and modals.
    let entries: Data?
    let tabs: Data?
    let selections: Data?
    let modals: Data?
    /// Each omitted slot's omission.
    let omissions: [Int: SnapshotOmission]
    /// The document's app version, for migrations (see ``StoredDestination/appVersion``).
    let appVersion: String?
    /// The root and tabs once decoded (and migrated), see ``DecodedBaseDestinations``.
    let decodedBase = DecodedBaseDestinations()
    /// The elements of the lists a report has read routes from.
    let reportedLists = ReportedLists()

    /// `nil` when the routes found in the bytes do not agree with the fields `JSONDecoder` read.
    init?(
        fields: SnapshotNode<UnreadDestination>, routes: DestinationLocator.NodeDestinations, in data: Data,
        appVersion: String?
    ) {
        func agree(_ range: DestinationLocator.ListRange?, _ decoded: [UnreadDestination]?) -> Bool {
            (range?.count ?? 0) == (decoded?.count ?? 0)
        }
        func slice(_ range: Range<Int>) -> Data {
            data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
        }
        guard routes.root != nil || fields.root == nil, agree(routes.entries, fields.entries),
            agree(routes.tabs, fields.tabs), agree(routes.selections, fields.selections),
            agree(routes.modals, fields.modals)
        else { return nil }
        self.fields = fields
        // A `null` root is no root, as for `JSONDecoder`.
        root = fields.root == nil ? nil : routes.root.map(slice)
        entries = routes.entries.map { slice($0.bytes) }
        tabs = routes.tabs.map { slice($0.bytes) }
        selections = routes.selections.map { slice($0.bytes) }
        modals = routes.modals.map { slice($0.bytes) }
        omissions = fields.omissionsBySlot
        self.appVersion = appVersion
    }

    var kind: CoordinatorKind { fields.kind }
    var type: String { fields.type }

    /// The JSON array of the entries above a flow's or root coordinator's root: a flow's
    /// `entries`, a root coordinator's `modals` (see ``SnapshotNode/setEntries(_:codes:hasEntries:)``).
    var entryRoutes: Data? { kind == .flow ? entries : modals }
    /// Their presentation codes.
    var entryCodes: String? { kind == .flow ? fields.presentations : fields.modalPresentations }

    /// The route stored at `slot` (the root or sidebar, a tab, a selection, an entry or a modal, numbered as
    /// ``SnapshotNode/slot``), for the report; `nil` when there is none (left out at capture).
    ///
    /// Read only for a reported route; each list is walked once, on its first report.
    func storedDestination(at slot: Int) -> StoredDestination? {
        let list: Data?
        let index: Int
        switch kind {
        case .flow, .root:
            guard slot > 0 else { return storedDestination(root) }
            (list, index) = (entryRoutes, slot - 1)
        case .tab:
            let tabCount = fields.tabs?.count ?? 0
            (list, index) = slot < tabCount ? (tabs, slot) : (modals, slot - tabCount)
        case .split:
            guard slot > 0 else { return storedDestination(root) }
            let selectionCount = fields.selections?.count ?? 0
            (list, index) =
                slot <= selectionCount ? (selections, slot - 1) : (modals, slot - 1 - selectionCount)
        }
        guard let list else { return nil }
        let key = list.startIndex
        if reportedLists.elements[key] == nil {
            let bytes = [UInt8](list)
            reportedLists.elements[key] = ((try? DestinationLocator.elementRanges(in: bytes)) ?? []).map {
                bytes[$0]
            }
        }
        guard let elements = reportedLists.elements[key], elements.indices.contains(index) else { return nil }
        return storedDestination(Data(elements[index]))
    }

    private func storedDestination(_ json: Data?) -> StoredDestination? {
        guard let json, json.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) != UInt8(ascii: "n")
        else { return nil }
        return StoredDestination(json: json, appVersion: appVersion, coordinatorType: type)
    }
}

/// A node's root, tabs and selections as decoded for its coordinator (`DecodedDestination<D>?` and
/// `[DecodedDestination<D>]`). A restore reads them twice — to check the snapshot policy, then to
/// replay them — and decodes them once (a migration is asked once per stored route).
final class DecodedBaseDestinations {
    var root: Any?
    var tabs: Any?
    var selections: Any?
}

/// The elements of a node's route lists, by the list's offset in the document, split once for
/// the report (see ``RestoringNode/storedDestination(at:)``).
final class ReportedLists {
    var elements: [Int: [ArraySlice<UInt8>]] = [:]
}
