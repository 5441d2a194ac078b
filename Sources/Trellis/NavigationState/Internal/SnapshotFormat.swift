import Foundation

/// The navigation snapshot document: a versioned JSON object holding a flat table of
/// coordinator nodes with parent references, so that its JSON nesting depth does not grow
/// with the depth of the tree. An implementation detail; apps treat the bytes as opaque.
///
/// `Destination` is ``StoredDestinationBox`` when writing, ``UnreadDestination`` when restoring (the destinations are
/// decoded later, when their coordinator's type is known, see ``RestoringNode``), and the text of the destination
/// (``StoredDestinationText``) when inspecting.
///
/// Versions: 1 recorded each coordinator type by its short name (`type`); 2 adds its
/// module-qualified name (`qualifiedType`) and, optionally, the app's version (`appVersion`).
/// Both are read.
struct SnapshotDocument<Destination> {
    static var formatID: String { "trellis.navigation" }
    static var currentVersion: Int { 2 }

    enum CodingKeys: String, CodingKey {
        case format, version, appVersion, nodes
    }

    var format: String
    var version: Int
    /// The app's own version, as given to ``Coordinator/captureNavigationState(appVersion:)``;
    /// absent when none was given (an optional field of version 2, so older documents read).
    var appVersion: String?
    /// Pre-order: a node's parent always comes before it; node 0 is the capturing coordinator.
    var nodes: [SnapshotNode<Destination>]
}

/// One coordinator of the snapshot.
struct SnapshotNode<Destination> {
    /// The fields' keys, named as the fields (written out: the encoding and the decoding are
    /// both the synthesized ones, by hand, see below).
    enum CodingKeys: String, CodingKey {
        case parent, slot, type, qualifiedType, kind, opaque, root, entries, presentations, tabs, created
        case selected, selections, contentColumn, columnVisibility, compactColumn, modals, modalPresentations
        case omitted, detents
    }

    /// The index of the parent node; `nil` for node 0.
    var parent: Int?
    /// The slot of the parent hosting this coordinator: for a flow 0 is the root and `i + 1`
    /// entry `i`; for a tab coordinator `i` is tab `i` and `tabs.count + j` modal `j`; for a
    /// root coordinator 0 is the root and `1 + j` modal `j`; for a split coordinator 0 is the
    /// sidebar, `1 + i` selection `i` and `1 + selections.count + j` modal `j`.
    var slot: Int?
    /// The coordinator's type name, as `debugHierarchy()` prints it (`String(describing:)`).
    var type: String
    /// The coordinator's module-qualified type name (`String(reflecting:)`, such as
    /// `ShopKit.Shop.Coordinator`), which tells apart types of the same short name; `nil` in
    /// version 1.
    var qualifiedType: String?
    var kind: CoordinatorKind
    /// `true` when the coordinator's `Destinations` is not Codable: no state is recorded.
    var opaque: Bool?
    /// Flow and root coordinators: the root destination.
    var root: Destination?
    /// Flow entries (bottom first) and their presentations, one character each (`p`, `s`, `f`).
    var entries: [Destination]?
    var presentations: String?
    /// Tab coordinators: the tabs, which of them have been shown, and the selected index.
    var tabs: [Destination]?
    var created: [Bool]?
    var selected: Int?
    /// Split coordinators: the selections in column order (the sidebar's first; the sidebar's
    /// own destination is `root`), the column visibility and the preferred compact column.
    /// Optional fields, so documents written before split coordinators read as they did.
    var selections: [Destination]?
    /// Whether the split view had a content column (three columns).
    var contentColumn: Bool?
    var columnVisibility: SplitColumnVisibility?
    var compactColumn: SplitColumn?
    /// Tab, root and split coordinators: the modals (bottom first) and their presentations.
    var modals: [Destination]?
    var modalPresentations: String?
    /// Slots left out at capture time; their destinations are `null` or absent.
    var omitted: [SnapshotOmission]?
    /// The detents the user dragged entries or modals to, by slot; absent when none was moved
    /// (and in documents written before detents were kept).
    var detents: [SnapshotDetent]?

    init(parent: Int?, slot: Int?, type: String, qualifiedType: String?, kind: CoordinatorKind) {
        self.parent = parent
        self.slot = slot
        self.type = type
        self.qualifiedType = qualifiedType
        self.kind = kind
    }
}

/// The detent an entry or modal rests at, by its slot: its ``PresentationOptions/Detent``
/// description.
struct SnapshotDetent: Codable, Hashable {
    var slot: Int
    var detent: String
}

/// A slot left out of a snapshot, with the reason.
struct SnapshotOmission: Codable, Hashable {
    enum Reason: String, Codable {
        /// `snapshotPolicy(for:)` said `.exclude`; `count` slots from `slot` up were left out.
        case excluded
        /// Encoding the destination threw (`detail` holds the error).
        case unencodable
        /// The child subtree was deeper than the limit.
        case limit
    }

