import Testing
import Trellis

/// `indexOutOfRange`: an index or count outside the valid range is ignored (or, for an insert,
/// clamped), never a crash.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "Selects the tab at `index` […] An index out of range changes nothing (a ``NavigationDiagnostic`` is reported)" (`select(index:)`) | `selectOutOfRange(_:)` |
/// | "An index outside the tabs is reported, as `select(index:)` does" (`TabSetLayout.userDidSelectTab(at:)`) | `selectOutOfRange(_:)` `.layout` |
/// | "An index outside `0...tabs.count` is clamped to it (a ``NavigationDiagnostic`` is reported)" (`insertTab(_:at:)`) | `insertOutOfRange(_:)` |
/// | "a negative one is ignored with a ``NavigationDiagnostic``" (`FlowCoordinator.userDidPop(toEntryCount:)`); "A negative count is refused as `indexOutOfRange`" (`NavigationLayer.userDidPop(toCount:)`) | `negativePopCount(_:)` |
/// | "An index out of range changes nothing and is reported as a ``NavigationDiagnostic``" (`dismiss(entryAt:)`, and `userDidDismiss(entryAt:)` through it) | `dismissOutOfRange(_:)` |
/// | "Out-of-range arguments change nothing and are reported through ``NavigationDiagnostic``" (ResultsAndEvents, user-initiated changes) | all of the above |
/// | valid indices, the ends of an insert, a pop count at or above the entries: no diagnostic | `inRange(_:)` |
@MainActor
@Suite("Diagnostics catalogue: indexOutOfRange")
struct IndexOutOfRangeTests {
    enum Selection: String, CaseIterable, Sendable {
        case select, selectWithClosure, userDidSelectTab, layout
    }

