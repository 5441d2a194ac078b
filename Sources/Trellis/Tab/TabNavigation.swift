import Observation

/// The navigation state of a ``TabCoordinator``: its tabs, the selected index and the
/// modals presented over the tabs.
///
/// Declare it as the coordinator's `navigation`. A tab's child coordinator is created the
/// first time the tab is selected.
///
/// A tab set has no root of its own, so it has no `root`, `rootID` or `rootChild`: each tab is
/// a ``TabEntry`` that spells the same three as ``TabEntry/destination``, ``TabEntry/id`` and
/// ``TabEntry/child``, the names a ``NavigationEntry`` uses.
///
/// ```swift
/// let navigation = TabNavigation<MainTabCoordinator>(tabs: [.home, .search, .profile])
/// ```
@MainActor
@Observable
public final class TabNavigation<C: TabCoordinator> {
    /// The tabs, in order.
    public private(set) var tabs: [TabEntry<C.Destinations>] {
        get { observedTabs.value }
        set { observedTabs.value = newValue }
        _modify { yield &observedTabs.value }
    }
    /// The index of the selected tab (0 when there are no tabs).
    public private(set) var selectedIndex: Int {
        get { observedSelectedIndex.value }
        set { if newValue != observedSelectedIndex.value { observedSelectedIndex.value = newValue } }
    }
    /// The destinations presented over the tabs, bottom first.
    public var entries: [NavigationEntry<C.Destinations>] { entryList.entries }

    // Navigation state, tracked by hand (see ObservedValue).
    @ObservationIgnored private let observedTabs: ObservedValue<[TabEntry<C.Destinations>]>
    @ObservationIgnored private let observedSelectedIndex: ObservedValue<Int>
    @ObservationIgnored let state = ContainerState<C>()
    @ObservationIgnored let layoutID = EntryID()
    @ObservationIgnored let initialTabs: [C.Destinations]
    @ObservationIgnored let initialSelectedIndex: Int

    /// Creates a tab set with the first tab selected.
    public convenience init(tabs: [C.Destinations]) {
        self.init(tabs: tabs, selectedIndex: 0)
    }

    /// Creates a tab set with the tab at `selectedIndex` selected (clamped to the tabs).
    public init(tabs: [C.Destinations], selectedIndex: Int) {
        let selected = tabs.isEmpty ? 0 : min(max(selectedIndex, 0), tabs.count - 1)
        self.observedTabs = ObservedValue(tabs.map(TabEntry.init(destination:)))
        self.observedSelectedIndex = ObservedValue(selected)
        self.initialTabs = tabs
        self.initialSelectedIndex = selected
    }

    isolated deinit {
        tearDownOnRelease()
    }

    /// Creates the tab's child the first time; returns it.
    @discardableResult
    func prepareTab(_ index: Int) -> (any Coordinator)? {
        // Bounds by count: `indices` of an array of a generic element is not specialised.
        guard index >= 0, index < tabs.count else { return nil }
        if !tabs[index].isPrepared, let owner {
            tabs[index].isPrepared = true
            // makeChild is app code: no access to the tabs is held across it, and the index is
            // checked again after it.
            let child = adoptChild(owner.makeChild(for: tabs[index].destination))
            guard index < tabs.count else { return nil }
            tabs[index].child = child
        }
        return tabs[index].child
    }

    /// The index of the first tab whose destination matches `predicate`.
    func firstIndex(where predicate: (C.Destinations) -> Bool) -> Int? {
        let tabs = self.tabs
        return tabs.firstIndex { predicate($0.destination) }
    }

    /// The index of the last tab whose destination matches `predicate`.
    func lastIndex(where predicate: (C.Destinations) -> Bool) -> Int? {
        let tabs = self.tabs
        return tabs.lastIndex { predicate($0.destination) }
    }

    /// Selects the tab at `index`; returns `false` when the index is out of range.
    func select(_ index: Int) -> Bool {
        guard tabs.indices.contains(index) else { return false }
        selectedIndex = index
        prepareTab(index)
        ObserverLookup.emit(
            .tabSelected, in: self, role: .tab(index: index), destination: tabs[index].destination)
        return true
    }

