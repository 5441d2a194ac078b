/// Why a navigation snapshot could not be captured or restored.
///
/// Restore throws only for data that is structurally invalid; it validates everything before
/// changing the live tree, so a restore that throws leaves the tree untouched. Destinations that
/// no longer decode are skipped instead and listed in the ``RestorationReport``.
public enum NavigationStateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Capture or restore was called on a coordinator whose `Destinations` is not `Codable`.
    case unsupported(coordinatorType: String)
    /// The data is not a Trellis navigation snapshot (not JSON, truncated, wrong shape).
    case notASnapshot(reason: String)
    /// The snapshot was written by a newer version of Trellis.
    case unsupportedVersion(found: Int, supported: Int)
    /// The snapshot was captured from another coordinator type than the one restoring it.
    case coordinatorMismatch(expected: String, found: String)
    /// The node table is inconsistent (a dangling or cyclic parent reference, a slot that does
    /// not exist, fields that do not fit the coordinator kind).
    case invalidStructure(reason: String)
    /// The snapshot holds more coordinators than ``NavigationSnapshotLimits/maximumNodeCount``.
    case tooManyNodes(count: Int, limit: Int)
    /// The snapshot's tree is deeper than ``NavigationSnapshotLimits/maximumDepth``.
    case tooDeep(depth: Int, limit: Int)
    /// Restore was called by app code the library ran in the middle of a navigation change
    /// (`makeChild(for:)`, `snapshotPolicy(for:)`, a predicate, an Observation callback), or
    /// capture by app code a capture ran (`snapshotPolicy(for:)`, a destination's `encode(to:)`);
    /// nothing changed. Call it from an `onDismiss` handler, an observer or later instead.
    case changeInProgress(coordinatorType: String)

    /// A sentence a developer can act on.
    public var description: String {
        switch self {
        case .unsupported(let type):
            "\(type) cannot capture or restore navigation state: its Destinations type is not Codable."
        case .notASnapshot(let reason):
            "The data is not a Trellis navigation snapshot: \(reason)."
        case .unsupportedVersion(let found, let supported):
            "The navigation snapshot has format version \(found), newer than the supported version \(supported)."
        case .coordinatorMismatch(let expected, let found):
            "The navigation snapshot was captured from \(found), not \(expected)."
        case .invalidStructure(let reason):
            "The navigation snapshot is inconsistent: \(reason)."
        case .tooManyNodes(let count, let limit):
            "The navigation snapshot holds \(count) coordinators, more than the limit of \(limit)."
        case .tooDeep(let depth, let limit):
            "The navigation snapshot's tree is \(depth) coordinators deep, deeper than the limit of \(limit)."
        case .changeInProgress(let type):
            "\(type) cannot capture or restore navigation while another navigation change is in progress; nothing changed."
        }
    }
}

/// The limits a navigation snapshot must respect; a snapshot past them is refused whole.
public enum NavigationSnapshotLimits {
    /// The most coordinators one snapshot may hold: 1,000,000.
    public static let maximumNodeCount = 1_000_000
    /// The most coordinator levels below the coordinator restoring it: 2,048. Capture leaves
    /// deeper subtrees out (reported as ``RestorationReport/Reason/limit(_:)``).
    public static let maximumDepth = 2_048
}
