/// How a snapshot tells coordinator types apart: by the module-qualified name
/// (`String(reflecting:)`, such as `ShopKit.Shop.Coordinator`), so that `Shop.Coordinator` and
/// `Admin.Coordinator` differ. A version-1 document records only the short name
/// (`String(describing:)`), and is compared by it.
///
/// The qualified name changes when the type is renamed or moved to another module or
/// namespace: the snapshot then no longer applies to it (its subtree restarts at its initial
/// position; for the restoring coordinator itself, the restore throws).
struct TypeIdentity {
    let short: String
    let qualified: String

    init(_ type: Any.Type) {
        short = String(describing: type)
        qualified = String(reflecting: type)
    }

    /// The names of `type`, worked out once per type. `String(reflecting:)` walks the type's
    /// metadata and costs about as much as decoding a short route; a capture, a restore and a
    /// printed hierarchy ask once per coordinator. An app has a fixed set of coordinator
    /// types, so the table stays small.
    @MainActor
    static func of(_ type: Any.Type) -> TypeIdentity {
        let key = ObjectIdentifier(type)
        if let known = known[key] { return known }
        let identity = TypeIdentity(type)
        known[key] = identity
        return identity
    }

    @MainActor private static var known: [ObjectIdentifier: TypeIdentity] = [:]

    /// Whether the type is the one a node records.
    func matches<Route>(_ node: SnapshotNode<Route>) -> Bool {
        node.qualifiedType.map { $0 == qualified } ?? (node.type == short)
    }

    /// The recorded and the current names for a message: short ones, unless they are the same.
    func names<Route>(against node: SnapshotNode<Route>) -> (captured: String, current: String) {
        node.type == short ? (node.qualifiedType ?? node.type, qualified) : (node.type, short)
    }
}
