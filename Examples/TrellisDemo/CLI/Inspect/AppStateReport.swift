import Foundation

/// The report of an app-state document (`appState.json`), whose shape is:
///
/// ```json
/// { "formDrafts": { "review-7": { "title": "Sturdy" } }, "formatVersion": 1,
///   "navigationState": "<base64 snapshot>", "savedAt": 1700000000.5,
///   "scrollPositions": { "productList": "product-12" }, "stateVersion": 1 }
/// ```
///
/// The tab selection is in the navigation snapshot. Documents written by earlier versions
/// also hold a `selectedTab`, which Trellis now ignores; the report says so.
enum AppStateReport {
    /// The storage format version this reads (`AppStateDocument.currentFormatVersion`).
    static let supportedFormatVersion = 1

    private static let knownFields: Set<String> = [
        "formatVersion", "stateVersion", "savedAt", "navigationState", "scrollPositions", "formDrafts",
    ]

    /// Fields that earlier versions wrote and Trellis now ignores, with the reason.
    private static let retiredFields = [
        "selectedTab": "ignored: the navigation snapshot holds the tab selection"
    ]

    static func text(for document: JSON, path: String) throws -> String {
        func fail(_ reason: String) -> DemoError { Inspector.notUnderstood(path, reason) }
        guard let formatVersion = document["formatVersion"]?.intValue,
            let stateVersion = document["stateVersion"]?.intValue
        else { throw fail("its formatVersion and stateVersion are not integers") }
        guard formatVersion <= supportedFormatVersion else {
            throw fail(
                "it was written in storage format \(formatVersion) by a newer Trellis; this reads format "
                    + "\(supportedFormatVersion)")
        }
        var lines = ["App state: format \(formatVersion), stateVersion \(stateVersion)"]
        lines +=
            try dictionary("scrollPositions", in: document, fail: fail).map { positions in
                ["scrollPositions:"] + positions.map { "  \($0.key): \(describe($0.value))" }
            } ?? ["scrollPositions: none"]
        lines +=
            try dictionary("formDrafts", in: document, fail: fail).map { drafts in
                ["formDrafts:"]
                    + drafts.flatMap { draft in
                        ["  \(draft.key):"]
                            + (draft.value.members ?? []).sorted { $0.key < $1.key }
                            .map { "    \($0.key): \(describe($0.value))" }
                    }
            } ?? ["formDrafts: none"]
        for member in document.members ?? [] where !knownFields.contains(member.key) {
            lines.append(
                "\(member.key) (\(retiredFields[member.key] ?? "unrecognized field")): \(member.value.text)")
        }
        lines.append(try navigation(in: document, fail: fail))
        return lines.joined(separator: "\n")
    }

    /// The members of an object field, sorted by key; `nil` when absent or empty.
    private static func dictionary(_ name: String, in document: JSON, fail: (String) -> DemoError) throws
        -> [JSON.Member]?
    {
        guard let value = document[name], value != .null else { return nil }
        guard let members = value.members else {
            throw fail("its \(name) is \(value.typeName), not an object")
        }
        return members.isEmpty ? nil : members.sorted { $0.key < $1.key }
    }

    private static func navigation(in document: JSON, fail: (String) -> DemoError) throws -> String {
        guard let value = document["navigationState"], value != .null else { return "navigationState: none" }
        guard let base64 = value.stringValue, let data = Data(base64Encoded: base64) else {
            throw fail("its navigationState is not base64 data")
        }
        let snapshot: JSON
        do {
            snapshot = try JSONReader.parse([UInt8](data))
        } catch {
            throw fail("its navigationState is not a snapshot: it is not JSON (\(error))")
        }
        do {
            let output = try SnapshotPrinter.describe(snapshot)
            return "navigationState: \(output.summary)\n\(output.tree)"
        } catch let error as DemoError {
            throw fail("its navigationState is not a snapshot: \(error.message)")
        }
    }

    private static func describe(_ value: JSON) -> String {
        if case .string(let string) = value { return RouteText.quoted(string) }
        return value.text
    }
}
