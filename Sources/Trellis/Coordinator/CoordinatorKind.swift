/// The three shapes of coordinator; printed as `[flow]`, `[tab]` and `[root]`.
enum CoordinatorKind: String, Sendable, Codable {
    case flow
    case tab
    case root
}
