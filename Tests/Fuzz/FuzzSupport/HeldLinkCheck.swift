import Foundation
import Trellis

/// What a gate under the harness applied.
@MainActor
final class LinkLog {
    var applied: [URL] = []
}

extension ExpectedLoad {
    /// The outcomes the held link may have (see ``outcomes(appState:)``): the link a gate
    /// holds, as written, or why the document is rejected.
    static func heldLinkOutcomes(_ data: Data) -> [Result<String, FormDraftRejection>] {
        guard let repaired = PlainDocument.repairedText(data) else {
            return PlainDocument.repeatsAName(data) ? [] : [heldLink(data)]
        }
        return PlainDocument.repeatsAName(repaired) ? [] : [.failure(.movedAside), heldLink(repaired)]
    }

    /// A held link's document (DeepLinks.md, "Links that wait"): `formatVersion` first, then
    /// `link`, a string `URL(string:)` reads. Any other field is ignored; a `stateVersion`
    /// must be an integer when present, as in every document's header.
    static func heldLink(_ data: Data) -> Result<String, FormDraftRejection> {
        guard let document = PlainDocument(data),
            let format = try? document.required("formatVersion", PlainValue.integer),
            (try? document.optional("stateVersion", PlainValue.integer)) != nil
        else { return .failure(.movedAside) }
        if format > formatVersion { return .failure(.newer) }
        guard let link = try? document.required("link", PlainValue.string), URL(string: link) != nil
        else { return .failure(.movedAside) }
        return .success(link)
    }
}

extension StateFileCheck {
    /// The input as a `LinkGate<URL>`'s held link: held as written, moved aside, or left in
    /// place when newer; every failure reported once, in `lastError` too; a held link is
    /// applied by `open()` and then gone from storage.
    mutating func heldLink() {
        let applied = LinkLog()
        let gate = StateFileHarness.makeGate(in: storageDirectory, log: applied)
        let loadErrors = log.take()
        let reasons = loadErrors.map(\.reason)
        let mismatches = ExpectedLoad.heldLinkOutcomes(data).map { expected in
            Self.heldLinkMismatch(expected, reasons: reasons, held: gate.heldLink)
        }
        if !mismatches.contains(nil) { found += mismatches.compactMap { $0 } }
        if gate.lastError?.reason != loadErrors.last?.reason {
            found.append("lastError is \(String(describing: gate.lastError)), reported \(loadErrors)")
        }
        switch loadErrors.count {
        case 0:
            if fileContents != data { found.append("loading a usable held link rewrote it") }
            checkHeldLinkIsApplied(gate, applied: applied)
        case 1:
            let error = loadErrors[0]
            checkLoadError(error)
            if let held = gate.heldLink { found.append("a rejected document gave the held link \(held)") }
            switch error.reason {
            case .corruptDocument, .documentTooLarge:
                checkMovedAside(error)
            case .newerFormatVersion:
                checkKeptInPlace(error) {
                    if let marker = URL(string: "fuzz://marker") { gate.receive(marker) }
                }
            default:
                found.append("unexpected reason for a held link in a regular file: \(error)")
            }
        default:
            found.append("loading reported \(loadErrors.count) errors: \(loadErrors)")
        }
    }

    private static func heldLinkMismatch(
        _ expected: Result<String, ExpectedLoad.FormDraftRejection>, reasons: [PersistenceError.Reason],
        held: URL?
    ) -> String? {
        switch expected {
        case .success(let link):
            reasons.isEmpty && held == URL(string: link)
                ? nil : "expected the held link \(link), loading gave \(String(describing: held)), \(reasons)"
        case .failure(.movedAside):
            reasons == [.corruptDocument] ? nil : "expected the held link moved aside, got \(reasons)"
        case .failure(.newer):
            isNewerFormat(reasons)
                ? nil : "expected a newer held link kept, got \(reasons)"
        }
    }

    private static func isNewerFormat(_ reasons: [PersistenceError.Reason]) -> Bool {
        guard reasons.count == 1, case .newerFormatVersion = reasons[0] else { return false }
        return true
    }

    private mutating func checkHeldLinkIsApplied(_ gate: LinkGate<URL>, applied: LinkLog) {
        guard let held = gate.heldLink else {
            found.append("a usable held link was not held, and nothing was reported")
            return
        }
        gate.open()
        if applied.applied != [held] { found.append("open() applied \(applied.applied), not \(held)") }
        if fileContents != nil { found.append("an applied held link is still stored") }
        let relaunched = StateFileHarness.makeGate(in: storageDirectory)
        if let again = relaunched.heldLink { found.append("an applied held link came back: \(again)") }
        let errors = log.take()
        if !errors.isEmpty { found.append("applying the held link reported \(errors)") }
    }
}
