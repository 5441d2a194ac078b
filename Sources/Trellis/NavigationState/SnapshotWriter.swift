import Foundation

/// Writes a ``SnapshotDocument`` as the bytes `JSONEncoder` (`.sortedKeys`,
/// `.withoutEscapingSlashes`) writes for it, in one pass and without an intermediate tree.
///
/// Routes go through ``RouteCoding/appendRoute(_:to:)``. A route that cannot be encoded is
/// written as `null` and recorded in its node's `omitted` list (reason `unencodable`). When any
/// route of the document failed, every node's `omitted` list is written sorted by slot, as the
/// `JSONEncoder` path did when it re-encoded the document without the failing routes.
struct SnapshotWriter {
    private let output: RouteEncoder
    /// Holds a node's root and tab routes while its earlier fields are written (the `omitted`
    /// field, which depends on them, comes first in key order).
    private let scratch = RouteEncoder()
    private let sortsOmissions: Bool
    private(set) var hasUnencodableRoutes = false

    private init(sortsOmissions: Bool, capacity: Int) {
        self.output = RouteEncoder(capacity: capacity)
        self.sortsOmissions = sortsOmissions
    }

    static func write(_ document: SnapshotDocument<RouteBox>) -> Data {
        var routeCount = 0
        for node in document.nodes {
            routeCount += 1 + (node.entries?.count ?? 0) + (node.tabs?.count ?? 0) + (node.modals?.count ?? 0)
        }
        let capacity = 64 + document.nodes.count * 96 + routeCount * 40
        var writer = SnapshotWriter(sortsOmissions: false, capacity: capacity)
        writer.writeDocument(document)
        if writer.hasUnencodableRoutes {
            writer = SnapshotWriter(sortsOmissions: true, capacity: capacity)
            writer.writeDocument(document)
        }
        return Data(writer.output.bytes)
    }

    private mutating func writeDocument(_ document: SnapshotDocument<RouteBox>) {
        output.append("{\"format\":")
        output.appendString(document.format)
        output.append(",\"nodes\":[")
        for (index, node) in document.nodes.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            writeNode(node)
        }
        output.append("],\"version\":")
        output.appendInteger(document.version)
        output.append(UInt8(ascii: "}"))
    }

    /// The fields of a node, in the sorted key order `JSONEncoder` writes them; absent optionals
    /// are left out.
    private mutating func writeNode(_ node: SnapshotNode<RouteBox>) {
        // Root and tabs first, into the scratch buffer: their failures belong in `omitted`.
        scratch.removeAll(keepingCapacity: true)
        var rootFailures: [SnapshotOmission] = []
        var rootRange: Range<Int>?
        if let root = node.root {
            rootRange = appendRoute(root, slot: 0, to: scratch, failures: &rootFailures)
        }
        var tabFailures: [SnapshotOmission] = []
        var tabRanges: [Range<Int>] = []
        if let tabs = node.tabs {
            tabRanges.reserveCapacity(tabs.count)
            for (index, tab) in tabs.enumerated() {
                tabRanges.append(appendRoute(tab, slot: index, to: scratch, failures: &tabFailures))
            }
        }

        var fields = FieldList(output: output)
        if let created = node.created {
            fields.key("created")
            output.append(UInt8(ascii: "["))
            for (index, isMaterialized) in created.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(isMaterialized ? "true" : "false")
            }
            output.append(UInt8(ascii: "]"))
        }
        var entryFailures: [SnapshotOmission] = []
        if let entries = node.entries {
            fields.key("entries")
            writeRoutes(entries, firstSlot: 1, failures: &entryFailures)
        }
        fields.key("kind")
        output.appendString(node.kind.rawValue)
        if let codes = node.modalPresentations {
            fields.key("modalPresentations")
            output.appendString(codes)
        }
        var modalFailures: [SnapshotOmission] = []
        if let modals = node.modals {
            fields.key("modals")
            writeRoutes(
                modals, firstSlot: node.kind == .tab ? (node.tabs?.count ?? 0) : 1, failures: &modalFailures)
        }
        // Slot order: root, entries, tabs, modals.
        let omitted = (node.omitted ?? []) + rootFailures + entryFailures + tabFailures + modalFailures
        if !omitted.isEmpty {
            fields.key("omitted")
            writeOmissions(sortsOmissions ? omitted.sorted { $0.slot < $1.slot } : omitted)
        }
        if let opaque = node.opaque {
            fields.key("opaque")
            output.append(opaque ? "true" : "false")
        }
        if let parent = node.parent {
            fields.key("parent")
            output.appendInteger(parent)
        }
        if let codes = node.presentations {
            fields.key("presentations")
            output.appendString(codes)
        }
        if let rootRange {
            fields.key("root")
            output.append(contentsOf: scratch.bytes[rootRange])
        }
        if let selected = node.selected {
            fields.key("selected")
            output.appendInteger(selected)
        }
        if let slot = node.slot {
            fields.key("slot")
            output.appendInteger(slot)
        }
        if node.tabs != nil {
            fields.key("tabs")
            output.append(UInt8(ascii: "["))
            for (index, range) in tabRanges.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(contentsOf: scratch.bytes[range])
            }
            output.append(UInt8(ascii: "]"))
        }
        fields.key("type")
        output.appendString(node.type)
        output.append(UInt8(ascii: "}"))
    }

    private mutating func writeRoutes(
        _ routes: [RouteBox], firstSlot: Int, failures: inout [SnapshotOmission]
    ) {
        output.append(UInt8(ascii: "["))
        for (index, route) in routes.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            _ = appendRoute(route, slot: firstSlot + index, to: output, failures: &failures)
        }
        output.append(UInt8(ascii: "]"))
    }

    /// Appends a route (or `null` when it cannot be encoded) and returns where it was written.
    private mutating func appendRoute(
        _ route: RouteBox, slot: Int, to buffer: RouteEncoder, failures: inout [SnapshotOmission]
    ) -> Range<Int> {
        let start = buffer.bytes.count
        if let reason = RouteCoding.appendRoute(route, to: buffer) {
            hasUnencodableRoutes = true
            buffer.append("null")
            failures.append(SnapshotOmission(slot: slot, reason: .unencodable, detail: reason))
        }
        return start..<buffer.bytes.count
    }

    private func writeOmissions(_ omissions: [SnapshotOmission]) {
        output.append(UInt8(ascii: "["))
        for (index, omission) in omissions.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            var fields = FieldList(output: output)
            if let count = omission.count {
                fields.key("count")
                output.appendInteger(count)
            }
            if let detail = omission.detail {
                fields.key("detail")
                output.appendString(detail)
            }
            fields.key("reason")
            output.appendString(omission.reason.rawValue)
            fields.key("slot")
            output.appendInteger(omission.slot)
            output.append(UInt8(ascii: "}"))
        }
        output.append(UInt8(ascii: "]"))
    }
}

/// Writes the `{` and the keys of one object, with the commas between its fields.
private struct FieldList {
    let output: RouteEncoder
    private var isFirst = true

    init(output: RouteEncoder) {
        self.output = output
    }

    /// `{"name":` for the first field, `,"name":` after; `name` is plain ASCII.
    mutating func key(_ name: StaticString) {
        output.append(isFirst ? UInt8(ascii: "{") : UInt8(ascii: ","))
        isFirst = false
        output.append(UInt8(ascii: "\""))
        output.append(name)
        output.append("\":")
    }
}
