import Trellis

/// A weak reference, for checking that a coordinator has been freed.
struct WeakReference {
    weak var object: AnyObject?
    let typeName: String

    init(_ object: AnyObject) {
        self.object = object
        self.typeName = String(describing: type(of: object))
    }
}

/// The child coordinators that exist right under `coordinator`, read through the public
/// inspection API only (flow root and entries, tabs and modals, root and modals).
@MainActor
func existingChildren(of coordinator: any Coordinator) -> [any Coordinator] {
    switch coordinator {
    case let flow as any FlowCoordinator: flowChildren(flow)
    case let tabs as any TabCoordinator: tabChildren(tabs)
    case let root as any RootCoordinator: rootChildren(root)
    default: []
    }
}

/// Every coordinator of the tree below `top`, `top` first (iterative, so deep trees are fine).
@MainActor
func allCoordinators(from top: any Coordinator) -> [any Coordinator] {
    var found: [any Coordinator] = []
    var pending: [any Coordinator] = [top]
    while let next = pending.popLast() {
        found.append(next)
        pending.append(contentsOf: existingChildren(of: next).reversed())
    }
    return found
}

@MainActor
private func flowChildren<F: FlowCoordinator>(_ flow: F) -> [any Coordinator] {
    ([flow.navigation.rootChild] + flow.navigation.entries.map(\.child)).compactMap { $0 }
}

@MainActor
private func tabChildren<T: TabCoordinator>(_ tabs: T) -> [any Coordinator] {
    (tabs.navigation.tabs.map(\.child) + tabs.navigation.entries.map(\.child)).compactMap { $0 }
}

@MainActor
private func rootChildren<R: RootCoordinator>(_ root: R) -> [any Coordinator] {
    ([root.navigation.rootChild] + root.navigation.entries.map(\.child)).compactMap { $0 }
}

/// Makes `coordinator`'s first use (printing it), so its initial state (root child, seeded
/// pushes, selected tab) exists before a test reads it through the inspection API, whose
/// getters never set anything up. Returns `coordinator`.
@MainActor
@discardableResult
func setUp<C: Coordinator>(_ coordinator: C) -> C {
    _ = coordinator.debugHierarchy()
    return coordinator
}
