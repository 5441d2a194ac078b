/// One coordinator of a snapshot's node table, read from its JSON with every field checked.
struct SnapshotNode {
    /// A slot left out of the snapshot when it was captured.
    struct Omission {
        var slot: Int
        var reason: String
        var count: Int?
        var detail: String?
    }

    /// One printed line, and the node hosted by its slot.
    struct Line {
        var text: String
        var child: Int?
    }

    static let kinds: Set<String> = ["flow", "tab", "root"]
    private static let knownFields: Set<String> = [
        "parent", "slot", "type", "kind", "opaque", "root", "entries", "presentations", "tabs", "created",
        "selected", "modals", "modalPresentations", "omitted",
    ]

    let index: Int
    var parent: Int?
    var slot: Int?
    var type: String
    var kind: String
    var isOpaque = false
    var root: JSON?
    var entries: [JSON] = []
    var presentations: [String] = []
    var tabs: [JSON] = []
    var created: [Bool]?
    var selected: Int?
    var modals: [JSON] = []
    var modalPresentations: [String] = []
    var omitted: [Omission] = []
    /// Fields this reader does not know, printed rather than dropped.
    var unknownFields: [JSON.Member] = []

    init(json: JSON, index: Int) throws {
        self.index = index
        guard let members = json.members else {
            throw DemoError("node \(index) is \(json.typeName), not an object")
        }
        func fail(_ reason: String) -> DemoError { DemoError("node \(index) \(reason)") }
        func field<T>(_ name: String, _ expected: String, _ read: (JSON) -> T?) throws -> T? {
            guard let value = json[name], value != .null else { return nil }
            guard let typed = read(value) else {
                throw fail("has \"\(name)\" as \(value.typeName), expected \(expected)")
            }
            return typed
        }
        guard let type = try field("type", "a string", \.stringValue) else { throw fail("has no \"type\"") }
        guard let kind = try field("kind", "a string", \.stringValue), Self.kinds.contains(kind) else {
            throw fail("(\(type)) has no \"kind\" flow, tab or root")
        }
        self.type = type
        self.kind = kind
        parent = try field("parent", "an integer", \.intValue)
        slot = try field("slot", "an integer", \.intValue)
        isOpaque = try field("opaque", "a Boolean", \.boolValue) ?? false
        root = json["root"]
        entries = try field("entries", "an array", \.arrayValue) ?? []
        presentations = try Self.codes(
            field("presentations", "a string", \.stringValue), count: entries.count
        ) {
            fail("(\(type)) has presentations that do not match its \(entries.count) entries")
        }
        tabs = try field("tabs", "an array", \.arrayValue) ?? []
        created = try field("created", "an array of Booleans") { value in
            value.arrayValue.flatMap { array in
                let flags = array.compactMap(\.boolValue)
                return flags.count == array.count ? flags : nil
            }
        }
        selected = try field("selected", "an integer", \.intValue)
        modals = try field("modals", "an array", \.arrayValue) ?? []
        modalPresentations = try Self.codes(
            field("modalPresentations", "a string", \.stringValue), count: modals.count
        ) { fail("(\(type)) has modal presentations that do not match its \(modals.count) modals") }
        omitted = try (field("omitted", "an array", \.arrayValue) ?? []).map { item in
            guard let slot = item["slot"]?.intValue, let reason = item["reason"]?.stringValue else {
                throw fail("(\(type)) has an omitted slot without an integer slot and a reason")
            }
            return Omission(
                slot: slot, reason: reason, count: item["count"]?.intValue,
                detail: item["detail"]?.stringValue)
        }
        unknownFields = members.filter { !Self.knownFields.contains($0.key) }
        try checkShape(fail)
    }

    /// The presentation names of a code string (`p`, `s`, `f`), which must match `count`.
    private static func codes(_ text: String?, count: Int, error: () -> DemoError) throws -> [String] {
        let names = (text ?? "").map { code -> String? in
            switch code {
            case "p": "push"
            case "s": "sheet"
            case "f": "fullScreenCover"
            default: nil
            }
        }
        guard names.count == count, names.allSatisfy({ $0 != nil }) else { throw error() }
        return names.compactMap { $0 }
    }

