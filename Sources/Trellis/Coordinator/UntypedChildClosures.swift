// A trailing closure with a parameter after `route(to:)` or `present(_:as:)` always receives
// the child, as it reads.
//
// `{ _ in … }` names no type, so the typed overloads (`(T) -> Void`) can't take it. Without the
// overloads below, Swift would pick the only other one-parameter closure, `onDismissWithCause:`,
// and the body would run when the destination leaves instead of when it is shown. These take
// the child as `any Coordinator`; Swift prefers them to `onDismissWithCause:` for such a
// closure (pinned by ClosureOverloadTests), and the cause is only reached through its label.

extension FlowCoordinator {
    /// Pushes `destination` and hands the child coordinator it hosts, of any type, to `body`;
    /// `body` does not run for a plain screen.
    ///
    /// Name the child's type, `{ (settings: SettingsCoordinator) in … }`, to get it typed.
    public func route(to destination: Destinations, _ body: (any Coordinator) -> Void) {
        if let child = show(destination, as: .push, onDismiss: nil) { handOver(child, from: self, to: body) }
    }
}

extension PresentingCoordinator {
    /// Presents `destination` and hands the child coordinator it hosts, of any type, to
    /// `body`; `body` does not run for a plain screen.
    ///
    /// Name the child's type, `{ (settings: SettingsCoordinator) in … }`, to get it typed.
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet, _ body: (any Coordinator) -> Void
    ) {
        if let child = show(destination, as: style.presentation, onDismiss: nil) {
            handOver(child, from: self, to: body)
        }
    }
}
