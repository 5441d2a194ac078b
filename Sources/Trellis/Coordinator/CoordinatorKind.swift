/// The three shapes of coordinator; printed as `[flow]`, `[tab]` and `[root]`.
public enum CoordinatorKind: String, Sendable, Hashable, Codable {
    /// A ``FlowCoordinator``: a root and a stack of pushes and modals.
    case flow
    /// A ``TabCoordinator``: tabs and the modals over them.
    case tab
    /// A ``RootCoordinator``: one root and the modals over it.
    case root
}
