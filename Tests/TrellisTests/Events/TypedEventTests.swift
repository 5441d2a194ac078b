import Testing
import Trellis

/// Events carry the destination as its own type, the coordinator whose state changed (weakly)
/// and a typed role that prints as `debugHierarchy()` prints roles.
@MainActor
@Suite("Typed navigation events")
struct TypedEventTests {
    /// One kind of change, made on a fresh tree; its last event of ``action`` is checked.
    enum Change: String, CaseIterable, Sendable {
        case push, sheet, fullScreenCover, tabSelection, rootSet, restored, tabsChanged, pop, tabRemoval

        /// The text of the checked event.
        var line: String {
            switch self {
            case .push: "CatalogFlow pushed push .detail(id: 42)"
            case .sheet: "CatalogFlow presented sheet .cart"
            case .fullScreenCover: "CatalogFlow presented fullScreenCover .gallery(index: 3)"
            case .tabSelection: "ShopTabs tabSelected tab[1] .search"
            case .rootSet: "ShopApp rootSet root .main"
            case .restored: "ShopApp restored"
            case .tabsChanged: "ShopTabs tabsChanged"
            case .pop: "CatalogFlow dismissed(code) push .detail(id: 42)"
            case .tabRemoval: "ShopTabs dismissed(code) tab[2] .profile"
            }
        }

        var action: NavigationEvent.Action {
            switch self {
            case .push: .pushed
            case .sheet, .fullScreenCover: .presented
            case .tabSelection: .tabSelected
            case .rootSet: .rootSet
            case .restored: .restored
            case .tabsChanged: .tabsChanged
            case .pop, .tabRemoval: .dismissed(.code)
            }
        }

        var role: NavigationRole? {
            switch self {
            case .push, .pop: .push
            case .sheet: .sheet
            case .fullScreenCover: .fullScreenCover
            case .tabSelection: .tab(index: 1)
            case .rootSet: .root
            case .restored, .tabsChanged: nil
            case .tabRemoval: .tab(index: 2)
            }
        }
    }

    /// Makes `change` on a fresh tree; returns its events, the coordinator it was made on, and
    /// whether the checked event's destination reads back as the value passed (true when there
    /// is none and the event has none).
    private func make(_ change: Change) throws -> (
        events: [NavigationEvent], coordinator: any Coordinator, destinationRoundTrips: Bool
    ) {
        var events: [NavigationEvent] = []
        func observing<C: Coordinator>(_ coordinator: C, _ body: (C) throws -> Void) rethrows -> C {
            let observation = coordinator.observeNavigation { events.append($0) }
            defer { observation.cancel() }
            try body(coordinator)
            return coordinator
        }
        func lastDestination<D>(as type: D.Type) -> D? {
            events.last { $0.action == change.action }?.destination(as: type)
        }
        switch change {
        case .push:
            let flow = observing(CatalogFlow()) { $0.route(to: .detail(id: 42)) }
            return (events, flow, lastDestination(as: CatalogFlow.Destinations.self) == .detail(id: 42))
        case .sheet:
            let flow = observing(CatalogFlow()) { $0.present(.cart) }
            return (events, flow, lastDestination(as: CatalogFlow.Destinations.self) == .cart)
        case .fullScreenCover:
            let flow = observing(CatalogFlow()) { $0.present(.gallery(index: 3), as: .fullScreenCover) }
            return (events, flow, lastDestination(as: CatalogFlow.Destinations.self) == .gallery(index: 3))
        case .tabSelection:
            let tabs = observing(ShopTabs()) { $0.select(index: 1) }
            return (events, tabs, lastDestination(as: ShopTabs.Destinations.self) == .search)
        case .rootSet:
            let app = observing(ShopApp()) { $0.setRoot(.main) }
            return (events, app, lastDestination(as: ShopApp.Destinations.self) == .main)
        case .restored:
            let snapshot = try ShopApp.navigated().captureNavigationState()
            let app = try observing(ShopApp()) { try $0.restoreNavigationState(from: snapshot) }
            return (events, app, lastDestination(as: ShopApp.Destinations.self) == nil)
        case .tabsChanged:
            let tabs = observing(ShopTabs()) { $0.appendTab(.legacy) }
            return (events, tabs, lastDestination(as: ShopTabs.Destinations.self) == nil)
        case .pop:
            let flow = CatalogFlow()
            flow.route(to: .detail(id: 42))
            _ = observing(flow) { $0.pop() }
            return (events, flow, lastDestination(as: CatalogFlow.Destinations.self) == .detail(id: 42))
        case .tabRemoval:
            let tabs = observing(ShopTabs()) { $0.removeLastTab(.profile) }
            return (events, tabs, lastDestination(as: ShopTabs.Destinations.self) == .profile)
        }
    }

    @Test(
        "Every kind of change has its typed role, its coordinator and its destination",
        arguments: Change.allCases)
    func everyKindOfChange(_ change: Change) throws {
        let (events, coordinator, destinationRoundTrips) = try make(change)
        let event = try #require(events.last { $0.action == change.action })
        expectEqual(event.description, change.line)
        expectEqual(event.action, change.action)
        expectEqual(event.role, change.role)
        expectIdentical(event.coordinator, coordinator)
        expectEqual(event.coordinatorType, String(describing: type(of: coordinator)))
        expectTrue(destinationRoundTrips)
    }

