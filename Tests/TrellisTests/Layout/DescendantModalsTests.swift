import Testing

@testable import Trellis

/// The modals a subtree shows, as the ambiguity checks ask for them (`DescendantModals`): the
/// same answer as the layout's last layer, whatever order the questions of one change come in.
@MainActor
@Suite("Presentation layout: the modals a subtree shows")
struct DescendantModalsTests {
    @Test("A sheet whose child was read before, showing no modal, still opens the top layer")
    func sheetAboveAChildReadBefore() throws {
        let top = ChainFlow()
        top.route(to: .next) { (middle: ChainFlow) in middle.present(.next) }
        let middle = try #require(top.navigation.entries.first?.child as? ChainFlow)
        let memo = DescendantModals()
        // Asked as the coordinator a modal is shown on: its sheet is its own, and the sheet's
        // flow shows no modal (remembered).
        expectNil(memo.topDescendantModal(shownBy: middle))
        // Then asked of the top: the middle flow's sheet opens the top layer, as in the layout.
        let opening = memo.topModal(shownBy: top)
        expectEqual(opening?.entryID, middle.navigation.entries.first?.id)
        expectIdentical(opening?.owner, middle)
        expectEqual(opening?.entryID, NavigationLayout(of: top).layers.last?.id)
    }

    @Test("A tab set's unselected tabs show nothing, its selected tab and modals do")
    func tabSets() {
        let app = AppRootCoordinator(root: .main)
        app.prepareNavigation()
        let tabs = app.navigation.rootChild as! MainTabCoordinator
        let home = tabs.navigation.tabs[0].child as! HomeFlowCoordinator
        home.present(.settings)
        tabs.select(index: 1)
        // The home tab is not selected: its sheet is not in the window's layout.
        expectNil(DescendantModals().topModal(shownBy: app))
        expectNil(NavigationLayout(of: app).layers.last?.presenter)
        tabs.select(index: 0)
        let opening = DescendantModals().topModal(shownBy: app)
        expectIdentical(opening?.owner, home)
        expectEqual(opening?.entryID, NavigationLayout(of: app).layers.last?.id)
    }
}
