/// Whether a destination may be written into a navigation snapshot.
///
/// Returned by ``Coordinator/snapshotPolicy(for:)``. An excluded destination is never
/// written, wherever it sits — a flow's root or entry, a tab, a modal over tabs, a root
/// coordinator's root or modal — and neither is anything that depends on it:
///
/// - An excluded **entry or modal** is left out with every entry or modal above it; the
///   container restores up to just below it.
/// - An excluded **root or tab** leaves the whole container out (its other tabs, its entries
///   or modals, its children); the container restores at its initial position, as declared.
///
/// Either way the ``RestorationReport`` lists the omission with reason
/// ``RestorationReport/Reason/excluded``. A snapshot that still holds a destination excluded
/// now (one written before it was excluded) restores by the same rule. See
/// <doc:SavingAndRestoringNavigation#Excluding-destinations>.
public enum SnapshotPolicy: Sendable, Hashable {
    /// The destination is captured and restored like any other.
    case include
    /// The destination is never written into a snapshot, and neither is what depends on it.
    case exclude
}
