/// Whether a destination may be written into a navigation snapshot.
///
/// Returned by ``Coordinator/restorationPolicy(for:)``.
public enum RestorationPolicy: Sendable, Hashable {
    /// The destination is captured and restored like any other.
    case restore
    /// The destination, and in a flow everything above it, is left out of snapshots.
    case exclude
}
