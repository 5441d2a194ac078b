/// The handlers registered on one container.
@MainActor
final class ObserverRegistry {
    /// What a registration receives.
    enum Handler {
        case events(@MainActor (NavigationEvent) -> Void)
        case diagnostics(@MainActor (NavigationDiagnostic) -> Void)
    }

    /// One handler; `isActive` turns false when its observation is cancelled or released, so
    /// that it receives nothing more, not even the rest of a batch being delivered.
    final class Registration {
        let handler: Handler
        var isActive = true

        init(handler: Handler) {
            self.handler = handler
        }

        var receivesDiagnostics: Bool {
            if case .diagnostics = handler { true } else { false }
        }
    }

    /// How many handlers are registered on any container: when none is, events and
    /// diagnostics are not even made.
    private(set) static var registeredCount = 0

    /// Changes whenever the handlers a container sees may have changed: a handler added or
    /// removed, or a subtree moved (see ``ObserverLookup/invalidateHandlers()``).
    fileprivate(set) static var epoch = 0

    private var registrations: [(id: Int, registration: Registration)] = []
    private var nextID = 0

    /// The handlers of this container and of its ancestors, as of `cachedEpoch`, computed with
    /// `cachedParent` as the parent: events in a deep tree do not walk every ancestor.
    fileprivate var cachedHandlers: [Registration] = []
    fileprivate var cachedEpoch = -1
    fileprivate weak var cachedParent: (any NavigationNode)?

    var isEmpty: Bool { registrations.isEmpty }
    var all: [Registration] { registrations.map(\.registration) }

    func add(_ handler: Handler) -> Int {
        nextID += 1
        registrations.append((nextID, Registration(handler: handler)))
        Self.registeredCount += 1
        Self.epoch += 1
        return nextID
    }

    func remove(_ id: Int) {
        guard let index = registrations.firstIndex(where: { $0.id == id }) else { return }
        registrations[index].registration.isActive = false
        registrations.remove(at: index)
        Self.registeredCount -= 1
        Self.epoch += 1
    }

    isolated deinit {
        Self.registeredCount -= registrations.count
        if !registrations.isEmpty { Self.epoch += 1 }
    }
}

/// Delivers events and diagnostics to the observers of a container and of its ancestors: the
/// one delivery path for both.
@MainActor
enum ObserverLookup {
    /// The handlers that see events and diagnostics happening in `node`: its own and its
    /// ancestors'.
    ///
    /// Each container caches its list; a cache is valid while no handler was added or removed
    /// and no subtree moved since, and the container's parent is the one it was computed with.
    /// So an event costs one lookup, not a walk up a tree that may be thousands of levels deep.
    static func handlers(from node: (any NavigationNode)?) -> [ObserverRegistry.Registration] {
        guard ObserverRegistry.registeredCount > 0, let node else { return [] }
        let epoch = ObserverRegistry.epoch
        func isValid(_ node: any NavigationNode) -> Bool {
            let cache = node.observers
            return cache.cachedEpoch == epoch && cache.cachedParent === node.parentNode
        }
        // Up to the nearest container with a valid cache, then fill the caches back down.
        var stale: [any NavigationNode] = []
        var current: (any NavigationNode)? = node
        while let next = current, !isValid(next) {
            stale.append(next)
            current = next.parentNode
        }
        var inherited = current?.observers.cachedHandlers ?? []
        for container in stale.reversed() {
            let observers = container.observers
            if !observers.isEmpty { inherited = observers.all + inherited }
            observers.cachedHandlers = inherited
            observers.cachedEpoch = epoch
            observers.cachedParent = container.parentNode
        }
        return node.observers.cachedHandlers
    }

    /// Invalidates every container's cached handlers: a subtree that may have descendants
    /// was attached or detached.
    static func invalidateHandlers() {
        ObserverRegistry.epoch += 1
    }

    /// Queues `event` for the event handlers among `handlers`, to be delivered when the change
    /// in progress ends; the event is made only when one of them receives events.
    static func send(
        _ event: @autoclosure () -> NavigationEvent, to handlers: [ObserverRegistry.Registration]
    ) {
        var made: NavigationEvent?
        for registration in handlers {
            guard case .events(let handler) = registration.handler else { continue }
            let event = made ?? event()
            made = event
            NavigationChange.notify {
                if registration.isActive { handler(event) }
            }
        }
    }

    /// Queues `diagnostic` for the diagnostic handlers among `handlers`, to be delivered when
    /// the change in progress ends.
    static func send(_ diagnostic: NavigationDiagnostic, to handlers: [ObserverRegistry.Registration]) {
        for registration in handlers {
            guard case .diagnostics(let handler) = registration.handler else { continue }
            NavigationChange.notify {
                if registration.isActive { handler(diagnostic) }
            }
        }
    }

    /// Sends an event about `destination` (in the role `role`) to the observers of `node`.
    static func emit<D>(
        _ action: NavigationEvent.Action, in node: any NavigationNode, role: NavigationRole, destination: D
    ) {
        send(
            event(action, in: node, role: role, destination: DestinationBox(destination)),
            to: handlers(from: node))
    }

    /// Sends an event that concerns no single destination to the observers of `node`.
    static func emit(_ action: NavigationEvent.Action, in node: any NavigationNode) {
        send(event(action, in: node, role: nil, destination: nil), to: handlers(from: node))
    }

    /// The event `action` in `node`.
    static func event(
        _ action: NavigationEvent.Action, in node: any NavigationNode, role: NavigationRole?,
        destination: (any DescribedDestination)?
    ) -> NavigationEvent {
        NavigationEvent(
            action: action, role: role, coordinatorType: node.typeName, coordinator: node.coordinator,
            destination: destination)
    }
}
