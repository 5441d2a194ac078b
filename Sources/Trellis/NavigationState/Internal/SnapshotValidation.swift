import Foundation

/// Decodes and checks a whole snapshot before anything in the live tree changes.
///
/// The checks are generic over the destination type, so that an inspection (``InspectedSnapshot``)
/// holds a document to the same rules as a restore.
enum SnapshotValidation {
    /// Whether `JSONDecoder` reads `data` as UTF-8 text: it reads UTF-16 and UTF-32 too, and
    /// skips a byte order mark, but a destination's JSON text a migration or a report shows is cut
    /// from the document's bytes as they are. A JSON text in UTF-8 has no NUL byte, and one in
    /// UTF-16 or UTF-32 has one in its first four bytes (RFC 4627, section 3).
    static func isUTF8(_ data: Data) -> Bool {
        let start = data.prefix(4)
        return !start.contains(0) && !start.starts(with: [0xEF, 0xBB, 0xBF])
            && !start.starts(with: [0xFE, 0xFF]) && !start.starts(with: [0xFF, 0xFE])
    }

    /// Decodes a document with `JSONDecoder`; the model's `Decodable` conformance refuses
    /// another format, a newer version and too many nodes before reading any node.
    static func decode<Destination: Decodable>(
        _ type: SnapshotDocument<Destination>.Type, from data: Data,
        with decoder: JSONDecoder = DestinationCoding.decoder
    ) throws(NavigationStateError) -> SnapshotDocument<Destination> {
        guard !data.isEmpty else { throw .notASnapshot(reason: "the data is empty") }
        do {
            return try decoder.decode(type, from: data)
        } catch let error as NavigationStateError {
            throw error
        } catch let error as DecodingError {
            throw .notASnapshot(reason: DecodingErrorText.reason(for: error, in: data))
        } catch {
            throw .notASnapshot(reason: String(describing: error))
        }
    }

    /// Refuses another format, a newer version and a version that does not exist.
    static func checkHeader(format: String, version: Int) throws(NavigationStateError) {
        guard format == SnapshotDocument<UnreadDestination>.formatID else {
            throw .notASnapshot(reason: "its format is \"\(format)\"")
        }
        guard version <= SnapshotDocument<UnreadDestination>.currentVersion else {
            throw .unsupportedVersion(
                found: version, supported: SnapshotDocument<UnreadDestination>.currentVersion)
        }
        guard version >= 1 else {
            throw .notASnapshot(reason: "its format version \(version) does not exist")
        }
    }

    /// Refuses an empty node table and one over ``NavigationSnapshotLimits/maximumNodeCount``.
    static func checkNodeCount(_ count: Int) throws(NavigationStateError) {
        guard count > 0 else {
            throw .invalidStructure(reason: "it holds no coordinator")
        }
        guard count <= NavigationSnapshotLimits.maximumNodeCount else {
            throw .tooManyNodes(count: count, limit: NavigationSnapshotLimits.maximumNodeCount)
        }
    }

    /// Checks the node table: node 0 is the top, every other node sits in an existing slot of
    /// an earlier, recorded node (no cycles, nothing dangling, one node per slot), no deeper
    /// than ``NavigationSnapshotLimits/maximumDepth``, with the fields its kind needs.
    ///
    /// - Returns: Which node sits in each slot, as the check found it (the replay looks each
    ///   child up there).
    @discardableResult
    static func checkTable<Destination>(_ nodes: [SnapshotNode<Destination>]) throws(NavigationStateError)
        -> NodeSlots
    {
        guard !nodes.isEmpty else {
            throw .invalidStructure(reason: "it holds no coordinator")
        }
        guard nodes[0].parent == nil, nodes[0].slot == nil else {
            throw .invalidStructure(reason: "node 0 has a parent")
        }
        var depth = [0]
        depth.reserveCapacity(nodes.count)
        var slots = NodeSlots(capacity: nodes.count - 1)
        // By index, each node read in place: a copy of a node costs more than its checks.
        for index in nodes.indices {
            try checkFields(of: nodes[index], at: index)
            guard index > 0 else { continue }
            guard let parent = nodes[index].parent, let slot = nodes[index].slot else {
                throw .invalidStructure(reason: "node \(index) has no parent or slot")
            }
            guard parent >= 0, parent < index else {
                throw .invalidStructure(
                    reason: "node \(index) refers to parent \(parent), which does not precede it")
            }
            guard nodes[parent].opaque != true, slot >= 0, slot < nodes[parent].slotCount else {
                throw .invalidStructure(
                    reason: "node \(index) sits in slot \(slot), which node \(parent) does not have")
            }
            guard slots.place(index, in: slot, of: parent) else {
                throw .invalidStructure(reason: "two nodes sit in slot \(slot) of node \(parent)")
            }
            let level = depth[parent] + 1
            guard level <= NavigationSnapshotLimits.maximumDepth else {
                throw .tooDeep(depth: level, limit: NavigationSnapshotLimits.maximumDepth)
            }
            depth.append(level)
        }
        return slots
    }

