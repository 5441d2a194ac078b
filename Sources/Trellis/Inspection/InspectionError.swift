/// Why data could not be inspected: it is not a navigation snapshot or an app-state file that
/// this version of Trellis reads.
///
/// Thrown by ``InspectedSnapshot/init(data:)``, ``InspectedAppState/init(data:)`` and
/// ``InspectedDocument/init(data:)``. Inspection never traps and never hangs on hostile input:
/// data that is not JSON, truncated, of another format, from a newer version, nested too deep
/// or too large is refused with one of these errors.
public enum InspectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is not a navigation snapshot; the associated error is the one a restore
    /// throws for it.
    case invalidSnapshot(NavigationStateError)
    /// The data is not an app-state file ``StateRestorationManager`` reads: not JSON, a
    /// field of the wrong type or missing, a newer storage format, or too large.
    case invalidAppState(reason: String)
    /// The app-state file's `navigationState` is not a navigation snapshot; the associated
    /// error is the one a restore throws for it.
    case invalidNavigationState(NavigationStateError)
    /// The data is neither a navigation snapshot nor an app-state file.
    case unrecognizedDocument(reason: String)

    /// A sentence a developer can act on.
    public var description: String {
        switch self {
        case .invalidSnapshot(let error):
            error.description
        case .invalidAppState(let reason):
            "The data is not a Trellis app-state file: \(reason)."
        case .invalidNavigationState(let error):
            "The app-state file's navigationState cannot be read. \(error.description)"
        case .unrecognizedDocument(let reason):
            "The data is neither a Trellis navigation snapshot nor an app-state file: \(reason)."
        }
    }
}
