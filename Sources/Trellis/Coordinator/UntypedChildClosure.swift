// Overloads that exist only to make one easy misreading a compile error.
//
// After `route(to:)` or `present(_:as:)`, a trailing closure `{ _ in … }` reads like the typed
// child closure, but its type can't be inferred from `_`, so without these overloads Swift
// would quietly pick the only other one-parameter closure, `onDismissWithCause:`, and the body
// would run when the destination leaves instead. With an `any Coordinator` overload beside it,
// such a call is ambiguous and does not compile; the compiler's note points at the label.
// Naming the child's type, `{ (child: SettingsCoordinator) in … }`, picks the typed overload.

extension FlowCoordinator {
    /// Pushes `destination` and hands its child, of any type, to `body`.
    ///
    /// Deprecated from the start: it exists so that `route(to:) { _ in … }` is ambiguous
    /// rather than silently an `onDismissWithCause:` handler. Name the child's type instead.
    @available(
        *, deprecated,
        message:
            "Name the child's type, as in { (child: SettingsCoordinator) in … }, or pass onDismissWithCause: to learn why it left"
    )
    public func route(to destination: Destinations, _ body: (any Coordinator) -> Void) {
        if let child = show(destination, as: .push, onDismiss: nil) { handOver(child, from: self, to: body) }
    }

    /// Presents `destination` and hands its child, of any type, to `body`.
    ///
    /// Deprecated from the start: it exists so that `present(_:) { _ in … }` is ambiguous
    /// rather than silently an `onDismissWithCause:` handler. Name the child's type instead.
    @available(
        *, deprecated,
        message:
            "Name the child's type, as in { (child: SettingsCoordinator) in … }, or pass onDismissWithCause: to learn why it left"
    )
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet, _ body: (any Coordinator) -> Void
    ) {
        if let child = show(destination, as: style.presentation, onDismiss: nil) {
            handOver(child, from: self, to: body)
        }
    }
}

extension TabCoordinator {
    /// Presents `destination` and hands its child, of any type, to `body`.
    ///
    /// Deprecated from the start: it exists so that `present(_:) { _ in … }` is ambiguous
    /// rather than silently an `onDismissWithCause:` handler. Name the child's type instead.
    @available(
        *, deprecated,
        message:
            "Name the child's type, as in { (child: SettingsCoordinator) in … }, or pass onDismissWithCause: to learn why it left"
    )
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet, _ body: (any Coordinator) -> Void
    ) {
        if let child = show(destination, as: style.presentation, onDismiss: nil) {
            handOver(child, from: self, to: body)
        }
    }
}

extension RootCoordinator {
    /// Presents `destination` and hands its child, of any type, to `body`.
    ///
    /// Deprecated from the start: it exists so that `present(_:) { _ in … }` is ambiguous
    /// rather than silently an `onDismissWithCause:` handler. Name the child's type instead.
    @available(
        *, deprecated,
        message:
            "Name the child's type, as in { (child: SettingsCoordinator) in … }, or pass onDismissWithCause: to learn why it left"
    )
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet, _ body: (any Coordinator) -> Void
    ) {
        if let child = show(destination, as: style.presentation, onDismiss: nil) {
            handOver(child, from: self, to: body)
        }
    }
}
