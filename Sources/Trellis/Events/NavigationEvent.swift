/// One change of the navigation tree, delivered to observers registered with
/// ``Coordinator/observeNavigation(_:)``.
///
/// Use events for analytics and logging; the library itself never prints. An event carries
/// the destination as its own type, the role it has, and the coordinator whose state changed:
///
/// ```swift
/// let observation = app.observeNavigation { event in
///     let home = event.destination(as: HomeCoordinator.Destinations.self)
///     if event.action == .pushed, case .detail(let id)? = home {
///         analytics.track("detail", id: id)
///     }
/// }
/// ```
///
/// Events are delivered on the main actor, after the change that made them. An event is not
/// `Sendable`: it holds the destination as a value of the app's type, which need not be
/// `Sendable`, and a weak reference to a coordinator. It is not `Equatable` either, since
/// destinations of any type cannot be compared; compare ``description`` (or ``action``,
/// ``role`` and ``coordinatorType``) instead. To hand an event to another task, send the
/// parts you need.
public struct NavigationEvent: CustomStringConvertible {
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
        /// A column of a split view was given a destination: a selection the next column shows
        /// (role ``NavigationRole/column(_:)`` of that column), or the sidebar's destination.
        case selected
        /// A split view's column visibility or preferred compact column changed.
        case columnsChanged
        /// A navigation snapshot was restored on the coordinator.
        case restored
        /// The coordinator asked the user a ``Question`` (see ``NavigationEvent/question(as:)``).
        case asked
        /// A question the coordinator asked was answered, and why: ``DismissalCause/user`` for
        /// the user's choice, ``DismissalCause/code`` when code dismissed it,
        /// ``DismissalCause/teardown`` when the coordinator left the tree (see
        /// ``NavigationEvent/answer(as:)``).
        case answered(DismissalCause)
    }

    /// What happened.
    public let action: Action
    /// The role of the destination (``NavigationRole/tab(index:)`` for a tab selected or
    /// leaving); `nil` for ``Action/tabsChanged``, ``Action/restored`` and the question events,
    /// which concern no single destination.
    public let role: NavigationRole?
    /// The type name of the coordinator whose state changed; it stays readable after the
    /// coordinator is gone.
    public let coordinatorType: String
    /// The coordinator whose state changed, while it exists.
    ///
    /// The event holds it weakly, so observers never keep a tree alive. It is `nil` once the
    /// coordinator is gone: in the events of a coordinator whose release tore its tree down,
    /// usually in those of a subtree removed with its destination (released before its
    /// events are delivered), and in any event kept after its coordinator went away. Compare
    /// it with `===` to know which coordinator an event is about.
    public private(set) weak var coordinator: (any Coordinator)?

    /// The destination with its cached text; `nil` when the event concerns no single
    /// destination.
    private let described: (any DescribedDestination)?
    /// The question, for ``Action/asked`` and ``Action/answered(_:)``.
    private let asked: QuestionFacts?

    init(
        action: Action, role: NavigationRole?, coordinatorType: String, coordinator: (any Coordinator)?,
        destination described: (any DescribedDestination)?, question asked: QuestionFacts? = nil
    ) {
        self.action = action
        self.role = role
        self.coordinatorType = coordinatorType
        self.coordinator = coordinator
        self.described = described
        self.asked = asked
    }

    /// The question an ``Action/asked`` or ``Action/answered(_:)`` event is about, if its
    /// answers are `Answer`s; `nil` for every other event.
    ///
    /// ```swift
    /// if event.action == .asked, let question = event.question(as: Bool.self) {
    ///     analytics.track("asked \(question.title)")
    /// }
    /// ```
    public func question<Answer>(as type: Answer.Type) -> Question<Answer>? {
        asked?.question as? Question<Answer>
    }

    /// The answer an ``Action/answered(_:)`` event gave, if it is an `Answer`: the chosen
    /// button's, or the cancel button's when the question left without a choice. `nil` for
    /// every other event, and when the question was answered without a button.
    public func answer<Answer>(as type: Answer.Type) -> Answer? {
        asked?.answer as? Answer
    }

    /// The destination the event is about, if it is a `D`.
    ///
    /// ```swift
    /// event.destination(as: HomeCoordinator.Destinations.self)  // .detail(id: 42)
    /// event.destination(as: ProfileCoordinator.Destinations.self)  // nil
    /// ```
    ///
    /// - Parameter type: The coordinator's `Destinations` type.
    /// - Returns: The destination, or `nil` when the event concerns no single destination or
    ///   the destination is of another type.
    public func destination<D>(as type: D.Type) -> D? {
        described?.destination as? D
    }

    /// The destination as ``Coordinator/debugHierarchy()`` prints it (`.detail(id: 42)`);
    /// empty when the event concerns no single destination.
    public var destinationDescription: String {
        described.map { "." + $0.debugText } ?? ""
    }

    /// A line such as `CatalogFlow pushed push .detail(id: 42)`,
    /// `CatalogFlow dismissed(user) push .detail(id: 42)` or
    /// `CartFlow answered(user) alert "Payment failed" → "Retry"`.
    public var description: String {
        let name: String
        switch action {
        case .pushed: name = "pushed"
        case .presented: name = "presented"
        case .dismissed(let cause): name = "dismissed(\(cause.rawValue))"
        case .rootSet: name = "rootSet"
        case .tabSelected: name = "tabSelected"
        case .tabsChanged: name = "tabsChanged"
        case .selected: name = "selected"
        case .columnsChanged: name = "columnsChanged"
        case .restored: name = "restored"
        case .asked: name = "asked"
        case .answered(let cause): name = "answered(\(cause.rawValue))"
        }
        if let asked {
            let chosen = asked.chosenTitle.map { " → " + String(reflecting: $0) } ?? ""
            return "\(coordinatorType) \(name) \(asked.text)\(chosen)"
        }
        return [coordinatorType, name, role?.description ?? "", destinationDescription]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}
