/// A coding key for any field name: the names of a JSON object whose fields are not known in
/// advance (a destination's payload, a document being recognised).
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
