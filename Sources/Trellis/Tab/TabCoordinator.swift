/// A coordinator that shows one of several tabs, each hosting a screen or a child
/// coordinator, with modals presented over the tabs.
///
/// ```swift
/// @MainActor
/// final class MainTabCoordinator: TabCoordinator {
///     enum Destinations: Codable, Hashable { case home, profile }
///     let navigation = TabNavigation<MainTabCoordinator>(tabs: [.home, .profile])
///
///     func makeChild(for destination: Destinations) -> (any Coordinator)? {
///         switch destination {
///         case .home: HomeCoordinator()
///         case .profile: ProfileCoordinator()
///         }
///     }
/// }
///
/// tabs.selectFirstTab(.profile) { (profile: ProfileCoordinator) in profile.route(to: .edit) }
/// ```
@MainActor
public protocol TabCoordinator: PresentingCoordinator {
    /// The tab set's navigation state.
    var navigation: TabNavigation<Self> { get }
}

extension TabCoordinator {
    func unpreparedNode() -> any NavigationNode { navigation.bound(to: self) }

    var preparedTabs: TabNavigation<Self> { navigation.prepared(for: self) }

    /// The index of the selected tab (0 when there are no tabs).
    public var selectedIndex: Int { navigation.selectedIndex }

    /// Selects the tab at `index`, creating its child the first time. An index out of range
    /// changes nothing (a ``NavigationDiagnostic`` is reported).
    public func select(index: Int) {
        selectTab("select(index:)") { _ in index }
    }

    /// Selects the tab at `index` and hands its child coordinator to `body` when it is a `T`
    /// (also when the tab was already selected).
    public func select<T: Coordinator>(index: Int, _ body: (T) -> Void) {
        _ = selectTab("select(index:)", { _ in index }, body)
    }

    /// Selects the first tab matching `predicate`; returns `false` when none matches.
    @discardableResult
    public func selectFirstTab(where predicate: (Destinations) -> Bool) -> Bool {
        selectTab("selectFirstTab(where:)") { $0.firstIndex(where: predicate) }
    }

    /// Selects the last tab matching `predicate`; returns `false` when none matches.
    @discardableResult
    public func selectLastTab(where predicate: (Destinations) -> Bool) -> Bool {
        selectTab("selectLastTab(where:)") { $0.lastIndex(where: predicate) }
    }

    /// Selects the first tab matching `predicate` and hands its child to `body` when it is a `T`.
    @discardableResult
    public func selectFirstTab<T: Coordinator>(where predicate: (Destinations) -> Bool, _ body: (T) -> Void)
        -> Bool
    {
        selectTab("selectFirstTab(where:)", { $0.firstIndex(where: predicate) }, body)
    }

    /// Selects the last tab matching `predicate` and hands its child to `body` when it is a `T`.
    @discardableResult
    public func selectLastTab<T: Coordinator>(where predicate: (Destinations) -> Bool, _ body: (T) -> Void)
        -> Bool
    {
        selectTab("selectLastTab(where:)", { $0.lastIndex(where: predicate) }, body)
    }

    /// Adds a tab at the end. Its child is created when it is first selected.
    public func appendTab(_ destination: Destinations) {
        NavigationChange.apply("appendTab(_:)", on: self) { _ = preparedTabs.insert(destination, at: .max) }
    }