    var slot: Int
    var reason: Reason
    var count: Int?
    var detail: String?
}

// The format is described once, by these types: `SnapshotWriter` writes them with
// `JSONEncoder`, and a restore and an inspection read them back with `JSONDecoder`. How each
// destination in them is encoded is DestinationCoding.swift's.
extension SnapshotDocument: Encodable where Destination: Encodable {}
extension SnapshotNode: Encodable where Destination: Encodable {
    /// The synthesized encoding (a field that is `nil` is left out), with a capture's destinations
    /// handed to `JSONEncoder` as the destinations themselves: each list is an unkeyed container
    /// that encodes each destination, and a root is encoded for its key, so that `JSONEncoder`
    /// applies its own rules to each destination exactly as through ``StoredDestinationBox``,
    /// without the box's own encoder and single-value container around every destination (about a
    /// tenth of a capture).
    ///
    /// Specialized for a capture's document, as the decoding is for a restore's: the generic
    /// body asks the runtime for the metadata of each optional and array it encodes.
    @_specialize(where Destination == StoredDestinationBox)
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let parent { try container.encode(parent, forKey: .parent) }
        if let slot { try container.encode(slot, forKey: .slot) }
        try container.encode(type, forKey: .type)
        if let qualifiedType { try container.encode(qualifiedType, forKey: .qualifiedType) }
        // The kind as its raw value, which is its synthesized encoding: a `RawRepresentable`
        // value is encoded generically, at several times the cost of its string.
        try container.encode(kind.rawValue, forKey: .kind)
        if let opaque { try container.encode(opaque, forKey: .opaque) }
        if let root { try Self.encode(root, in: &container, forKey: .root) }
        if let entries { try Self.encode(entries, in: &container, forKey: .entries) }
        if let presentations { try container.encode(presentations, forKey: .presentations) }
        if let tabs { try Self.encode(tabs, in: &container, forKey: .tabs) }
        if let created { try Self.encode(created, in: &container, forKey: .created) }
        if let selected { try container.encode(selected, forKey: .selected) }
        if let selections { try Self.encode(selections, in: &container, forKey: .selections) }
        if let contentColumn { try container.encode(contentColumn, forKey: .contentColumn) }
        if let columnVisibility { try container.encode(columnVisibility.rawValue, forKey: .columnVisibility) }
        if let compactColumn { try container.encode(compactColumn.rawValue, forKey: .compactColumn) }
        if let modals { try Self.encode(modals, in: &container, forKey: .modals) }
        if let modalPresentations { try container.encode(modalPresentations, forKey: .modalPresentations) }
        if let omitted { try container.encode(omitted, forKey: .omitted) }
        if let detents { try container.encode(detents, forKey: .detents) }
    }

    /// A list of flags as `Array` encodes it, element by element (the generic encoding of an
    /// array looks up its element type's encoding first).
    private static func encode(
        _ flags: [Bool], in container: inout KeyedEncodingContainer<CodingKeys>, forKey key: CodingKeys
    ) throws {
        var list = container.nestedUnkeyedContainer(forKey: key)
        for flag in flags { try list.encode(flag) }
    }

    private static func encode(
        _ destination: Destination, in container: inout KeyedEncodingContainer<CodingKeys>,
        forKey key: CodingKeys
    ) throws {
        guard let box = destination as? StoredDestinationBox else {
            return try container.encode(destination, forKey: key)
        }
        switch box {
        case .value(let destination): try container.encode(destination, forKey: key)
        case .placeholder: try container.encodeNil(forKey: key)
        }
    }

    private static func encode(
        _ destinations: [Destination], in container: inout KeyedEncodingContainer<CodingKeys>,
        forKey key: CodingKeys
    ) throws {
        guard let boxes = destinations as? [StoredDestinationBox] else {
            return try container.encode(destinations, forKey: key)
        }
        var list = container.nestedUnkeyedContainer(forKey: key)
        for box in boxes {
            switch box {
            case .value(let destination): try list.encode(destination)
            case .placeholder: try list.encodeNil()
            }
        }
    }
}
extension SnapshotNode: Decodable where Destination: Decodable {
    /// The synthesized decoding, except that a restore's destinations (``UnreadDestination``) are not
    /// read: each root and list keeps the decoder `JSONDecoder` makes for it
    /// (`superDecoder(forKey:)`), and a list is counted; their destinations are decoded from it when
    /// the replay reaches their coordinator.
    ///
    /// Specialized for a restore's node table: `JSONDecoder` calls it through the generic
    /// `Decodable` witness, and the generic body asks the runtime for the metadata of each
    /// optional and array it decodes, about a tenth of the node's cost.
    @_specialize(where Destination == UnreadDestination)
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        parent = try container.decodeIfPresent(Int.self, forKey: .parent)
        slot = try container.decodeIfPresent(Int.self, forKey: .slot)
        type = try container.decode(String.self, forKey: .type)
        qualifiedType = try container.decodeIfPresent(String.self, forKey: .qualifiedType)
        kind = try Self.decodeKind(container)
        opaque = try container.decodeIfPresent(Bool.self, forKey: .opaque)
        let destinations = DestinationReading(decoder)
        // The fields of the node's kind (what its capture writes); another kind's fields are
        // ignored, as an unknown key is.
        switch kind {
        case .flow:
            root = try Self.decodeRoot(container, destinations)
            entries = try Self.decodeDestinations(container, forKey: .entries, destinations)
            presentations = try container.decodeIfPresent(String.self, forKey: .presentations)
        case .root:
            root = try Self.decodeRoot(container, destinations)
            try decodeModals(container, destinations)
        case .tab:
            tabs = try Self.decodeDestinations(container, forKey: .tabs, destinations)
            created = try container.decodeIfPresent([Bool].self, forKey: .created)
            selected = try container.decodeIfPresent(Int.self, forKey: .selected)
            try decodeModals(container, destinations)
        case .split:
            root = try Self.decodeRoot(container, destinations)
            selections = try Self.decodeDestinations(container, forKey: .selections, destinations)
            contentColumn = try container.decodeIfPresent(Bool.self, forKey: .contentColumn)
            columnVisibility = try container.decodeIfPresent(
                SplitColumnVisibility.self, forKey: .columnVisibility)
            compactColumn = try container.decodeIfPresent(SplitColumn.self, forKey: .compactColumn)
            try decodeModals(container, destinations)
        }
        omitted = try container.decodeIfPresent([SnapshotOmission].self, forKey: .omitted)
        detents = try container.decodeIfPresent([SnapshotDetent].self, forKey: .detents)
    }

    /// The node's kind, read as its raw value (a `RawRepresentable` decoding of its own costs
    /// twice as much), with the error that decoding gives for an unknown one.
    private static func decodeKind(_ container: KeyedDecodingContainer<CodingKeys>) throws -> CoordinatorKind
    {
        let rawValue = try container.decode(String.self, forKey: .kind)
        guard let kind = CoordinatorKind(rawValue: rawValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "Cannot initialize CoordinatorKind from invalid String value \(rawValue)")
        }
        return kind
    }

    private mutating func decodeModals(
        _ container: KeyedDecodingContainer<CodingKeys>, _ destinations: DestinationReading
    )
        throws
    {
        modals = try Self.decodeDestinations(container, forKey: .modals, destinations)
        modalPresentations = try container.decodeIfPresent(String.self, forKey: .modalPresentations)
    }

    private static func decodeRoot(
        _ container: KeyedDecodingContainer<CodingKeys>, _ destinations: DestinationReading
    )
        throws -> Destination?
    {
        guard Destination.self == UnreadDestination.self else {
            return try container.decodeIfPresent(Destination.self, forKey: .root)
        }
        guard destinations == .keepingDecoders else {
            guard container.contains(.root), try !container.decodeNil(forKey: .root) else { return nil }
            return UnreadDestination(source: nil) as? Destination
        }
        // An absent root's decoder decodes `null`, as a `null` root's: no root.
        let source = try container.superDecoder(forKey: .root)
        let isNull = try source.singleValueContainer().decodeNil()
        guard !isNull else { return nil }
        return UnreadDestination(source: source) as? Destination
    }

    private static func decodeDestinations(
        _ container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys,
        _ destinations: DestinationReading
    )
        throws -> [Destination]?
    {
        guard Destination.self == UnreadDestination.self else {
            return try container.decodeIfPresent([Destination].self, forKey: key)
        }
        guard container.contains(key) else { return nil }
        let source: (any Decoder)?
        let count: Int
        switch destinations {
        case .detached:
            guard try !container.decodeNil(forKey: key) else { return nil }
            (source, count) = (nil, try container.nestedUnkeyedContainer(forKey: key).count ?? 0)
        case .keepingDecoders:
            let kept = try container.superDecoder(forKey: key)
            guard try !kept.singleValueContainer().decodeNil() else { return nil }
            (source, count) = (kept, try kept.unkeyedContainer().count ?? 0)
        }
        // One placeholder per destination; the list's decoder is kept by the first (which is where
        // ``RestoringNode`` looks for it), so the others are made and released for nothing.
        var list = Array(repeating: UnreadDestination(source: nil), count: count)
        if count > 0 { list[0] = UnreadDestination(source: source) }
        return list as? [Destination]
    }
}

