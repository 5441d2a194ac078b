import Foundation

/// One of Trellis's own fields of a node that a restore could not read: a value a newer release
/// writes (a column visibility, a presentation code this release does not know), a wrong JSON
/// type, or a field that is missing. It costs only what holds it, by the forward-compatibility
/// rule (SavingAndRestoringNavigation, "Documents from other releases"):
///
/// - an entry's presentation code: that entry is skipped (``slot`` is the entry's);
/// - an option of the node (its column visibility, compact column, selected tab, created tabs,
///   detents, omissions, qualified type; the document's app version): the option takes its
///   default, and the rest of the node restores (``slot`` is `nil`);
/// - a list of destinations, or what says what the node is (its kind, its type, whether it is
///   opaque): what the list holds, or the whole node, is skipped (``SnapshotNode/isLost``), and
///   its coordinator starts at its initial position.
///
/// The report names the field and its value (``RestorationReport/Reason/unreadable(field:value:)``).
struct UnreadableField: Hashable {
    /// The field's name as the document spells it (`columnVisibility`, `presentations`).
    var field: String
    /// Its value as found: JSON text (`"inspector"`, `7`), `an array`, `an object`, or `missing`.
    var value: String
    /// The slot of the entry it costs; `nil` for an option or the whole node.
    var slot: Int?

    /// The description of the value at `key`, for a report: a string, number or Boolean as JSON
    /// text (a long one cut at 60 characters, control characters escaped), `null`, `an array`,
    /// `an object`, or `missing` when the key is absent.
    static func value<Key: CodingKey>(at key: Key, in container: KeyedDecodingContainer<Key>) -> String {
        guard container.contains(key) else { return "missing" }
        if (try? container.decodeNil(forKey: key)) == true { return "null" }
        if let text = try? container.decode(String.self, forKey: key) { return quoted(text) }
        if let flag = try? container.decode(Bool.self, forKey: key) { return String(flag) }
        if let number = try? container.decode(Int.self, forKey: key) { return String(number) }
        if let number = try? container.decode(Double.self, forKey: key) { return String(number) }
        if (try? container.nestedUnkeyedContainer(forKey: key)) != nil { return "an array" }
        return "an object"
    }

    /// `text` as a JSON string literal, cut at 60 characters, control characters escaped.
    static func quoted(_ text: String) -> String {
        let cut = text.count > 60 ? String(text.prefix(60)) + "…" : text
        // `printable` gives a string literal (`debugDescription`) for a text with control characters.
        let printable = InspectionText.printable(cut)
        guard printable == cut else { return printable }
        return "\""
            + cut.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }
}

extension KeyedDecodingContainer {
    /// The value at `key` when it decodes as `T`; `nil` when it is absent or `null`, and when it
    /// does not decode, after noting the field in `unreadable`.
    func readIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, noting unreadable: inout [UnreadableField]?, slot: Int? = nil
    ) -> T? {
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch {
            note(key, in: &unreadable, slot: slot)
            return nil
        }
    }

    /// Notes the field at `key`, with its value, in `unreadable`.
    func note(_ key: Key, in unreadable: inout [UnreadableField]?, slot: Int? = nil) {
        unreadable.append(
            UnreadableField(
                field: key.stringValue, value: UnreadableField.value(at: key, in: self), slot: slot))
    }
}

extension Optional where Wrapped == [UnreadableField] {
    /// Whether the list notes the field at `key`.
    func holds(_ key: some CodingKey) -> Bool {
        self?.contains { $0.field == key.stringValue } == true
    }

    /// Adds `field` to the list, making it on the first one.
    mutating func append(_ field: UnreadableField) {
        if self == nil { self = [] }
        self?.append(field)
    }
}