    func destinationRoundTrip() throws {
        let catalog = CatalogFlow()
        var events: [NavigationEvent] = []
        let observation = catalog.observeNavigation { events.append($0) }
        catalog.route(to: .detail(id: 42))
        catalog.appendNothing()
        observation.cancel()
        let pushed = try #require(events.first)
        expectEqual(pushed.destination(as: CatalogFlow.Destinations.self), .detail(id: 42))
        expectEqual(pushed.destinationDescription, ".detail(id: 42)")
        // Another type whose case prints the same, and unrelated types.
        expectNil(pushed.destination(as: HomeFlowCoordinator.Destinations.self))
        expectNil(pushed.destination(as: String.self))
        expectNil(pushed.destination(as: Int.self))
    }

    func noDestination() throws {
        let tabs = ShopTabs()
        var events: [NavigationEvent] = []
        let observation = tabs.observeNavigation { events.append($0) }
        tabs.setTabs([.home])
        observation.cancel()
        let changed = try #require(events.last)
        expectEqual(changed.action, .tabsChanged)
        expectNil(changed.role)
        expectNil(changed.destination(as: ShopTabs.Destinations.self))
        expectEqual(changed.destinationDescription, "")
        expectEqual(changed.description, "ShopTabs tabsChanged")
    }

    func nonEquatableDestination() throws {
        let flow = NonEquatableFlowCoordinator()
        var events: [NavigationEvent] = []
        let observation = flow.observeNavigation { events.append($0) }
        flow.route(to: .page("terms"))
        observation.cancel()
        let destination = try #require(
            events.last?.destination(as: NonEquatableFlowCoordinator.Destinations.self))
        expectEqual(destination.pageName, "terms")
    }

    @Test(
        "A role prints as debugHierarchy prints it",
        arguments: [
            (NavigationRole.root, "root"), (.push, "push"), (.sheet, "sheet"),
            (.fullScreenCover, "fullScreenCover"), (.tab(index: 0), "tab[0]"), (.tab(index: 12), "tab[12]"),
        ])
    func roleText(role: NavigationRole, text: String) {
        expectEqual(role.description, text)
        expectEqual("\(role)", text)
    }

    func eventsMatchThePrintout() throws {
        let app = ShopApp()
        var lines: [String] = []
        let observation = app.observeNavigation { event in
            if case .dismissed = event.action { return }
            guard let role = event.role else { return }
            lines.append("\(role) \(event.destinationDescription)")
        }
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 1)
            tabs.select(index: 0) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 42))
                catalog.present(.cart)
                catalog.present(.gallery(index: 3), as: .fullScreenCover)
            }
        }
        observation.cancel()
        let printed = app.debugHierarchy().split(separator: "\n").map {
            $0.trimmingPrefix(while: { $0 == " " }).replacing("]*", with: "]")
        }
        expectEqual(lines.count, 6)
        for line in lines {
            #expect(printed.contains { $0 == line || $0.hasPrefix(line + " → ") }, "\(line)")
        }
    }

    func eventsDoNotKeepTheTreeAlive() throws {
        var app: ShopApp? = ShopApp()
        weak let weakApp = app
        var events: [NavigationEvent] = []
        let observation = try #require(app).observeNavigation { events.append($0) }
        app?.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in catalog.route(to: .detail(id: 1)) }
        }
        let pushed = try #require(events.first { $0.action == .pushed })
        expectTrue(pushed.coordinator is CatalogFlow)
        weak let weakCatalog = pushed.coordinator
        app = nil
        expectNil(weakApp)
        expectNil(weakCatalog)
        #expect(events.allSatisfy { $0.coordinator == nil })
        expectEqual(pushed.coordinatorType, "CatalogFlow")
        expectEqual(pushed.destination(as: CatalogFlow.Destinations.self), .detail(id: 1))
        observation.cancel()
    }

    func handlerAfterRelease() throws {
        var app: ShopApp? = ShopApp()
        app?.setRoot(.main)
        var seen: [String] = []
        let observation = try #require(app).observeNavigation { event in
            guard event.coordinatorType == "ShopApp" else { return }
            seen.append("\(event) coordinator: \(event.coordinator == nil ? "nil" : "alive")")
        }
        app = nil
        expectEqual(seen, ["ShopApp dismissed(teardown) root .main coordinator: nil"])
        observation.cancel()
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .destinationRoundTrip: try destinationRoundTrip()
        case .noDestination: try noDestination()
        case .nonEquatableDestination: try nonEquatableDestination()
        case .eventsMatchThePrintout: try eventsMatchThePrintout()
        case .eventsDoNotKeepTheTreeAlive: try eventsDoNotKeepTheTreeAlive()
        case .handlerAfterRelease: try handlerAfterRelease()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case destinationRoundTrip =
            "destination(as:) gives the destination back for its own type and nil for any other"
        case noDestination = "An event without a destination gives none for any type and no text"
        case nonEquatableDestination =
            "Destinations that are neither Equatable nor Codable come back as the value shown"
        case eventsMatchThePrintout =
            "Each event's role and destination read as the line debugHierarchy prints for it"
        case eventsDoNotKeepTheTreeAlive =
            "Kept events hold their coordinator weakly: nil once the tree is released, the type name kept"
        case handlerAfterRelease =
            "A handler that runs for a released tree sees no coordinator for the released top, only its type"

        var testDescription: String { rawValue }
    }
}

extension CatalogFlow {
    /// A call that changes nothing and sends no event.
    fileprivate func appendNothing() {
        _ = popToFirst(.payment)
    }
}
