extension NavigationTarget {
    /// Every destination of type `D` anywhere in the target, in the order `debugHierarchy()`
    /// would print them: a root or tab, then the place in the child it hosts, then each entry
    /// (bottom first) followed by the place in its child.
    ///
    /// Meant for reading a target back, as a URL route's reverse closure does:
    ///
    /// ```swift
    /// let home = target.destinations(of: HomeCoordinator.Destinations.self)
    /// guard home.count == 1, case .detail(let id) = home[0] else { return nil }
    /// return ["id": String(id)]
    /// ```
    public func destinations<D>(of type: D.Type) -> [D] {
        plan.destinations.compactMap { $0 as? D }
    }
}

extension TargetPlan {
    /// Every destination of the plan, in hierarchy order, walked with an explicit stack so a
    /// deeply nested target never grows the call stack.
    var destinations: [Any] {
        var result: [Any] = []
        // Slots still to visit, the next one last.
        var pending: [Slot] = Array(slots.reversed())
        while let slot = pending.popLast() {
            result.append(slot.destination)
            if let child = slot.child { pending.append(contentsOf: child.plan.slots.reversed()) }
        }
        return result
    }

}
