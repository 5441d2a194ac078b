import Trellis

/// A rendering of a coordinator tree whose size is linear in the tree's, for comparing trees
/// too deep to print: `debugHierarchy()` indents two spaces per level, so a chain of 10,000
/// coordinators prints about 200 MB.
///
/// One line per coordinator and per destination, in `debugHierarchy()`'s order, each starting
/// with its depth instead of an indent: `3 push .thread(id: 2) → FeedFlow [flow]`. A tab
/// without a child prints its destination, created or not. Built from the public inspection
/// API alone, walking with a work list (no recursion, whatever the depth).
@MainActor
public enum TreeOutline {
    public static func of(_ coordinator: any Coordinator) -> String {
        var lines: [String] = []
        // What is left to print, last first.
        var work: [Item] = [.coordinator(coordinator, depth: 0)]
        while let item = work.popLast() {
            switch item {
            case .line(let line):
                lines.append(line)
            case .coordinator(let coordinator, let depth):
                let items = Self.items(of: coordinator, depth: depth)
                work.append(contentsOf: items.reversed())
            }
        }
        return lines.joined(separator: "\n")
    }

    private enum Item {
        case line(String)
        case coordinator(any Coordinator, depth: Int)
    }

    private static func items(of coordinator: any Coordinator, depth: Int) -> [Item] {
        switch coordinator {
        case let flow as any FlowCoordinator: flowItems(flow, depth: depth)
        case let tabs as any TabCoordinator: tabItems(tabs, depth: depth)
        case let root as any RootCoordinator: rootItems(root, depth: depth)
        case let split as any SplitCoordinator: splitItems(split, depth: depth)
        default: [.line("\(depth) \(type(of: coordinator))")]
        }
    }

    private static func line(_ depth: Int, _ role: String, _ destination: Any, _ child: (any Coordinator)?)
        -> [Item]
    {
        var text = "\(depth) \(role) .\(destination)"
        guard let child else { return [.line(text)] }
        text += " → \(type(of: child)) [\(kind(of: child))]"
        return [.line(text), .coordinator(child, depth: depth + 1)]
    }

    private static func kind(of coordinator: any Coordinator) -> String {
        switch coordinator {
        case is any FlowCoordinator: "flow"
        case is any TabCoordinator: "tab"
        case is any RootCoordinator: "root"
        case is any SplitCoordinator: "split"
        default: "?"
        }
    }

    private static func flowItems<F: FlowCoordinator>(_ flow: F, depth: Int) -> [Item] {
        var items: [Item] = [.line("\(depth) \(F.self) [flow]")]
        items += line(depth + 1, "root", flow.navigation.root, flow.navigation.rootChild)
        for entry in flow.navigation.entries {
            items += line(depth + 1, entry.presentation.rawValue, entry.destination, entry.child)
        }
        return items
    }

    private static func tabItems<T: TabCoordinator>(_ tabs: T, depth: Int) -> [Item] {
        var items: [Item] = [.line("\(depth) \(T.self) [tab]")]
        for (index, tab) in tabs.navigation.tabs.enumerated() {
            let role = "tab[\(index)]" + (index == tabs.navigation.selectedIndex ? "*" : "")
            items += line(depth + 1, role, tab.destination, tab.child)
        }
        for modal in tabs.navigation.entries {
            items += line(depth + 1, modal.presentation.rawValue, modal.destination, modal.child)
        }
        return items
    }

    private static func rootItems<R: RootCoordinator>(_ root: R, depth: Int) -> [Item] {
        var items: [Item] = [.line("\(depth) \(R.self) [root]")]
        items += line(depth + 1, "root", root.navigation.root, root.navigation.rootChild)
        for modal in root.navigation.entries {
            items += line(depth + 1, modal.presentation.rawValue, modal.destination, modal.child)
        }
        return items
    }

    private static func splitItems<S: SplitCoordinator>(_ split: S, depth: Int) -> [Item] {
        var items: [Item] = [.line("\(depth) \(S.self) [split]")]
        items += line(depth + 1, "sidebar", split.navigation.root, split.navigation.rootChild)
        for selection in split.navigation.selections {
            items += line(depth + 1, selection.shownIn.rawValue, selection.destination, selection.child)
        }
        for modal in split.navigation.entries {
            items += line(depth + 1, modal.presentation.rawValue, modal.destination, modal.child)
        }
        return items
    }
}
