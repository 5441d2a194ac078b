/// One coordinator of an ``InspectedSnapshot``, described without the app's types.
public struct InspectedCoordinator: Sendable, Hashable {
    /// The coordinator's type name, as `String(describing:)` writes it.
    public let typeName: String
    /// The coordinator's module-qualified type name, as `String(reflecting:)` writes it (such
    /// as `ShopKit.Shop.Coordinator`): the name a restore matches the coordinator by. `nil` in
    /// a version-1 snapshot, which records only ``typeName``.
    public let qualifiedType: String?
    /// Whether it is a flow, tab or root coordinator.
    public let kind: CoordinatorKind
    /// Whether the snapshot records the coordinator's state; `false` when its `Destinations`
    /// is not `Codable` (it has no ``destinations``, and a restore starts it at its initial
    /// position).
    public let isStateRecorded: Bool
    /// Its destinations in the order ``Coordinator/debugHierarchy()`` prints them: a flow's
    /// root and entries, a tab coordinator's tabs and modals, a root coordinator's root and
    /// modals, each bottom first.
    public let destinations: [InspectedDestination]
    /// The index of the selected tab, for a tab coordinator with tabs; `nil` otherwise.
    public let selectedTabIndex: Int?
    /// The root or tab whose exclusion by ``Coordinator/snapshotPolicy(for:)`` left the
    /// coordinator's whole state out of the snapshot (it has no ``destinations``, and a restore
    /// starts it at its initial position); `nil` when none was excluded.
    public let excludedBase: NavigationRole?
    /// How many entries or modals ``Coordinator/snapshotPolicy(for:)`` left out above
    /// ``destinations``: the excluded one and every one shown over it.
    public let excludedEntryCount: Int
    /// The coordinator's own fields — and, for the first coordinator, the document's — that this
    /// release cannot read (a value a newer release writes, a wrong type, nothing), each as
    /// ``RestorationReport/Reason/unreadable(field:value:)``: a restore gives each option its
    /// default, or starts the coordinator at its initial position when what says what it is
    /// cannot be read (see "Documents from other releases" in SavingAndRestoringNavigation).
    /// A destination's own unreadable field is its ``InspectedDestination/omission``. Empty when
    /// every field was read.
    public let unreadableFields: [RestorationReport.Reason]
    /// Whether the coordinator's kind, type or opacity cannot be read: it has no
    /// ``destinations``, and a restore starts it at its initial position.
    let isUnreadable: Bool

    /// `TypeName [kind]`, as ``Coordinator/debugHierarchy()`` prints a coordinator, with the
    /// qualified name in place of the short one when `isQualified` (and the snapshot has it).
    func header(isQualified: Bool) -> String {
        let name = isQualified ? qualifiedType ?? typeName : typeName
        guard isUnreadable else { return "\(InspectionText.printable(name)) [\(kind.rawValue)]" }
        return "\(name.isEmpty ? "(unreadable type)" : InspectionText.printable(name)) [unreadable]"
    }
}
