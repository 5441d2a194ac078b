import Testing
import Trellis

/// The containers are `@Observable`: a UI layer watching them hears about every change.
@MainActor
@Suite("Observation of the containers")
struct ObservationTests {
    @Test("Pushing, presenting and popping notify observers of a flow's entries")
    func flowEntries() {
        let home = setUp(HomeFlowCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = home.stack.entries }
        home.route(to: .detail(id: 1))
        expectEqual(counter.count, 1)
        counter.track { _ = home.stack.entries }
        home.present(.compose)
        expectEqual(counter.count, 2)
        counter.track { _ = home.stack.entries }
        home.pop()
        expectEqual(counter.count, 3)
    }

    @Test("setRoot(_:) notifies observers of a flow's root")
    func flowRoot() {
        let home = setUp(HomeFlowCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = home.stack.root }
        home.setRoot(.compose)
        expectEqual(counter.count, 1)
    }

    @Test("Selecting and editing tabs notify observers of the selection and the tabs")
    func tabs() {
        let tabs = setUp(MainTabCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = tabs.tabItems.selectedIndex }
        tabs.select(index: 2)
        expectEqual(counter.count, 1)
        counter.track { _ = tabs.tabItems.tabs }
        tabs.appendTab(.inbox)
        expectEqual(counter.count, 2)
        counter.track { _ = tabs.tabItems.entries }
        tabs.present(.notice)
        expectEqual(counter.count, 3)
    }

    @Test("setRoot(_:) and present(_:) notify observers of a root coordinator")
    func root() {
        let app = setUp(AppRootCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = app.root.destination }
        app.setRoot(.main)
        expectEqual(counter.count, 1)
        counter.track { _ = app.root.entries }
        app.present(.announcement)
        expectEqual(counter.count, 2)
    }

    @Test("Printing the tree notifies nobody")
    func printingIsSilent() {
        let app = makeSeedTree()
        let counter = ChangeCounter()
        counter.track {
            _ = app.root.destination
            _ = app.root.child
            _ = app.root.entries
        }
        _ = app.debugHierarchy()
        expectEqual(counter.count, 0)
    }
}
