import Foundation

/// The app state ``StateRestorationManager`` saves and restores, as a plain value: what a
/// migration hook (``StateSchema``) receives and may change.
///
/// The selected tab is part of the navigation snapshot, with the rest of the tree: each tab
/// coordinator's selection is captured and restored there.
public struct SavedAppState: Sendable, Hashable {
    /// The navigation tree's snapshot (opaque data from `captureNavigationState()`).
    public var navigationState: Data?
    /// Scroll positions: scroll view identifier → identifier of the item at the top.
    public var scrollPositions: [String: String]
    /// Form drafts an earlier version kept in the app state: form identifier → field key →
    /// value; sensitive fields are never here.
    ///
    /// A migration (``StateSchema``) still sees them; once the state is applied, the manager
    /// hands them over to their forms' ``FormDraftManager`` documents, and this version writes
    /// none here but those whose handover has not succeeded yet.
    public var formDrafts: [String: [String: String]]

    /// Creates a state; every argument defaults to the state of a first launch.
    public init(
        navigationState: Data? = nil, scrollPositions: [String: String] = [:],
        formDrafts: [String: [String: String]] = [:]
    ) {
        self.navigationState = navigationState
        self.scrollPositions = scrollPositions
        self.formDrafts = formDrafts
    }

    /// The state with every form field named in `sensitiveKeys` removed, and forms left empty
    /// by that removed too.
    func removingSensitiveFields(_ sensitiveKeys: Set<String>) -> SavedAppState {
        guard !sensitiveKeys.isEmpty else { return self }
        var copy = self
        copy.formDrafts = formDrafts.compactMapValues { fields in
            let kept = SensitiveFields.removing(sensitiveKeys, from: fields)
            return kept.isEmpty ? nil : kept
        }
        return copy
    }
}
