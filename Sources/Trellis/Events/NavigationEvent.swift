/// One change of the navigation tree, delivered to observers registered with
/// ``Coordinator/observeNavigation(_:)``.
///
/// Use events for analytics and logging; the library itself never prints.
public struct NavigationEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Action: Sendable, Hashable {
        /// A destination was pushed onto a flow.
        case pushed
        /// A destination was presented as a sheet or full-screen cover.
        case presented
        /// A destination left the tree (popped, dismissed, replaced, torn down), and why.
        case dismissed(DismissalCause)
        /// A flow's or root coordinator's root destination was set.
        case rootSet
        /// A tab was selected.
        case tabSelected
        /// Tabs were added, removed or replaced.
        case tabsChanged
        /// A navigation snapshot was restored on the coordinator.
        case restored
    }

    /// What happened.
    public let action: Action
    /// The type name of the coordinator whose state changed.
    public let coordinatorType: String
    /// The role of the destination: `root`, `push`, `sheet`, `fullScreenCover`, `tab[i]`;
    /// empty for ``Action/tabsChanged`` and ``Action/restored``.
    public let role: String
    /// The destination as `debugHierarchy()` prints it (`.detail(id: 42)`); empty when the
    /// event concerns no single destination.
    public let destination: String

    /// Creates an event (useful to compare event lists in tests).
    public init(action: Action, coordinatorType: String, role: String, destination: String) {
        self.action = action
        self.coordinatorType = coordinatorType
        self.role = role
        self.destination = destination
    }

    /// A line such as `CatalogFlow pushed push .detail(id: 42)` or
    /// `CatalogFlow dismissed(user) push .detail(id: 42)`.
    public var description: String {
        let name: String
        switch action {
        case .pushed: name = "pushed"
        case .presented: name = "presented"
        case .dismissed(let cause): name = "dismissed(\(cause.rawValue))"
        case .rootSet: name = "rootSet"
        case .tabSelected: name = "tabSelected"
        case .tabsChanged: name = "tabsChanged"
        case .restored: name = "restored"
        }
        return [coordinatorType, name, role, destination].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