    /// Adds a tab at the end, creates its child now (without selecting the tab) and hands it
    /// to `body` when it is a `T`.
    public func appendTab<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) {
        NavigationChange.apply(
            "appendTab(_:)", on: self,
            {
                let tabs = preparedTabs
                return tabs.prepareTab(tabs.insert(destination, at: .max))
            }, handingOverTo: body)
    }

    /// Inserts a tab at `index`; the selected tab stays selected. An index outside
    /// `0...tabs.count` is clamped to it (a ``NavigationDiagnostic`` is reported).
    public func insertTab(_ destination: Destinations, at index: Int) {
        NavigationChange.apply("insertTab(_:at:)", on: self) { insertTab(destination, clamping: index) }
    }

    /// Inserts a tab at `index`, creates its child now (without selecting the tab) and hands
    /// it to `body` when it is a `T`.
    public func insertTab<T: Coordinator>(_ destination: Destinations, at index: Int, _ body: (T) -> Void) {
        NavigationChange.apply(
            "insertTab(_:at:)", on: self,
            { preparedTabs.prepareTab(insertTab(destination, clamping: index)) },
            handingOverTo: body)
    }

    /// Replaces every tab; the old tabs' children are torn down. The selected index is kept
    /// when still in range, otherwise the first tab is selected.
    public func setTabs(_ destinations: [Destinations]) {
        NavigationChange.apply("setTabs(_:)", on: self) {
            preparedTabs.replaceTabs(with: destinations, cause: .code)
        }
    }

    /// Selects the tab `find` picks among the destinations; `nil` when the call was refused
    /// or selected nothing, else the selected tab's child.
    private func selectTabChild(_ call: String, _ find: (TabNavigation<Self>) -> Int?) -> (any Coordinator)??
    {
        NavigationChange.apply(call, on: self) {
            let tabs = preparedTabs
            let count = tabs.tabs.count
            guard let index = find(tabs) else {
                NavigationDiagnostic.report(
                    .destinationNotFound, in: self, "no tab matches among \(count) tabs; nothing selected")
                return nil
            }
            guard tabs.select(index) else {
                NavigationDiagnostic.report(
                    .indexOutOfRange, in: self,
                    "no tab at index \(index) among \(count) tabs; nothing selected")
                return nil
            }
            return .some(tabs.tabs[index].child)
        } ?? nil
    }

    @discardableResult
    private func selectTab(_ call: String, _ find: (TabNavigation<Self>) -> Int?) -> Bool {
        selectTabChild(call, find) != nil
    }

    private func selectTab<T: Coordinator>(
        _ call: String, _ find: (TabNavigation<Self>) -> Int?, _ body: (T) -> Void
    )
        -> Bool
    {
        guard let child = selectTabChild(call, find) else { return false }
        handOver(child, from: self, to: body)
        return true
    }

    @discardableResult
    private func insertTab(_ destination: Destinations, clamping index: Int) -> Int {
        let tabs = preparedTabs
        let count = tabs.tabs.count
        let position = tabs.insert(destination, at: index)
        if position != index {
            NavigationDiagnostic.report(
                .indexOutOfRange, in: self,
                "insert position \(index) is outside 0...\(count); the tab was inserted at \(position)")
        }
        return position
    }

    fileprivate func removeTab(_ call: String, _ find: (TabNavigation<Self>) -> Int?) -> Bool {
        NavigationChange.apply(call, on: self) {
            let tabs = preparedTabs
            guard let index = find(tabs) else {
                NavigationDiagnostic.report(
                    .destinationNotFound, in: self, "no tab matches; nothing removed")
                return false
            }
            tabs.remove(at: index, cause: .code)
            return true
        } ?? false
    }
}

extension TabCoordinator where Destinations: Equatable {
    /// Selects the first tab showing `destination`; returns `false` when there is none.
    @discardableResult
    public func selectFirstTab(_ destination: Destinations) -> Bool {
        selectFirstTab { $0 == destination }
    }

    /// Selects the last tab showing `destination`; returns `false` when there is none.
    @discardableResult
    public func selectLastTab(_ destination: Destinations) -> Bool {
        selectLastTab { $0 == destination }
    }

    /// Selects the first tab showing `destination` and hands its child to `body` when it is
    /// a `T` (also when the tab was already selected).
    @discardableResult
    public func selectFirstTab<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) -> Bool {
        selectFirstTab(where: { $0 == destination }, body)
    }

    /// Selects the last tab showing `destination` and hands its child to `body` when it is a `T`.
    @discardableResult
    public func selectLastTab<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) -> Bool {
        selectLastTab(where: { $0 == destination }, body)
    }

    /// Removes the first tab showing `destination`; its child is torn down. Returns `false`
    /// when there is none.
    @discardableResult
    public func removeFirstTab(_ destination: Destinations) -> Bool {
        removeTab("removeFirstTab(_:)") { $0.firstIndex { $0 == destination } }
    }

    /// Removes the last tab showing `destination`; its child is torn down. Returns `false`
    /// when there is none.
    @discardableResult
    public func removeLastTab(_ destination: Destinations) -> Bool {
        removeTab("removeLastTab(_:)") { $0.lastIndex { $0 == destination } }
    }
}
