import Foundation

/// Writes a ``SnapshotDocument`` with `JSONEncoder` (see ``DestinationCoding/makeEncoder()``), routes
/// inline: the document's bytes are exactly `JSONEncoder`'s encoding of the document.
///
/// A route that cannot be encoded (its `encode(to:)` throws, or it nests too deeply for the
/// document to be read back) is written as `null` and recorded in its node's `omitted` list
/// (reason `unencodable`), and every node's `omitted` list is then sorted by slot.
enum SnapshotWriter {
    static func write(_ document: SnapshotDocument<StoredDestinationBox>) throws -> Data {
        let encoder = DestinationCoding.makeEncoder()
        // The common case is one call; only when it fails are the routes tried one by one.
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

extension SnapshotNode<StoredDestinationBox> {
    /// Replaces each route that cannot be encoded by a placeholder, records why in `omitted`,
    /// and sorts `omitted` by slot.
    fileprivate mutating func leaveOutUnencodableDestinations(encoder: JSONEncoder) {
        var failures: [SnapshotOmission] = []
        func check(_ route: inout StoredDestinationBox, slot: Int) {
            guard let reason = DestinationCoding.encodingFailure(of: route, with: encoder) else { return }
            route = .placeholder
            failures.append(SnapshotOmission(slot: slot, reason: .unencodable, detail: reason))
        }
        func check(_ routes: inout [StoredDestinationBox]?, firstSlot: Int) {
            guard var list = routes else { return }
            for index in list.indices { check(&list[index], slot: firstSlot + index) }
            routes = list
        }
        if var route = root {
            check(&route, slot: 0)
            root = route
        }
        check(&entries, firstSlot: 1)
        check(&tabs, firstSlot: 0)
        check(&modals, firstSlot: kind == .tab ? (tabs?.count ?? 0) : 1)
        let omissions = (omitted ?? []) + failures
        omitted = omissions.isEmpty ? nil : omissions.sorted { $0.slot < $1.slot }
    }
}
