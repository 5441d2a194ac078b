import Foundation

/// The JSON settings shared by every saved document, and the header read before the rest.
enum DocumentCoding {
    /// Sorted keys (identical state gives identical bytes), pretty-printed for people who
    /// open the file; dates as seconds since 1970, so they round-trip exactly.
    static func encode(_ document: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(document)
    }

    static func decode<Document: Decodable>(_ type: Document.Type, from data: Data) throws -> Document {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(type, from: data)
    }

    /// Decodes `data` as a `Document`, mapping every decoding failure to
    /// ``DocumentRejection/corrupt(_:)``.
    static func decodeDocument<Document: Decodable>(
        _ type: Document.Type, from data: Data
    ) throws(DocumentRejection) -> Document {
        do {
            return try decode(type, from: data)
        } catch {
            throw .corrupt(error)
        }
    }
}

/// The versions every document starts with, read first so that a document from a newer
/// version is recognised even when the rest of it no longer decodes.
struct DocumentHeader: Decodable {
    /// The storage format, owned by Trellis.
    var formatVersion: Int
    /// The app's schema version (``StateSchema/version``); only the app-state document has it.
    var stateVersion: Int?

    /// Throws ``DocumentRejection/newer(_:)`` when the format is newer than `supported`.
    func checkFormat(supported: Int) throws(DocumentRejection) {
        if formatVersion > supported {
            throw .newer(.newerFormatVersion(stored: formatVersion, supported: supported))
        }
    }
}

/// Why stored bytes were not accepted as a document.
enum DocumentRejection: Error {
    /// Not a document this version reads: moved aside.
    case corrupt(any Error)
    /// Written by a newer version: left untouched, not applied, not overwritten.
    case newer(PersistenceError.Reason)
    /// The app's migration hook threw: moved aside.
    case migrationFailed(any Error)
}
