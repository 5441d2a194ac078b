import Trellis

// The trees of the split-view random sessions (SplitSessionTests.swift): a split coordinator
// placed as a root coordinator's child, as a tab's child, presented in a sheet or pushed on a
// flow, with columns that show plain screens, a flow of pages, or a destination whose child
// factory tries to navigate.

/// The split coordinator of the sessions. `.menu` is the sidebar; `.pages(n)` hosts a
/// ``SessionPages`` flow whose root is `.page(n)`; `.trap` is a plain screen whose child factory
/// tries to select in the sidebar (refused: `changeInProgress`); the rest are plain screens.
@MainActor
final class SessionSplit: SplitCoordinator {
    enum Destinations: Codable, Hashable {
        case menu
        case group(Int)
        case item(Int)
        case pages(Int)
        case trap
    }

    let navigation: SplitNavigation<SessionSplit>

    init(hasContentColumn: Bool) {
        navigation = SplitNavigation(root: .menu, hasContentColumn: hasContentColumn, selecting: [.group(1)])
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .pages(let first): return SessionPages(first: first)
        case .trap:
            // App code inside a change: refused, the trap stays a plain screen.
            select(.group(0), in: .sidebar)
            return nil
        case .menu, .group, .item: return nil
        }
    }
}

/// The flow a `.pages(n)` selection shows: `.page(n)`, then the pages pushed on it.
@MainActor
final class SessionPages: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case page(Int)
    }

    let navigation: FlowNavigation<SessionPages>

    init(first: Int) {
        navigation = FlowNavigation(root: .page(first))
    }
}

/// Where a session's split view stands in its tree.
enum SplitPlacement: String, CaseIterable {
    /// The child of a root coordinator's root.
    case root
    /// The child of a tab set's first (selected) tab.
    case tab
    /// Presented in a sheet over a flow's root.
    case sheet
    /// Pushed on a flow, as a child flow would be.
    case pushed
}

/// A root coordinator whose root is the split view.
@MainActor
final class SplitHostRoot: RootCoordinator {
    enum Destinations: Codable, Hashable {
        case split
    }

    let navigation = RootNavigation<SplitHostRoot>(root: .split)
    let hasContentColumn: Bool

    init(hasContentColumn: Bool) {
        self.hasContentColumn = hasContentColumn
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        SessionSplit(hasContentColumn: hasContentColumn)
    }
}

/// A tab set whose first tab is the split view.
@MainActor
final class SplitHostTabs: TabCoordinator {
    enum Destinations: Codable, Hashable {
        case split
        case home
    }

    let navigation = TabNavigation<SplitHostTabs>(tabs: [.split, .home])
    let hasContentColumn: Bool

    init(hasContentColumn: Bool) {
        self.hasContentColumn = hasContentColumn
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .split ? SessionSplit(hasContentColumn: hasContentColumn) : nil
    }
}

/// A flow that pushes or presents the split view over its `.home` root.
@MainActor
final class SplitHostFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case home
        case split
    }

    let navigation = FlowNavigation<SplitHostFlow>(root: .home)
    let hasContentColumn: Bool

    init(hasContentColumn: Bool) {
        self.hasContentColumn = hasContentColumn
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .split ? SessionSplit(hasContentColumn: hasContentColumn) : nil
    }
}
