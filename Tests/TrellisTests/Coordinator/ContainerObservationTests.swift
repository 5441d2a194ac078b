import Observation
import Synchronization
import Testing
import Trellis

/// The containers track their navigation state by hand (with cached key paths, for speed):
/// every property a UI reads still notifies its observers, once per change.
@MainActor
@Suite("Observation of the containers' navigation state")
struct ContainerObservationTests {
    /// Counts change notifications of what `read` touched (one tracking round per call).
    private final class Changes: Sendable {
        private let storage = Mutex(0)
        var count: Int { storage.withLock { $0 } }

        func track(_ read: () -> Void) {
            withObservationTracking(read) { [self] in storage.withLock { $0 += 1 } }
        }
    }

    @Test func aFlowNotifiesItsRootRootChildAndEntries() {
        let catalog = CatalogFlow()
        catalog.route(to: .detail(id: 1))
        let entries = Changes()
        let root = Changes()
        let rootChild = Changes()
        entries.track { _ = catalog.navigation.entries }
        root.track { _ = catalog.navigation.root }
        rootChild.track { _ = catalog.navigation.rootChild }
        catalog.present(.cart)
        expectEqual(entries.count, 1)
        expectEqual(root.count, 0)
        entries.track { _ = catalog.navigation.entries }
        catalog.setRoot(.gallery(index: 1))
        expectEqual(entries.count, 2)
        expectEqual(root.count, 1)
        expectEqual(rootChild.count, 1)
    }

    @Test func aTabSetNotifiesItsTabsSelectionAndModals() {
        let tabs = ShopTabs()
        tabs.select(index: 0)
        let selection = Changes()
        let items = Changes()
        let modals = Changes()
        selection.track { _ = tabs.navigation.selectedIndex }
        items.track { _ = tabs.navigation.tabs }
        modals.track { _ = tabs.navigation.entries }
        tabs.select(index: 0)
        expectEqual(selection.count, 0, "selecting the selected tab changes nothing")
        tabs.select(index: 1)
        expectEqual(selection.count, 1)
        expectEqual(items.count, 1, "the tab's child was created")
        expectEqual(modals.count, 0)
        tabs.present(.legacy)
        expectEqual(modals.count, 1)
    }

    @Test func aRootNotifiesItsCurrentChildAndModals() {
        let app = ShopApp()
        _ = app.debugHierarchy()
        let current = Changes()
        let child = Changes()
        let modals = Changes()
        current.track { _ = app.navigation.root }
        child.track { _ = app.navigation.rootChild }
        modals.track { _ = app.navigation.entries }
        app.present(.main)
        expectEqual(modals.count, 1)
        expectEqual(current.count, 0)
        app.setRoot(.main)
        expectEqual(current.count, 1)
        expectEqual(child.count, 1)
    }

    @Test func printingAndCapturingNotifyNobody() throws {
        let app = ShopApp.navigated()
        let changes = Changes()
        changes.track {
            _ = app.navigation.root
            _ = app.navigation.rootChild
            _ = app.navigation.entries
        }
        _ = app.debugHierarchy()
        _ = try app.captureNavigationState()
        expectEqual(changes.count, 0)
    }
}
