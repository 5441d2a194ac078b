import Foundation

/// A destination of the node table as a restore first reads it: not decoded yet. Up to
/// ``DestinationReading/largestSingleParse`` bytes of document, it keeps the decoder `JSONDecoder`
/// made for the JSON value holding it — the root itself, or the whole list it is in — from
/// which the coordinator that knows the destinations' type decodes them when the replay reaches it
/// (``DestinationCoding``); in a larger document it keeps nothing, and the destinations are read from
/// their own bytes.
///
/// Why a decoder: a destination is decoded into the `Destinations` of the coordinator holding it,
/// known only when the replay reaches that coordinator (its parent's `makeChild(for:)` creates
/// it), long after the node table is read. `superDecoder(forKey:)` gives a decoder of its own
/// for a member's value, which may outlive the `JSONDecoder` call that made it (Foundation's
/// decoder keeps the document's bytes for it), so the document is parsed once: no destination is
/// read twice, and none is read before its type is known.
struct UnreadDestination: Decodable {
    /// The decoder of the root, or of the list this destination is the first element of; `nil` for
    /// the other elements, and when the destinations are read from their own bytes
    /// (``DestinationReading/detached``).
    let source: (any Decoder)?

    init(source: (any Decoder)?) {
        self.source = source
    }

    /// Never called: a node's decoding makes its unread destinations from `superDecoder(forKey:)`
    /// (the decoder handed to `init(from:)` is `JSONDecoder`'s own, reused for the next value
    /// once this call returns).
    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "A destination is read by its node's decoding.")
        )
    }
}

/// A destination value of a node on its way into a restore: its root, or one of its lists of
/// destinations, and the decoder to read it with.
struct DestinationValue {
    /// The node's field holding it.
    let field: SnapshotNode<UnreadDestination>.CodingKeys
    /// The decoder `JSONDecoder` made for it while it read the node table; `nil` when it is
    /// read from its own bytes (``DestinationReading/detached``).
    let decoder: (any Decoder)?
}

/// A node of a validated snapshot on its way into a restore: its fields as `JSONDecoder` read
/// them, and its destinations, decoded by ``DestinationCoding`` with the coordinator's
/// `Destinations` type when the replay reaches it.
final class RestoringNode {
    let fields: SnapshotNode<UnreadDestination>
    /// The root destination; `nil` when there is none (also for `null`).
    let root: DestinationValue?
    /// The lists of the entries, tabs, selections and modals.
    let entries: DestinationValue?
    let tabs: DestinationValue?
    let selections: DestinationValue?
    let modals: DestinationValue?
    /// The node's index in the document.
    let index: Int
    /// The document's text, for the destinations' JSON a migration or a report shows.
    let text: SnapshotText
    /// Each omitted slot's omission.
    let omissions: [Int: SnapshotOmission]
    /// The unreadable field each slot's entry is skipped for (``UnreadableField/slot``).
    let unreadableBySlot: [Int: UnreadableField]
    /// The document's app version, for migrations (see ``StoredDestination/appVersion``).
    let appVersion: String?
    /// The root once decoded (and migrated) for the node's coordinator,
    /// `DecodedDestination<D>?`, and its tabs or selections, `DecodedList<D>`, each in a
    /// ``DecodedDestinations`` box: a restore reads them twice — to check the snapshot policy, then to
    /// replay them — and decodes them once (a migration is asked once per stored destination).
    var decodedRoot: AnyObject?
    var decodedList: (field: SnapshotNode<UnreadDestination>.CodingKeys, destinations: AnyObject)?
    /// The elements of the lists a report has read destinations from, by the list's field, split
    /// once (see ``storedDestination(at:)``).
    private var reportedElements: [SnapshotNode<UnreadDestination>.CodingKeys: [ArraySlice<UInt8>]] = [:]

    init(fields: SnapshotNode<UnreadDestination>, index: Int, text: SnapshotText, appVersion: String?) {
        func value(_ field: SnapshotNode<UnreadDestination>.CodingKeys, _ destinations: [UnreadDestination]?)
            -> DestinationValue?
        {
            destinations?.first.map { DestinationValue(field: field, decoder: $0.source) }
        }
        self.fields = fields
        root = fields.root.map { DestinationValue(field: .root, decoder: $0.source) }
        entries = value(.entries, fields.entries)
        tabs = value(.tabs, fields.tabs)
        selections = value(.selections, fields.selections)
        modals = value(.modals, fields.modals)
        self.index = index
        self.text = text
        omissions = fields.omissionsBySlot
        var unreadableBySlot: [Int: UnreadableField] = [:]
        for field in fields.unreadable ?? [] {
            if let slot = field.slot, unreadableBySlot[slot] == nil { unreadableBySlot[slot] = field }
        }
        self.unreadableBySlot = unreadableBySlot
        self.appVersion = appVersion
    }

