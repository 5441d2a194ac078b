import Trellis

/// The top of the shop: onboarding until the user signs in, then the main tabs.
///
/// A root coordinator switches the whole subtree below it: signing in replaces the
/// onboarding flow with the tabs, signing out tears the tabs down again.
@MainActor
public final class ShopAppCoordinator: RootCoordinator {
    public enum Destinations: Codable, Hashable {
        case onboarding
        case main
    }

    public let root = Root<ShopAppCoordinator>(root: .onboarding)

    public init() {}

    /// A link that arrived before the user signed in; opened once they have.
    private(set) var pendingLink: DeepLink?

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .onboarding:
            // The flow reports the sign-in through a closure: it does not know its parent.
            OnboardingFlowCoordinator(onSignedIn: { [weak self] in self?.didSignIn() })
        case .main:
            MainTabCoordinator()
        }
    }

    /// Whether the main tabs are showing.
    public var isSignedIn: Bool { root.root == .main }

    /// Shows the main tabs, then the link that was waiting for the sign-in, if any.
    public func didSignIn() {
        setRoot(.main)
        if let link = pendingLink {
            pendingLink = nil
            open(link)
        }
    }

    /// Goes back to onboarding; the tabs and everything they showed are torn down.
    public func signOut() {
        setRoot(.onboarding)
    }

    /// Opens a deep link, chaining typed calls down to the flow that shows it.
    ///
    /// Before the user signed in, the link waits for the sign-in.
    ///
    /// - Returns: `false` when the link is waiting for the sign-in.
    @discardableResult
    public func open(_ link: DeepLink) -> Bool {
        guard isSignedIn else {
            pendingLink = link
            return false
        }
        setRoot(.main) { (tabs: MainTabCoordinator) in
            tabs.open(link)
        }
        return true
    }
}
