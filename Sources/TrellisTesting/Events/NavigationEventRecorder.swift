import Trellis

/// Records the navigation events of a coordinator's subtree, for a test to compare.
///
/// ```swift
/// let recorder = NavigationEventRecorder(observing: catalog)
/// catalog.route(to: .detail(id: 1))
/// catalog.pop()
/// #expect(recorder.lines == [
///     "CatalogFlow pushed push .detail(id: 1)",
///     "CatalogFlow dismissed(code) push .detail(id: 1)",
/// ])
/// ```
///
/// It observes through `observeNavigation(_:)` for as long as it is kept (or until
/// ``stop()``), so it sees exactly what an app's observer would, in the same order.
@MainActor
public final class NavigationEventRecorder {
    /// The events recorded so far, oldest first.
    ///
    /// ```swift
    /// #expect(recorder.events.count == 2)
    /// ```
    public private(set) var events: [NavigationEvent] = []

    private var observation: NavigationObservation?

    /// Starts recording the events of `coordinator` and of every coordinator below it.
    ///
    /// ```swift
    /// let recorder = NavigationEventRecorder(observing: app.hierarchyRoot)
    /// ```
    public init(observing coordinator: any Coordinator) {
        observation = coordinator.observeNavigation { [weak self] event in
            self?.events.append(event)
        }
    }

    /// The recorded events as text, one line per event, as their `description` prints them
    /// (`CatalogFlow pushed push .detail(id: 1)`).
    ///
    /// ```swift
    /// #expect(recorder.lines.last == "CatalogFlow dismissed(user) sheet .cart")
    /// ```
    public var lines: [String] { events.map(\.description) }

    /// Forgets the events recorded so far and goes on recording.
    ///
    /// ```swift
    /// app.setRoot(.main)        // set-up the test is not about
    /// recorder.removeAll()
    /// app.present(.login)
    /// #expect(recorder.lines == ["AppCoordinator presented sheet .login"])
    /// ```
    public func removeAll() {
        events.removeAll()
    }

    /// Stops recording; the events recorded so far stay.
    ///
    /// ```swift
    /// recorder.stop()
    /// app.setRoot(.login)       // not recorded
    /// ```
    public func stop() {
        observation?.cancel()
        observation = nil
    }
}
