/// A coordinator that shows a root destination with pushed and presented destinations above
/// it, in one ordered list.
///
/// ```swift
/// @MainActor
/// final class HomeCoordinator: FlowCoordinator {
///     enum Destinations: Codable, Hashable { case home, detail(id: Int) }
///     let navigation = FlowNavigation<HomeCoordinator>(root: .home)
/// }
///
/// home.route(to: .detail(id: 42))
/// home.present(.detail(id: 7), as: .fullScreenCover) { print("closed") }
/// home.pop()
/// ```
@MainActor
public protocol FlowCoordinator: PresentingCoordinator {
    /// The flow's navigation state.
    var navigation: FlowNavigation<Self> { get }
}

extension FlowCoordinator {
    func unpreparedNode() -> any NavigationNode { navigation.bound(to: self) }

    var preparedStack: FlowNavigation<Self> { navigation.prepared(for: self) }

    /// Pushes `destination` onto the flow.
    ///
    /// - Parameters:
    ///   - destination: The destination to push.
    ///   - onDismiss: Called once when the destination leaves the stack, whichever way it
    ///     leaves.
    public func route(to destination: Destinations, onDismiss: (@MainActor () -> Void)? = nil) {
        show(destination, as: .push, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
    }

    /// Pushes `destination`; `onDismissWithCause` is called once when it leaves, with why it
    /// left (the user, code, a restore, a teardown).
    public func route(
        to destination: Destinations, onDismissWithCause: @escaping @MainActor (DismissalCause) -> Void
    ) {
        show(destination, as: .push, onDismiss: onDismissWithCause)
    }

    /// Pushes `destination` and hands its child coordinator to `body` when it is a `T`.
    public func route<T: Coordinator>(
        to destination: Destinations, onDismiss: (@MainActor () -> Void)? = nil, _ body: (T) -> Void
    ) {
        let shown = show(destination, as: .push, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
        if let child = shown { handOver(child, from: self, to: body) }
    }

    /// Removes the top entry; on a stack with nothing above the root, dismisses this
    /// coordinator (see ``Coordinator/dismissCoordinator()``).
    public func pop() {
        NavigationChange.apply("pop()", on: self) {
            let stack = preparedStack
            if stack.entryList.isEmpty {
                dismiss(cause: .code)
            } else {
                stack.removeEntries(keeping: stack.entryList.count - 1, cause: .code)
            }
        }
    }

    /// Removes every entry above the root.
    public func popToRoot() {
        NavigationChange.apply("popToRoot()", on: self) {
            preparedStack.removeEntries(keeping: 0, cause: .code)
        }
    }

    /// Removes the entries above the lowest destination that matches `predicate` (the root
    /// counts); returns `false` and changes nothing when none matches.
    @discardableResult
    public func popToFirst(where predicate: (Destinations) -> Bool) -> Bool {
        popTo("popToFirst(where:)") { $0.positions(where: predicate).first }
    }

    /// Removes the entries above the highest destination that matches `predicate` (the root
    /// counts); returns `false` and changes nothing when none matches.
    @discardableResult
    public func popToLast(where predicate: (Destinations) -> Bool) -> Bool {
        popTo("popToLast(where:)") { $0.positions(where: predicate).last }
    }

    /// Pops to the lowest destination matching `predicate` and hands its child to `body`
    /// when it is a `T`.
    @discardableResult
    public func popToFirst<T: Coordinator>(where predicate: (Destinations) -> Bool, _ body: (T) -> Void)
        -> Bool
    {
        popTo("popToFirst(where:)", { $0.positions(where: predicate).first }, body)
    }

    /// Pops to the highest destination matching `predicate` and hands its child to `body`
    /// when it is a `T`.
    @discardableResult
    public func popToLast<T: Coordinator>(where predicate: (Destinations) -> Bool, _ body: (T) -> Void)
        -> Bool
    {
        popTo("popToLast(where:)", { $0.positions(where: predicate).last }, body)
    }

    /// Replaces the entries above the root with `path`, pushed bottom first, as one change.
    ///
    /// The entries that already match stay, with their identity and child: from the bottom,
    /// each pushed entry whose destination equals the one at its position in `path` (for
    /// `Equatable` destinations; otherwise none match). From the first difference up, the
    /// entries leave top first with cause `.code` (modals too), then the rest of `path` is
    /// pushed. One batch of events; each removed entry's `onDismiss` fires once.
    ///
    /// ```swift
    /// library.setPath([.shelf(3), .book(id: 42)])   // keeps .shelf(3) if it is already there
    /// ```
    public func setPath(_ path: [Destinations]) {
        NavigationChange.apply("setPath(_:)", on: self) {
            let stack = preparedStack
            let entries = stack.entryList.entries
            var kept = 0
            while kept < min(entries.count, path.count), entries[kept].presentation == .push,
                areSameDestination(entries[kept].destination, path[kept])
            {
                kept += 1
            }
            stack.removeEntries(keeping: kept, cause: .code)
            for destination in path.dropFirst(kept) { stack.append(destination, as: .push, onDismiss: nil) }
        }
    }

    /// Replaces the root and removes every entry above it.
    ///
    /// When `destination` equals the current root (for `Equatable` destinations), the root's
    /// child coordinator is kept and only the entries go.
    public func setRoot(_ destination: Destinations) {
        NavigationChange.apply("setRoot(_:)", on: self) {
            preparedStack.replaceRoot(with: destination, cause: .code)
        }
    }

    /// Replaces the root and hands the new root's child coordinator to `body` when it is a `T`.
    public func setRoot<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) {
        NavigationChange.apply(
            "setRoot(_:)", on: self, { preparedStack.replaceRoot(with: destination, cause: .code) },
            handingOverTo: body)
    }

    /// Whether the root or an entry matches `predicate`.
    public func isInStack(where predicate: (Destinations) -> Bool) -> Bool {
        !navigation.positions(where: predicate).isEmpty
    }

    /// Pops to the position `find` picks (0 is the root); `nil` when the call was refused or
    /// found nothing, else the child at that position.
    private func popToPosition(
        _ call: String, _ find: (FlowNavigation<Self>) -> Int?
    ) -> (found: Bool, child: (any Coordinator)?)? {
        NavigationChange.apply(call, on: self) {
            let stack = preparedStack
            guard let position = find(stack) else {
                NavigationDiagnostic.report(
                    .destinationNotFound, in: self, "no destination in the stack to pop to")
                return (false, nil)
            }
            stack.removeEntries(keeping: position, cause: .code)
            return (true, stack.child(atPosition: position))
        }
    }

    private func popTo(_ call: String, _ find: (FlowNavigation<Self>) -> Int?) -> Bool {
        popToPosition(call, find)?.found ?? false
    }

    private func popTo<T: Coordinator>(
        _ call: String, _ find: (FlowNavigation<Self>) -> Int?, _ body: (T) -> Void
    )
        -> Bool
    {
        guard let outcome = popToPosition(call, find), outcome.found else { return false }
        handOver(outcome.child, from: self, to: body)
        return true
    }
}

extension FlowCoordinator where Destinations: Equatable {
    /// Removes the entries above the lowest occurrence of `destination` (the root counts);
    /// returns `false` and changes nothing when it is not in the stack.
    @discardableResult
    public func popToFirst(_ destination: Destinations) -> Bool {
        popToFirst { $0 == destination }
    }

    /// Removes the entries above the highest occurrence of `destination` (the root counts);
    /// returns `false` and changes nothing when it is not in the stack.
    @discardableResult
    public func popToLast(_ destination: Destinations) -> Bool {
        popToLast { $0 == destination }
    }

    /// Pops to the lowest occurrence of `destination` and hands its child to `body` when it
    /// is a `T`.
    @discardableResult
    public func popToFirst<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) -> Bool {
        popToFirst(where: { $0 == destination }, body)
    }

    /// Pops to the highest occurrence of `destination` and hands its child to `body` when it
    /// is a `T`.
    @discardableResult
    public func popToLast<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) -> Bool {
        popToLast(where: { $0 == destination }, body)
    }

    /// Whether `destination` is the root or one of the entries.
    public func isInStack(_ destination: Destinations) -> Bool {
        isInStack { $0 == destination }
    }
}