    /// Checks that a node's fields fit its kind.
    private static func checkFields<Destination>(of node: SnapshotNode<Destination>, at index: Int)
        throws(NavigationStateError)
    {
        func fail(_ reason: String) -> NavigationStateError {
            .invalidStructure(reason: "node \(index) (\(node.type)) \(reason)")
        }
        func checkCodes(_ destinations: [Destination]?, _ codes: String?, _ name: String)
            throws(NavigationStateError)
        {
            // By byte: every code is one ASCII letter, so a string of codes has as many bytes
            // as characters, and any other character has a byte that is no code.
            let codes = (codes ?? "").utf8
            guard codes.count == (destinations?.count ?? 0),
                codes.allSatisfy({ Presentation(snapshotCode: $0) != nil })
            else { throw fail("has \(name) that do not match their presentations") }
        }
        if let omitted = node.omitted,
            omitted.contains(where: { $0.slot < 0 || ($0.reason != .excluded && $0.slot >= node.slotCount) })
        {
            throw fail("lists an omitted slot it does not have")
        }
        if node.opaque == true { return }
        switch node.kind {
        case .flow:
            guard node.root != nil || node.excludedBaseRole != nil else {
                throw fail("is a flow without a root")
            }
            try checkCodes(node.entries, node.presentations, "entries")
        case .root:
            guard node.root != nil || node.excludedBaseRole != nil else {
                throw fail("is a root coordinator without a root")
            }
            try checkCodes(node.modals, node.modalPresentations, "modals")
        case .split:
            guard node.root != nil || node.excludedBaseRole != nil else {
                throw fail("is a split coordinator without a sidebar")
            }
            guard (node.selections?.count ?? 0) <= (node.contentColumn == true ? 2 : 1) else {
                throw fail("has more selections than a split view has columns to show them")
            }
            try checkCodes(node.modals, node.modalPresentations, "modals")
        case .tab:
            let tabs = node.tabs ?? []
            guard node.created == nil || node.created?.count == tabs.count else {
                throw fail("has a created list that does not match its tabs")
            }
            guard let selected = node.selected ?? (tabs.isEmpty ? 0 : nil),
                tabs.isEmpty ? selected == 0 : tabs.indices.contains(selected)
            else { throw fail("selects a tab it does not have") }
            try checkCodes(node.modals, node.modalPresentations, "modals")
        }
    }
}

/// Which node of a table sits in each slot of its parent: one node at most per slot.
struct NodeSlots {
    private struct Key: Hashable {
        var parent: Int
        var slot: Int
    }

    private var nodes: [Key: Int] = [:]

    /// Room for `capacity` placed nodes.
    init(capacity: Int) {
        nodes.reserveCapacity(max(capacity, 0))
    }

    /// Places node `index` in `slot` of node `parent`; `false` when another node sits there.
    mutating func place(_ index: Int, in slot: Int, of parent: Int) -> Bool {
        nodes.updateValue(index, forKey: Key(parent: parent, slot: slot)) == nil
    }

    /// The node in `slot` of node `parent`, if one sits there.
    func node(in slot: Int, of parent: Int) -> Int? {
        nodes[Key(parent: parent, slot: slot)]
    }
}
