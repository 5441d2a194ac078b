import Foundation

/// A document kept as `Data` under one UserDefaults key.
@MainActor
final class DefaultsStore: StateStore {
    /// The suite, or `nil` for `UserDefaults.standard`.
    let suiteName: String?
    /// The key holding the document, e.g. `Trellis.appState`.
    let key: String
    /// `nil` when the suite name is one UserDefaults refuses.
    private let defaults: UserDefaults?

    init(suiteName: String?, key: String) {
        self.suiteName = suiteName
        self.key = key
        defaults = suiteName.map { UserDefaults(suiteName: $0) } ?? .standard
    }

    var location: String {
        let suite = suiteName.map { "UserDefaults suite \"\($0)\"" } ?? "UserDefaults.standard"
        return "\(suite), key \"\(key)\""
    }

    func read(limit: Int) throws(StoreReadError) -> Data? {
        let defaults: UserDefaults
        do { defaults = try available() } catch { throw .inaccessible(error) }
        guard let value = defaults.object(forKey: key) else { return nil }
        guard let data = value as? Data else {
            throw .malformed(ValueTypeError(found: String(describing: type(of: value))))
        }
        guard data.count <= limit else { throw .tooLarge(byteCount: data.count) }
        return data
    }

    func write(_ data: Data) throws {
        try available().set(data, forKey: key)
    }

    func remove() throws {
        try available().removeObject(forKey: key)
    }

    func moveAside(stamp: String) throws -> String {
        let defaults = try available()
        var asideKey = "\(key).corrupt-\(stamp)"
        var attempt = 1
        while defaults.object(forKey: asideKey) != nil {
            attempt += 1
            asideKey = "\(key).corrupt-\(stamp)-\(attempt)"
        }
        defaults.set(defaults.object(forKey: key), forKey: asideKey)
        defaults.removeObject(forKey: key)
        return asideKey
    }

    private func available() throws -> UserDefaults {
        guard let defaults else { throw SuiteUnavailableError(suiteName: suiteName ?? "") }
        return defaults
    }

    /// The defaults value under the key is not `Data`.
    struct ValueTypeError: Error, CustomStringConvertible {
        var found: String
        var description: String { "the stored value is a \(found), not Data" }
    }

    /// `UserDefaults(suiteName:)` returned `nil`.
    struct SuiteUnavailableError: Error, CustomStringConvertible {
        var suiteName: String
        var description: String { "UserDefaults(suiteName: \"\(suiteName)\") is not available" }
    }
}