    var kind: CoordinatorKind { fields.kind }

    /// The decoder to read `value` with: the one the node table's `JSONDecoder` call kept, or
    /// one for the value's own bytes; `nil` when they cannot be found or read.
    func source(of value: DestinationValue) -> (any Decoder)? {
        value.decoder ?? json(of: value).flatMap(SnapshotReader.decoder(ofDetached:))
    }

    var type: String { fields.type }

    /// How many destinations the list `value` holds (0 for none).
    func count(of value: DestinationValue?) -> Int {
        switch value?.field {
        case .entries: fields.entries?.count ?? 0
        case .tabs: fields.tabs?.count ?? 0
        case .selections: fields.selections?.count ?? 0
        case .modals: fields.modals?.count ?? 0
        default: 0
        }
    }

    /// The entries above a flow's or root coordinator's root: a flow's `entries`, a root
    /// coordinator's `modals` (see ``SnapshotNode/setEntries(_:codes:detents:hasEntries:)``).
    var entryDestinations: DestinationValue? { kind == .flow ? entries : modals }
    /// Their presentation codes.
    var entryCodes: String? { kind == .flow ? fields.presentations : fields.modalPresentations }

    /// The JSON text of a destination value as the document holds it (for a migration, which sees
    /// each stored destination, and a report); `nil` when it cannot be found in the document's bytes,
    /// or when what is found there does not agree with what `JSONDecoder` read.
    func json(of value: DestinationValue) -> Data? {
        guard let located = text.destinations(ofNode: index) else { return nil }
        let range: Range<Int>?
        switch value.field {
        case .root: range = located.root
        case .entries: range = located.entries.flatMap { agreeing($0, fields.entries) }
        case .tabs: range = located.tabs.flatMap { agreeing($0, fields.tabs) }
        case .selections: range = located.selections.flatMap { agreeing($0, fields.selections) }
        case .modals: range = located.modals.flatMap { agreeing($0, fields.modals) }
        default: range = nil
        }
        return range.map(text.slice)
    }

    private func agreeing(_ list: DestinationLocator.ListRange, _ read: [UnreadDestination]?) -> Range<Int>? {
        list.count == (read?.count ?? 0) ? list.bytes : nil
    }

    /// The destination stored at `slot` (the root or sidebar, a tab, a selection, an entry or a modal, numbered as
    /// ``SnapshotNode/slot``), for the report; `nil` when there is none (left out at capture).
    ///
    /// Read only for a reported destination; each list is walked once, on its first report.
    func storedDestination(at slot: Int) -> StoredDestination? {
        let list: DestinationValue?
        let index: Int
        switch kind {
        case .flow, .root:
            guard slot > 0 else { return storedDestination(root.flatMap(json(of:))) }
            (list, index) = (entryDestinations, slot - 1)
        case .tab:
            let tabCount = fields.tabs?.count ?? 0
            (list, index) = slot < tabCount ? (tabs, slot) : (modals, slot - tabCount)
        case .split:
            guard slot > 0 else { return storedDestination(root.flatMap(json(of:))) }
            let selectionCount = fields.selections?.count ?? 0
            (list, index) =
                slot <= selectionCount ? (selections, slot - 1) : (modals, slot - 1 - selectionCount)
        }
        guard let list else { return nil }
        if reportedElements[list.field] == nil {
            let bytes = [UInt8](json(of: list) ?? Data())
            reportedElements[list.field] = ((try? DestinationLocator.elementRanges(in: bytes)) ?? [])
                .map {
                    bytes[$0]
                }
        }
        guard let elements = reportedElements[list.field], elements.indices.contains(index) else {
            return nil
        }
        return storedDestination(Data(elements[index]))
    }

    private func storedDestination(_ json: Data?) -> StoredDestination? {
        guard let json, json.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) != UInt8(ascii: "n")
        else { return nil }
        return StoredDestination(json: json, appVersion: appVersion, coordinatorType: type)
    }
}

/// A decoded root or list kept by its ``RestoringNode`` (see ``RestoringNode/decodedRoot``),
/// read back with a checked cast: the coordinator type that reads it is the one that kept it,
/// and a box of any other type reads as `nil` (the destinations are then decoded again).
final class DecodedDestinations<Destinations> {
    let destinations: Destinations

    init(_ destinations: Destinations) {
        self.destinations = destinations
    }

    /// The destinations `kept` holds when it is a box of `Destinations`; `nil` otherwise.
    static func destinations(in kept: AnyObject) -> Destinations? {
        (kept as? Self)?.destinations
    }
}
