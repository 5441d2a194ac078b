#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The welcome screen and the sign-in form.
    struct OnboardingScreen: View {
        let destination: OnboardingFlowCoordinator.Destinations
        let onboarding: OnboardingFlowCoordinator

        var body: some View {
            switch destination {
            case .welcome:
                List {
                    Text("Welcome to the shop")
                    Button("Continue") { onboarding.route(to: .signIn) }
                }
            case .signIn:
                Form {
                    Text("A demo account is signed in for you.")
                    Button("Sign in") { onboarding.signIn() }
                }
            }
        }
    }
#endif
