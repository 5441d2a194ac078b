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
    /// The document's own fields a restore could not read (its `appVersion`); never written.
    var unreadable: [UnreadableField]?
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
    /// Trellis's own fields a restore could not read (``UnreadableField``), each left at its
    /// default; `nil` when every field was read. Never written.
    var unreadable: [UnreadableField]?
    /// Whether what says what the node is — its kind, type or opacity — could not be read: the
    /// node is not replayed (its coordinator starts at its initial position, reported), and no
    /// node under it is placed. Never written.
    var isLost = false

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

/// An entry of a node's `omitted` list that does not read as a ``SnapshotOmission`` (a reason a
/// newer release writes): its slot, when it has one, and what it holds, for the report.
struct UnreadOmission: Decodable, CustomStringConvertible {
    var slot: Int?
    var description: String

    private enum CodingKeys: String, CodingKey { case slot, reason }

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            (slot, description) = (nil, "an entry that is not an object")
            return
        }
        slot = try? container.decode(Int.self, forKey: .slot)
        description = "reason " + UnreadableField.value(at: .reason, in: container)
    }
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
        // Where the node sits is the table's shape: a broken one refuses the document.
        parent = try container.decodeIfPresent(Int.self, forKey: .parent)
        slot = try container.decodeIfPresent(Int.self, forKey: .slot)
        // Every other field is read by the forward-compatibility rule (``UnreadableField``): a
        // value this release cannot read is noted and costs only what holds it.
        var unreadable: [UnreadableField]?
        let type = container.readIfPresent(String.self, forKey: .type, noting: &unreadable)
        let kindName = container.readIfPresent(String.self, forKey: .kind, noting: &unreadable)
        let kind = kindName.flatMap(CoordinatorKind.init(rawValue:))
        let unreadBeforeOpaque = unreadable?.count ?? 0
        opaque = container.readIfPresent(Bool.self, forKey: .opaque, noting: &unreadable)
        let opaqueIsUnreadable = (unreadable?.count ?? 0) > unreadBeforeOpaque
        qualifiedType = container.readIfPresent(String.self, forKey: .qualifiedType, noting: &unreadable)
        self.type = type ?? ""
        self.kind = kind ?? .root
        guard let kind, type != nil, !opaqueIsUnreadable else {
            if type == nil, !unreadable.holds(CodingKeys.type) { container.note(.type, in: &unreadable) }
            if kind == nil, !unreadable.holds(CodingKeys.kind) { container.note(.kind, in: &unreadable) }
            self.unreadable = unreadable
            isLost = true
            return
        }
        let destinations = DestinationReading(decoder)
        // The fields of the node's kind (what its capture writes); another kind's fields are
        // ignored, as an unknown key is.
        switch kind {
        case .flow:
            root = Self.readRoot(container, destinations, noting: &unreadable)
            entries = Self.readDestinations(container, forKey: .entries, destinations, noting: &unreadable)
            presentations = container.readIfPresent(String.self, forKey: .presentations, noting: &unreadable)
        case .root:
            root = Self.readRoot(container, destinations, noting: &unreadable)
            readModals(container, destinations, noting: &unreadable)
        case .tab:
            tabs = Self.readDestinations(container, forKey: .tabs, destinations, noting: &unreadable)
            created = container.readIfPresent([Bool].self, forKey: .created, noting: &unreadable)
            selected = container.readIfPresent(Int.self, forKey: .selected, noting: &unreadable)
            readModals(container, destinations, noting: &unreadable)
        case .split:
            root = Self.readRoot(container, destinations, noting: &unreadable)
            selections = Self.readDestinations(
                container, forKey: .selections, destinations, noting: &unreadable)
            contentColumn = container.readIfPresent(Bool.self, forKey: .contentColumn, noting: &unreadable)
            columnVisibility = container.readIfPresent(
                SplitColumnVisibility.self, forKey: .columnVisibility, noting: &unreadable)
            compactColumn = container.readIfPresent(
                SplitColumn.self, forKey: .compactColumn, noting: &unreadable)
            // The modals' slots follow the selections': without the selections they cannot be placed.
            if unreadable.holds(CodingKeys.selections) { break }
            readModals(container, destinations, noting: &unreadable)
        }
        omitted = Self.readOmissions(container, noting: &unreadable)
        detents = container.readIfPresent([SnapshotDetent].self, forKey: .detents, noting: &unreadable)
        self.unreadable = unreadable
        // A tab set without its tabs cannot be replayed, unless it was left out or opaque at capture.
        if kind == .tab, tabs == nil, opaque != true, excludedBaseRole == nil {
            if !self.unreadable.holds(CodingKeys.tabs) { container.note(.tabs, in: &self.unreadable) }
            isLost = true
        }
        degradeInconsistencies()
    }

    /// Notes, and sets to their defaults, the fields that read but do not fit together (a
    /// presentation code for each entry, a created flag for each tab, a selected tab it has, an
    /// omitted slot it has, a root or sidebar): each costs only what holds it, as an unreadable
    /// field does.
    private mutating func degradeInconsistencies() {
        func note(_ field: CodingKeys, _ value: String, slot: Int? = nil) {
            unreadable.append(UnreadableField(field: field.stringValue, value: value, slot: slot))
        }
        if let omitted {
            let slotCount = slotCount
            let (fitting, outside) = (
                omitted.filter { $0.slot >= 0 && ($0.reason == .excluded || $0.slot < slotCount) },
                omitted.filter { !($0.slot >= 0 && ($0.reason == .excluded || $0.slot < slotCount)) }
            )
            for omission in outside { note(.omitted, "slot \(omission.slot), which the node does not have") }
            if !outside.isEmpty { self.omitted = fitting.isEmpty ? nil : fitting }
        }
        if opaque == true { return }
        let excludedBase = excludedBaseRole != nil
        switch kind {
        case .flow, .root, .split:
            if root == nil, !excludedBase, omissionsBySlot[0] == nil, !unreadable.holds(CodingKeys.root),
                unreadable?.contains(where: { $0.slot == 0 }) != true
            {
                note(.root, "missing", slot: 0)
            }
        case .tab:
            let tabs = tabs ?? []
            if let created, created.count != tabs.count {
                note(.created, "\(created.count) flags for \(tabs.count) tabs")
                self.created = nil
            } else if created == nil, !tabs.isEmpty, !excludedBase, !unreadable.holds(CodingKeys.created) {
                note(.created, "missing")
            }
            if let selected, !(tabs.isEmpty ? selected == 0 : tabs.indices.contains(selected)) {
                note(.selected, "\(selected), a tab the node does not have")
                self.selected = nil
            } else if selected == nil, !tabs.isEmpty, !excludedBase, !unreadable.holds(CodingKeys.selected) {
                note(.selected, "missing")
            }
        }
        if kind == .flow {
            degradeCodes(of: entries, presentations, field: .presentations, firstSlot: 1)
        } else {
            let firstSlot =
                switch kind {
                case .tab: tabs?.count ?? 0
                case .split: 1 + (selections?.count ?? 0)
                case .flow, .root: 1
                }
            degradeCodes(of: modals, modalPresentations, field: .modalPresentations, firstSlot: firstSlot)
        }
        for detent in detents ?? [] where PresentationOptions.Detent(description: detent.detent) == nil {
            note(.detents, UnreadableField.quoted(detent.detent))
        }
    }

    /// Notes each entry whose presentation code is missing or unknown (the entry is skipped), and
    /// codes past the last entry.
    private mutating func degradeCodes(
        of destinations: [Destination]?, _ codes: String?, field: CodingKeys, firstSlot: Int
    ) {
        // By byte: every code is one ASCII letter.
        let codes = Array((codes ?? "").utf8)
        let count = destinations?.count ?? 0
        guard codes.count != count || !codes.allSatisfy({ Presentation(snapshotCode: $0) != nil }) else {
            return
        }
        for index in 0..<count {
            guard index < codes.count else {
                unreadable.append(.init(field: field.stringValue, value: "missing", slot: firstSlot + index))
                continue
            }
            if Presentation(snapshotCode: codes[index]) == nil {
                let code = String(decoding: [codes[index]], as: UTF8.self)
                unreadable.append(
                    .init(
                        field: field.stringValue, value: UnreadableField.quoted(code), slot: firstSlot + index
                    ))
            }
        }
        if codes.count > count {
            unreadable.append(
                .init(
                    field: field.stringValue,
                    value: "\(codes.count) codes for \(count) entries (the last ones are ignored)"))
        }
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

    private mutating func readModals(
        _ container: KeyedDecodingContainer<CodingKeys>, _ destinations: DestinationReading,
        noting unreadable: inout [UnreadableField]?
    ) {
        modals = Self.readDestinations(container, forKey: .modals, destinations, noting: &unreadable)
        modalPresentations = container.readIfPresent(
            String.self, forKey: .modalPresentations, noting: &unreadable)
    }

    private static func readRoot(
        _ container: KeyedDecodingContainer<CodingKeys>, _ destinations: DestinationReading,
        noting unreadable: inout [UnreadableField]?
    ) -> Destination? {
        do {
            return try decodeRoot(container, destinations)
        } catch {
            container.note(.root, in: &unreadable, slot: 0)
            return nil
        }
    }

    /// A list of destinations; `nil`, noted, when the field holds no array.
    private static func readDestinations(
        _ container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys,
        _ destinations: DestinationReading,
        noting unreadable: inout [UnreadableField]?
    ) -> [Destination]? {
        do {
            return try decodeDestinations(container, forKey: key, destinations)
        } catch {
            container.note(key, in: &unreadable)
            return nil
        }
    }

    /// The omitted slots, one by one: one this release cannot read (a reason a newer release
    /// writes) is noted at its slot, which is then skipped, as a slot left out is.
    private static func readOmissions(
        _ container: KeyedDecodingContainer<CodingKeys>, noting unreadable: inout [UnreadableField]?
    ) -> [SnapshotOmission]? {
        guard container.contains(.omitted), (try? container.decodeNil(forKey: .omitted)) != true else {
            return nil
        }
        guard var list = try? container.nestedUnkeyedContainer(forKey: .omitted) else {
            container.note(.omitted, in: &unreadable)
            return nil
        }
        var omissions: [SnapshotOmission] = []
        while !list.isAtEnd {
            if let omission = try? list.decode(SnapshotOmission.self) {
                omissions.append(omission)
                continue
            }
            // Read again as what it is, which moves the list on.
            guard let entry = try? list.decode(UnreadOmission.self) else { break }
            unreadable.append(
                UnreadableField(
                    field: CodingKeys.omitted.stringValue, value: entry.description, slot: entry.slot))
        }
        return omissions.isEmpty ? nil : omissions
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
        appVersion = container.readIfPresent(String.self, forKey: .appVersion, noting: &unreadable)
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
