import Trellis

/// Reads the live coordinator tree through the containers' public inspection API
/// (each coordinator's `navigation`), without knowing the app's types.
@MainActor
enum LiveTree {
    /// The child coordinators of `coordinator`, in the order `debugHierarchy()` prints them.
    static func children(of coordinator: any Coordinator) -> [any Coordinator] {
        switch coordinator {
        case let flow as any FlowCoordinator: flowChildren(flow)
        case let tabs as any TabCoordinator: tabChildren(tabs)
        case let root as any RootCoordinator: rootChildren(root)
        default: []
        }
    }

    /// The first coordinator of type `T` in the tree below `top` (pre-order), or `nil`.
    static func first<T>(_ type: T.Type, in top: any Coordinator) -> T? {
        var pending: [any Coordinator] = [top]
        while let next = pending.popLast() {
            if let found = next as? T { return found }
            pending.append(contentsOf: children(of: next).reversed())
        }
        return nil
    }

    /// What the user sees: the coordinators from `top` down to the one in front.
    ///
    /// Each step follows the frontmost slot: the top modal, else the selected tab or the
    /// root; in a flow the top entry, or the root when nothing is above it. The path stops at
    /// a coordinator whose frontmost slot is a plain screen.
    static func frontmostPath(from top: any Coordinator) -> [any Coordinator] {
        var path: [any Coordinator] = [top]
        while let last = path.last, let next = frontChild(of: last) {
            path.append(next)
        }
        return path
    }

    private static func frontChild(of coordinator: any Coordinator) -> (any Coordinator)? {
        switch coordinator {
        case let flow as any FlowCoordinator: flowFront(flow)
        case let tabs as any TabCoordinator: tabFront(tabs)
        case let root as any RootCoordinator: rootFront(root)
        default: nil
        }
    }

    private static func flowChildren<F: FlowCoordinator>(_ flow: F) -> [any Coordinator] {
        [flow.navigation.rootChild].compactMap { $0 } + flow.navigation.entries.compactMap(\.child)
    }

    private static func tabChildren<T: TabCoordinator>(_ tabs: T) -> [any Coordinator] {
        tabs.navigation.tabs.compactMap(\.child) + tabs.navigation.entries.compactMap(\.child)
    }

    private static func rootChildren<R: RootCoordinator>(_ root: R) -> [any Coordinator] {
        [root.navigation.rootChild].compactMap { $0 } + root.navigation.entries.compactMap(\.child)
    }

    private static func flowFront<F: FlowCoordinator>(_ flow: F) -> (any Coordinator)? {
        if let top = flow.navigation.entries.last { return top.child }
        return flow.navigation.rootChild
    }

    private static func tabFront<T: TabCoordinator>(_ tabs: T) -> (any Coordinator)? {
        if let top = tabs.navigation.entries.last { return top.child }
        let items = tabs.navigation.tabs
        return items.indices.contains(tabs.selectedIndex) ? items[tabs.selectedIndex].child : nil
    }

    private static func rootFront<R: RootCoordinator>(_ root: R) -> (any Coordinator)? {
        if let top = root.navigation.entries.last { return top.child }
        return root.navigation.rootChild
    }
}
