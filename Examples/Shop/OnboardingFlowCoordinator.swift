import Trellis

/// The first-launch flow: a welcome screen, then the sign-in form.
@MainActor
public final class OnboardingFlowCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable {
        case welcome
        case signIn
    }

    public let navigation = FlowNavigation<OnboardingFlowCoordinator>(root: .welcome)

    private let onSignedIn: @MainActor () -> Void

    /// - Parameter onSignedIn: Called when the user has signed in; the app switches to its
    ///   main tabs, which tears this flow down.
    public init(onSignedIn: @escaping @MainActor () -> Void) {
        self.onSignedIn = onSignedIn
    }

    /// The sign-in form succeeded.
    public func signIn() {
        onSignedIn()
    }
}
