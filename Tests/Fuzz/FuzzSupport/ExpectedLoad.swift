import Foundation

/// What loading a state file must give, worked out by hand from the documented file format
/// (`ResumingWhereTheUserLeftOff.md`: "Where state is kept", "Versions and migration",
/// "Unusable storage") and the harness's configuration (``StateFileHarness/schema``, a
/// 30-minute time limit, launching at ``StateFileHarness/now``): the oracle the fuzzer compares
/// the managers against.
///
/// The input is read with `JSONSerialization` into plain dictionaries and every rule is written
/// here, with no library type and no `Decodable` model of the documents, so that the oracle can
/// disagree with the managers' decoders.
enum ExpectedLoad: Equatable {
    /// Not a document this version reads, or a migration that throws: moved aside.
    case movedAside
    /// Written by a newer version: left in place.
    case newer
    /// Saved too long ago: not applied.
    case expired(savedAt: Date)
    /// Applied.
    case applied(ExpectedState, savedAt: Date)

    /// The storage format the managers read and write.
    static let formatVersion = 1
    /// ``StateFileHarness/schema``'s version.
    static let schemaVersion = 2

    /// The outcomes the app-state document may have.
    ///
    /// A value that is not JSON (a string with bytes that are not UTF-8 or a control character,
    /// a malformed number) makes the file not JSON: moved aside. A reader may also check only
    /// the values it reads and skip the others (Foundation's `JSONDecoder` does); then it must
    /// give what the text with the bad values replaced gives (``PlainDocument/repairedText(_:)``).
    ///
    /// An object that repeats a name has no specified meaning (RFC 8259 §4): no outcome is
    /// expected; the rest of the contract still holds.
    static func outcomes(appState data: Data) -> [ExpectedLoad] {
        guard let repaired = PlainDocument.repairedText(data) else {
            return PlainDocument.repeatsAName(data) ? [] : [ExpectedLoad(appState: data)]
        }
        return PlainDocument.repeatsAName(repaired) ? [] : [.movedAside, ExpectedLoad(appState: repaired)]
    }

    /// The outcomes the form draft may have (see ``outcomes(appState:)``).
    static func formDraftOutcomes(_ data: Data) -> [Result<[String: String], FormDraftRejection>] {
        guard let repaired = PlainDocument.repairedText(data) else {
            return PlainDocument.repeatsAName(data) ? [] : [formDraft(data)]
        }
        return PlainDocument.repeatsAName(repaired) ? [] : [.failure(.movedAside), formDraft(repaired)]
    }

    /// The app-state document's outcome.
    init(appState data: Data) {
        guard let document = PlainDocument(data) else {
            self = .movedAside
            return
        }
        // The versions are read first, so that a newer document is recognised even when the
        // rest of it is not one this version reads.
        guard let format = try? document.required("formatVersion", PlainValue.integer),
            let storedVersion = try? document.optional("stateVersion", PlainValue.integer)
        else {
            self = .movedAside
            return
        }
        if format > Self.formatVersion || (storedVersion ?? 0) > Self.schemaVersion {
            self = .newer
            return
        }
        // `formatVersion`, `stateVersion` and `savedAt` are required; every other field takes
        // its default when absent or `null`. Any other field is ignored, including the
        // `selectedTab` that older versions wrote beside the navigation snapshot.
        guard let stateVersion = try? document.required("stateVersion", PlainValue.integer),
            let seconds = try? document.required("savedAt", PlainValue.number),
            let navigationState = try? document.optional("navigationState", PlainValue.base64),
            let scrollPositions = try? document.optional("scrollPositions", PlainValue.strings),
            let formDrafts = try? document.optional("formDrafts", PlainValue.forms)
        else {
            self = .movedAside
            return
        }
        var state = ExpectedState(
            navigationState: navigationState, scrollPositions: scrollPositions ?? [:],
            formDrafts: formDrafts ?? [:])
        // The harness's migration: version 1 is the oldest supported; version 2 renamed the
        // `inbox` scroll view to `mail`.
        guard stateVersion >= 1 else {
            self = .movedAside
            return
        }
        if stateVersion < 2, let top = state.scrollPositions.removeValue(forKey: "inbox") {
            state.scrollPositions["mail"] = top
        }
        let savedAt = Date(timeIntervalSince1970: seconds)
        self =
            StateFileHarness.now.timeIntervalSince(savedAt) <= 30 * 60
            ? .applied(state, savedAt: savedAt) : .expired(savedAt: savedAt)
    }

    /// The form draft's outcome: its values, or why there are none.
    ///
    /// `formDraft-<formID>.json` has three required fields: `formatVersion`, `formID` and
    /// `values`, a dictionary of strings.
    static func formDraft(_ data: Data) -> Result<[String: String], FormDraftRejection> {
        guard let document = PlainDocument(data),
            let format = try? document.required("formatVersion", PlainValue.integer),
            (try? document.optional("stateVersion", PlainValue.integer)) != nil
        else { return .failure(.movedAside) }
        if format > formatVersion { return .failure(.newer) }
        guard (try? document.required("formID", PlainValue.string)) != nil,
            let values = try? document.required("values", PlainValue.strings)
        else { return .failure(.movedAside) }
        return .success(values)
    }

    enum FormDraftRejection: Error {
        case movedAside, newer
    }
}

/// The values an applied document gives the manager.
struct ExpectedState: Equatable {
    var navigationState: Data?
    var scrollPositions: [String: String]
    var formDrafts: [String: [String: String]]
}

