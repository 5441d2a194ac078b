extension Coordinator {
    /// The coordinators below this one that are of type `T`, in the order
    /// ``debugHierarchy()`` prints them.
    ///
    /// Every child coordinator in the subtree counts, at any depth: flow roots and entries,
    /// tabs, root coordinators' roots and modals, in pre-order (a coordinator's destinations
    /// bottom first, each followed by its child's subtree, so a tab's subtree comes before the
    /// next tab and the modals come after the tabs or root). This coordinator itself is not
    /// included. `T` may be a class or a protocol the coordinators adopt.
    ///
    /// Like ``debugHierarchy()``, it sets this coordinator up if this is its first use (which
    /// creates its initial children), and never creates any other child: a tab never selected
    /// hosts nothing yet and adds nothing. It changes nothing else, sends no event, and may be
    /// called from anywhere, including from app code the library runs in the middle of a
    /// change (`makeChild(for:)`, an observer). Deep trees do not grow the call stack.
    ///
    /// ```swift
    /// let carts = app.descendants(ofType: CartCoordinator.self)
    /// #expect(carts.count == 1)
    /// ```
    ///
    /// - Parameter type: The type to look for.
    /// - Returns: The matching coordinators; empty when there are none.
    public func descendants<T>(ofType type: T.Type) -> [T] {
        guard let node = preparedNode else { return [] }
        var found: [T] = []
        TreeWalk.visit(from: node) { visit in
            if let match = visit.slot.child as? T { found.append(match) }
        }
        return found
    }

    /// The first coordinator below this one that is of type `T`, in the order
    /// ``debugHierarchy()`` prints them, or `nil` when there is none.
    ///
    /// The first of ``descendants(ofType:)``; the walk stops there. It never creates a child
    /// (a tab never selected is not looked into), and sets this coordinator up if this is its
    /// first use, as ``debugHierarchy()`` does.
    ///
    /// ```swift
    /// let cart = try #require(app.firstDescendant(ofType: CartCoordinator.self))
    /// cart.route(to: .shipping)
    /// ```
    ///
    /// - Parameter type: The type to look for.
    /// - Returns: The first matching coordinator.
    public func firstDescendant<T>(ofType type: T.Type) -> T? {
        guard let node = preparedNode else { return nil }
        return TreeWalk.firstVisit(from: node) { $0.slot.child is T }?.slot.child as? T
    }
}
