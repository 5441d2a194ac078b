/// The one rule for app code that runs while the library changes the tree.
///
/// Every public call that changes navigation (and every restore, set-up and teardown on
/// release) runs as one *change*:
///
/// 1. The library changes the tree completely. The only app code it calls meanwhile is code
///    it needs an answer from: `makeChild(for:)`, `snapshotPolicy(for:)`, a route migration
///    (`MigratingCoordinator.migrate(_:)`), a destination's `Codable`, `Equatable` or
///    description, a predicate, an Observation `onChange`. Such code may read the tree but
///    not change it: a navigation call made from there is refused (nothing changes, a
///    ``NavigationDiagnostic`` of kind `changeInProgress` is reported, a Boolean result is
///    `false`) and a restore throws ``NavigationStateError/changeInProgress(coordinatorType:)``.
/// 2. Then the change's callbacks run, in the order they arose: observer events, diagnostics
///    (to the tree's observers, then the global handler) and `onDismiss` handlers. Each may
///    navigate, restore, capture or release the tree; each call it makes is a change of its
///    own, finished with its own callbacks before the call returns.
/// 3. Last, a call's typed closure receives the child, if it is still in the tree.
///
/// No index, count or child reference is held across app code that could change the tree.
@MainActor
enum NavigationChange {
    private static var depth = 0
    private static var pending: [@MainActor () -> Void] = []

    /// Whether the library is in the middle of a change.
    static var isInProgress: Bool { depth > 0 }

    /// Runs `body` as a change, or as part of the change in progress; the callbacks it queues
    /// run when the outermost change ends.
    static func perform<R>(_ body: () throws -> R) rethrows -> R {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { deliverCallbacks() }
        }
        return try body()
    }

    /// Runs a public call's change, or refuses it (reporting why) when app code made it in
    /// the middle of another change; returns `nil` when refused.
    @discardableResult
    static func apply<R>(
        _ call: @autoclosure () -> String, on coordinator: any Coordinator, _ body: () -> R
    ) -> R? {
        guard depth == 0 else {
            NavigationDiagnostics.report(
                .changeInProgress, in: coordinator,
                "\(call()) was called while another navigation change was in progress (from makeChild, "
                    + "snapshotPolicy, a predicate or an Observation callback); nothing changed")
            return nil
        }
        return perform(body)
    }

    /// Runs a public call's change, then hands the child it returns to a typed closure once
    /// the change's callbacks have run.
    static func apply<T>(
        _ call: @autoclosure () -> String, on coordinator: any Coordinator,
        _ body: () -> (any Coordinator)?, handingOverTo closure: (T) -> Void
    ) {
        guard let child = apply(call(), on: coordinator, body) else { return }
        handOver(child, from: coordinator, to: closure)
    }

    /// Queues app code to run when the change in progress ends (at once outside a change).
    static func callBack(_ appCode: @escaping @MainActor () -> Void) {
        if depth == 0 {
            appCode()
        } else {
            pending.append(appCode)
        }
    }

    private static func deliverCallbacks() {
        while !pending.isEmpty {
            // Callbacks may start changes of their own; those deliver their callbacks before
            // returning, so taking the batch keeps each change's callbacks in order.
            let batch = pending
            pending = []
            for appCode in batch { appCode() }
        }
    }
}