/// A JSON object read with `JSONSerialization`.
struct PlainDocument {
    let fields: [String: Any]

    /// `nil` when `data` is not JSON whose top level is an object.
    init?(_ data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let fields = object as? [String: Any]
        else { return nil }
        self.fields = fields
    }

    struct WrongType: Error {}

    /// Whether an object of the JSON text `data` repeats a name (as Swift compares strings).
    ///
    /// Scanned by hand: `JSONSerialization` keeps one of the values without saying so. Only
    /// UTF-8 text that `JSONSerialization` reads is scanned; anything else gives `false`.
    static func repeatsAName(_ data: Data) -> Bool {
        guard PlainDocument(data) != nil, String(validating: data, as: UTF8.self) != nil else { return false }
        let bytes = [UInt8](data)
        // The names seen in each open object; `nil` for an open array.
        var open: [Set<String>?] = []
        // The string just read, while only whitespace follows it: a name if a colon comes.
        var lastString: String?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard end < bytes.count else { return false }
                let token = Data(bytes[index...end])
                lastString =
                    (try? JSONSerialization.jsonObject(with: token, options: .fragmentsAllowed)) as? String
                index = end + 1
                continue
            case UInt8(ascii: ":"):
                if let name = lastString, let names = open.last, var names {
                    if !names.insert(name).inserted { return true }
                    open[open.count - 1] = names
                }
            case UInt8(ascii: "{"): open.append([])
            case UInt8(ascii: "["): open.append(nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
            default: break
            }
            if ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte)
            {
                lastString = nil
            }
            index += 1
        }
        return false
    }

    /// `data` with every value token that is not JSON (a string with bytes that are not UTF-8,
    /// control characters or bad escapes; a malformed number or literal) replaced by the string
    /// `"\u{FFFD}<n>"`, `n` its position among them; `nil` when `data` reads as JSON or has no
    /// such token.
    static func repairedText(_ data: Data) -> Data? {
        guard PlainDocument(data) == nil else { return nil }
        let bytes = [UInt8](data)
        let structural = Set("{}[],: \t\n\r".utf8)
        var repaired: [UInt8] = []
        var replaced = 0
        var index = 0
        while index < bytes.count {
            if structural.contains(bytes[index]) {
                repaired.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 1
            if bytes[index] == UInt8(ascii: "\"") {
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard end < bytes.count else { return nil }
                end += 1
            } else {
                while end < bytes.count, !structural.contains(bytes[end]), bytes[end] != UInt8(ascii: "\"") {
                    end += 1
                }
            }
            let token = Array(bytes[index..<end])
            if (try? JSONSerialization.jsonObject(with: Data(token), options: .fragmentsAllowed)) != nil {
                repaired += token
            } else {
                replaced += 1
                repaired += Array("\"\u{FFFD}\(replaced)\"".utf8)
            }
            index = end
        }
        return replaced == 0 ? nil : Data(repaired)
    }

    /// The field's value read by `read`; `nil` when it is absent or `null`.
    ///
    /// - Throws: `WrongType` when `read` does not accept the value.
    func optional<Value>(_ key: String, _ read: (Any) -> Value?) throws(WrongType) -> Value?? {
        guard let value = fields[key], !(value is NSNull) else { return .some(nil) }
        guard let typed = read(value) else { throw WrongType() }
        return typed
    }

    /// The field's value read by `read`.
    ///
    /// - Throws: `WrongType` when it is absent, `null`, or not accepted by `read`.
    func required<Value>(_ key: String, _ read: (Any) -> Value?) throws(WrongType) -> Value {
        guard let value = try optional(key, read), let value else { throw WrongType() }
        return value
    }
}

/// How each field type of the documents is read from `JSONSerialization`'s values.
enum PlainValue {
    private static let booleanType = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// A JSON number (not `true` or `false`).
    private static func jsonNumber(_ value: Any) -> NSNumber? {
        guard let number = value as? NSNumber, ObjectIdentifier(type(of: number)) != booleanType else {
            return nil
        }
        return number
    }

    /// An integer: a number whose value is a whole number in `Int`'s range (`3`, `3.0`, `3e0`).
    static func integer(_ value: Any) -> Int? {
        jsonNumber(value).flatMap { $0 as? Int }
    }

    /// Seconds since 1970: any number.
    static func number(_ value: Any) -> Double? {
        jsonNumber(value)?.doubleValue
    }

    static func string(_ value: Any) -> String? {
        value as? String
    }

    /// The navigation snapshot: a base64 string.
    static func base64(_ value: Any) -> Data? {
        string(value).flatMap { Data(base64Encoded: $0) }
    }

    /// Scroll positions, or one form's draft: an object of strings.
    static func strings(_ value: Any) -> [String: String]? {
        guard let object = value as? [String: Any] else { return nil }
        var strings: [String: String] = [:]
        for (key, value) in object {
            guard let string = string(value) else { return nil }
            strings[key] = string
        }
        return strings
    }

    /// Form drafts: an object of objects of strings. A form with no values is no draft (the
    /// manager can only tell that a form has values, not that it is listed without any).
    static func forms(_ value: Any) -> [String: [String: String]]? {
        guard let object = value as? [String: Any] else { return nil }
        var forms: [String: [String: String]] = [:]
        for (formID, value) in object {
            guard let values = strings(value) else { return nil }
            if !values.isEmpty { forms[formID] = values }
        }
        return forms
    }
}
