import Foundation

/// A standalone form draft as stored: `formDraft-<formID>.json`, or the value of
/// `Trellis.formDraft-<formID>`.
///
/// ```json
/// { "formID" : "compose", "formatVersion" : 1, "values" : { "title" : "Hello" } }
/// ```
struct FormDraftDocument: Codable, Equatable {
    /// The storage format this version writes and the newest it reads.
    static let currentFormatVersion = 1

    var formatVersion = currentFormatVersion
    /// The form the draft belongs to, for people reading the file.
    var formID: String
    /// Field key → value; sensitive fields are never here.
    var values: [String: String]

    /// Decodes `data`, rejecting a newer format before anything else.
    static func decode(_ data: Data) throws(DocumentRejection) -> FormDraftDocument {
        let header = try DocumentCoding.decodeDocument(DocumentHeader.self, from: data)
        try header.checkFormat(supported: currentFormatVersion)
        return try DocumentCoding.decodeDocument(FormDraftDocument.self, from: data)
    }
}
