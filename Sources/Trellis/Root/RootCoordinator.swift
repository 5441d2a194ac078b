/// A coordinator that shows one destination at a time and switches the whole subtree below
/// it, such as login versus the main app, with modals presented over it.
///
/// ```swift
/// @MainActor
/// final class AppCoordinator: RootCoordinator {
///     enum Destinations: Codable, Hashable { case login, main }
///     let navigation = RootNavigation<AppCoordinator>(root: .login)
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
public protocol RootCoordinator: PresentingCoordinator {
    /// The root coordinator's navigation state.
    var navigation: RootNavigation<Self> { get }
}

extension RootCoordinator {
    func unpreparedNode() -> any NavigationNode { navigation.bound(to: self) }

    var preparedRoot: RootNavigation<Self> { navigation.prepared(for: self) }

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

}
