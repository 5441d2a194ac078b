// Every name CHANGELOG.md says this release renamed or removed, used the old way: Scripts/check-fixits
// type-checks this file against the built Trellis module and compares the errors with
// expected-errors.txt (one per line, each the fix-it or the message the compiler shows).
import Foundation
import Trellis

@MainActor final class App: RootCoordinator {
    enum Destinations: Codable, Hashable { case a, b }
    let root = Root<App>(root: .a)
}
@MainActor final class Tabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case a, b }
    let tabItems = TabItems<Tabs>(tabs: [.a, .b])
}
@MainActor final class Flow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case a, b }
    let stack = FlowStack<Flow>(root: .a)
}
@MainActor func uses(app: App, tabs: Tabs, flow: Flow, manager: StateRestorationManager, drafts: FormDraftManager,
                     event: NavigationEvent, state: SavedAppState, error: NavigationStateError) {
    _ = app.root.current
    _ = app.root.root
    _ = app.root.rootChild
    _ = app.root.rootID
    _ = app.root.modals
    _ = tabs.tabItems.modals
    _ = tabs.tabItems.tabs[0].isCreated
    app.userDidDismissModal(at: 0)
    tabs.userDidDismissModal(at: 0)
    flow.userDidPop(toCount: 0)
    tabs.userDidSelectTab(at: 1)
    flow.route(to: .b, onDismiss: { (cause: DismissalCause) in _ = cause })
    flow.present(.b, as: .sheet, onDismiss: { (cause: DismissalCause) in _ = cause })
    let _: RestorationPolicy = .exclude
    let _: SnapshotPolicy = .restore
    _ = flow.restorationPolicy(for: .a)
    let _: RestoreBehavior = .always
    _ = StateRestorationManager(storage: .file(), restoreBehavior: .always)
    manager.saveState()
    _ = manager.sensitiveFormKeys
    _ = manager.showRestorePrompt
    _ = manager.selectedTab
    _ = drafts.allDraftValues()
    _ = state.selectedTab
    _ = SavedAppState(selectedTab: 1)
    _ = event.destination
    _ = NavigationStateError.captureFailed(coordinatorType: "X", reason: "y")
}

// One word for set-up, one for a stored destination, no names one letter apart.
@MainActor func preparedNames(entry: TabEntry<Int>, item: LayoutItem, tabs: TabLayout) {
    _ = entry.isMaterialized
    _ = item.isMaterialized
    _ = tabs.isMaterialized
    NavigationDiagnostics.handler = nil
}

func storedNames(_ stored: StoredRoute) -> RouteMigration<Int> { .keep }

// One form-draft API.
@MainActor func formDrafts(manager: StateRestorationManager) {
    manager.saveFormDraft(formID: "review", key: "title", value: "Sturdy")
    _ = manager.formDraftValue(formID: "review", key: "title")
    manager.clearFormDraft(formID: "review")
}
