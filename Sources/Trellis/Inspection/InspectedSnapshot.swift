import Foundation

/// A navigation snapshot read without the app's types: the tree of coordinators it holds,
/// each with its destinations as Swift-like text.
///
/// The bytes of ``Coordinator/captureNavigationState()`` are opaque to apps; this is the
/// supported way to look inside them — in a debugging tool, a bug report or a test. Reading
/// needs no coordinator or `Destinations` type, and holds the data to the rules a restore
/// applies: data a restore would refuse is refused with the same ``NavigationStateError``.
///
/// ```swift
/// let snapshot = try InspectedSnapshot(data: app.captureNavigationState())
/// print(snapshot)
/// // ShopApp [root]
/// //   root .main → ShopTabs [tab]
/// //     tab[0]* .home → CatalogFlow [flow]
/// //       root .list
/// //       push .detail(id: 42)
/// //     tab[1] .search → (not yet created)
/// ```
public struct InspectedSnapshot: Sendable, Hashable, CustomStringConvertible {
    /// The version of the snapshot format the data was written in.
    public let formatVersion: Int
    /// The app version recorded by ``Coordinator/captureNavigationState(appVersion:)``; `nil`
    /// when none was given.
    public let appVersion: String?
    /// Every coordinator of the snapshot, in pre-order: the capturing coordinator first, and
    /// each coordinator before the ones it hosts. Never empty.
    public let coordinators: [InspectedCoordinator]

    /// Reads a snapshot from the bytes of ``Coordinator/captureNavigationState()``.
    ///
    /// - Parameter data: The snapshot.
    /// - Throws: ``InspectionError/invalidSnapshot(_:)`` with the ``NavigationStateError`` a
    ///   restore would throw: the data is not JSON, is truncated, is of another format or a
    ///   newer version, nests too deeply, has an inconsistent node table, or is past the
    ///   ``NavigationSnapshotLimits``.
    public init(data: Data) throws {
        do {
            let document = try Self.document(from: data)
            try SnapshotValidation.checkTable(document.nodes)
            self.init(document)
        } catch {
            throw InspectionError.invalidSnapshot(error)
        }
    }

    /// The tree in the layout of ``Coordinator/debugHierarchy()``, with what the snapshot left
    /// out in parentheses: a coordinator whose state was not recorded, excluded destinations,
    /// destinations that could not be encoded and subtrees past a limit. No trailing newline.
    ///
    /// Coordinators are named by their short type names, as `debugHierarchy()` prints them,
    /// except where two different types of the snapshot share one (`Shop.Coordinator` and
    /// `Admin.Coordinator`): those are named by ``InspectedCoordinator/qualifiedType``, as a
    /// restoration report names them.
    public var description: String {
        InspectionText.tree(of: self)
    }

    /// Draws the tree as diagram source: a Mermaid flowchart or a Graphviz digraph.
    ///
    /// The diagram carries what ``description`` prints: one node per line, labelled with that
    /// line, and an edge from each line to the lines indented under it. Coordinators are drawn
    /// bold, tabs not yet created dashed, and what the snapshot left out as notes. For a tree
    /// whose destinations encode as they print, it is the diagram
    /// ``Coordinator/debugHierarchy(as:)`` drew of the live tree. Names and destinations read from
    /// the data are escaped for the notation, so no document can break the diagram.
    ///
    /// ```swift
    /// let snapshot = try InspectedSnapshot(data: data)
    /// print(snapshot.diagram(as: .mermaid))
    /// ```
    ///
    /// - Parameter format: The notation: ``DiagramFormat/mermaid`` or ``DiagramFormat/dot``.
    /// - Returns: The source, without a trailing newline.
    public func diagram(as format: DiagramFormat) -> String {
        InspectionText.outline(of: self).diagram(as: format)
    }

    /// `trellis.navigation version 1, 7 coordinators`.
    var summary: String {
        let count = coordinators.count
        return "\(SnapshotDocument<StoredDestinationText>.formatID) version \(formatVersion), "
            + "\(count) coordinator\(count == 1 ? "" : "s")"
    }

    /// Decodes the document with Foundation's `JSONDecoder` into the format's own model.
    ///
    /// The node-table layout is described once, by ``SnapshotDocument`` and ``SnapshotNode``
    /// (which capture writes and restore reads), and checked once, by ``SnapshotValidation``;
    /// an inspection reuses both instead of describing the format a second time, with the
    /// destination type ``StoredDestinationText`` in place of the restore's ``UnreadDestination``. The model's
    /// `Decodable` conformance checks the header and the node count before the nodes are read.
    private static func document(from data: Data) throws(NavigationStateError) -> SnapshotDocument<
        StoredDestinationText
    > {
        try SnapshotValidation.decode(SnapshotDocument<StoredDestinationText>.self, from: data)
    }

