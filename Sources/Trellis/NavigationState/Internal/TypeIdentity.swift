/// How a snapshot tells coordinator types apart: by the module-qualified name
/// (`String(reflecting:)`, such as `ShopKit.Shop.Coordinator`), so that `Shop.Coordinator` and
/// `Admin.Coordinator` differ. A version-1 document records only the short name
/// (`String(describing:)`), and is compared by it.
///
/// The qualified name changes when the type is renamed or moved to another module or
/// namespace: the snapshot then no longer applies to it (its subtree restarts at its initial
/// position; for the restoring coordinator itself, the restore throws), unless the type lists
/// the old name in ``Coordinator/formerTypeNames``.
final class TypeIdentity {
    let short: String
    let qualified: String
    /// The type's ``Coordinator/formerTypeNames`` (empty for a type that is not a coordinator).
    let former: [String]
    /// The type as a ``MigratingCoordinator``, if it is one: asked for each list of destinations a
    /// restore decodes, and a conformance lookup that fails costs about as much as decoding a
    /// short destination.
    let migrating: (any MigratingCoordinator.Type)?

    init(_ type: Any.Type, former: [String] = []) {
        short = String(describing: type)
        qualified = String(reflecting: type)
        self.former = former
        migrating = type as? any MigratingCoordinator.Type
    }

    /// The names of `type`, worked out once per type. `String(reflecting:)` walks the type's
    /// metadata and costs about as much as decoding a short destination; a capture, a restore and a
    /// printed hierarchy ask once per coordinator. An app has a fixed set of coordinator
    /// types, so the table stays small.
    @MainActor
    static func of(_ type: Any.Type) -> TypeIdentity {
        let key = ObjectIdentifier(type)
        if let known = known[key] { return known }
        let identity = TypeIdentity(type, former: (type as? any Coordinator.Type)?.formerTypeNames ?? [])
        known[key] = identity
        return identity
    }

    @MainActor private static var known: [ObjectIdentifier: TypeIdentity] = [:]

    /// How a node's record applies to the type.
    enum Match: Equatable {
        /// The node records the type by its current name (in a version-1 document, its short
        /// name).
        case current
        /// The node records the type by one of its former names.
        case former(String)

        /// The former name the node records, if it records one.
        var formerName: String? {
            if case .former(let name) = self { name } else { nil }
        }
    }

    /// Whether the type is the one a node records, and by which name; `nil` when it is not.
    ///
    /// The current name wins: a node naming the type as it is called now is its own. A node
    /// naming one of its ``former`` names is its own too, unless a coordinator type in the tree
    /// being restored bears that name now (`namesInUse`): a name means the type that has it
    /// today, so listing another type's name never takes over that type's state. A version-1
    /// document records short names only and is matched by them, without former names.
    @MainActor
    func match<Destination>(_ node: SnapshotNode<Destination>, namesInUse: TypeNamesInUse) -> Match? {
        guard let recorded = node.qualifiedType else { return node.type == short ? .current : nil }
        if recorded == qualified { return .current }
        guard former.contains(recorded), !namesInUse.contains(recorded) else { return nil }
        return .former(recorded)
    }

    /// The recorded and the current names for a message: short ones, unless they are the same.
    func names<Destination>(against node: SnapshotNode<Destination>) -> (captured: String, current: String) {
        node.type == short ? (node.qualifiedType ?? node.type, qualified) : (node.type, short)
    }
}

/// The current names of the coordinator types in the tree a restore works on: where one of
/// them is a name a snapshot records, that name is that type's, never another type's former
/// name (see ``TypeIdentity/match(_:namesInUse:)``).
///
/// Gathered with the tree walk the first time a former name could apply, from the top of the
/// tree holding the restoring coordinator (a restore that meets no former name pays nothing),
/// and kept up to date with each child the restore creates from then on.
@MainActor
final class TypeNamesInUse {
    private let start: any NavigationNode
    private var names: Set<String>?

    init(around start: any NavigationNode) {
        self.start = start
    }

    func contains(_ name: String) -> Bool {
        (names ?? gather()).contains(name)
    }

    /// Notes a coordinator the restore created.
    func add(_ identity: TypeIdentity) {
        names?.insert(identity.qualified)
    }

    private func gather() -> Set<String> {
        var top = start
        while let parent = top.parentNode { top = parent }
        var gathered: Set<String> = []
        if let coordinator = top.coordinator {
            gathered.insert(TypeIdentity.of(type(of: coordinator)).qualified)
        }
        TreeWalk.visit(from: top) { visit in
            if let child = visit.slot.child { gathered.insert(TypeIdentity.of(type(of: child)).qualified) }
        }
        names = gathered
        return gathered
    }
}
