/// The four shapes of coordinator; printed as `[flow]`, `[tab]`, `[root]` and `[split]`.
public enum CoordinatorKind: String, Sendable, Hashable, Codable {
    /// A ``FlowCoordinator``: a root and a stack of pushes and modals.
    case flow
    /// A ``TabCoordinator``: tabs and the modals over them.
    case tab
    /// A ``RootCoordinator``: one root and the modals over it.
    case root
    /// A ``SplitCoordinator``: a sidebar, an optional content column, a detail column, the
    /// selections that decide what each column shows, and the modals over them.
    case split
}
