import Foundation

@testable import Trellis

/// The snapshot encoding as the format describes it: `JSONEncoder` over the whole document, and
/// on failure each destination that does not encode on its own replaced by `null` and recorded as
/// omitted. The writer must produce exactly these bytes.
///
/// The oracle encodes its own plain values, not the library's document model: the document's
/// field names, which fields are left out when empty, the omission records and the destinations'
/// payloads are the test's (``OracleDocument``), built from the captured tree's values, so a
/// renamed, reordered, added or dropped field in the library disagrees with it.
enum JSONEncoderOracle {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func snapshot(_ captured: SnapshotDocument<StoredDestinationBox>) throws -> Data {
        var document = OracleDocument(captured)
        do {
            return try encoder.encode(document)
        } catch {
            for index in document.nodes.indices { document.nodes[index].replaceUnencodableDestinations() }
            return try encoder.encode(document)
        }
    }

    /// One destination as `JSONEncoder` writes it, or the message of its error.
    static func destination(_ value: any Encodable) -> Result<String, OracleFailure> {
        do {
            return .success(
                String(decoding: try encoder.encode(OracleDestination.value(value)), as: UTF8.self))
        } catch {
            return .failure(OracleFailure(message: message(for: error)))
        }
    }

    /// What a snapshot records for a destination that does not encode: the context of the
    /// `EncodingError`, or the error itself.
    static func message(for error: any Error) -> String {
        if case EncodingError.invalidValue(_, let context) = error { return context.debugDescription }
        return String(describing: error)
    }

    struct OracleFailure: Error, Equatable {
        var message: String
    }
}

/// A navigation snapshot as the format describes it: `{"format", "nodes", "version"}`.
struct OracleDocument: Encodable {
    var format = "trellis.navigation"
    var version = 2
    var nodes: [OracleNode]

    init(nodes: [OracleNode]) {
        self.nodes = nodes
    }

    init(_ captured: SnapshotDocument<StoredDestinationBox>) {
        nodes = captured.nodes.map(OracleNode.init)
    }
}

/// One coordinator of the snapshot; `nil` fields are left out.
struct OracleNode: Encodable {
    var parent: Int?
    var slot: Int?
    var type: String
    /// The module-qualified type name.
    var qualifiedType: String
    /// `flow`, `tab`, `root` or `split`.
    var kind: String
    var opaque: Bool?
    var root: OracleDestination?
    var entries: [OracleDestination]?
    /// One character per entry or modal: `p`, `s`, `f`.
    var presentations: String?
    var tabs: [OracleDestination]?
    var created: [Bool]?
    var selected: Int?
    var selections: [OracleDestination]?
    var contentColumn: Bool?
    var columnVisibility: String?
    var compactColumn: String?
    var modals: [OracleDestination]?
    var modalPresentations: String?
    var omitted: [OracleOmission]?

    /// A node a test describes by hand, of a type declared in the test module.
    init(
        parent: Int? = nil, slot: Int? = nil, type: String, kind: String, root: OracleDestination? = nil,
        entries: [OracleDestination]? = nil, presentations: String? = nil, omitted: [OracleOmission]? = nil
    ) {
        self.parent = parent
        self.slot = slot
        self.type = type
        self.qualifiedType = "TrellisTests." + type
        self.kind = kind
        self.root = root
        self.entries = entries
        self.presentations = presentations
        self.omitted = omitted
    }

    init(_ node: SnapshotNode<StoredDestinationBox>) {
        parent = node.parent
        slot = node.slot
        type = node.type
        qualifiedType = node.qualifiedType ?? ""
        kind =
            switch node.kind {
            case .flow: "flow"
            case .tab: "tab"
            case .root: "root"
            case .split: "split"
            }
        opaque = node.opaque
        root = node.root.map(OracleDestination.init)
        entries = node.entries?.map(OracleDestination.init)
        presentations = node.presentations
        tabs = node.tabs?.map(OracleDestination.init)
        created = node.created
        selected = node.selected
        selections = node.selections?.map(OracleDestination.init)
        contentColumn = node.contentColumn
        columnVisibility = node.columnVisibility?.rawValue
        compactColumn = node.compactColumn?.rawValue
        modals = node.modals?.map(OracleDestination.init)
        modalPresentations = node.modalPresentations
        omitted = node.omitted?.map(OracleOmission.init)
    }

    /// Replaces each destination that does not encode with `null` and records it as omitted at its
    /// slot (flow: root 0, entry `i` at `1 + i`; tab set: tab `i` at `i`, modal `j` at
    /// `tabs + j`; root coordinator: root 0, modal `j` at `1 + j`; split: sidebar 0, selection `i`
    /// at `1 + i`, modal `j` at `1 + selections + j`), omissions sorted by slot.
    mutating func replaceUnencodableDestinations() {
        var omissions = omitted ?? []
        func check(_ destination: inout OracleDestination, slot: Int) {
            do {
                _ = try JSONEncoderOracle.encoder.encode(destination)
            } catch {
                destination = .null
                omissions.append(
                    OracleOmission(
                        slot: slot, reason: "unencodable", detail: JSONEncoderOracle.message(for: error)))
            }
        }
        func checkAll(_ destinations: inout [OracleDestination]?, firstSlot: Int) {
            guard var list = destinations else { return }
            for position in list.indices { check(&list[position], slot: firstSlot + position) }
            destinations = list
        }
        if var destination = root {
            check(&destination, slot: 0)
            root = destination
        }
        checkAll(&entries, firstSlot: 1)
        checkAll(&tabs, firstSlot: 0)
        checkAll(&selections, firstSlot: 1)
        checkAll(&modals, firstSlot: kind == "tab" ? tabs?.count ?? 0 : 1 + (selections?.count ?? 0))
        omitted = omissions.isEmpty ? nil : omissions.sorted { $0.slot < $1.slot }
    }
}

/// A slot left out: `{"count"?, "detail"?, "reason", "slot"}`.
struct OracleOmission: Encodable {
    var slot: Int
    /// `excluded`, `unencodable` or `limit`.
    var reason: String
    var count: Int?
    var detail: String?

    init(slot: Int, reason: String, count: Int? = nil, detail: String? = nil) {
        self.slot = slot
        self.reason = reason
        self.count = count
        self.detail = detail
    }

    init(_ omission: SnapshotOmission) {
        let reason =
            switch omission.reason {
            case .excluded: "excluded"
            case .unencodable: "unencodable"
            case .limit: "limit"
            }
        self.init(slot: omission.slot, reason: reason, count: omission.count, detail: omission.detail)
    }
}

/// A destination: the destination's own encoding, or `null`.
enum OracleDestination: Encodable {
    case value(any Encodable)
    case null

    init(_ destination: StoredDestinationBox) {
        switch destination {
        case .value(let value): self = .value(value)
        case .placeholder: self = .null
        }
    }

    /// As `JSONEncoder` encodes the value when handed it directly.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .value(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}
