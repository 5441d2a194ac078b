/// A coordinator that shows one destination at a time and switches the whole subtree below
/// it, such as login versus the main app, with modals presented over it.
///
/// ```swift
/// @MainActor
/// final class AppCoordinator: RootCoordinator {
///     enum Destinations: Codable, Hashable { case login, main }
///     let root = Root<AppCoordinator>(root: .login)
///
///     func makeChild(for destination: Destinations) -> (any Coordinator)? {
///         switch destination {
///         case .login: LoginCoordinator()
///         case .main: MainTabCoordinator()
///         }
///     }
/// }
///
/// app.setRoot(.main) { (tabs: MainTabCoordinator) in tabs.select(index: 1) }
/// ```
@MainActor
public protocol RootCoordinator: Coordinator {
    /// The root coordinator's navigation state.
    var root: Root<Self> { get }
}

extension RootCoordinator {
    func boundContainer() -> any NavigationNode {
        root.bind(to: self)
        return root
    }

    var preparedRoot: Root<Self> {
        root.bind(to: self)
        root.setUpIfNeeded()
        return root
    }

    /// Shows `destination`, tearing down the previous root's subtree and every modal.
    ///
    /// When `destination` equals the current root (for `Equatable` destinations) its child
    /// is kept and only the modals go.
    public func setRoot(_ destination: Destinations) {
        NavigationChange.apply("setRoot(_:)", on: self) {
            preparedRoot.replaceRoot(with: destination, cause: .code)
        }
    }

    /// Shows `destination` and hands its child coordinator to `body` when it is a `T`.
    public func setRoot<T: Coordinator>(_ destination: Destinations, _ body: (T) -> Void) {
        NavigationChange.apply(
            "setRoot(_:)", on: self, { preparedRoot.replaceRoot(with: destination, cause: .code) },
            handingOverTo: body)
    }

    /// Presents `destination` modally over the root.
    ///
    /// - Parameters:
    ///   - destination: The destination to present.
    ///   - style: `.sheet` (the default) or `.fullScreenCover`.
    ///   - onDismiss: Called once when the destination leaves, whichever way it leaves.
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet, onDismiss: (@MainActor () -> Void)? = nil
    ) {
        show(destination, as: style.presentation, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
    }

    /// Presents `destination` over the root; `onDismissWithCause` is called once when it leaves, with
    /// why it left (the user, code, a restore, a teardown).
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet,
        onDismissWithCause: @escaping @MainActor (DismissalCause) -> Void
    ) {
        show(destination, as: style.presentation, onDismiss: onDismissWithCause)
    }

    /// Presents `destination` over the root and hands its child to `body` when it is a `T`.
    public func present<T: Coordinator>(
        _ destination: Destinations, as style: ModalStyle = .sheet, onDismiss: (@MainActor () -> Void)? = nil,
        _ body: (T) -> Void
    ) {
        let shown = show(
            destination, as: style.presentation, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
        if let child = shown { handOver(child, from: self, to: body) }
    }

    /// Dismisses the modal at `index` of ``Root/entries`` and every modal above it, with cause
    /// `.code`. An index out of range changes nothing and is reported as a
    /// ``NavigationDiagnostic``.
    public func dismiss(entryAt index: Int) {
        dismissEntries(from: index, cause: .code, call: "dismiss(entryAt:)")
    }

    /// Dismisses every modal over the root, with cause `.code`.
    public func dismissAllModals() {
        dismissModalEntries(call: "dismissAllModals()")
    }

    /// Presents `destination` over the root, as one change; returns the child it hosts, or `nil`
    /// when the call was refused.
    @discardableResult
    func show(_ destination: Destinations, as presentation: Presentation, onDismiss: DismissHandler?)
        -> (any Coordinator)??
    {
        NavigationChange.apply("present(_:as:)", on: self) {
            preparedRoot.append(destination, as: presentation, onDismiss: onDismiss)
        }
    }
}
