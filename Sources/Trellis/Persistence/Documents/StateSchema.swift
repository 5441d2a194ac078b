/// The version of the app's saved state, and how to upgrade state saved by older versions.
///
/// Bump ``version`` when the meaning of saved values changes (a scroll view, form or form
/// field renamed) and teach ``migrate`` to upgrade older state. Fields added by newer Trellis
/// releases decode with their defaults; they need no migration. Navigation needs none either:
/// destinations that no longer decode are skipped when the snapshot is restored.
///
/// ```swift
/// let schema = StateSchema(version: 3) { state, storedVersion in
///     if storedVersion < 2 {   // v2 renamed the "inbox" scroll view to "mail"
///         state.scrollPositions["mail"] = state.scrollPositions.removeValue(forKey: "inbox")
///     }
///     if storedVersion < 3 {   // v3 renamed the "feedback" form to "review"
///         state.formDrafts["review"] = state.formDrafts.removeValue(forKey: "feedback")
///     }
/// }
/// let manager = StateRestorationManager(schema: schema)
/// ```
///
/// A document with an older `stateVersion` is migrated before the ``ResumePolicy`` is
/// applied, and the next save writes it with the current version. If the hook throws, the
/// document is moved aside and reported. A document with a *newer* `stateVersion` (the user
/// went back to an older build) is left untouched, not applied and not overwritten.
public struct StateSchema {
    /// The version this app writes as `stateVersion`; 1 unless the app says otherwise.
    public var version: Int
    /// Upgrades state saved with an older version, in place; receives that older version.
    public var migrate: @MainActor (_ state: inout SavedAppState, _ storedVersion: Int) throws -> Void

    /// Creates a schema; without a hook, older state is used as it decodes.
    public init(
        version: Int = 1,
        migrate: @escaping @MainActor (_ state: inout SavedAppState, _ storedVersion: Int) throws -> Void = {
            _, _ in
        }
    ) {
        self.version = version
        self.migrate = migrate
    }
}