    /// The description of a validated document.
    private init(_ document: SnapshotDocument<StoredDestinationText>) {
        let nodes = document.nodes
        var children: [Int: [Int: Int]] = [:]  // parent → slot → node
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent, let slot = node.slot {
                children[parent, default: [:]][slot] = index
            }
        }
        formatVersion = document.version
        appVersion = document.appVersion
        coordinators = nodes.enumerated().map { index, node in
            // The document's own unreadable field (its app version) is the first coordinator's,
            // as a restore reports it.
            let documentFields = index == 0 ? document.unreadable ?? [] : []
            return InspectedCoordinator(
                node, documentFields: documentFields, children: children[index] ?? [:])
        }
    }
}

extension InspectedCoordinator {
    /// The description of a validated node whose children sit in `children` (slot → node).
    fileprivate init(
        _ node: SnapshotNode<StoredDestinationText>, documentFields: [UnreadableField], children: [Int: Int]
    ) {
        typeName = node.type
        qualifiedType = node.qualifiedType
        kind = node.kind
        isUnreadable = node.isLost
        let fields = documentFields + (node.unreadable ?? [])
        unreadableFields = fields.filter { $0.slot == nil }.map {
            .unreadable(field: $0.field, value: $0.value)
        }
        var unreadableBySlot: [Int: UnreadableField] = [:]
        for field in fields {
            if let slot = field.slot, unreadableBySlot[slot] == nil { unreadableBySlot[slot] = field }
        }
        isStateRecorded = node.opaque != true
        let excludedBase = isStateRecorded && !node.isLost ? Self.excludedBase(of: node) : nil
        self.excludedBase = excludedBase
        guard isStateRecorded, excludedBase == nil, !node.isLost else {
            destinations = []
            selectedTabIndex = nil
            excludedEntryCount = 0
            return
        }
        let omissions = node.omissionsBySlot
        func destination(_ role: NavigationRole, _ stored: StoredDestinationText?, slot: Int)
            -> InspectedDestination
        {
            let omission =
                unreadableBySlot[slot].map { .unreadable(field: $0.field, value: $0.value) }
                ?? omissions[slot].flatMap { $0.reason == .excluded ? nil : RestoreContext.reason(for: $0) }
            var isCreated = true
            if case .tab(let index) = role, let created = node.created, created.indices.contains(index) {
                isCreated = created[index]
            }
            let child: InspectedDestination.Child? =
                isCreated ? children[slot].map { .coordinator(index: $0) } : .notYetCreated
            return InspectedDestination(role: role, text: stored?.text, child: child, omission: omission)
        }
        func entries(_ stored: [StoredDestinationText]?, codes: String?, firstSlot: Int)
            -> [InspectedDestination]
        {
            // One per destination, as a restore counts them; a missing or unknown code is noted
            // at the entry's slot (``SnapshotNode/unreadable``), and the entry shows as a push.
            let codes = Array((codes ?? "").utf8)
            return (stored ?? []).enumerated().map { index, entry in
                let presentation =
                    codes.indices.contains(index) ? Presentation(snapshotCode: codes[index]) : nil
                return destination(.entry(presentation ?? .push), entry, slot: firstSlot + index)
            }
        }
        let tabs = node.tabs ?? []
        switch node.kind {
        case .flow:
            destinations =
                [destination(.root, node.root, slot: 0)]
                + entries(node.entries, codes: node.presentations, firstSlot: 1)
        case .tab:
            destinations =
                tabs.enumerated().map { destination(.tab(index: $0), $1, slot: $0) }
                + entries(node.modals, codes: node.modalPresentations, firstSlot: tabs.count)
        case .root:
            destinations =
                [destination(.root, node.root, slot: 0)]
                + entries(node.modals, codes: node.modalPresentations, firstSlot: 1)
        case .split:
            let shownIn: [SplitColumn] = node.contentColumn == true ? [.content, .detail] : [.detail]
            let selections = (node.selections ?? []).enumerated().filter { $0.offset < shownIn.count }
            destinations =
                [destination(.column(.sidebar), node.root, slot: 0)]
                + selections.map { destination(.column(shownIn[$0.offset]), $0.element, slot: 1 + $0.offset) }
                + entries(
                    node.modals, codes: node.modalPresentations, firstSlot: 1 + (node.selections?.count ?? 0))
        }
        selectedTabIndex = node.kind == .tab && !tabs.isEmpty ? node.selected ?? 0 : nil
        let excluded = node.omitted?.first { $0.reason == .excluded }
        excludedEntryCount = excluded.map { max($0.count ?? 1, 1) } ?? 0
    }

    /// The root or tab excluded at capture when the node records nothing else.
    private static func excludedBase(of node: SnapshotNode<StoredDestinationText>) -> NavigationRole? {
        guard node.excludedBaseRole != nil,
            let omission = node.omitted?.first(where: { $0.reason == .excluded })
        else { return nil }
        switch node.kind {
        case .tab: return .tab(index: omission.slot)
        case .split: return .column(.sidebar)
        case .flow, .root: return .root
        }
    }
}
