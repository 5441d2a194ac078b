import Foundation
import Trellis

/// The scroll views and form fields to read from a manager, which lists neither: the keys of
/// the documents and states involved, and a few fixed ones.
struct StateKeys {
    var scrollIDs: Set<String> = ["feed", "mail", "inbox", "search", "fuzz-marker"]
    /// Form ID → field keys.
    var formFields: [String: Set<String>] = ["compose": ["title", "body"], "profile": ["name"]]

    /// Adds every key of `scrollPositions` and `formDrafts`.
    mutating func add(scrollPositions: [String: String], formDrafts: [String: [String: String]]) {
        scrollIDs.formUnion(scrollPositions.keys)
        for (formID, values) in formDrafts { formFields[formID, default: []].formUnion(values.keys) }
    }

    /// Adds every key of the document's `scrollPositions` and `formDrafts`, read with
    /// `JSONSerialization`, as far as they are objects.
    mutating func add(document data: Data) {
        guard
            let document = PlainDocument(data) ?? PlainDocument.repairedText(data).flatMap(PlainDocument.init)
        else { return }
        if let scroll = document.fields["scrollPositions"] as? [String: Any] {
            scrollIDs.formUnion(scroll.keys)
        }
        for (formID, values) in document.fields["formDrafts"] as? [String: Any] ?? [:] {
            formFields[formID, default: []].formUnion((values as? [String: Any] ?? [:]).keys)
        }
    }
}

/// What a manager holds under a set of keys, as plain dictionaries, with the drafts the forms'
/// own managers find in the same storage (where the manager hands an app state's drafts over).
struct ManagerValues: Equatable, CustomStringConvertible {
    var navigationState: Data?
    var scrollPositions: [String: String] = [:]
    var formDrafts: [String: [String: String]] = [:]

    @MainActor
    init(_ restoration: StateRestorationManager, keys: StateKeys, storage directory: URL) {
        navigationState = restoration.navigationState
        for id in keys.scrollIDs {
            if let top = restoration.scrollPosition(for: id) { scrollPositions[id] = top }
        }
        for (formID, fields) in keys.formFields {
            let form = FormDraftManager(
                formID: formID, storage: .file(directory: directory), clock: StoppedClock())
            for key in fields {
                if let value = form.value(for: key) {
                    formDrafts[formID, default: [:]][key] = value
                }
            }
        }
    }

    init(_ state: ExpectedState) {
        navigationState = state.navigationState
        scrollPositions = state.scrollPositions
        formDrafts = state.formDrafts
    }

    /// The values of an app-state document read with `JSONSerialization`, or `nil` when they
    /// are not there with their types.
    init?(document data: Data) {
        guard let document = PlainDocument(data),
            let navigationState = try? document.optional("navigationState", PlainValue.base64),
            let scrollPositions = try? document.optional("scrollPositions", PlainValue.strings),
            let formDrafts = try? document.optional("formDrafts", PlainValue.forms)
        else { return nil }
        self.navigationState = navigationState
        self.scrollPositions = scrollPositions ?? [:]
        self.formDrafts = formDrafts ?? [:]
    }

    var description: String {
        let snapshot = navigationState.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
        return "scroll \(scrollPositions), drafts \(formDrafts), navigation \(snapshot)"
    }
}