    private func checkShape(_ fail: (String) -> DemoError) throws {
        guard !isOpaque else { return }
        switch kind {
        case "flow", "root":
            guard root != nil else { throw fail("(\(type)) is a \(kind) coordinator without a root") }
        default:
            if let created, created.count != tabs.count {
                throw fail("(\(type)) has a created list that does not match its \(tabs.count) tabs")
            }
            let selection = selected ?? 0
            guard tabs.isEmpty ? selection == 0 : tabs.indices.contains(selection) else {
                throw fail("(\(type)) selects tab \(selection), which it does not have")
            }
        }
    }

    /// How many slots children may sit in: for a flow the root then the entries, for a tab
    /// coordinator the tabs then the modals, for a root coordinator the root then the modals.
    var slotCount: Int {
        guard !isOpaque else { return 0 }
        switch kind {
        case "flow": return 1 + entries.count
        case "tab": return tabs.count + modals.count
        default: return 1 + modals.count
        }
    }

    /// `TypeName [kind]`.
    var header: String { "\(type) [\(kind)]" }

    /// The node's lines: one per slot, then what was left out.
    func lines(children: [Int: Int], nodes: [SnapshotNode]) -> [Line] {
        var lines = unknownFields.map { Line(text: "(unrecognized field \"\($0.key)\": \($0.value.text))") }
        guard !isOpaque else {
            lines.append(
                Line(
                    text:
                        "(state not recorded: its Destinations is not Codable; a restore starts it at its first screen)"
                ))
            return lines
        }
        func line(_ role: String, _ route: JSON?, slot: Int, notCreated: Bool = false) -> Line {
            var text = role + " " + routeText(route, slot: slot)
            let child = children[slot]
            if notCreated {
                text += " → (not yet created)"
            } else if let child {
                text += " → " + nodes[child].header
            } else if let limit = omitted.first(where: { $0.slot == slot && $0.reason == "limit" }) {
                text += " → (subtree not saved: \(limit.detail ?? "a snapshot limit"))"
            }
            return Line(text: text, child: notCreated ? nil : child)
        }
        switch kind {
        case "flow":
            lines.append(line("root", root, slot: 0))
            for (position, entry) in entries.enumerated() {
                lines.append(line(presentations[position], entry, slot: 1 + position))
            }
        case "tab":
            for (position, tab) in tabs.enumerated() {
                let role = "tab[\(position)]" + (position == (selected ?? 0) ? "*" : "")
                lines.append(line(role, tab, slot: position, notCreated: created?[position] == false))
            }
        default:
            lines.append(line("root", root, slot: 0))
        }
        if kind != "flow" {
            let firstModal = kind == "tab" ? tabs.count : 1
            for (position, modal) in modals.enumerated() {
                lines.append(line(modalPresentations[position], modal, slot: firstModal + position))
            }
        }
        lines += omitted.compactMap(omissionLine)
        return lines
    }

    private func routeText(_ route: JSON?, slot: Int) -> String {
        if let route, let text = RouteText.format(route) { return text }
        if let omission = omitted.first(where: { $0.slot == slot && $0.reason == "unencodable" }) {
            return "(not saved: its route could not be encoded: \(omission.detail ?? "no detail"))"
        }
        return "(no route)"
    }

    /// A line for an omission that is not shown on a slot's own line.
    private func omissionLine(_ omission: Omission) -> Line? {
        switch omission.reason {
        case "excluded":
            let what =
                switch omission.count {
                case 1?: "1 entry"
                case let count?: "\(count) entries"
                case nil: "the entries from here on"
                }
            return Line(text: "(\(what) not saved: excluded by snapshotPolicy(for:))")
        case "unencodable" where (0..<slotCount).contains(omission.slot),
            "limit" where (0..<slotCount).contains(omission.slot):
            return nil  // shown on the slot's own line
        default:
            let detail = omission.detail.map { ": \($0)" } ?? ""
            return Line(text: "(slot \(omission.slot) not saved: \(omission.reason)\(detail))")
        }
    }
}
