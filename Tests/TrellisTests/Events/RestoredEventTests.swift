import Foundation
import Testing
import Trellis

/// A restore tells navigation observers that it happened, once, after the tree changed.
@MainActor
@Suite("The restored event")
struct RestoredEventTests {
    private func navigatedSnapshot() throws -> Data {
        let source = ShopApp()
        source.setRoot(.main) { (tabs: ShopTabs) in
            tabs.select(index: 0) { (catalog: CatalogFlow) in catalog.route(to: .detail(id: 3)) }
        }
        return try source.captureNavigationState()
    }

    @Test(arguments: [false, true])
    func aRestoreEndsWithOneRestoredEventFromTheRestoredCoordinator(overANavigatedTree: Bool) throws {
        let snapshot = try navigatedSnapshot()
        let app = ShopApp()
        if overANavigatedTree { app.setRoot(.login) }
        var events: [NavigationEvent] = []
        let observation = app.observeNavigation { events.append($0) }
        defer { observation.cancel() }

        try app.restoreNavigationState(from: snapshot)

        let restored = events.filter { $0.action == .restored }
        expectEqual(restored.count, 1, "\(events)")
        expectEqual(events.last?.action, .restored, "\(events)")
        expectEqual(restored.first?.coordinatorType, "ShopApp")
        // The tree changed before the event: it follows the restore's own changes.
        #expect(events.contains { $0.action == .rootSet }, "\(events)")
    }

    @Test func aRefusedRestoreSendsNoEvent() throws {
        let app = ShopApp()
        var events: [NavigationEvent] = []
        let observation = app.observeNavigation { events.append($0) }
        defer { observation.cancel() }
        #expect(throws: NavigationStateError.self) { try app.restoreNavigationState(from: Data("{}".utf8)) }
        expectEmpty(events)
    }
}
