/// One destination of a coordinator in an ``InspectedSnapshot``: its role, the destination as
/// Swift-like text, and the coordinator it hosts.
public struct InspectedDestination: Sendable, Hashable {
    /// What the destination hosts, when it hosts more than a plain screen.
    public enum Child: Sendable, Hashable {
        /// The coordinator at `index` in ``InspectedSnapshot/coordinators``.
        case coordinator(index: Int)
        /// A tab never selected: its child coordinator was not created yet.
        case notYetCreated
    }

    /// Where the destination sits.
    public let role: NavigationRole
    /// The destination as Swift-like text, such as `.product(id: 7)`; `nil` when it was
    /// left out of the snapshot (``omission`` says why).
    public let text: String?
    /// The coordinator it hosts; `nil` for a plain screen, and for a child whose subtree was
    /// left out of the snapshot (``omission`` says why).
    public let child: Child?
    /// Why the destination or the subtree of its child is not in the snapshot:
    /// ``RestorationReport/Reason/unencodable(_:)`` or ``RestorationReport/Reason/limit(_:)``,
    /// as a restore would report it; or why a restore skips it:
    /// ``RestorationReport/Reason/unreadable(field:value:)`` for a destination or presentation
    /// code this release cannot read (such an entry's ``role`` is `.entry(.push)`, and it prints
    /// as `entry`); `nil` when nothing was left out.
    public let omission: RestorationReport.Reason?

    /// Creates a destination (useful to compare inspections in tests).
    public init(
        role: NavigationRole, text: String?, child: Child? = nil, omission: RestorationReport.Reason? = nil
    ) {
        self.role = role
        self.text = text
        self.child = child
        self.omission = omission
    }
}