    @Test("Selecting a tab outside the tabs changes nothing", arguments: Selection.allCases, [-1, 3, 7])
    func selectOutOfRange(_ selection: Selection, index: Int) {
        let tabs = MainTabCoordinator(selectedIndex: 1)
        tabs.prepareNavigation()
        let before = tabs.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: tabs) {
            switch selection {
            case .select: tabs.select(index: index)
            case .selectWithClosure:
                tabs.select(index: index) { (_: HomeFlowCoordinator) in Issue.record("ran") }
            case .userDidSelectTab: tabs.select(index: index)
            case .layout: NavigationLayout(of: tabs).layers[0].root.tabSet?.userDidSelectTab(at: index)
            }
        }
        expectEqual(
            diagnostics.map(\.line),
            [
                "indexOutOfRange MainTabCoordinator: no tab at index \(index) among 3 tabs; nothing selected"
            ])
        expectEqual(tabs.debugHierarchy(), before)
    }

    @Test(
        "An insert position outside 0...count is clamped and reported", arguments: [(-2, 0), (4, 3), (99, 3)])
    func insertOutOfRange(_ index: Int, clampedTo position: Int) {
        let tabs = MainTabCoordinator()
        let diagnostics = recordingDiagnostics(of: tabs) { tabs.insertTab(.inbox, at: index) }
        expectEqual(
            diagnostics.map(\.line),
            [
                "indexOutOfRange MainTabCoordinator: insert position \(index) is outside 0...3; "
                    + "the tab was inserted at \(position)"
            ])
        expectEqual(tabs.navigation.tabs.map(\.destination).firstIndex(of: .inbox), position)
    }

    enum PopCall: String, CaseIterable, Sendable { case flow, layer }

    @Test("A negative pop count is ignored", arguments: PopCall.allCases)
    func negativePopCount(_ call: PopCall) {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1), .settings])
        home.prepareNavigation()
        let before = home.debugHierarchy()
        let diagnostics = recordingDiagnostics(of: home) {
            switch call {
            case .flow: home.userDidPop(toEntryCount: -1)
            case .layer: NavigationLayout(of: home).layers[0].userDidPop(toCount: -1)
            }
        }
        let label = call == .flow ? "toEntryCount" : "toCount"
        expectEqual(
            diagnostics.map(\.line),
            [
                "indexOutOfRange HomeFlowCoordinator: userDidPop(\(label): -1) ignored"
            ])
        expectEqual(home.debugHierarchy(), before)
    }

    enum Dismissal: String, CaseIterable, Sendable {
        case flowByCode, flowByUser, tabsByCode, tabsByUser, rootByCode, rootByUser
    }

    @Test("Dismissing an entry outside the entries changes nothing", arguments: Dismissal.allCases, [-1, 1])
    func dismissOutOfRange(_ dismissal: Dismissal, index: Int) {
        let home = HomeFlowCoordinator()
        let tabs = MainTabCoordinator()
        let app = AppRootCoordinator()
        let tree: any PresentingCoordinator
        switch dismissal {
        case .flowByCode, .flowByUser:
            home.present(.settings)
            tree = home
        case .tabsByCode, .tabsByUser:
            tabs.present(.notice)
            tree = tabs
        case .rootByCode, .rootByUser:
            app.present(.announcement)
            tree = app
        }
        let before = tree.debugHierarchy()
        let byUser = dismissal.rawValue.hasSuffix("User")
        let diagnostics = recordingDiagnostics(of: tree) {
            if byUser { tree.userDidDismiss(entryAt: index) } else { tree.dismiss(entryAt: index) }
        }
        let call = byUser ? "userDidDismiss(entryAt:)" : "dismiss(entryAt:)"
        expectEqual(
            diagnostics.map(\.line),
            [
                "indexOutOfRange \(type(of: tree)): \(call) with index \(index) ignored"
            ])
        expectEqual(tree.debugHierarchy(), before)
    }

    enum Valid: String, CaseIterable, Sendable {
        case selectEachTab, selectTheSelectedTab, layoutSelect, insertAtTheEnds, popToZero, popToTheCount
        case popAboveTheCount, layerPopToZero, dismissEachEntry
    }

    @Test("The nearest valid indices raise nothing", arguments: Valid.allCases)
    func inRange(_ valid: Valid) {
        let tabs = MainTabCoordinator()
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1), .settings])
        let diagnostics = recordingDiagnostics(of: tabs, home) {
            switch valid {
            case .selectEachTab: for index in 0..<3 { tabs.select(index: index) }
            case .selectTheSelectedTab: tabs.select(index: 0)
            case .layoutSelect: NavigationLayout(of: tabs).layers[0].root.tabSet?.userDidSelectTab(at: 2)
            case .insertAtTheEnds:
                tabs.insertTab(.inbox, at: 0)
                tabs.insertTab(.notice, at: 4)
            case .popToZero: home.userDidPop(toEntryCount: 0)
            case .popToTheCount: home.userDidPop(toEntryCount: 2)
            case .popAboveTheCount: home.userDidPop(toEntryCount: 5)
            case .layerPopToZero: NavigationLayout(of: home).layers[0].userDidPop(toCount: 0)
            case .dismissEachEntry:
                home.dismiss(entryAt: 1)
                home.userDidDismiss(entryAt: 0)
                tabs.present(.notice)
                tabs.dismiss(entryAt: 0)
            }
        }
        expectEqual(diagnostics.map(\.line), [])
        switch valid {
        case .selectEachTab, .layoutSelect: expectEqual(tabs.selectedIndex, 2)
        case .insertAtTheEnds:
            expectEqual(tabs.navigation.tabs.map(\.destination), [.inbox, .home, .search, .profile, .notice])
            expectEqual(tabs.selectedIndex, 1)
        case .popToZero, .layerPopToZero, .dismissEachEntry: expectEmpty(home.navigation.entries)
        case .popToTheCount, .popAboveTheCount: expectEqual(home.navigation.entries.count, 2)
        case .selectTheSelectedTab: expectEqual(tabs.selectedIndex, 0)
        }
    }
}
