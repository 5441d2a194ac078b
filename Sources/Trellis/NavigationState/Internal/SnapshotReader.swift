import Foundation

/// How a restore reads a saved document: every restore goes through ``read(_:identity:kind:namesInUse:)``
/// (`restoreNavigationState(from:aboveSkippedEntry:)`, and through it the managers and the
/// testing kit), which hides how the document's bytes are read.
///
/// A document is read in two steps. First its node table, whole, by `JSONDecoder`, and checked
/// (``SnapshotValidation/checkTable(_:)``) before anything in the live tree changes; a node's
/// destinations are left unread (``UnreadDestination``), as their type is the `Destinations` of
/// a coordinator that exists only once the replay reaches it. Then, as the replay reaches each
/// coordinator, its ``RestoringNode`` decodes its destinations (``DestinationCoding``) from the
/// decoder this type gives it.
///
/// The one choice made here is where that decoder reads from (``DestinationReading``): up to
/// 256 KiB, the decoders `JSONDecoder` made while it read the node table are kept, so the
/// document is parsed once; past it, each root and list is decoded from its own bytes, found by
/// ``DestinationLocator``, so that `JSONDecoder`'s map of the whole document (about 12 times its
/// size) does not live through the replay and a restore's working memory stays within 20 times
/// the document (Performance, "Guarantees that CI checks").
@MainActor
enum SnapshotReader {
    /// Reads a snapshot for a restore: the node table with `JSONDecoder`, every check of
    /// ``SnapshotValidation/checkTable(_:)``, and each node's record, whose destinations are
    /// read when the replay reaches it.
    ///
    /// - Parameters:
    ///   - identity: The restoring coordinator's type.
    ///   - namesInUse: The types of the tree it is in, for a first node recorded under one of
    ///     the type's former names.
    /// - Returns: The nodes, which node sits in each slot, and how the first one records the
    ///   restoring coordinator's type.
    static func read(
        _ data: Data, identity: TypeIdentity, kind: CoordinatorKind, namesInUse: TypeNamesInUse
    ) throws -> (nodes: [RestoringNode], slots: NodeSlots, topMatch: TypeIdentity.Match) {
        let reading = DestinationReading(byteCount: data.count)
        let document = try SnapshotValidation.decode(
            SnapshotDocument<UnreadDestination>.self, from: data,
            with: reading == .keepingDecoders ? DestinationCoding.decoder : DestinationReading.detachedDecoder
        )
        let appVersion = document.appVersion
        let documentUnreadable = document.unreadable
        var nodes = (consume document).nodes
        var topMatch = TypeIdentity.Match.current
        if !nodes.isEmpty {
            // The top's type is how a document is told to be this coordinator's: it must read.
            guard !nodes[0].unreadable.holds(SnapshotNode<UnreadDestination>.CodingKeys.type) else {
                throw NavigationStateError.notASnapshot(reason: "its first coordinator's type cannot be read")
            }
            guard let match = identity.match(nodes[0], namesInUse: namesInUse),
                nodes[0].isLost || nodes[0].kind == kind, nodes[0].opaque != true
            else {
                let names = identity.names(against: nodes[0])
                throw NavigationStateError.coordinatorMismatch(
                    expected: "\(names.current) [\(kind.rawValue)]",
                    found: "\(names.captured) [\(nodes[0].kind.rawValue)]")
            }
            topMatch = match
            // The document's own unreadable fields are reported with the top's.
            if let documentUnreadable {
                nodes[0].unreadable = documentUnreadable + (nodes[0].unreadable ?? [])
            }
        }
        let slots = try SnapshotValidation.checkTable(nodes)
        // A tab set whose created tabs cannot be read creates the tabs that have a recorded child.
        for index in nodes.indices where nodes[index].kind == .tab && !nodes[index].isLost {
            guard nodes[index].created == nil,
                nodes[index].unreadable.holds(SnapshotNode<UnreadDestination>.CodingKeys.created)
            else { continue }
            nodes[index].created = (nodes[index].tabs ?? []).indices.map {
                slots.node(in: $0, of: index) != nil
            }
        }
        guard SnapshotValidation.isUTF8(data) else {
            throw NavigationStateError.notASnapshot(reason: "it is not a UTF-8 JSON object")
        }
        let text = SnapshotText(data)
        // Each node is moved out of the table into its record, last first: a copy of a node and
        // its release cost about a fiftieth of a small restore.
        var restoring: [RestoringNode] = []
        restoring.reserveCapacity(nodes.count)
        while let node = nodes.popLast() {
            restoring.append(
                RestoringNode(fields: node, index: nodes.count, text: text, appVersion: appVersion))
        }
        restoring.reverse()
        return (restoring, slots, topMatch)
    }