extension SnapshotDocument: Decodable where Destination: Decodable {
    /// Reads the header first: a document of another format or of a newer version, whose
    /// nodes may be laid out differently, and a node table over the count limit are refused
    /// with the ``NavigationStateError`` a restore throws before any node is read. That error
    /// passes through `JSONDecoder` as it is; everything else it reports as a `DecodingError`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        version = try container.decode(Int.self, forKey: .version)
        try SnapshotValidation.checkHeader(format: format, version: version)
        appVersion = try container.decodeIfPresent(String.self, forKey: .appVersion)
        // The nodes as `Array` decodes them, with room made for them first: growing an array
        // of a generic element type asks the runtime for its storage's type each time.
        var list = try container.nestedUnkeyedContainer(forKey: .nodes)
        let count = list.count ?? 0
        try SnapshotValidation.checkNodeCount(count)
        var nodes: [SnapshotNode<Destination>] = []
        nodes.reserveCapacity(count)
        while !list.isAtEnd { nodes.append(try list.decode(SnapshotNode<Destination>.self)) }
        self.nodes = nodes
    }
}

extension SnapshotNode {
    /// How many slots the node had when captured (the valid `slot` values of its children).
    var slotCount: Int {
        switch kind {
        case .flow: 1 + (entries?.count ?? 0)
        case .tab: (tabs?.count ?? 0) + (modals?.count ?? 0)
        case .root: 1 + (modals?.count ?? 0)
        case .split: 1 + (selections?.count ?? 0) + (modals?.count ?? 0)
        }
    }

