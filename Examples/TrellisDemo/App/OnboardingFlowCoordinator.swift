import Trellis

/// The first-launch flow: a welcome screen, then the sign-in form.
@MainActor
final class OnboardingFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case welcome
        case signIn
    }

    let stack = FlowStack<OnboardingFlowCoordinator>(root: .welcome)

    private let onSignedIn: @MainActor () -> Void

    /// - Parameter onSignedIn: Called when the user has signed in; the app switches to its
    ///   main tabs, which tears this flow down.
    init(onSignedIn: @escaping @MainActor () -> Void) {
        self.onSignedIn = onSignedIn
    }

    /// The sign-in form succeeded.
    func signIn() {
        onSignedIn()
    }
}
