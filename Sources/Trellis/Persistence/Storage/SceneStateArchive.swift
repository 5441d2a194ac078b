import Foundation

/// The documents one scene keeps in its own storage: what ``StateStorageMethod/scene(_:)``
/// reads and writes, held as one `Data` value a UI keeps per scene (SwiftUI's `@SceneStorage`).
///
/// Each window has its own archive, so each window resumes its own navigation; the system
/// discards it with its scene (a window closed on macOS, a snapshot swiped away in the iPad app
/// switcher), and so the state goes with the window. Keep sensitive values out of it, as
/// Apple asks of `@SceneStorage`: ``StateRestorationManager/sensitiveKeys`` still applies.
///
/// ```swift
/// let archive = SceneStateArchive(restoring: savedData)       // what the scene kept, or nil
/// archive.onChange = { data in savedData = data }            // keep every write in the scene
/// let manager = StateRestorationManager(storage: .scene(archive))
/// ```
///
/// TrellisSwiftUI's `SceneStateReader` does this with `@SceneStorage`.
@MainActor
public final class SceneStateArchive: Hashable, Sendable {
    /// The documents by name (`appState`, `formDraft-<formID>`, …).
    private var documents: [String: Data]

    /// Called with the whole archive after each write or removal, to keep it in the scene.
    public var onChange: (@MainActor (Data) -> Void)?

    /// An archive holding what `data` (an earlier ``archivedData``) holds; empty for `nil` or for
    /// data that is not an archive.
    public init(restoring data: Data? = nil) {
        documents = data.flatMap { try? JSONDecoder().decode([String: Data].self, from: $0) } ?? [:]
    }

    /// The whole archive, as one value a scene keeps.
    public var archivedData: Data {
        // A dictionary of `Data` always encodes.
        (try? Self.encoder.encode(documents)) ?? Data()
    }

    /// Whether the archive holds no document.
    public var isEmpty: Bool { documents.isEmpty }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    func document(named name: String) -> Data? { documents[name] }

    func setDocument(_ data: Data?, named name: String) {
        documents[name] = data
        onChange?(archivedData)
    }

    /// Archives are equal when they are the same archive.
    nonisolated public static func == (lhs: SceneStateArchive, rhs: SceneStateArchive) -> Bool { lhs === rhs }

    /// Hashes the archive's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A document kept under one name of a ``SceneStateArchive``.
@MainActor
final class SceneStore: StateStore {
    let archive: SceneStateArchive
    let name: String

    init(archive: SceneStateArchive, name: String) {
        self.archive = archive
        self.name = name
    }

    var location: String { "scene storage, document \"\(name)\"" }

    func read(limit: Int) throws(StoreReadError) -> Data? {
        guard let data = archive.document(named: name) else { return nil }
        guard data.count <= limit else { throw .tooLarge(byteCount: data.count) }
        return data
    }

    func write(_ data: Data) throws {
        archive.setDocument(data, named: name)
    }

    func remove() throws {
        archive.setDocument(nil, named: name)
    }

    func moveAside(stamp: String) throws -> String {
        var asideName = "\(name).corrupt-\(stamp)"
        var attempt = 1
        while archive.document(named: asideName) != nil {
            attempt += 1
            asideName = "\(name).corrupt-\(stamp)-\(attempt)"
        }
        archive.setDocument(archive.document(named: name), named: asideName)
        archive.setDocument(nil, named: name)
        return "scene storage, document \"\(asideName)\""
    }
}