    /// The omission of each slot, looked up once per node rather than once per destination (the
    /// first one listed for a slot wins).
    var omissionsBySlot: [Int: SnapshotOmission] {
        guard let omitted else { return [:] }
        return Dictionary(omitted.map { ($0.slot, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The role of the excluded destination when the record's base — a flow's or root
    /// coordinator's root, or one of the tabs — was excluded at capture (`root`, `tab[i]`);
    /// `nil` otherwise.
    ///
    /// Such a record holds no destination at all (no root, no tabs, no entries or modals, no
    /// children), only the omission of the excluded slot: the container restores at its
    /// initial position.
    var excludedBaseRole: String? {
        guard let omission = omitted?.first(where: { $0.reason == .excluded }) else { return nil }
        switch kind {
        case .flow, .root: return root == nil && omission.slot == 0 ? NavigationRole.root.description : nil
        case .split:
            return root == nil && omission.slot == 0 ? NavigationRole.column(.sidebar).description : nil
        case .tab: return tabs == nil ? NavigationRole.tab(index: omission.slot).description : nil
        }
    }
}

extension SnapshotNode {
    /// Writes the destinations, presentation codes and moved detents of the entries above the node's base: a
    /// flow's as `entries` and `presentations`, always; a tab or root coordinator's modals as
    /// `modals` and `modalPresentations`, only when it has modals (`hasEntries`).
    mutating func setEntries(
        _ destinations: [Destination], codes: String, detents: [SnapshotDetent]?, hasEntries: Bool
    ) {
        self.detents = detents
        switch kind {
        case .flow:
            entries = destinations
            presentations = codes
        case .tab, .root, .split:
            guard hasEntries else { return }
            modals = destinations
            modalPresentations = codes
        }
    }
}

extension SnapshotNode<StoredDestinationBox> {
    /// The record of a container whose base destination at `slot` (its root, or a tab)
    /// ``Coordinator/snapshotPolicy(for:)`` excludes: nothing of its state is written, and
    /// none of its children (see ``excludedBaseRole``).
    ///
    /// - Parameter slotCount: How many slots the container has, every one of them left out.
    func excludingBase(at slot: Int, slotCount: Int) -> (record: Self, includedSlots: [Bool]) {
        var record = Self(
            parent: parent, slot: self.slot, type: type, qualifiedType: qualifiedType, kind: kind)
        record.omitted = [SnapshotOmission(slot: slot, reason: .excluded, count: slotCount - slot)]
        return (record, Array(repeating: false, count: slotCount))
    }
}

/// Writes a ``SnapshotDocument`` with `JSONEncoder` (see ``DestinationCoding/makeEncoder()``), destinations
/// inline: the document's bytes are exactly `JSONEncoder`'s encoding of the document.
///
/// A destination that cannot be encoded (its `encode(to:)` throws, or it nests too deeply for the
/// document to be read back) is written as `null` and recorded in its node's `omitted` list
/// (reason `unencodable`), and every node's `omitted` list is then sorted by slot.
enum SnapshotWriter {
    static func write(_ document: SnapshotDocument<StoredDestinationBox>) throws -> Data {
        let encoder = DestinationCoding.makeEncoder()
        // The common case is one call; only when it fails are the destinations tried one by one.
        if let data = try? encoder.encode(document) {
            return data
        }
        var document = document
        for index in document.nodes.indices {
            document.nodes[index].leaveOutUnencodableDestinations(encoder: encoder)
        }
        return try encoder.encode(document)
    }
}
