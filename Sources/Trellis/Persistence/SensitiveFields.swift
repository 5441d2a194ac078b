/// The one rule for sensitive form fields: they stay in memory and never reach storage.
enum SensitiveFields {
    /// `fields` without the keys in `sensitiveKeys`.
    static func removing(_ sensitiveKeys: Set<String>, from fields: [String: String]) -> [String: String] {
        sensitiveKeys.isEmpty ? fields : fields.filter { !sensitiveKeys.contains($0.key) }
    }
}
