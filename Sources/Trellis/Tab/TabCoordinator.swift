/// A coordinator that shows one of several tabs, each hosting a screen or a child
/// coordinator, with modals presented over the tabs.
///
/// ```swift
/// @MainActor
/// final class MainTabCoordinator: TabCoordinator {
///     enum Destinations: Codable, Hashable { case home, profile }
///     let tabItems = TabItems<MainTabCoordinator>(tabs: [.home, .profile])
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
public protocol TabCoordinator: Coordinator {
    /// The tab set's navigation state.
    var tabItems: TabItems<Self> { get }
}

extension TabCoordinator {
    func boundContainer() -> any NavigationNode {
        tabItems.bind(to: self)
        return tabItems
    }

    var preparedTabs: TabItems<Self> {
        tabItems.bind(to: self)
        tabItems.setUpIfNeeded()
        return tabItems
    }

    /// The index of the selected tab (0 when there are no tabs).
    public var selectedIndex: Int { tabItems.selectedIndex }

    /// Selects the tab at `index`, creating its child the first time. An index out of range
    /// changes nothing (a ``NavigationDiagnostic`` is reported).
    public func select(index: Int) {
        selectTab(at: index)
    }

    /// Selects the tab at `index` and hands its child coordinator to `body` when it is a `T`
    /// (also when the tab was already selected).
    public func select<T: Coordinator>(index: Int, _ body: (T) -> Void) {
        if selectTab(at: index) { handOver(tabItems.tabs[index].child, from: self, to: body) }
    }

    /// Selects the first tab matching `predicate`; returns `false` when none matches.
    @discardableResult
    public func selectFirstTab(where predicate: (Destinations) -> Bool) -> Bool {
        selectTab(at: preparedTabs.indices(where: predicate).first)
    }

    /// Selects the last tab matching `predicate`; returns `false` when none matches.
    @discardableResult
    public func selectLastTab(where predicate: (Destinations) -> Bool) -> Bool {
        selectTab(at: preparedTabs.indices(where: predicate).last)
    }

    /// Selects the first tab matching `predicate` and hands its child to `body` when it is a `T`.
    @discardableResult
    public func selectFirstTab<T: Coordinator>(where predicate: (Destinations) -> Bool, _ body: (T) -> Void)
        -> Bool
    {
        selectTab(at: preparedTabs.indices(where: predicate).first, body)
    }

    /// Selects the last tab matching `predicate` and hands its child to `body` when it is a `T`.
    @discardableResult
    public func selectLastTab<T: Coordinator>(where predicate: (Destinations) -> Bool, _ body: (T) -> Void)
        -> Bool
    {
        selectTab(at: preparedTabs.indices(where: predicate).last, body)
    }

    /// Adds a tab at the end. Its child is created when it is first selected.
    public func appendTab(_ destination: Destinations) {
        _ = preparedTabs.insert(destination, at: .max)
    }

    /// Adds a tab at the end, creates its child now (without selecting the tab) and hands it
    /// to `body` when it is a `T`.
    public func appendTab<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) {
        let tabs = preparedTabs
        handOver(tabs.materialize(tabs.insert(destination, at: .max)), from: self, to: body)
    }

    /// Inserts a tab at `index`; the selected tab stays selected. An index outside
    /// `0...tabs.count` is clamped to it (a ``NavigationDiagnostic`` is reported).
    public func insertTab(_ destination: Destinations, at index: Int) {
        insertTab(destination, clamping: index)
    }

    /// Inserts a tab at `index`, creates its child now (without selecting the tab) and hands
    /// it to `body` when it is a `T`.
    public func insertTab<T: Coordinator>(_ destination: Destinations, at index: Int, _ body: (T) -> Void) {
        handOver(preparedTabs.materialize(insertTab(destination, clamping: index)), from: self, to: body)
    }

    /// Replaces every tab; the old tabs' children are torn down. The selected index is kept
    /// when still in range, otherwise the first tab is selected.
    public func setTabs(_ destinations: [Destinations]) {
        preparedTabs.replaceTabs(with: destinations, cause: .code)
    }

    /// Presents `destination` modally over the tabs.
    ///
    /// - Parameters:
    ///   - destination: The destination to present.
    ///   - style: `.sheet` (the default) or `.fullScreenCover`.
    ///   - onDismiss: Called once when the destination leaves, whichever way it leaves.
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet, onDismiss: (@MainActor () -> Void)? = nil
    ) {
        preparedTabs.append(
            destination, as: style.presentation, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
    }

    /// Presents `destination` over the tabs and hands its child to `body` when it is a `T`.
    public func present<T: Coordinator>(
        _ destination: Destinations, as style: ModalStyle = .sheet, onDismiss: (@MainActor () -> Void)? = nil,
        _ body: (T) -> Void
    ) {
        let child = preparedTabs.append(
            destination, as: style.presentation, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
        handOver(child, from: self, to: body)
    }

    @discardableResult
    private func selectTab(at index: Int?) -> Bool {
        let tabs = preparedTabs
        guard let index else {
            NavigationDiagnostics.report(
                .destinationNotFound, in: self,
                "no tab matches among \(tabs.tabs.count) tabs; nothing selected")
            return false
        }
        guard tabs.select(index) else {
            NavigationDiagnostics.report(
                .indexOutOfRange, in: self,
                "no tab at index \(index) among \(tabs.tabs.count) tabs; nothing selected")
            return false
        }
        return true
    }

    private func selectTab<T: Coordinator>(at index: Int?, _ body: (T) -> Void) -> Bool {
        guard selectTab(at: index), let index else { return false }
        handOver(tabItems.tabs[index].child, from: self, to: body)
        return true
    }

    @discardableResult
    private func insertTab(_ destination: Destinations, clamping index: Int) -> Int {
        let tabs = preparedTabs
        let count = tabs.tabs.count
        let position = tabs.insert(destination, at: index)
        if position != index {
            NavigationDiagnostics.report(
                .indexOutOfRange, in: self,
                "insert position \(index) is outside 0...\(count); the tab was inserted at \(position)")
        }
        return position
    }

    fileprivate func removeTab(at index: Int?) -> Bool {
        guard let index else {
            NavigationDiagnostics.report(.destinationNotFound, in: self, "no tab matches; nothing removed")
            return false
        }
        preparedTabs.remove(at: index, cause: .code)
        return true
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
        removeTab(at: preparedTabs.indices { $0 == destination }.first)
    }

    /// Removes the last tab showing `destination`; its child is torn down. Returns `false`
    /// when there is none.
    @discardableResult
    public func removeLastTab(_ destination: Destinations) -> Bool {
        removeTab(at: preparedTabs.indices { $0 == destination }.last)
    }
}
