import Testing
import Trellis

/// The containers are `@Observable`: a UI layer watching them hears about every change.
@MainActor
@Suite("Observation of the containers")
struct ObservationTests {
    func flowEntries() {
        let home = setUp(HomeFlowCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = home.navigation.entries }
        home.route(to: .detail(id: 1))
        expectEqual(counter.count, 1)
        counter.track { _ = home.navigation.entries }
        home.present(.compose)
        expectEqual(counter.count, 2)
        counter.track { _ = home.navigation.entries }
        home.pop()
        expectEqual(counter.count, 3)
    }

    func flowRoot() {
        let home = setUp(HomeFlowCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = home.navigation.root }
        home.setRoot(.compose)
        expectEqual(counter.count, 1)
    }

    func tabs() {
        let tabs = setUp(MainTabCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = tabs.navigation.selectedIndex }
        tabs.select(index: 2)
        expectEqual(counter.count, 1)
        counter.track { _ = tabs.navigation.tabs }
        tabs.appendTab(.inbox)
        expectEqual(counter.count, 2)
        counter.track { _ = tabs.navigation.entries }
        tabs.present(.notice)
        expectEqual(counter.count, 3)
    }

    func root() {
        let app = setUp(AppRootCoordinator())
        let counter = ChangeCounter()
        counter.track { _ = app.navigation.root }
        app.setRoot(.main)
        expectEqual(counter.count, 1)
        counter.track { _ = app.navigation.entries }
        app.present(.announcement)
        expectEqual(counter.count, 2)
    }

    func printingIsSilent() {
        let app = makeSeedTree()
        let counter = ChangeCounter()
        counter.track {
            _ = app.navigation.root
            _ = app.navigation.rootChild
            _ = app.navigation.entries
        }
        _ = app.debugHierarchy()
        expectEqual(counter.count, 0)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .flowEntries: flowEntries()
        case .flowRoot: flowRoot()
        case .tabs: tabs()
        case .root: root()
        case .printingIsSilent: printingIsSilent()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case flowEntries = "Pushing, presenting and popping notify observers of a flow's entries"
        case flowRoot = "setRoot(_:) notifies observers of a flow's root"
        case tabs = "Selecting and editing tabs notify observers of the selection and the tabs"
        case root = "setRoot(_:) and present(_:) notify observers of a root coordinator"
        case printingIsSilent = "Printing the tree notifies nobody"

        var testDescription: String { rawValue }
    }
}
