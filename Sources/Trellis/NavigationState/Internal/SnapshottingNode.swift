/// The snapshot side of a container (``FlowNavigation``, ``TabNavigation``, ``RootNavigation``): what capture and
/// the replay ask of it. ``NavigationNode`` refines it, so every container answers.
@MainActor
protocol SnapshottingNode: AnyObject {
    /// Whether the coordinator's `Destinations` is `Codable`.
    var isCodable: Bool { get }
    /// The node's snapshot record, and for each of its slots whether the child there belongs
    /// in the snapshot.
    func captureRecord(parent: Int?, slot: Int?) -> (
        record: SnapshotNode<StoredDestinationBox>, includedSlots: [Bool]
    )
    /// Replaces the node's state with the record's, through the normal machinery; returns
    /// the children the replay created, by the slot they had in the snapshot.
    func restore(from record: RestoringNode, context: inout RestoreContext) -> [RestoredChild]
    /// The role (`root`, `tab[i]`) of the record's base destination when the snapshot policy
    /// excludes it now, or `nil` (see ``EntryHosting/excludedBaseRole(in:)``). A requirement, so
    /// that the replay asks each node without casting it to ``EntryHosting`` (a conformance
    /// lookup for every node).
    func excludedBaseRole(in record: RestoringNode) -> String?
    /// Brings the node and its whole subtree back to the state it was declared with (a root
    /// equal to the initial one gets a new child too).
    func resetToInitialState(cause: DismissalCause)
}
