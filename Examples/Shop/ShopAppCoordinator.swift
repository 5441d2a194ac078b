import Foundation
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

    public let navigation = RootNavigation<ShopAppCoordinator>(root: .onboarding)

    /// Links wait here while the user is signed out, and are followed once they sign in.
    ///
    /// With storage, a held link survives a relaunch: the session resumes onboarding where
    /// the user left it, so the link they tapped before it waits with it, and the sign-in
    /// still leads where they meant to go. Links are URLs, checked against the routes again
    /// when they are followed.
    public private(set) lazy var links: LinkGate<URL> = makeLinkGate()

    /// What following the held link did when the gate last opened: the report of
    /// `navigate(to:)`, or the router's error (only for a link kept from a version of the app
    /// whose URL routes differ).
    public private(set) var heldLinkOutcome: Result<NavigationTargetReport, URLRoutingError>?

    private let heldLinkStorage: StateStorageMethod?

    /// - Parameter heldLinkStorage: Where a link held until sign-in is kept across launches;
    ///   `nil` keeps it in memory only.
    public init(heldLinkStorage: StateStorageMethod? = nil) {
        self.heldLinkStorage = heldLinkStorage
    }

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
    public var isSignedIn: Bool { navigation.root == .main }

    /// Shows the main tabs, then follows the link that was waiting for the sign-in, if any.
    public func didSignIn() {
        setRoot(.main)
        updateLinkGate()
    }

    /// Goes back to onboarding; the tabs and everything they showed are torn down.
    public func signOut() {
        setRoot(.onboarding)
        updateLinkGate()
    }

    /// Opens the link gate while the user is signed in (following a held link), closes it
    /// otherwise. Call it after restoring the tree, which may have switched the root.
    public func updateLinkGate() {
        if isSignedIn { links.open() } else { links.close() }
    }

    /// Follows a link to the place its URL route leads to, or holds it until the user signs in.
    ///
    /// The URL is checked against ``ShopLinks/router`` at once, so a link no route takes is
    /// refused even while signed out.
    ///
    /// - Returns: The report of `navigate(to:)`, or `nil` when the link waits for the sign-in.
    /// - Throws: The router's ``URLRoutingError`` when no route takes the URL.
    @discardableResult
    public func open(_ url: URL) throws(URLRoutingError) -> NavigationTargetReport? {
        let target = try ShopLinks.router.target(for: url)
        guard links.isOpen else {
            links.receive(url)
            return nil
        }
        return navigate(to: target)
    }

    private func makeLinkGate() -> LinkGate<URL> {
        let follow: @MainActor (URL) -> Void = { [weak self] url in self?.followHeldLink(url) }
        guard let heldLinkStorage else { return LinkGate(apply: follow) }
        return LinkGate(name: "shop", storage: heldLinkStorage, apply: follow)
    }

    private func followHeldLink(_ url: URL) {
        heldLinkOutcome =
            switch ShopLinks.router.open(url, in: self) {
            case .navigated(let report): .success(report)
            case .refused(let error): .failure(error)
            }
    }
}
