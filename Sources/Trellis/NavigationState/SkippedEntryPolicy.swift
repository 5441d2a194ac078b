/// What a restore does with the entries above one it skips in a stack: a flow's root and
/// entries, or the modals of a tab or root coordinator (tabs are side by side, not stacked).
///
/// A screen above often depends on the one below it: `.review` restored directly on `.book`,
/// without the `.reviews` list it came from. Pass ``cut`` when your screens depend on each
/// other that way:
///
/// ```swift
/// let report = try app.restoreNavigationState(from: data, aboveSkippedEntry: .cut)
/// ```
///
/// ``keep`` is the default: most destinations carry what their screen needs (`.review(id:)`), so a
/// user gets back as much of their place as the snapshot still describes; keeping is also the
/// choice an app can still undo, by popping where the report shows a gap, while a cut stack
/// cannot be restored afterwards. A destination ``Coordinator/snapshotPolicy(for:)`` excludes ends
/// its list under either policy.
public enum SkippedEntryPolicy: Sendable, Hashable {
    /// Restore the entries above a skipped one (the default).
    case keep
    /// Restore nothing above a skipped entry or root of the same stack; each entry left out is
    /// reported with ``RestorationReport/Reason/aboveSkippedEntry(path:)``.
    case cut
}