    /// The decoder of a root's or a list's own JSON text (a document read
    /// ``DestinationReading/detached``); `nil` when `JSONDecoder` cannot read it.
    nonisolated static func decoder(ofDetached json: Data) -> (any Decoder)? {
        DetachedDestination.source(of: json)
    }
}

/// How a restore's node table reads the destinations: keeping the decoder `JSONDecoder` makes for
/// each root and list, so the document is parsed once, or only counting them, to be decoded
/// from their own bytes when the replay reaches them.
///
/// `JSONDecoder`'s parse of a document (its map of every value) takes about 12 times the
/// document's bytes, and a kept decoder keeps all of it until the last destination is decoded, at the
/// end of the replay: past ``largestSingleParse`` a restore reads each list on its own, so its
/// working memory stays within 20 times the document (Performance, "Guarantees that CI
/// checks"). Below it, one parse is about a ninth faster on the launch tree.
///
/// Measured with `trellis-bench --restore-scaling` (2 cores, Linux, one run each, 2026-12-07),
/// keeping the decoders at every size holds the same bounds but more memory: 1.63 times the
/// added memory for 13.6 MB of many tabs (219 MB against 134 MB), 1.23 times for 25 MB of
/// omissions times entries, 1.06 times for 16 MB of a deep and wide tree; times within 10%.
enum DestinationReading: Equatable {
    case keepingDecoders
    case detached

    /// The largest document parsed once: 256 KiB, whose parse costs at most about 3 MB for the
    /// length of a restore.
    static let largestSingleParse = 256 * 1024

    /// How a document of `byteCount` bytes is read.
    init(byteCount: Int) {
        self = byteCount <= Self.largestSingleParse ? .keepingDecoders : .detached
    }

    /// How the decoder reading the node table reads the destinations (``userInfoKey``).
    init(_ decoder: any Decoder) {
        self = decoder.userInfo[Self.userInfoKey] == nil ? .keepingDecoders : .detached
    }

    /// Present in the `userInfo` of the decoder that reads the node table of a large document.
    static let userInfoKey = CodingUserInfoKey(rawValue: "trellis.detachedDestinations")!

    /// The decoder of the node table of a large document.
    static let detachedDecoder: JSONDecoder = {
        let decoder = DestinationCoding.makeDecoder()
        decoder.userInfo[userInfoKey] = true
        return decoder
    }()
}

/// A destination list or root read from its own bytes: the decoder `superDecoder(forKey:)` makes for
/// the one member of `{"r": …}` around them (which outlives its `JSONDecoder` call, as a kept
/// decoder does), so a detached destination is decoded exactly as a kept one.
struct DetachedDestination: Decodable {
    let source: any Decoder

    private enum CodingKeys: String, CodingKey { case r }

    init(from decoder: any Decoder) throws {
        source = try decoder.container(keyedBy: CodingKeys.self).superDecoder(forKey: .r)
    }

    /// The decoder of `json`, a root's or a list's text; `nil` when `JSONDecoder` cannot read it.
    static func source(of json: Data) -> (any Decoder)? {
        var wrapped = Data("{\"r\":".utf8)
        wrapped.append(json)
        wrapped.append(UInt8(ascii: "}"))
        return try? DestinationCoding.decoder.decode(Self.self, from: wrapped).source
    }
}

/// A snapshot's bytes, for the few reads that need a destination's JSON text itself — a migration,
/// which sees each stored destination, and a report, which shows a skipped one: every node's destinations
/// are found in them (``DestinationLocator``) once, on the first such read.
final class SnapshotText {
    private let data: Data
    /// Where each node's destinations are; `nil` before the first read, empty when they cannot be
    /// found.
    private var located: [DestinationLocator.NodeDestinations]?

    init(_ data: Data) {
        self.data = data
    }

    /// Where node `index`'s destinations are in the bytes; `nil` when they cannot be found.
    func destinations(ofNode index: Int) -> DestinationLocator.NodeDestinations? {
        if located == nil {
            located = (try? DestinationLocator.locate(in: [UInt8](data))) ?? []
        }
        guard let located, located.indices.contains(index) else { return nil }
        return located[index]
    }

    func slice(_ range: Range<Int>) -> Data {
        data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
    }
}
