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
    /// than ``NavigationSnapshotLimits/maximumDepth``.
    ///
    /// A node under a lost node (``SnapshotNode/isLost``), or in a slot its parent no longer has
    /// because one of the parent's fields could not be read, is not placed: it is part of what
    /// that field costs (``UnreadableField``).
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
        var depth = [Int](repeating: 0, count: nodes.count)
        // Whether a node is placed: not under a lost node, nor in a slot an unreadable field took.
        var isPlaced = [Bool](repeating: true, count: nodes.count)
        var slots = NodeSlots(capacity: nodes.count - 1)
        // By index, each node read in place: a copy of a node costs more than its checks.
        for index in nodes.indices.dropFirst() {
            guard let parent = nodes[index].parent, let slot = nodes[index].slot else {
                throw .invalidStructure(reason: "node \(index) has no parent or slot")
            }
            guard parent >= 0, parent < index else {
                throw .invalidStructure(
                    reason: "node \(index) refers to parent \(parent), which does not precede it")
            }
            guard isPlaced[parent], !nodes[parent].isLost else {
                isPlaced[index] = false
                continue
            }
            guard nodes[parent].opaque != true, slot >= 0, slot < nodes[parent].slotCount else {
                if nodes[parent].opaque != true, slot >= 0, nodes[parent].unreadable != nil {
                    isPlaced[index] = false
                    continue
                }
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
            depth[index] = level
        }
        return slots
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