    /// Inserts a tab (the position is clamped to the tabs); returns its index. The selected
    /// tab stays selected.
    func insert(_ destination: C.Destinations, at index: Int) -> Int {
        let position = min(max(index, 0), tabs.count)
        let wasEmpty = tabs.isEmpty
        tabs.insert(TabEntry(destination: destination), at: position)
        if wasEmpty {
            selectedIndex = 0
            prepareTab(0)
        } else if position <= selectedIndex {
            selectedIndex += 1
        }
        ObserverLookup.emit(.tabsChanged, in: self)
        return position
    }

    /// Removes the tab at `index`. The selected tab stays selected; removing it selects the
    /// first remaining tab.
    func remove(at index: Int, cause: DismissalCause) {
        let departed = slot(at: index)
        tabs.remove(at: index)
        if index < selectedIndex {
            selectedIndex -= 1
        } else if index == selectedIndex {
            selectedIndex = 0
            prepareTab(0)
        }
        Teardown.run([departed], from: self, cause: cause)
        ObserverLookup.emit(.tabsChanged, in: self)
    }

    /// Replaces every tab. Selects `selecting`, or else keeps the selected index when still
    /// in range, or else selects the first tab.
    func replaceTabs(with destinations: [C.Destinations], selecting: Int? = nil, cause: DismissalCause) {
        let departed = tabs.indices.map(slot(at:))
        showTabs(destinations, selecting: selecting)
        Teardown.run(departed, from: self, cause: cause)
        ObserverLookup.emit(.tabsChanged, in: self)
    }

    /// Shows `destinations` as the tabs of a tab set a replay set up (see
    /// ``NavigationNode/prepareForReplay()``), selecting `selecting`: its initial tabs were never
    /// shown, so they give way without departing and no child was made for them.
    func showRestoredTabs(_ destinations: [C.Destinations], selecting: Int) {
        _ = takeEntrySlots(from: 0)
        showTabs(destinations, selecting: selecting)
        ObserverLookup.emit(.tabsChanged, in: self)
    }

    private func showTabs(_ destinations: [C.Destinations], selecting: Int?) {
        tabs = destinations.map(TabEntry.init(destination:))
        selectedIndex = selecting ?? selectedIndex
        if selectedIndex >= tabs.count || selectedIndex < 0 { selectedIndex = 0 }
        prepareTab(selectedIndex)
    }

    func firstTabIndex(showing destination: Any) -> Int? {
        firstIndex { areSameDestination($0, destination) }
    }

    func selectTab(at index: Int) -> (any Coordinator)? {
        if index != selectedIndex { _ = select(index) }
        return tabs.indices.contains(index) ? tabs[index].child : nil
    }

    func tabSlot(withID id: EntryID) -> NodeSlot? {
        let tabs = self.tabs
        guard let index = tabs.firstIndex(where: { $0.id == id }) else { return nil }
        let tab = tabs[index]
        return NodeSlot(
            role: .tab(index: index), id: tab.id, described: tab.described, child: tab.child,
            isPrepared: tab.isPrepared)
    }

    private func slot(at index: Int) -> NodeSlot {
        let tab = tabs[index]
        return NodeSlot(
            role: .tab(index: index), id: tab.id, isSelectedTab: index == selectedIndex,
            described: tab.described,
            child: tab.child, isPrepared: tab.isPrepared)
    }
}

extension TabNavigation: EntryHosting, TabSetNode {
    var kind: CoordinatorKind { .tab }
    var slots: [NodeSlot] {
        var slots = tabs.indices.map(slot(at:))
        entryList.appendSlots(to: &slots)
        return slots
    }

    func prepareOwnState() {
        guard !isPrepared, owner != nil else { return }
        state.isPrepared = true
        prepareTab(selectedIndex)
    }

    func prepareForReplay() {
        guard !isPrepared, owner != nil else { return }
        state.isPrepared = true
    }

    func dismissChild(_ child: any Coordinator, cause: DismissalCause) {
        if let index = entryList.index(hosting: child) {
            removeEntries(keeping: index, cause: cause)
        } else if tabs.contains(where: { $0.child === child }) {
            NavigationDiagnostic.report(
                .dismissalRefused, in: child,
                "a tab's child coordinator is not dismissable; remove the tab from \(typeName) instead")
        }
    }

    func releaseAfterTeardown() {
        entryList = EntryList()
        for index in tabs.indices {
            tabs[index].child = nil
            tabs[index].isPrepared = false
        }
        state.isPrepared = false
    }
}
