/// How the user answered the restore prompt of ``ResumePolicy/askUser``, as
/// ``StateRestorationManager/onRestoreDecision`` hears it.
///
/// ```swift
/// restoration.onRestoreDecision = { [links] decision in
///     if case .confirmed(let report?) = decision, !report.isComplete { logger.notice("\(report)") }
///     links.open()   // a link held while the prompt waited is followed now
/// }
/// ```
public enum RestoreDecision: Sendable, Hashable {
    /// The user resumed (``StateRestorationManager/confirmRestore()``): the offered state is
    /// applied, and its navigation snapshot was replayed into the attached tree.
    ///
    /// The report is what that replay skipped and migrated
    /// (``StateRestorationManager/lastRestorationReport`` holds it too). It is `nil` when no
    /// coordinator tree received a snapshot: none is attached yet (the snapshot is replayed
    /// when one is, and its report lands in ``StateRestorationManager/lastRestorationReport``),
    /// the tree is bound with ``StateRestorationManager/attach(capture:restore:)``, the offered
    /// state holds no navigation snapshot, or the replay failed
    /// (``StateRestorationManager/lastError`` says why).
    case confirmed(RestorationReport?)
    /// The user started over (``StateRestorationManager/declineRestore()``): the offered state
    /// is removed from storage and the current state is kept.
    case declined
}
